import type { Page } from "@playwright/test";
import { expect, openPage, test } from "./support/fixtures";
import { unknownPath } from "./support/routes";

/** Spec §2 404: the page logs the attempted path to the console. */
const consoleLog = /404 Error: User attempted to access non-existent route/;

// The log above, and the 404 answers Chromium reports in the console (the
// page's own and the client router's data request): what this spec asks for.
test.use({
  allowedIssues:
    /404 Error: User attempted|status of 404 \(Not Found\)|error response: 404 GET \S+\.data/,
});

async function expectNotFoundPage(page: Page) {
  const main = page.getByRole("main");
  await expect(main.getByText("404", { exact: true }).first()).toBeVisible();
  await expect(main.getByRole("heading", { level: 1, name: /Oops! Page not found/ })).toBeVisible();
  await expect(main.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
}

test("an unknown path answers 404 with the 404 page and logs the path", async ({ page }) => {
  const logged = page.waitForEvent("console", {
    predicate: (message) => message.text().includes(unknownPath),
  });
  const response = await openPage(page, unknownPath);
  expect(response?.status()).toBe(404);
  await expectNotFoundPage(page);
  await expect(page).toHaveTitle(/not found/i);
  expect((await logged).text()).toMatch(consoleLog);

  await page.getByRole("main").getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/Page not found/);
});

test("a nested unknown path under a real page is a 404 too", async ({ request }) => {
  for (const path of ["/platform/unknown", "/individuals/fr", "/assets/missing.js"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  }
});

test("a malformed URL gets a 400 or the 404 page, never a stack trace", async ({ request }) => {
  for (const path of ["/%E0%A4%A", "/platform/%E0%A4%A", "/%"]) {
    const response = await request.get(path);
    expect([400, 404], `${path} answered ${response.status()}`).toContain(response.status());
    const body = await response.text();
    expect(body, `${path} shows a page`).toMatch(/<html/i);
    expect(body, `${path} leaks an error`).not.toMatch(
      /URIError|\bat \S+ \(|node_modules|\.ts:\d+/,
    );
  }
});

test("a client-side navigation to an unknown path shows the 404 page", async ({ page }) => {
  await openPage(page, "/");
  await page.evaluate(() => {
    (window as unknown as { stillTheSameDocument: boolean }).stillTheSameDocument = true;
  });
  const logged = page.waitForEvent("console", {
    predicate: (message) => message.text().includes(unknownPath),
  });

  // What a router <Link> to a page that does not exist would do.
  await page.evaluate((path) => {
    const router = (
      window as unknown as { __reactRouterDataRouter?: { navigate(to: string): void } }
    ).__reactRouterDataRouter;
    if (!router) throw new Error("the client router is not on the page");
    router.navigate(path);
  }, unknownPath);

  await expect(page).toHaveURL(unknownPath);
  await expectNotFoundPage(page);
  await logged;
  expect(
    await page.evaluate(
      () => (window as unknown as { stillTheSameDocument?: boolean }).stillTheSameDocument,
    ),
    "the navigation stayed in the client, without a page load",
  ).toBe(true);
});
