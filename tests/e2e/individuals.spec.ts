import type { Page } from "@playwright/test";
import { readCopy, readShared } from "../../src/content/read-copy";
import { site } from "../../src/site.config";
import { expectLandedOn } from "./support/anchor-landing";
import { expect, openPage, test } from "./support/fixtures";
import { languages } from "./support/languages";
import { expectShown } from "./support/on-screen";
import { DESKTOP_AND_PHONE } from "./support/viewports";

const register = site.platformRegisterUrl;

/** Where every link in the page's main content goes. */
async function mainHrefs(page: Page): Promise<(string | null)[]> {
  return page
    .getByRole("main")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
}

for (const language of languages) {
  const path = language.path("/individuals");
  const copy = readCopy("individuals", language.lang);

  test.describe(path, () => {
    test("has its own title and one h1", async ({ page }) => {
      await openPage(page, path);
      await expect(page).toHaveTitle(`${copy.meta.title} | ${site.name}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.locator("html")).toHaveAttribute("lang", language.lang);
    });

    test("presents the training programme types, the playgrounds and the creator tools", async ({
      page,
    }) => {
      await openPage(page, path);
      const programmes = page.getByRole("region", { name: copy.programmes.title });
      await expect(programmes.getByRole("heading", { level: 3 })).toHaveCount(4);
      for (const block of copy.practice.blocks) {
        await expect(page.getByRole("region", { name: block.title })).toBeVisible();
      }
    });

    test("leads to the platform's registration, and Plans and Pricing to every way to start", async ({
      page,
    }) => {
      const [plansAndPricing, freeTrial] = copy.hero.actions ?? [];
      await openPage(page, path);
      const main = page.getByRole("main");
      // The hero's is the first; the ways to start below repeat the same words.
      await expect(main.getByRole("link", { name: freeTrial?.label }).first()).toHaveAttribute(
        "href",
        register,
      );
      await main.getByRole("link", { name: plansAndPricing?.label }).click();
      const ways = page.getByRole("region", { name: copy.ways.title });
      await expect(ways).toBeInViewport();
      await expect(ways.getByRole("table").first()).toBeVisible();
    });
  });
}

test.describe("/individuals2", () => {
  const plans = [
    { name: "Starter", price: "$29", features: ["50+", "5 AI playgrounds", "Basic certification"] },
    {
      name: "Professional",
      price: "$79",
      features: ["200+", "Unlimited AI playgrounds", "Advanced certifications", "mentoring"],
    },
    {
      name: "Enterprise",
      price: "$149",
      features: ["Unlimited content", "Dedicated success manager"],
    },
  ];

  const planCard = (page: Page, name: string) =>
    page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });

  // Spec §5 fixes the English plans: their prices and what each includes.
  test("shows the three plans per month in US dollars with what they include", async ({ page }) => {
    await openPage(page, "/individuals2");
    for (const plan of plans) {
      const card = planCard(page, plan.name);
      await expect(card).toContainText(plan.price);
      await expect(card).toContainText("per month");
      for (const feature of plan.features) await expect(card).toContainText(feature);
    }
  });

  for (const language of languages) {
    const path = language.path("/individuals2");
    const copy = readCopy("individuals-plans", language.lang);

    test(`${path} has its own title and one h1`, async ({ page }) => {
      await openPage(page, path);
      await expect(page).toHaveTitle(`${copy.meta.title} | ${site.name}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    });

    test(`${path} shows every plan with its price per month and what it includes`, async ({
      page,
    }) => {
      await openPage(page, path);
      for (const plan of copy.plans.plans) {
        const card = planCard(page, plan.name);
        await expect(card).toContainText(plan.price);
        await expect(card).toContainText(plan.period);
        for (const feature of plan.features) await expect(card).toContainText(feature);
      }
    });

    test(`${path} flags Professional, and only Professional, as popular`, async ({ page }) => {
      await openPage(page, path);
      // Its card and its row of the offer ladder.
      await expect(page.getByText(copy.plans.popularLabel)).toHaveCount(2);
      await expect(planCard(page, "Professional").getByText(copy.plans.popularLabel)).toBeVisible();
      await expect(
        page.getByRole("row", { name: /^Professional\b/ }).getByText(copy.plans.popularLabel),
      ).toBeVisible();
    });

    test(`${path} states the 14-day money-back guarantee`, async ({ page }) => {
      await openPage(page, path);
      await expect(page.getByRole("main")).toContainText(copy.plans.guarantee);
    });

    test(`${path} leads every link and button of its content to the contact page, each plan's carrying the plan the contact page names`, async ({
      page,
    }) => {
      const contactPage = language.path("/contact");
      await openPage(page, path);
      // Spec §2: every button of the page goes to /contact.
      const hrefs = await page
        .getByRole("main")
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      expect(hrefs.length).toBeGreaterThan(copy.plans.plans.length);
      for (const href of hrefs) expect(href.split("?")[0]).toBe(contactPage);
      const cards = page.getByRole("region", { name: copy.plans.heading.title });
      for (const plan of copy.plans.plans) {
        await expect(
          planCard(page, plan.name).getByRole("link", { name: copy.plans.action.label }),
        ).toHaveAttribute("href", `${contactPage}?intent=register&plan=${plan.id}`);
      }
      await expect(cards.getByRole("link", { name: copy.plans.action.label })).toHaveCount(
        copy.plans.plans.length,
      );
      await planCard(page, "Professional")
        .getByRole("link", { name: copy.plans.action.label })
        .click();
      await expect(page).toHaveURL(`${contactPage}?intent=register&plan=professional`);
      const { form } = readCopy("contact", language.lang);
      const professional = copy.plans.plans.find((plan) => plan.id === "professional");
      await expect(page.getByRole("main")).toContainText(
        `${form.plan.label} ${professional?.name} · ${professional?.price}`,
      );
    });
  }
});

/** The spec's landing pair: the page in each language, with the other languages' versions to switch to. */
const landingPages = languages.map((language) => {
  const copy = readCopy("individuals-landing", language.lang);
  const { freemium } = copy;
  return {
    path: language.path("/individuals/en"),
    lang: language.lang,
    others: languages
      .filter((other) => other.lang !== language.lang)
      .map((other) => ({
        path: other.path("/individuals/en"),
        name: other.name,
        lang: other.lang,
      })),
    copy,
    freemium,
    target: copy.features.href,
    tiles: copy.features.tiles.map(({ text, sectionId }) => [text, sectionId] as const),
    registration: [
      ...new Set([
        ...(copy.hero.actions ?? []).map((action) => action.label),
        copy.closing.action.label,
        freemium.entry.action.label,
        freemium.premium.action.label,
      ]),
    ],
  };
});

for (const [landingIndex, landing] of landingPages.entries()) {
  test.describe(landing.path, () => {
    test(`declares lang="${landing.lang}" and has one h1`, async ({ page }) => {
      await openPage(page, landing.path);
      await expect(page.locator("html")).toHaveAttribute("lang", landing.lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    });

    // Each other language once, at alternating widths: every target and both widths
    // are checked from every page, without a load for each pair of them.
    for (const [index, other] of landing.others.entries()) {
      const viewport = DESKTOP_AND_PHONE[index % DESKTOP_AND_PHONE.length];
      if (viewport) {
        test(`at ${viewport.width} px, the header's language switch leads to ${other.path} from anywhere on the page`, async ({
          page,
        }) => {
          await page.setViewportSize(viewport);
          await openPage(page, landing.path);
          const header = page.locator("[data-site-header]");
          const button = header.getByRole("link", { name: other.name, exact: true });
          await expect(button).toHaveAttribute("href", other.path);
          await expect(button).toHaveAttribute("hreflang", other.lang);
          await page.mouse.wheel(0, 2000);
          await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
          await expectShown(button);
          await button.click();
          await expect(page).toHaveURL(other.path);
          await expect(page.locator("html")).toHaveAttribute("lang", other.lang);
        });
      }
    }

    test("links each feature tile to its block on the learning-journey page", async ({ page }) => {
      await openPage(page, landing.path);
      for (const [text, id] of landing.tiles) {
        await expect(page.getByRole("link", { name: text, exact: true })).toHaveAttribute(
          "href",
          `${landing.target}#${id}`,
        );
      }
    });

    test("sends registration and premium buttons to the platform, in the same tab, a plan's with its plan", async ({
      page,
    }) => {
      await openPage(page, landing.path);
      const plans = new Map([
        [landing.freemium.entry.action.label, "entry"],
        [landing.freemium.premium.action.label, "premium"],
      ]);
      for (const name of landing.registration) {
        const link = page.getByRole("main").getByRole("link", { name, exact: true });
        const plan = plans.get(name);
        // The freemium comparison's actions carry their plan; the hero's and closing band's do not.
        const hrefs = await link.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
        for (const href of hrefs) {
          expect([register, ...(plan ? [`${register}?plan=${plan}`] : [])]).toContain(href);
        }
        await expect(link.first()).not.toHaveAttribute("target", /./);
      }
      for (const [name, plan] of plans) {
        await expect(
          page.getByRole("region", { name: landing.freemium.title }).getByRole("link", { name }),
        ).toHaveAttribute("href", `${register}?plan=${plan}`);
      }
    });

    test("has no dead links", async ({ page }) => {
      await openPage(page, landing.path);
      for (const href of await mainHrefs(page)) {
        expect(href).toMatch(/^(\/|https:\/\/)/);
      }
    });

    // Each tile at one width, the widths alternating from tile to tile and shifted from
    // one language to the next: every language lands at both widths, and every block is
    // landed on at both widths, with half the loads of every tile at every width.
    for (const [index, [text, id]] of landing.tiles.entries()) {
      const viewport = DESKTOP_AND_PHONE[(index + landingIndex) % DESKTOP_AND_PHONE.length];
      if (!viewport) continue;
      test.describe(`at ${viewport.width} px`, () => {
        test.use({ viewport });

        test(`the "${text}" tile lands on #${id} below the header`, async ({ page }) => {
          await openPage(page, landing.path);
          await page.getByRole("link", { name: text, exact: true }).click();
          await expect(page).toHaveURL(`${landing.target}#${id}`);
          await expectLandedOn(page, id);
        });
      });
    }
  });
}

// Spec §2: the landing shows every customer and partner logo, three learners' quotes
// and the free Entry tier beside Premium.
for (const { path, lang, copy, freemium } of landingPages) {
  test.describe(`${path} sections`, () => {
    test("shows the customer logos and the partner block", async ({ page }) => {
      await openPage(page, path);
      const logos = page.getByRole("region", { name: copy.customers.title });
      await expect(logos.getByRole("img")).toHaveCount(readShared("customer-logos", lang).length);
      const partnerStrip = page.getByRole("region", { name: copy.partners.title });
      await expect(partnerStrip.getByRole("img")).toHaveCount(
        readShared("partner-logos", lang).length,
      );
    });

    test("quotes three users, each with a photo", async ({ page }) => {
      await openPage(page, path);
      const quotes = page.getByRole("region", { name: copy.quotes.title }).getByRole("figure");
      await expect(quotes).toHaveCount(3);
      for (const quote of await quotes.all()) {
        await expect(quote.locator("img")).toHaveAttribute("src", /\.(svg|webp)$/);
        await expect(quote.locator("blockquote")).not.toBeEmpty();
      }
    });

    test("compares the free Entry tier with Premium", async ({ page }) => {
      await openPage(page, path);
      const entry = page.getByRole("article", { name: freemium.entry.name });
      const premium = page.getByRole("article", { name: freemium.premium.name });
      await expect(entry.getByRole("listitem")).toContainText([
        ...freemium.entry.features,
        ...freemium.entry.levels,
      ]);
      for (const level of freemium.premium.levels) {
        await expect(premium.getByText(level, { exact: true })).toBeVisible();
      }
      await expect(entry.getByRole("link", { name: freemium.entry.action.label })).toBeVisible();
      await expect(
        premium.getByRole("link", { name: freemium.premium.action.label }),
      ).toBeVisible();
    });

    test("closes with a call to register", async ({ page }) => {
      await openPage(page, path);
      const closing = page.getByRole("region", { name: copy.closing.title });
      await expect(closing.getByRole("link", { name: copy.closing.action.label })).toHaveAttribute(
        "href",
        register,
      );
    });
  });
}
