import { readSiteChrome } from "../../src/content/read-copy";
import { type Locale, locales } from "../../src/locales";
import type { RoutedPage } from "../../src/route-table";
import { expectNoA11yViolations } from "./support/a11y";
import { disclosureNamed } from "./support/disclosure";
import { expect, openPage, test } from "./support/fixtures";
import { hasTranslation, inDefaultLanguageOrAlone, routes, unknownPath } from "./support/routes";

// axe walks the whole page: on two shared cores it can take longer than the default.
test.describe.configure({ timeout: 90_000 });

/**
 * Each page once at each width, in the language where that width can change what
 * axe finds. A translation's markup, colours and names are its English page's; the
 * one thing its language changes is the length of words, and that moves the page
 * where lines are short, on the phone. So the desktop checks the default language
 * (and any page without an English twin), the phone the long languages, German
 * and French (and any English page without a translation): issue 42's expensive
 * runs where a language can change the result.
 */
const screens = [
  {
    name: "1280 px",
    viewport: { width: 1280, height: 800 },
    checks: inDefaultLanguageOrAlone,
  },
  {
    name: "390 px",
    viewport: { width: 390, height: 844 },
    checks: (route: RoutedPage) => !hasTranslation(route),
  },
];

/** Header groups with pages inside, and the name of the button that shows them, per language. */
const groupsIn = (lang: Locale) => {
  const { header } = readSiteChrome(lang);
  return header.menu
    .filter((item) => item.items?.length)
    .map((item) => ({
      title: item.title,
      button: item.href ? `${item.title} ${header.submenuSuffix}` : item.title,
      hrefs: item.items?.map((link) => link.href) ?? [],
    }));
};
const groups = groupsIn("en");

for (const screen of screens) {
  test.describe(`axe at ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    for (const route of routes.filter(screen.checks)) {
      test(`${route.path} has no violations`, async ({ page }) => {
        await openPage(page, route.path);
        await expectNoA11yViolations(page);
      });
    }

    test.describe("the 404 page", () => {
      test.use({
        allowedIssues: /404 Error: User attempted|status of 404 \(Not Found\)/,
      });

      for (const unknown of locales.map(({ prefix }) => `${prefix}${unknownPath}`)) {
        test(`${unknown} has no violations`, async ({ page }) => {
          await openPage(page, unknown);
          await expectNoA11yViolations(page);
        });
      }
    });
  });
}

/**
 * What opening the menu adds is the header and the phone's panel (a popover after
 * the page's main); the page around them is the page the tests above check whole,
 * so axe walks those two only, and rules about the whole document are theirs.
 */
const openMenuOnly = { include: ["header[data-site-header]", "#mobile-menu"] };

test.describe("axe with the header open", () => {
  test.describe("on a 390 px phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    // The open menu is the same on every page of a language but for the current-page
    // mark: one page per group in each language shows each group holding that mark.
    const menuRoutes = routes.filter((route) =>
      groupsIn(route.locale).some((group) => group.hrefs[0] === route.path),
    );
    for (const route of menuRoutes) {
      test(`${route.path} with the menu open and a group expanded has no violations`, async ({
        page,
      }) => {
        await openPage(page, route.path);
        // A German page's header speaks German.
        const lang = route.locale;
        const { header } = readSiteChrome(lang);
        const toggle = page.getByRole("button", { name: header.toggleLabel });
        await toggle.click();
        await expect(toggle).toHaveAttribute("aria-expanded", "true");
        // The group holding the current page: its link wears the current-page style.
        const inLang = groupsIn(lang);
        const group = inLang.find((entry) => entry.hrefs.includes(route.path)) ?? inLang[0];
        const panel = page.getByRole("navigation", { name: header.mobileNavLabel });
        if (!group) throw new Error(`the ${lang} header has groups`);
        const button = disclosureNamed(panel, group.button);
        await button.click();
        await expect(button).toHaveAttribute("aria-expanded", "true");
        await expectNoA11yViolations(page, openMenuOnly);
      });
    }
  });

  test.describe("on a 1280 px screen", () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    for (const group of groups) {
      test(`the open ${group.title} group has no violations`, async ({ page }) => {
        // The header is the same on every page: a short one, since only the header is checked.
        await openPage(page, "/solutions");
        const nav = page.getByRole("navigation", { name: "Main" });
        const button = disclosureNamed(nav, group.button);
        await button.click();
        await expect(button).toHaveAttribute("aria-expanded", "true");
        await expectNoA11yViolations(page, openMenuOnly);
      });
    }
  });
});
