import type { Page } from "@playwright/test";
import { readSiteChrome } from "../../src/content/read-copy";
import { site } from "../../src/site.config";
import { expectLandedOn } from "./support/anchor-landing";
import { expect, openPage, test } from "./support/fixtures";
import { DESKTOP_AND_PHONE } from "./support/viewports";

const register = site.platformRegisterUrl;

const pages = [
  {
    path: "/unleash-potential",
    lang: "en",
    title: `Start your AI Learning Journey | ${site.name}`,
    blocks: [
      "job-specific-training",
      "personalised-news",
      "ai-playgrounds",
      "practical-apps",
      "creator-tools",
      "ai-coach",
      "official-certificates",
    ],
    blocksBeforeCallToAction: 4,
    callToAction: "Start now 30 days for free and discover the future with AI!",
    register: "Register for free",
    premium: "Get Premium now",
    prices: {
      year: "per year",
      quarter: "per quarter",
      instead: "instead of",
      discount: "40% off",
      figure: "40%",
    },
  },
  {
    path: "/starte-lernreise",
    lang: "de",
    title: `Starte deine AI-Lernreise | ${site.name}`,
    blocks: [
      "berufsspezifische-trainingsreisen",
      "umfangreiche-bibliothek",
      "ai-playgrounds",
      "praktische-apps",
      "creator-tools",
      "personalisierte-news",
      "ai-coach",
    ],
    blocksBeforeCallToAction: 3,
    callToAction: "Jetzt 30 Tage kostenlos starten und die Zukunft mit AI entdecken!",
    register: "Kostenlos registrieren",
    premium: "Jetzt Premium sichern",
    prices: {
      year: "pro Jahr",
      quarter: "pro Quartal",
      instead: "statt",
      discount: "40% Rabatt",
      figure: "40%",
    },
  },
  // Issue 42: the French page follows the English one, with French anchors.
  {
    path: "/demarrer-parcours-ia",
    lang: "fr",
    title: `Démarrez votre parcours d’apprentissage IA | ${site.name}`,
    blocks: [
      "formations-metier",
      "actualites-personnalisees",
      "espaces-ia",
      "applications-pratiques",
      "outils-creation",
      "coach-ia",
      "certificats-officiels",
    ],
    blocksBeforeCallToAction: 4,
    callToAction: "Essayez 30\u00A0jours gratuitement et découvrez l’avenir avec l’IA\u202F!",
    register: "S’inscrire gratuitement",
    premium: "Obtenir Premium",
    prices: {
      year: "par an",
      quarter: "par trimestre",
      instead: "au lieu de",
      discount: "40\u202F% de rabais",
      figure: "40\u202F%",
    },
  },
] as const;

/** True when the first element comes before the second in the document. */
function precedes(page: Page, first: string, second: string): Promise<boolean> {
  return page.evaluate(
    ([a, b]) => {
      const [x, y] = [document.querySelector(a), document.querySelector(b)];
      return Boolean(x && y && x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING);
    },
    [first, second] as const,
  );
}

/** A string as a regular expression that matches it literally. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

for (const landing of pages) {
  test.describe(landing.path, () => {
    test(`is titled "${landing.title}" in lang="${landing.lang}", with one h1`, async ({
      page,
    }) => {
      await openPage(page, landing.path);
      await expect(page).toHaveTitle(landing.title);
      await expect(page.locator("html")).toHaveAttribute("lang", landing.lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    });

    test("has an intro video with controls that preloads only metadata", async ({ page }) => {
      await openPage(page, landing.path);
      const video = page.getByRole("main").locator("video");
      await expect(video).toHaveCount(1);
      await expect(video).toHaveAttribute("controls", "");
      await expect(video).toHaveAttribute("preload", "metadata");
      // A WebP picture: its file, or the picture itself where the page carries it (ADR 0020).
      await expect(video).toHaveAttribute("poster", /^data:image\/webp;base64,|\.webp$/);
      await expect(video).toHaveAccessibleName(/.+/);
    });

    test("has its feature blocks in order, each an h2 section with its anchor id", async ({
      page,
    }) => {
      await openPage(page, landing.path);
      const ids = await page
        .locator("main section[id]")
        .evaluateAll((sections) => sections.map((section) => section.id));
      expect(ids.filter((id) => id !== "freemium")).toEqual(landing.blocks);
      for (const id of landing.blocks) {
        await expect(page.locator(`[id="${id}"]`).getByRole("heading", { level: 2 })).toHaveCount(
          1,
        );
      }
    });

    // The bands between the top and the last block skip rendering until they near
    // the viewport, so the landing proves their real heights were used.
    for (const javaScriptEnabled of [true, false]) {
      for (const viewport of DESKTOP_AND_PHONE) {
        test.describe(`${javaScriptEnabled ? "with" : "without"} JavaScript at ${viewport.width} px`, () => {
          test.use({ javaScriptEnabled, viewport });

          test("a link straight to the last block lands on it below the header", async ({
            page,
          }) => {
            const id = landing.blocks.at(-1) ?? "";
            await page.goto(`${landing.path}#${id}`);
            await expectLandedOn(page, id);
          });

          // On a slow link the page is laid out in the fallback font first; when
          // Inter replaces it, lines above the block change, and the browser's
          // scroll anchoring must keep the block where the visitor landed.
          test("stays on the last block when the web font arrives after the landing", async ({
            page,
          }) => {
            await page.route("**/*.woff2", async (route) => {
              await new Promise((resolve) => setTimeout(resolve, 1_000));
              await route.continue();
            });
            const id = landing.blocks.at(-1) ?? "";
            const font = page.waitForResponse((response) => response.url().endsWith(".woff2"));
            await page.goto(`${landing.path}#${id}`, { waitUntil: "commit" });
            await font;
            // Measuring lays the page out in Inter once it is ready.
            await page.evaluate(async () => {
              await document.fonts.ready;
            });
            await expectLandedOn(page, id);
          });
        });
      }
    }

    test("alternates the picture side from block to block on wide screens", async ({ page }) => {
      await openPage(page, landing.path);
      const sides = await page.evaluate(
        (ids) => {
          return ids.map((id) => {
            const block = document.getElementById(id);
            const image = block?.querySelector('[role="img"]')?.getBoundingClientRect();
            const heading = block?.querySelector("h2")?.getBoundingClientRect();
            if (!image || !heading) return "missing";
            return image.left < heading.left ? "left" : "right";
          });
        },
        landing.blocks as readonly string[],
      );
      expect(sides).toEqual(landing.blocks.map((_, i) => (i % 2 === 0 ? "right" : "left")));
    });

    test.describe("on a 768 px tablet", () => {
      test.use({ viewport: { width: 768, height: 1024 } });

      test("sets each block's text and picture side by side, not one under the other", async ({
        page,
      }) => {
        await openPage(page, landing.path);
        for (const id of landing.blocks) {
          const block = page.locator(`[id="${id}"]`);
          const heading = await block.getByRole("heading", { level: 2 }).boundingBox();
          const picture = await block.getByRole("img").boundingBox();
          expect(heading && picture, id).toBeTruthy();
          if (!heading || !picture) continue;
          // Beside each other: the picture starts within the text's height, in the other column.
          expect(picture.y, id).toBeLessThan(heading.y + 400);
          expect(Math.abs(picture.x - heading.x), id).toBeGreaterThan(300);
        }
      });
    });

    test(`calls to action after block ${landing.blocksBeforeCallToAction} and again at the end`, async ({
      page,
    }) => {
      await openPage(page, landing.path);
      // The same band twice, but one landmark region: a landmark list must not offer two alike.
      await expect(page.getByRole("region", { name: landing.callToAction })).toHaveCount(1);
      const callsToAction = page
        .locator("section")
        .filter({ has: page.getByRole("heading", { level: 2, name: landing.callToAction }) });
      await expect(callsToAction).toHaveCount(2);
      const before = landing.blocks[landing.blocksBeforeCallToAction - 1];
      const after = landing.blocks[landing.blocksBeforeCallToAction];
      await callsToAction.first().evaluate((element) => {
        element.dataset.testCta = "first";
      });
      await callsToAction.last().evaluate((element) => {
        element.dataset.testCta = "last";
      });
      expect(await precedes(page, `[id="${before}"]`, "[data-test-cta=first]")).toBe(true);
      expect(await precedes(page, "[data-test-cta=first]", `[id="${after}"]`)).toBe(true);
      expect(await precedes(page, "#freemium", "[data-test-cta=last]")).toBe(true);
      for (const cta of await callsToAction.all()) {
        await expect(cta.getByRole("link", { name: landing.register })).toHaveAttribute(
          "href",
          register,
        );
      }
    });

    test("quotes three learners with their photos", async ({ page }) => {
      await openPage(page, landing.path);
      const quotes = page.getByRole("main").getByRole("figure");
      await expect(quotes).toHaveCount(3);
      for (const quote of await quotes.all()) await expect(quote.locator("img")).toBeVisible();
    });

    test("prices Premium in CHF: 270 instead of 450 a year (40% off), or 110 a quarter", async ({
      page,
    }) => {
      await openPage(page, landing.path);
      const premium = page.getByRole("article", { name: "Premium" });
      await expect(premium).toContainText(`CHF 270 ${landing.prices.year}`);
      await expect(premium).toContainText(`${landing.prices.instead} CHF 450`);
      await expect(premium.locator("s")).toHaveText("CHF 450");
      await expect(premium).toContainText(`CHF 110 ${landing.prices.quarter}`);
      await expect(premium).toContainText(landing.prices.discount);
      await expect(page.getByRole("article", { name: "Entry" })).toContainText("CHF 0");
    });

    test("shows the 40% promotion box", async ({ page }) => {
      await openPage(page, landing.path);
      const { figure } = landing.prices;
      // Accessible names come with their spaces made plain, French's narrow one too.
      const name = new RegExp(`^${figure.replace(/\s/g, " ")} `);
      const promotion = page.getByRole("region", { name });
      await expect(promotion).toContainText(figure);
      await expect(promotion).toContainText("CHF 270");
      await expect(promotion).toContainText("CHF 450");
      await expect(promotion.getByRole("link", { name: landing.premium })).toHaveAttribute(
        "href",
        register,
      );
    });

    test("sends every registration and premium button to the platform, in the same tab, Premium's with its plan", async ({
      page,
    }) => {
      await openPage(page, landing.path);
      const main = page.getByRole("main");
      for (const [name, plan] of [
        [landing.register, "entry"],
        [landing.premium, "premium"],
      ] as const) {
        const links = main.getByRole("link", { name, exact: true });
        expect(await links.count()).toBeGreaterThan(0);
        for (const link of await links.all()) {
          // The freemium comparison's buttons carry their plan to the registration.
          await expect(link).toHaveAttribute(
            "href",
            new RegExp(`^${escapeRegExp(register)}(\\?plan=${plan})?$`),
          );
          await expect(link).not.toHaveAttribute("target", /./);
        }
      }
      // The comparison's own Premium button is one of them.
      const premiumHrefs = await main
        .getByRole("link", { name: landing.premium, exact: true })
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(premiumHrefs).toContain(`${register}?plan=premium`);
    });
  });
}

test.describe("/starte-lernreise partners", () => {
  test("shows a strip of six partner logos", async ({ page }) => {
    await openPage(page, "/starte-lernreise");
    const strip = page.getByRole("region", { name: "Unsere Partner" });
    await expect(strip.getByRole("img")).toHaveCount(6);
  });
});

test.describe("coming back to a learning-journey page", () => {
  for (const viewport of DESKTOP_AND_PHONE) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test("Back returns to the block the visitor was reading", async ({ page }) => {
        await openPage(page, "/starte-lernreise");
        // The block's own box: its content fades in with a short slide.
        const block = page.locator("#ai-coach");
        // Read down to it a screen at a time, as a visitor scrolls.
        await page.evaluate(async () => {
          const target = document.getElementById("ai-coach");
          while (target && target.getBoundingClientRect().top > window.innerHeight / 3) {
            window.scrollBy({ top: window.innerHeight / 2, behavior: "instant" });
            await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
          }
        });
        const top = async () => (await block.boundingBox())?.y ?? Number.NaN;
        const readingAt = await top();

        const { header } = readSiteChrome("de");
        await page.getByRole("link", { name: header.homeLabel }).click();
        await expect(page).toHaveURL(header.homeHref);
        await page.goBack();
        await expect(page).toHaveURL("/starte-lernreise");
        // Sub-pixel layout and a rounded scroll position may put it this far off.
        await expect.poll(async () => Math.abs((await top()) - readingAt)).toBeLessThanOrEqual(2);
      });
    });
  }
});

test.describe("entering a learning-journey page", () => {
  test("sets its title when reached from the individuals page", async ({ page }) => {
    await openPage(page, "/individuals/de");
    await page.getByRole("link", { name: "AI-Coach", exact: true }).click();
    await expect(page).toHaveURL("/starte-lernreise#ai-coach");
    await expect(page).toHaveTitle(`Starte deine AI-Lernreise | ${site.name}`);
  });

  test("sets its title when reached from the French individuals page", async ({ page }) => {
    await openPage(page, "/individuals/fr");
    await page.getByRole("link", { name: "Coach IA", exact: true }).click();
    await expect(page).toHaveURL("/demarrer-parcours-ia#coach-ia");
    await expect(page).toHaveTitle(`Démarrez votre parcours d’apprentissage IA | ${site.name}`);
  });
});
