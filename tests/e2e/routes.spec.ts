import { site } from "../../src/site.config";
import { expect, openPage, test } from "./support/fixtures";
import { expectShown } from "./support/on-screen";
import { expectedLang, inDefaultLanguageOrAlone, routes } from "./support/routes";
import { DESKTOP_AND_PHONE } from "./support/viewports";

const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

/** The text of an HTML fragment as a browser would read it. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, code: string) => {
      if (code[0] !== "#") return entities[code.toLowerCase()] ?? entity;
      return String.fromCodePoint(
        code[1]?.toLowerCase() === "x" ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1)),
      );
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** What the server sends, before any script runs. */
interface ServerPage {
  path: string;
  lang: string | undefined;
  title: string;
  description: string | undefined;
  robots: string | undefined;
  headings: string[];
}

function readServerPage(path: string, html: string): ServerPage {
  const attribute = (tag: string | undefined, name: string) =>
    tag?.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  const meta = (name: string) =>
    attribute(html.match(new RegExp(`<meta[^>]*\\sname="${name}"[^>]*>`))?.[0], "content");
  return {
    path,
    lang: attribute(html.match(/<html[^>]*>/)?.[0], "lang"),
    title: textOf(html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? ""),
    description: meta("description"),
    robots: meta("robots"),
    headings: [...html.matchAll(/<h1[\s>][\s\S]*?<\/h1>/g)].map((match) => textOf(match[0])),
  };
}

test.describe("every route, as the server sends it", () => {
  for (const route of routes) {
    test(`${route.path} answers 200 with its language, one h1 and a description`, async ({
      request,
    }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^text\/html/);
      const served = readServerPage(route.path, await response.text());
      expect(served.lang).toBe(expectedLang(route));
      expect(served.headings, "exactly one h1, with text").toHaveLength(1);
      expect(served.headings[0]).not.toBe("");
      expect(served.title).not.toBe("");
      expect(served.description?.trim()).toBeTruthy();
      if (route.indexed === false) {
        expect(served.robots, `${route.path} must not be indexed`).toMatch(/noindex/);
      } else {
        expect(served.robots ?? "", `${route.path} must be indexable`).not.toMatch(/noindex/);
      }
    });
  }

  // A word both languages share ("Team") may title a page and its twin alike: hreflang tells them apart.
  test("titles and descriptions are unique across the pages of each language", async ({
    request,
  }) => {
    const pages = await Promise.all(
      routes.map(async (route) => ({
        language: expectedLang(route),
        ...readServerPage(route.path, await (await request.get(route.path)).text()),
      })),
    );
    for (const field of ["title", "description"] as const) {
      const seen = new Map<string, string[]>();
      for (const page of pages) {
        const value = `${page.language}: ${page[field] ?? ""}`;
        seen.set(value, [...(seen.get(value) ?? []), page.path]);
      }
      const shared = [...seen].filter(([, paths]) => paths.length > 1);
      expect(shared, `pages sharing a ${field}`).toEqual([]);
    }
  });
});

// What the browser adds to the server's page is its scripts, a template's, which a
// page's translations share with it: their language, title and heading are the
// server's, checked above for every route (issue 42).
test.describe("every route, in the browser", () => {
  for (const route of routes.filter(inDefaultLanguageOrAlone)) {
    test(`${route.path} opens as the page the server sent`, async ({ page, request }) => {
      const served = readServerPage(route.path, await (await request.get(route.path)).text());
      const response = await openPage(page, route.path);
      expect(response?.status()).toBe(200);

      await expect(page.locator("html")).toHaveAttribute("lang", expectedLang(route));
      const h1 = page.locator("h1");
      await expect(h1).toHaveCount(1);
      await expect(h1).toBeVisible();
      expect((await h1.textContent())?.replace(/\s+/g, " ").trim()).toBe(served.headings[0]);
      await expect(page).toHaveTitle(served.title);
    });
  }
});

test("the skip link moves focus to the main content", async ({ page }) => {
  await openPage(page, "/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});

for (const viewport of DESKTOP_AND_PHONE) {
  test(`at ${viewport.width} px, the focused skip link is on screen and covers nothing of the header`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openPage(page, "/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expectShown(skip);
    const header = page.locator("[data-site-header]");
    await expectShown(header.getByRole("link", { name: `${site.name} home` }));
    const lastControl =
      viewport.width < 1024
        ? header.getByRole("button", { name: "Toggle menu" })
        : header.getByRole("link", { name: "Register" });
    await expectShown(lastControl);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // A script that hides a heading until it runs belongs to a template too.
  for (const route of routes.filter(inDefaultLanguageOrAlone)) {
    test(`${route.path} shows its heading`, async ({ page }) => {
      await page.goto(route.path);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toBeVisible();
      const shown = await h1.evaluate((element) => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          if (Number(getComputedStyle(node).opacity) === 0) return false;
        }
        return true;
      });
      expect(shown, "the heading is not faded out waiting for a script").toBe(true);
    });
  }
});
