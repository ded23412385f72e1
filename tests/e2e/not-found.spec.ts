import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { readCopy } from "../../src/content/read-copy";
import { defaultLocale, type Locale, localeOf, localePath, otherLocales } from "../../src/locales";
import { expect, openPage, test } from "./support/fixtures";
import { unknownPath } from "./support/routes";

/** Spec §2 404: the page logs the attempted path to the console. */
const consoleLog = /404 Error: User attempted to access non-existent route/;

// The log above, and the 404 answer Chromium reports in the console: what this spec asks for.
test.use({
  allowedIssues: /404 Error: User attempted|status of 404 \(Not Found\)/,
});

/** The 404 page's words in a language, as its copy file has them. */
const notFound = (lang: Locale) => readCopy("error-pages", lang).notFound;

async function expectNotFoundPage(page: Page, lang: Locale = "en") {
  const { heading, returnHome } = notFound(lang);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  const main = page.getByRole("main");
  await expect(main.getByText("404", { exact: true }).first()).toBeVisible();
  await expect(main.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(main.getByRole("link", { name: returnHome.label })).toHaveAttribute(
    "href",
    returnHome.href,
  );
}

/** The 404 page as the build wrote it, in one language. */
function builtNotFoundPage(lang: Locale): string {
  // The default locale's is the server's root 404.html; the others' live under their prefix.
  const file =
    lang === defaultLocale ? "404.html" : path.join(localeOf(lang).prefix, "404", "index.html");
  return readFileSync(path.join(process.env.BUILD_DIR ?? "build", "client", file), "utf8");
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

test("an unknown path under /de answers 404 with the German 404 page, whose link leads to /de", async ({
  page,
}) => {
  const response = await openPage(page, "/de/diese-seite-gibt-es-nicht");
  expect(response?.status()).toBe(404);
  await expectNotFoundPage(page, "de");

  await page
    .getByRole("main")
    .getByRole("link", { name: notFound("de").returnHome.label })
    .click();
  await expect(page).toHaveURL("/de");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(notFound("de").heading);
});

for (const [unknown, lang] of [
  ["/no-such-page", "en"],
  ["/de/no-such-page", "de"],
] as const) {
  test(`${unknown} offers the main pages in its language and the way to the other language's home`, async ({
    page,
    request,
  }) => {
    const response = await openPage(page, unknown);
    expect(response?.status()).toBe(404);
    await expectNotFoundPage(page, lang);

    const { destinations } = notFound(lang);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveCount(1);
    const onward = main.getByRole("navigation", { name: destinations.heading });
    await expect(onward.getByRole("link")).toHaveCount(destinations.links.length);
    for (const { label, href } of destinations.links) {
      const link = onward.getByRole("link", { name: label, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", href);
      const target = await request.get(href);
      expect(target.status(), `${label} leads to a page`).toBe(200);
      expect(await target.text(), `${label} leads to a page in "${lang}"`).toContain(
        `<html lang="${localeOf(lang).lang}"`,
      );
    }

    // The missing path has no twin: the switch leads to the other language's home.
    for (const other of otherLocales(lang)) {
      const toOther = page.getByRole("banner").getByRole("link", { name: other.name, exact: true });
      await expect(toOther).toBeVisible();
      await expect(toOther).toHaveAttribute("hreflang", other.lang);
      await toOther.click();
      await expect(page).toHaveURL(localePath("/", other.code));
      await expect(page.locator("html")).toHaveAttribute("lang", other.lang);
    }
  });
}

test("an unknown path outside /de still answers with the English 404 page", async ({ page }) => {
  for (const english of ["/deutsch", "/individuals/de/unknown"]) {
    const response = await openPage(page, english);
    expect(response?.status(), english).toBe(404);
    await expectNotFoundPage(page, "en");
  }
});

test("/de/404 and /de/500 are no pages: each answers 404 with the German 404 page", async ({
  request,
}) => {
  for (const errorPage of ["/de/404", "/de/404/", "/de/500"]) {
    const response = await request.get(errorPage);
    expect(response.status(), errorPage).toBe(404);
    expect(await response.text(), errorPage).toBe(builtNotFoundPage("de"));
  }
});

test("a page's file name leads to the page's own address, keeping the query", async ({
  request,
}) => {
  const files = {
    "/platform/index.html?utm_source=mail": "/platform?utm_source=mail",
    "/de/contact/index.html": "/de/contact",
    "/index.html": "/",
  };
  for (const [file, page] of Object.entries(files)) {
    const response = await request.get(file, { maxRedirects: 0 });
    expect(response.status(), file).toBe(301);
    expect(response.headers().location, file).toBe(page);
  }
});

test("the build's error files are no pages: each answers 404 with the 404 page and its policy", async ({
  request,
}) => {
  const files = {
    "/404.html": "en",
    "/500.html": "en",
    "/de/404/index.html": "de",
    "/de/500/index.html": "de",
  } as const;
  const reference = await request.get(unknownPath);
  for (const [file, lang] of Object.entries(files)) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(404);
    expect(await response.text(), file).toBe(builtNotFoundPage(lang));
    if (lang === "en") {
      expect(response.headers()["content-security-policy"], file).toBe(
        reference.headers()["content-security-policy"],
      );
    }
  }
});

test("a nested unknown path under a real page is a 404 too", async ({ request }) => {
  for (const path of ["/platform/unknown", "/individuals/it", "/assets/missing.js"]) {
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
  const unknownPaths: [string, Locale][] = [
    [unknownPath, "en"],
    ["/no/such/page", "en"],
    ["/platform/unknown?x=1", "en"],
    ["/de/no/such/page", "de"],
    ["/de/platform/unknown?x=1", "de"],
  ];
  for (const [unknown, lang] of unknownPaths) {
    const response = await request.get(unknown);
    expect(response.status(), unknown).toBe(404);
    expect(await response.text(), `${unknown}: the built file, not a page rendered for it`).toBe(
      builtNotFoundPage(lang),
    );
    expect(response.headers()["content-security-policy"], unknown).toContain("sha256-");
  }
});
