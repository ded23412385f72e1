import { copyFile } from "../../src/content/copy-file";
import { glossaryCopy } from "../../src/content/glossary";
import { readCopy, readShared, readSiteChrome, readUi } from "../../src/content/read-copy";
import { site } from "../../src/site.config";
import { expect, openPage, test } from "./support/fixtures";
import { expectShown } from "./support/on-screen";
import { routes } from "./support/routes";

/** Every page in English with its German twin, from the route table (22 pairs), and every news post with its twin. */
const pairs = routes.flatMap((route) => {
  const german = route.locale === "en" ? route.counterparts?.de : undefined;
  return german ? [{ en: route.path, de: german }] : [];
});

const germanPages = routes.filter((route) => route.locale === "de");

test.describe("both languages", () => {
  // On a phone, where the switch must be at hand without scrolling to the footer.
  test.use({ viewport: { width: 390, height: 844 } });

  for (const pair of pairs) {
    test(`${pair.en} and ${pair.de} lead to each other through the header's switch`, async ({
      page,
    }) => {
      const english = await openPage(page, pair.en);
      expect(english?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      const toGerman = page.getByRole("banner").getByRole("link", { name: "Deutsch", exact: true });
      await expectShown(toGerman);
      await expect(toGerman).toHaveAttribute("hreflang", "de");
      await expect(toGerman).toHaveAttribute("lang", "de");
      await toGerman.click();
      await expect(page).toHaveURL(pair.de);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");

      const toEnglish = page
        .getByRole("banner")
        .getByRole("link", { name: "English", exact: true });
      await expectShown(toEnglish);
      await expect(toEnglish).toHaveAttribute("hreflang", "en");
      await toEnglish.click();
      await expect(page).toHaveURL(pair.en);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });
  }
});

test("the sitemap lists both pages of every pair, each naming the other", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const entry = (path: string) =>
    new RegExp(`<loc>${site.url}${path}</loc>([\\s\\S]*?)</url>`).exec(xml)?.[1] ?? "";
  const indexed = pairs.filter(
    (pair) => routes.find((route) => route.path === pair.en)?.indexed !== false,
  );
  for (const pair of indexed) {
    for (const path of [pair.en, pair.de]) {
      const alternates = entry(path);
      expect(alternates, path).toContain(`hreflang="en" href="${site.url}${pair.en}"`);
      expect(alternates, path).toContain(`hreflang="de" href="${site.url}${pair.de}"`);
    }
  }
});

/** Every string of a copy object, with nested objects and arrays walked. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/**
 * What the shared chrome and primitives say in English (header, footer, skip link,
 * carousel and video controls, notifications, the contact form), less the words
 * German uses as they are (Team, Partner; its chrome's own words and the names
 * its glossary keeps, such as News) and links: any of them on a German page means
 * a component spoke English where it was handed no German.
 */
const englishUi = (() => {
  const german = new Set(
    strings([
      readSiteChrome("de"),
      readUi("de"),
      readCopy("contact", "de").form,
      glossaryCopy.parse(copyFile("de", "glossary")).keep,
    ]).map((text) => text.toLowerCase()),
  );
  return [
    ...new Set(
      strings([readSiteChrome("en"), readUi("en"), readCopy("contact", "en").form]).filter(
        (text) =>
          /[a-z]{3}/i.test(text) &&
          !text.startsWith("/") &&
          !/^https?:/.test(text) &&
          !german.has(text.toLowerCase()) &&
          // Strings that name the brand or hold placeholders are checked through their words.
          !text.includes("{"),
      ),
    ),
  ];
})();

/** Names stay as their owners write them ("Trennix Solutions"): taken out before the scan. */
const properNames = [
  ...readShared("customer-logos", "de").map((logo) => logo.name),
  ...readShared("partner-logos", "de").map((partner) => partner.name),
].sort((a, b) => b.length - a.length);

test.describe("German pages", () => {
  // Without JavaScript the page is what the server sent: every word a crawler reads.
  test.use({ javaScriptEnabled: false });

  for (const route of germanPages) {
    test(`${route.path} speaks German in every word of the chrome, with "ss", never "ß"`, async ({
      page,
    }) => {
      await page.goto(route.path);
      const rendered = await page.evaluate(() => {
        const names = [...document.querySelectorAll("[alt], [aria-label], [title], [placeholder]")]
          .flatMap((element) =>
            ["alt", "aria-label", "title", "placeholder"].map((name) => element.getAttribute(name)),
          )
          .filter(Boolean);
        const head = [...document.querySelectorAll("title, meta[content]")].map(
          (element) => element.getAttribute("content") ?? element.textContent,
        );
        // innerText, not textContent: what is on screen, not what a closed menu holds.
        // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point
        return [document.body.innerText, ...names, ...head].join("\n");
      });
      const said = properNames.reduce((text, name) => text.replaceAll(name, ""), rendered);
      const found = englishUi.filter((text) =>
        new RegExp(
          `(^|[^\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`,
          "u",
        ).test(said),
      );
      expect(found, "English UI strings on a German page").toEqual([]);
      expect(said.match(/.{0,30}ß.{0,30}/g) ?? [], 'text with "ß"').toEqual([]);
    });

    // A clip's words are drawn into its frames, so a German page needs its own files:
    // theirs end in -de before the extension (welcome-de.mp4, welcome-poster-de.webp).
    test(`${route.path} plays only German clips, each served`, async ({ page, request }) => {
      await page.goto(route.path);
      const files = await page.locator("video").evaluateAll((videos) =>
        videos.flatMap((video) =>
          [video.getAttribute("src"), video.getAttribute("poster")]
            // A first screen's poster comes inlined (its file's bytes): its clip names the file.
            .filter((file) => !file?.startsWith("data:"))
            .map((file) => new URL(file ?? "", document.baseURI).pathname),
        ),
      );
      expect(
        files.filter((file) => !/-de\.\w+$/.test(file)),
        "clips or posters not drawn in German",
      ).toEqual([]);
      for (const file of files) {
        expect((await request.get(file)).status(), `${file} is served`).toBe(200);
      }
    });
  }
});
