import { test as base, expect, type Page } from "@playwright/test";

export { expect };

interface Options {
  /**
   * Browser problems this test expects, as one pattern matched against the issue
   * text (e.g. the 404 page's console log; join several with |). Everything else
   * fails the test. A single RegExp, because test.use() reads an array as a
   * [value, options] pair.
   */
  allowedIssues: RegExp | undefined;
}

/**
 * Playwright's `test`, with a page that records console errors, uncaught page
 * errors, failed requests and error responses of subresources. Any of them the
 * test did not allow fails it: a Content-Security-Policy violation, a missing
 * asset or a hydration error is a bug even when the page looks fine.
 */
export const test = base.extend<Options>({
  allowedIssues: [undefined, { option: true }],
  page: async ({ page, allowedIssues, javaScriptEnabled }, use) => {
    const issues: string[] = [];
    const record = (issue: string) => {
      if (!allowedIssues?.test(issue)) issues.push(issue);
    };
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const { url, lineNumber } = message.location();
      record(`console error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ""}`);
    });
    page.on("pageerror", (error) => record(`uncaught error: ${error.message}`));
    page.on("requestfailed", (request) => {
      const reason = request.failure()?.errorText ?? "unknown";
      // Leaving a page cancels what it was still loading; that is not a failure.
      if (reason === "net::ERR_ABORTED") return;
      // With JavaScript off, Chromium blocks scripts and reports it as a CSP block.
      if (!javaScriptEnabled && request.resourceType() === "script") return;
      record(`request failed: ${request.method()} ${request.url()} (${reason})`);
    });
    // Reported straight from the browser's event, so no allowedIssues pattern can hide one.
    await page.exposeFunction("__reportCspViolation", (violation: string) => {
      issues.push(`CSP violation: ${violation}`);
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const report = (window as unknown as Record<string, (text: string) => void>)
          .__reportCspViolation;
        report?.(
          `${event.effectiveDirective} blocked ${event.blockedURI || "inline code"} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    page.on("response", (response) => {
      const request = response.request();
      if (response.status() >= 400 && !request.isNavigationRequest()) {
        record(`error response: ${response.status()} ${request.method()} ${response.url()}`);
      }
    });

    await use(page);

    expect(issues, "unexpected console errors, page errors or failed requests").toEqual([]);
  },
});

/**
 * Resolves once the page is ready for a visitor's hands: its module scripts have
 * run (the header's, the reveal's, the contact form's). The carousels' Embla
 * comes only once the visitor scrolls near one: see support/carousel.ts.
 */
export async function waitUntilReady(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => document.readyState === "complete", undefined, {
      timeout: 15_000,
    });
  } catch (error) {
    throw new Error(`${page.url()} did not become ready: a script failed`, {
      cause: error,
    });
  }
}

/** Opens a page and waits until it is interactive; returns the document response. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await waitUntilReady(page);
  return response;
}
