import type { Locator, Page } from "@playwright/test";
import { copyFile } from "../../src/content/copy-file";
import { navigationCopy } from "../../src/content/navigation";
import { readCopy } from "../../src/content/read-copy";
import { localeOf } from "../../src/locales";
import { site } from "../../src/site.config";
import { actAsOwnClient } from "./contact-support/helpers";
import { expectLandedOn } from "./support/anchor-landing";
import { disclosureNamed } from "./support/disclosure";
import { expect, openPage, test, waitUntilReady } from "./support/fixtures";
import { type Language, languages } from "./support/languages";
import { expectShown, whyNotShown } from "./support/on-screen";

// Issue 40: one next step per audience. Companies talk to sales with their purpose or
// read the pricing, learners go straight to the platform's registration. Issue 49: the
// phone bar keeps the page's next step, and the open menu a demo and the pricing. The
// targets are written here; the words come from each language's copy.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

type Intent = "demo" | "pricing" | "partnership" | "register" | "security";

/** The contact page in the visitor's language, opened for a purpose. */
const contactFor = (language: Language, intent?: Intent) =>
  `${language.path("/contact")}${intent ? `?intent=${intent}` : ""}`;

/** Each audience page, with the targets of the next steps its audience is offered. */
const audiences = (language: Language) => [
  {
    page: "/large-corporates",
    steps: [contactFor(language, "demo"), language.path("/pricing")],
  },
  {
    page: "/small-mid-sized-companies",
    steps: [contactFor(language, "demo"), language.path("/pricing")],
  },
  { page: "/individuals", steps: [site.platformRegisterUrl] },
];

/** The words of the header and of the next steps in `language`. */
function wordsOf(language: Language) {
  const words = navigationCopy.parse(copyFile(language.lang, "navigation"));
  const solutions = language.chrome.header.menu.find(
    (entry) => entry.href === language.path("/solutions"),
  );
  if (!solutions?.items) throw new Error(`the ${language.lang} header has no Solutions group`);
  const audience = (englishPath: string) => {
    const item = solutions.items?.find(
      (candidate) => candidate.href === language.path(englishPath),
    );
    if (!item?.serves) throw new Error(`${englishPath} says nowhere whom it serves`);
    return { label: item.label, serves: item.serves };
  };
  return {
    header: language.chrome.header,
    nextSteps: words.nextSteps,
    solutions,
    smallAndMid: audience("/small-mid-sized-companies"),
    individuals: audience("/individuals"),
  };
}

/**
 * A visitor's hands on a phone: every tap is on something they see (inside the
 * viewport and on top at its centre, support/on-screen.ts) and is counted, and
 * every page of this site a tap leads to must speak the visitor's language.
 */
class Visitor {
  taps = 0;

  constructor(
    private readonly page: Page,
    private readonly language: Language,
  ) {}

  async start(path: string) {
    await openPage(this.page, path);
    await this.expectOwnLanguage();
  }

  /** Taps `target`; with `leadsTo`, waits for that page of this site and checks its language. */
  async tap(target: Locator, leadsTo?: string) {
    // A person scrolls to what they want to tap: a scroll is no tap.
    await scrollUntilShown(this.page, target);
    await target.click();
    this.taps += 1;
    if (leadsTo === undefined) return;
    await expect(this.page).toHaveURL(leadsTo);
    await waitUntilReady(this.page);
    await this.expectOwnLanguage();
  }

  private async expectOwnLanguage() {
    await expect(this.page.locator("html")).toHaveAttribute(
      "lang",
      localeOf(this.language.lang).lang,
    );
  }
}

/**
 * Scrolls until `target` is shown, as a person scrolls to what they want to tap:
 * again while the page still settles (sections drawn only near the screen change
 * their height as they arrive).
 */
async function scrollUntilShown(page: Page, target: Locator) {
  for (let turn = 0; turn < 5; turn += 1) {
    if ((await whyNotShown(target)) === "shown") return;
    await target.scrollIntoViewIfNeeded();
    await page.waitForTimeout(250);
  }
  await expectShown(target);
}

/** The open phone menu. */
function phoneMenu(page: Page, language: Language) {
  return page.getByRole("navigation", { name: language.chrome.header.mobileNavLabel });
}

/** The card of an audience in a list of solution cards, by its title. */
function cardTitled(scope: Locator, title: string) {
  return scope
    .getByRole("listitem")
    .filter({ has: scope.page().getByRole("heading", { level: 3, name: title, exact: true }) });
}

/** The page's registration is another site: answer for it, so the test stays here. */
async function interceptRegistration(page: Page) {
  await page.route(`${new URL(site.platformRegisterUrl).origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Sign up" }),
  );
  return page.waitForRequest(
    (request) => request.isNavigationRequest() && request.url() === site.platformRegisterUrl,
  );
}

/**
 * The home hero's second button: an in-page link to the platform section, which
 * lands at the spec's anchor offset for the screen's width (§9).
 */
async function followHeroToPlatform(
  page: Page,
  home: string,
  homeCopy: ReturnType<typeof readCopy<"home">>,
) {
  await openPage(page, home);
  const [, explore] = homeCopy.hero.actions ?? [];
  await page
    .getByRole("main")
    .getByRole("link", { name: explore?.label ?? "?", exact: true })
    .click();
  await expect(page).toHaveURL(`${home}#platform`);
  await expectLandedOn(page, "platform");
}

for (const language of languages) {
  const { home, name } = language;
  const words = wordsOf(language);
  const homeCopy = readCopy("home", language.lang);
  const solutionsCopy = readCopy("solutions", language.lang);
  const cardTitle = (copy: typeof homeCopy.solutions, englishPath: string) => {
    const card = copy.items.find((item) => item.href === language.path(englishPath));
    if (!card) throw new Error(`no solution card for ${englishPath}`);
    return card.title;
  };

  test.describe(`tap budgets on a 390 px phone, in ${name}`, () => {
    test.use({ viewport: PHONE });

    test("a company sends a demo request from the home page in at most 3 taps, from the bar", async ({
      page,
    }, testInfo) => {
      await actAsOwnClient(page, testInfo);
      const contact = readCopy("contact", language.lang);
      const visitor = new Visitor(page, language);
      await visitor.start(home);
      await visitor.tap(
        page.getByRole("banner").getByRole("link", {
          name: words.header.barActions.companies.label,
          exact: true,
        }),
        contactFor(language, "demo"),
      );
      // The purpose wrote the message: the address is all a visitor must add.
      const email = page.getByRole("textbox", { name: contact.form.fields.email.label });
      await visitor.tap(email);
      await email.fill(`e2e-taps-${language.lang}-${Date.now()}@example.com`);
      await visitor.tap(
        page.getByRole("button", { name: contact.form.purposes.demo.submit, exact: true }),
      );
      await expectShown(
        page.getByRole("status").filter({ hasText: contact.form.notices.sent.title }),
      );
      expect(visitor.taps).toBeLessThanOrEqual(3);
    });

    test("the HR lead of a 300-person company reads the pricing in 2 taps: the menu, then pricing", async ({
      page,
    }) => {
      const visitor = new Visitor(page, language);
      await visitor.start(home);
      await visitor.tap(page.getByRole("button", { name: words.header.toggleLabel }));
      await visitor.tap(
        phoneMenu(page, language).getByRole("link", { name: words.nextSteps.pricing, exact: true }),
        language.path("/pricing"),
      );
      expect(visitor.taps).toBeLessThanOrEqual(2);
    });

    test("the home hero's second button glides to the platform section, 100 px below the top", async ({
      page,
    }) => {
      await followHeroToPlatform(page, home, homeCopy);
    });

    test("a learner reaches the registration in one tap from the home page's learner card", async ({
      page,
    }) => {
      const registration = interceptRegistration(page);
      const visitor = new Visitor(page, language);
      await visitor.start(home);
      const card = cardTitled(
        page.getByRole("region", { name: homeCopy.solutions.title }),
        cardTitle(homeCopy.solutions, "/individuals"),
      );
      await visitor.tap(card.getByRole("link", { name: words.nextSteps.startFree, exact: true }));
      expect((await registration).url()).toBe(site.platformRegisterUrl);
      expect(visitor.taps).toBeLessThanOrEqual(3);
    });

    test("a learner reaches the registration in at most 3 taps through the menu", async ({
      page,
    }) => {
      const registration = interceptRegistration(page);
      const visitor = new Visitor(page, language);
      await visitor.start(home);
      await visitor.tap(page.getByRole("button", { name: words.header.toggleLabel }));
      const menu = phoneMenu(page, language);
      await visitor.tap(
        disclosureNamed(menu, `${words.solutions.title} ${words.header.submenuSuffix}`),
      );
      const individuals = menu.getByRole("listitem").filter({
        has: page.getByRole("link", { name: words.individuals.label, exact: true }),
        hasNot: page.getByRole("list"),
      });
      await expectShown(individuals);
      await expect(individuals).toContainText(words.individuals.serves);
      await visitor.tap(menu.getByRole("link", { name: words.nextSteps.startFree, exact: true }));
      expect((await registration).url()).toBe(site.platformRegisterUrl);
      expect(visitor.taps).toBeLessThanOrEqual(3);
    });
  });

  test.describe(`next steps and purposes in ${name}`, () => {
    test.use({ viewport: DESKTOP });

    for (const [where, path, copy] of [
      ["the home page's", home, homeCopy.solutions],
      ["/solutions'", language.path("/solutions"), solutionsCopy.solutions],
    ] as const) {
      test(`${where} solution cards say whom each page serves and offer its audience's next steps`, async ({
        page,
      }) => {
        await openPage(page, path);
        const main = page.getByRole("main");
        for (const audience of audiences(language)) {
          const card = cardTitled(main, cardTitle(copy, audience.page));
          const serves = language.chrome.audiences.find(
            (candidate) => candidate.href === language.path(audience.page),
          )?.serves;
          await expect(card.getByText(serves ?? "?", { exact: true })).toBeVisible();
          const steps = card.getByRole("link").filter({ hasNotText: copy.linkLabel });
          const targets = await steps.evaluateAll((links) =>
            links.map((link) => link.getAttribute("href")),
          );
          expect(targets, audience.page).toEqual(audience.steps);
          await expect(card.getByRole("link", { name: copy.linkLabel })).toHaveAttribute(
            "href",
            language.path(audience.page),
          );
        }
      });
    }

    test("the desktop Solutions menu says whom each page serves and offers the next steps", async ({
      page,
    }) => {
      await openPage(page, home);
      const nav = page.getByRole("navigation", { name: words.header.mainNavLabel });
      await disclosureNamed(nav, `${words.solutions.title} ${words.header.submenuSuffix}`).click();
      const smallAndMid = nav.getByRole("listitem").filter({
        has: page.getByRole("link", { name: words.smallAndMid.label, exact: true }),
        hasNot: page.getByRole("list"),
      });
      await expectShown(smallAndMid);
      await expect(smallAndMid).toContainText(words.smallAndMid.serves);
      const steps = [
        [words.nextSteps.demo, contactFor(language, "demo")],
        [words.nextSteps.pricing, language.path("/pricing")],
        [words.nextSteps.startFree, site.platformRegisterUrl],
      ];
      for (const [label, target] of steps) {
        const link = nav.getByRole("link", { name: label, exact: true });
        await expectShown(link);
        await expect(link).toHaveAttribute("href", target ?? "");
      }
      await nav.getByRole("link", { name: words.nextSteps.demo, exact: true }).click();
      await expect(page).toHaveURL(contactFor(language, "demo"));
    });

    test("Register leads to the contact page for registering", async ({ page }) => {
      await openPage(page, home);
      await page
        .getByRole("banner")
        .getByRole("link", { name: words.header.register.label, exact: true })
        .click();
      await expect(page).toHaveURL(contactFor(language, "register"));
    });

    test("the home hero's second button glides to the platform section, 80 px below the top", async ({
      page,
    }) => {
      await followHeroToPlatform(page, home, homeCopy);
    });

    for (const [path, intent, labelOf] of [
      ["/company", "demo", () => readCopy("company", language.lang).contact.secondaryAction?.label],
      ["/platform", "demo", () => readCopy("platform", language.lang).hero.actions?.[0]?.label],
      [
        "/partners",
        "partnership",
        () => readCopy("partners", language.lang).becomePartner.action.label,
      ],
    ] as const) {
      test(`${language.path(path)}'s ${labelOf()} opens the contact page for ${intent}`, async ({
        page,
      }) => {
        await openPage(page, language.path(path));
        await page
          .getByRole("main")
          .getByRole("link", { name: labelOf() ?? "?" })
          .first()
          .click();
        await expect(page).toHaveURL(contactFor(language, intent));
      });
    }
  });
}
