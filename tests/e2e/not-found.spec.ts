import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, openPage, test } from "./support/fixtures";
import { unknownPath } from "./support/routes";

/** Spec §2 404: the page logs the attempted path to the console. */
const consoleLog = /404 Error: User attempted to access non-existent route/;

// The log above, and the 404 answer Chromium reports in the console: what this spec asks for.
test.use({
  allowedIssues: /404 Error: User attempted|status of 404 \(Not Found\)/,
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

test("an unknown path costs a file read: the prerendered 404 page, byte for byte, every time", async ({
  request,
}) => {
  const built = readFileSync(
    path.join(process.env.BUILD_DIR ?? "build", "client", "404.html"),
    "utf8",
  );
  for (const unknown of [unknownPath, "/no/such/page", "/platform/unknown?x=1"]) {
    const response = await request.get(unknown);
    expect(response.status(), unknown).toBe(404);
    expect(await response.text(), `${unknown}: the built file, not a page rendered for it`).toBe(
      built,
    );
    expect(response.headers()["content-security-policy"], unknown).toContain("sha256-");
  }
});
