import type { Locator, Page } from "@playwright/test";
import { site } from "../../src/site.config";
import { controlsInNavigation, disclosureNamed } from "./support/disclosure";
import { expect, openPage, test } from "./support/fixtures";
import { type Language, languages } from "./support/languages";
import { expectShown, scrollWithinUntilShown } from "./support/on-screen";

interface MenuEntry {
  title: string;
  href?: string;
  items?: readonly string[];
}

type MenuGroup = MenuEntry & { items: readonly string[] };

/** Spec §2 Header: the entries in order, a group's own page, the pages inside it. */
const specMenu: readonly MenuEntry[] = [
  {
    title: "Platform",
    items: ["/platform", "/ai-adoption-gap", "/people-centric-transformation", "/why-ai-important"],
  },
  {
    title: "Solutions",
    href: "/solutions",
    items: ["/large-corporates", "/small-mid-sized-companies", "/individuals"],
  },
  { title: "Partners", href: "/partners" },
  { title: "Customers", href: "/customers" },
  { title: "About", items: ["/company", "/team", "/philanthropy", "/news", "/contact"] },
];

/**
 * The header a language must have: spec §2's menu, entry for entry and in its order,
 * with the language's twins of the spec's pages. English entries have the spec's
 * titles; another language's entry has the title its header copy gives the entry
 * holding the same page, so the structure is the spec's and only the words are the
 * language's. Page labels are our copy in either language.
 */
function headerIn(language: Language) {
  const { header } = language.chrome;
  const { path } = language;

  const menu: readonly MenuEntry[] = specMenu.map((entry) => {
    const href = entry.href === undefined ? undefined : path(entry.href);
    const items = entry.items?.map(path);
    const ownPage = href ?? items?.[0];
    const copy = header.menu.find(
      (candidate) =>
        candidate.href === ownPage || candidate.items?.some((item) => item.href === ownPage),
    );
    if (!copy) {
      throw new Error(
        `the ${language.lang} header copy has no entry for ${ownPage} (${entry.title})`,
      );
    }
    const title = language.lang === "en" ? entry.title : copy.title;
    return { title, ...(href === undefined ? {} : { href }), ...(items ? { items } : {}) };
  });

  const groups = menu.filter((entry): entry is MenuGroup => Boolean(entry.items));

  /** The language's entry for the spec's entry of that (English) title. */
  function entry(specTitle: string): MenuEntry {
    const index = specMenu.findIndex((candidate) => candidate.title === specTitle);
    const found = menu[index];
    if (!found) throw new Error(`spec §2 has no header entry ${specTitle}`);
    return found;
  }

  /** The visible label of a header page, at its address in this language. */
  function labelOf(href: string): string {
    const item = header.menu.flatMap((group) => group.items ?? []).find((it) => it.href === href);
    if (!item)
      throw new Error(
        `the ${language.lang} header links no page at ${href} (src/content/navigation.ts)`,
      );
    return item.label;
  }

  /** A group that is also a link names its disclosure button apart from the link. */
  function buttonName(group: MenuEntry): string {
    return group.href ? `${group.title} ${header.submenuSuffix}` : group.title;
  }

  function groupButton(nav: Locator, group: MenuEntry): Locator {
    return disclosureNamed(nav, buttonName(group));
  }

  // Exact names: "Menü" is part of "Hauptmenü".
  const mainNav = (page: Page) =>
    page.getByRole("navigation", { name: header.mainNavLabel, exact: true });
  const toggleOf = (page: Page) =>
    page.getByRole("button", { name: header.toggleLabel, exact: true });
  const panelOf = (page: Page) =>
    page.getByRole("navigation", { name: header.mobileNavLabel, exact: true });

  return {
    header,
    path,
    menu,
    groups,
    entry,
    labelOf,
    buttonName,
    groupButton,
    mainNav,
    toggleOf,
    panelOf,
  };
}

/** The list a disclosure button controls, found through its aria-controls. */
async function controlledList(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute("aria-controls");
  expect(id, "a group button names the list it shows in aria-controls").toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

async function hrefsOf(links: Locator): Promise<(string | null)[]> {
  return links.evaluateAll((elements) => elements.map((element) => element.getAttribute("href")));
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        // Two frames after the scroll event: the header has re-rendered by then.
        window.addEventListener(
          "scroll",
          () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
          { once: true },
        );
        window.scrollTo({ top, behavior: "instant" });
      }),
    y,
  );
}

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflowY);

/**
 * Every point of the screen below the header's bar belongs to the phone menu's
 * sheet, and from 6rem down to the menu itself: nothing of the page shows through.
 */
async function pointsNotCoveredByPanel(page: Page, panelLabel: string): Promise<string[]> {
  return page.evaluate((label) => {
    const header = document.querySelector("header");
    const panel = [...document.querySelectorAll("nav")].find(
      (nav) => nav.getAttribute("aria-label") === label,
    );
    if (!header || !panel) return [`no header or no panel named ${label}`];
    const panelTop = 6 * Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
    const barBottom =
      header.querySelector("a")?.closest("div")?.getBoundingClientRect().bottom ?? 0;
    const missed: string[] = [];
    for (let y = Math.ceil(barBottom) + 1; y < window.innerHeight; y += 23) {
      for (const x of [2, window.innerWidth / 2, window.innerWidth - 3]) {
        const hit = document.elementFromPoint(x, y);
        // Above the menu, the opaque sheet it sits on (a popover of its own, after the page's main).
        const owner = y >= panelTop ? panel : (panel.closest("[popover]") ?? header);
        if (!hit || !owner.contains(hit)) {
          missed.push(`(${Math.round(x)}, ${y}): ${hit?.tagName.toLowerCase() ?? "nothing"}`);
        }
      }
    }
    return missed;
  }, panelLabel);
}

for (const language of languages) {
  test.describe(`${language.name}, on ${language.path("/privacy-policy")}`, () => {
    const {
      header,
      path,
      menu,
      groups,
      entry,
      labelOf,
      buttonName,
      groupButton,
      mainNav,
      toggleOf,
      panelOf,
    } = headerIn(language);
    // The header is the same on every page: its tests start on a short page in no
    // header group, where each load and each interaction costs least (the describe's name).
    const start = path("/privacy-policy");
    const otherLanguages = languages.filter((other) => other !== language);

    test.describe("header on a 1280 px screen", () => {
      test.use({ viewport: { width: 1280, height: 800 } });

      test("lists the spec's groups, pages and addresses", async ({ page }) => {
        await openPage(page, start);
        const nav = page
          .getByRole("banner")
          .getByRole("navigation", { name: header.mainNavLabel, exact: true });

        // What a screen reader meets: one collapsed disclosure button per group, named.
        expect(await controlsInNavigation(page, header.mainNavLabel)).toEqual(
          groups.map((group) => ({
            role: "disclosure",
            name: buttonName(group),
            expanded: false,
          })),
        );
        await expect(nav.getByRole("link")).toHaveText(
          menu.filter((group) => group.href).map((group) => group.title),
        );
        expect(await hrefsOf(nav.getByRole("link"))).toEqual(
          menu.flatMap((group) => (group.href ? [group.href] : [])),
        );

        for (const group of groups) {
          const button = groupButton(nav, group);
          await expect(button).toHaveAttribute("aria-expanded", "false");
          const list = await controlledList(page, button);
          await expect(list).toBeHidden();

          await button.click();
          await expect(button).toHaveAttribute("aria-expanded", "true");
          await expectShown(list);
          expect(await hrefsOf(list.getByRole("link")), `${group.title} pages`).toEqual(
            group.items,
          );
          for (const href of group.items) {
            await expect(
              list.getByRole("link", { name: labelOf(href), exact: true }),
            ).toHaveAttribute("href", href);
          }

          await button.click();
          await expect(button).toHaveAttribute("aria-expanded", "false");
          await expect(list).toBeHidden();
        }
      });

      test("the Solutions group links to /solutions, Partners and Customers are plain links", async ({
        page,
      }) => {
        await openPage(page, start);
        const nav = mainNav(page);
        const [solutions, partners, customers] = ["Solutions", "Partners", "Customers"].map(entry);
        if (!solutions || !partners || !customers) throw new Error("spec §2 has these entries");
        for (const { title } of [partners, customers]) {
          await expect(disclosureNamed(nav, title)).toHaveCount(0);
        }
        await nav.getByRole("link", { name: solutions.title, exact: true }).click();
        await expect(page).toHaveURL(path("/solutions"));
        await nav.getByRole("link", { name: partners.title, exact: true }).click();
        await expect(page).toHaveURL(path("/partners"));
        await nav.getByRole("link", { name: customers.title, exact: true }).click();
        await expect(page).toHaveURL(path("/customers"));
      });

      test("Register goes to /contact for registering; the platform log-in opens the platform in a new tab", async ({
        page,
      }) => {
        await openPage(page, start);
        const banner = page.getByRole("banner");
        const login = banner.getByRole("link", { name: header.login.label, exact: true });
        await expect(login).toHaveAttribute("href", site.platformLoginUrl);
        await expect(login).toHaveAttribute("target", "_blank");
        await expect(login).toHaveAttribute("rel", "noopener noreferrer");

        await banner.getByRole("link", { name: header.register.label, exact: true }).click();
        await expect(page).toHaveURL(`${path("/contact")}?intent=register`);
      });

      test("one group is open at a time", async ({ page }) => {
        await openPage(page, start);
        const nav = mainNav(page);
        const [platform, solutions, about] = groups.map((group) => groupButton(nav, group));
        if (!platform || !solutions || !about) throw new Error("the spec has three groups");

        await platform.click();
        await expect(platform).toHaveAttribute("aria-expanded", "true");
        await about.click();
        await expect(about).toHaveAttribute("aria-expanded", "true");
        await expect(platform).toHaveAttribute("aria-expanded", "false");
        await solutions.click();
        await expect(solutions).toHaveAttribute("aria-expanded", "true");
        await expect(about).toHaveAttribute("aria-expanded", "false");
        await expect(
          nav.getByRole("link", { name: labelOf(path("/company")), exact: true }),
        ).toBeHidden();
      });

      test("every group opens the same way, when the mouse rests on its label, and closes when it leaves", async ({
        page,
      }) => {
        await openPage(page, start);
        const nav = mainNav(page);
        for (const group of groups) {
          const button = groupButton(nav, group);
          const list = await controlledList(page, button);
          // Solutions' label is its link to the overview page; the others' labels are their buttons.
          const label = group.href
            ? nav.getByRole("link", { name: group.title, exact: true })
            : button;
          await label.hover();
          await expectShown(list);
          await expect(button).toHaveAttribute("aria-expanded", "true");

          await page.mouse.move(640, 600);
          await expect(list).toBeHidden();
          await expect(button).toHaveAttribute("aria-expanded", "false");
        }
      });

      test("a click on the button of a group the mouse opened keeps it open; Escape closes it", async ({
        page,
      }) => {
        await openPage(page, start);
        const nav = mainNav(page);
        const platform = groupButton(nav, entry("Platform"));
        const list = await controlledList(page, platform);
        await platform.hover();
        await expectShown(list);

        await platform.click();
        await expectShown(list);
        await page.keyboard.press("Escape");
        await expect(list).toBeHidden();
      });

      test("Escape closes the open group and returns focus to its button", async ({ page }) => {
        await openPage(page, start);
        const nav = mainNav(page);
        const platform = groupButton(nav, entry("Platform"));

        await platform.focus();
        await page.keyboard.press("Enter");
        await expect(platform).toHaveAttribute("aria-expanded", "true");
        await page.keyboard.press("Tab");
        const firstPage = nav.getByRole("link", { name: labelOf(path("/platform")), exact: true });
        await expect(firstPage).toBeFocused();

        await page.keyboard.press("Escape");
        await expect(platform).toHaveAttribute("aria-expanded", "false");
        await expect(firstPage).toBeHidden();
        await expect(platform).toBeFocused();
      });

      test("a click outside the navigation closes the open group", async ({ page }) => {
        await openPage(page, start);
        const nav = mainNav(page);
        const about = groupButton(nav, entry("About"));
        await about.click();
        await expect(about).toHaveAttribute("aria-expanded", "true");

        await page.getByRole("contentinfo").getByText("© 2025").click();
        await expect(about).toHaveAttribute("aria-expanded", "false");
        await expect(
          nav.getByRole("link", { name: labelOf(path("/team")), exact: true }),
        ).toBeHidden();
      });

      test('marks the current page\'s link with aria-current="page"', async ({ page }) => {
        await openPage(page, path("/team"));
        const nav = mainNav(page);
        await groupButton(nav, entry("About")).click();
        await expect(
          nav.getByRole("link", { name: labelOf(path("/team")), exact: true }),
        ).toHaveAttribute("aria-current", "page");
        await expect(
          nav.getByRole("link", { name: labelOf(path("/company")), exact: true }),
        ).not.toHaveAttribute("aria-current");

        await openPage(page, path("/partners"));
        await expect(
          nav.getByRole("link", { name: entry("Partners").title, exact: true }),
        ).toHaveAttribute("aria-current", "page");
        await expect(
          nav.getByRole("link", { name: entry("Customers").title, exact: true }),
        ).not.toHaveAttribute("aria-current");
      });

      test("turns opaque with a shadow past 10 px of scroll and back at the top", async ({
        page,
      }) => {
        await openPage(page, start);
        const banner = page.getByRole("banner");
        const look = () =>
          banner.evaluate((element) => {
            const style = getComputedStyle(element);
            return `${style.backgroundColor} / ${style.boxShadow}`;
          });
        expect(
          await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
          "the page must be long enough to scroll",
        ).toBeGreaterThan(11);

        await expect(banner).toHaveAttribute("data-scrolled", "false");
        const atTop = await look();

        await scrollTo(page, 10);
        await expect(banner).toHaveAttribute("data-scrolled", "false");

        await scrollTo(page, 11);
        await expect(banner).toHaveAttribute("data-scrolled", "true");
        // The change is a transition: wait for it to settle, then compare.
        await expect.poll(look).not.toBe(atTop);
        expect(await banner.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe(
          "none",
        );

        await scrollTo(page, 0);
        await expect(banner).toHaveAttribute("data-scrolled", "false");
        await expect.poll(look).toBe(atTop);
      });
    });

    test.describe("header on a 390 px phone", () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test("the toggle opens and closes the menu panel, 6rem from the top", async ({ page }) => {
        await openPage(page, start);
        const toggle = toggleOf(page);
        const panel = panelOf(page);
        await expect(toggle).toHaveAttribute("aria-expanded", "false");
        await expect(panel).toBeHidden();

        await toggle.click();
        await expect(toggle).toHaveAttribute("aria-expanded", "true");
        await expectShown(panel);
        const top = (await panel.boundingBox())?.y;
        const sixRem = await page.evaluate(
          () => 6 * Number.parseFloat(getComputedStyle(document.documentElement).fontSize),
        );
        expect(top).toBe(96);
        expect(top).toBe(sixRem);
        for (const group of menu) {
          const item = group.items
            ? groupButton(panel, group)
            : panel.getByRole("link", { name: group.title, exact: true });
          await expectShown(item);
        }
        await expect(
          panel.getByRole("link", { name: header.register.label, exact: true }),
        ).toHaveAttribute("href", `${path("/contact")}?intent=register`);
        const login = panel.getByRole("link", { name: header.login.label, exact: true });
        await expect(login).toHaveAttribute("target", "_blank");

        await toggle.click();
        await expect(toggle).toHaveAttribute("aria-expanded", "false");
        await expect(panel).toBeHidden();
      });

      test("the bar offers the page's next step with the menu closed: a demo here, a start on a learners' page", async ({
        page,
      }) => {
        const bar = (at: Page) => at.getByRole("banner");
        await openPage(page, start);
        const demo = bar(page).getByRole("link", {
          name: header.barActions.companies.label,
          exact: true,
        });
        await expectShown(demo);
        await expect(toggleOf(page)).toHaveAttribute("aria-expanded", "false");
        await demo.click();
        await expect(page).toHaveURL(`${path("/contact")}?intent=demo`);

        // A learners' page: start free on the platform, where the Solutions menu's start leads.
        await openPage(page, path("/individuals"));
        const startFree = bar(page).getByRole("link", {
          name: header.barActions.learners.label,
          exact: true,
        });
        await expectShown(startFree);
        await expect(startFree).toHaveAttribute("href", site.platformRegisterUrl);
        // Spec §2 sends every button of /individuals2 to /contact: there, through Register's page.
        await openPage(page, path("/individuals2"));
        await bar(page)
          .getByRole("link", { name: header.barActions.learners.label, exact: true })
          .click();
        await expect(page).toHaveURL(`${path("/contact")}?intent=register`);
        // The page a learner lands on speaks to learners in its bar too.
        await expectShown(
          bar(page).getByRole("link", { name: header.barActions.learners.label, exact: true }),
        );
      });

      test("a demo and the pricing are one tap from the open menu, without opening a group", async ({
        page,
      }) => {
        await openPage(page, start);
        const panel = panelOf(page);
        await toggleOf(page).click();
        const [demo, pricing] = header.panelActions;
        for (const action of [demo, pricing]) {
          const link = panel.getByRole("link", { name: action?.label, exact: true });
          await expectShown(link);
          await expect(link).toHaveAttribute("href", action?.href ?? "");
        }
        await panel.getByRole("link", { name: pricing?.label, exact: true }).click();
        await expect(page).toHaveURL(path("/pricing"));
      });

      test("locks page scrolling while open and releases it on close", async ({ page }) => {
        await openPage(page, start);
        const toggle = toggleOf(page);
        await toggle.click();
        await expect(toggle).toHaveAttribute("aria-expanded", "true");
        expect(await bodyOverflow(page)).toBe("hidden");

        // Wheel over the header, where the panel does not catch it.
        await page.mouse.move(150, 40);
        await page.mouse.wheel(0, 400);
        // Asserting that nothing happens needs a pause longer than a smooth scroll.
        await page.waitForTimeout(500);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);

        await toggle.click();
        await expect(toggle).toHaveAttribute("aria-expanded", "false");
        expect(await bodyOverflow(page)).not.toBe("hidden");
        await page.mouse.wheel(0, 400);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      });

      test("choosing a link navigates, closes the menu and releases scrolling", async ({
        page,
      }) => {
        await openPage(page, start);
        const toggle = toggleOf(page);
        const panel = panelOf(page);
        await toggle.click();
        await groupButton(panel, entry("Platform")).click();
        await panel
          .getByRole("link", { name: labelOf(path("/ai-adoption-gap")), exact: true })
          .click();

        await expect(page).toHaveURL(path("/ai-adoption-gap"));
        await expect(toggle).toHaveAttribute("aria-expanded", "false");
        await expect(panel).toBeHidden();
        expect(await bodyOverflow(page)).not.toBe("hidden");
      });

      test("one submenu group is expanded at a time; choosing it again collapses it", async ({
        page,
      }) => {
        await openPage(page, start);
        const panel = panelOf(page);
        await toggleOf(page).click();
        const [platform, solutions, about] = groups.map((group) => groupButton(panel, group));
        if (!platform || !solutions || !about) throw new Error("the spec has three groups");
        const firstPlatformPage = panel.getByRole("link", {
          name: labelOf(path("/platform")),
          exact: true,
        });

        await platform.click();
        await expect(platform).toHaveAttribute("aria-expanded", "true");
        await expectShown(firstPlatformPage);

        await about.click();
        await expect(about).toHaveAttribute("aria-expanded", "true");
        await expect(platform).toHaveAttribute("aria-expanded", "false");
        await expect(firstPlatformPage).toBeHidden();

        await solutions.click();
        await expect(solutions).toHaveAttribute("aria-expanded", "true");
        await expect(about).toHaveAttribute("aria-expanded", "false");

        await solutions.click();
        await expect(solutions).toHaveAttribute("aria-expanded", "false");
        await expect(
          panel.getByRole("link", { name: labelOf(path("/large-corporates")), exact: true }),
        ).toBeHidden();
      });

      test("Escape closes the menu and returns focus to the toggle", async ({ page }) => {
        await openPage(page, start);
        const toggle = toggleOf(page);
        const panel = panelOf(page);
        await toggle.click();
        await groupButton(panel, entry("About")).click();

        await page.keyboard.press("Escape");
        await expect(panel).toBeHidden();
        await expect(toggle).toHaveAttribute("aria-expanded", "false");
        await expect(toggle).toBeFocused();
        expect(await bodyOverflow(page)).not.toBe("hidden");
      });

      test("works with the keyboard alone", async ({ page }) => {
        await openPage(page, start);
        const toggle = toggleOf(page);
        const panel = panelOf(page);

        for (let presses = 0; presses < 6; presses += 1) {
          if (await toggle.evaluate((element) => element === document.activeElement)) break;
          await page.keyboard.press("Tab");
        }
        await expect(toggle, "Tab from the top of the page reaches the menu toggle").toBeFocused();

        await page.keyboard.press("Enter");
        await expectShown(panel);
        await page.keyboard.press("Tab");
        const platform = groupButton(panel, entry("Platform"));
        await expect(platform).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(platform).toHaveAttribute("aria-expanded", "true");
        await page.keyboard.press("Tab");
        const firstPage = panel.getByRole("link", {
          name: labelOf(path("/platform")),
          exact: true,
        });
        await expect(firstPage).toBeFocused();
        await page.keyboard.press("Enter");

        await expect(page).toHaveURL(path("/platform"));
        await expect(panel).toBeHidden();
      });
    });

    for (const viewport of [
      { width: 390, height: 844 },
      { width: 768, height: 1024 },
      { width: 1023, height: 768 },
    ]) {
      test.describe(`the open phone menu at ${viewport.width} px`, () => {
        test.use({ viewport });

        test("covers the screen below the header, and every entry and page in it can be seen", async ({
          page,
        }) => {
          await openPage(page, start);
          await toggleOf(page).click();
          const panel = panelOf(page);
          await expectShown(panel.getByRole("list").first());
          expect(
            await pointsNotCoveredByPanel(page, header.mobileNavLabel),
            "page showing through the open menu",
          ).toEqual([]);

          for (const group of menu) {
            if (!group.items) {
              await scrollWithinUntilShown(
                panel,
                panel.getByRole("link", { name: group.title, exact: true }),
              );
              continue;
            }
            const button = groupButton(panel, group);
            await scrollWithinUntilShown(panel, button);
            await button.click();
            await expect(button).toHaveAttribute("aria-expanded", "true");
            for (const href of group.items) {
              await scrollWithinUntilShown(
                panel,
                panel.getByRole("link", { name: labelOf(href), exact: true }),
              );
            }
          }
          for (const name of [header.register.label, header.login.label]) {
            await scrollWithinUntilShown(panel, panel.getByRole("link", { name, exact: true }));
          }
        });

        test("a page in a group can be reached and opened with taps alone", async ({ page }) => {
          await openPage(page, start);
          await toggleOf(page).click();
          const panel = panelOf(page);
          const about = groupButton(panel, entry("About"));
          await scrollWithinUntilShown(panel, about);
          await about.click();
          const contact = panel.getByRole("link", {
            name: labelOf(path("/contact")),
            exact: true,
          });
          await scrollWithinUntilShown(panel, contact);
          // A real tap at the link's centre, not a synthetic click on the element.
          const box = await contact.boundingBox();
          if (!box) throw new Error("the contact link has no box");
          await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
          await expect(page).toHaveURL(path("/contact"));
          await expect(panel).toBeHidden();
        });
      });
    }

    test.describe("header without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test.describe("on a 1280 px screen", () => {
        test.use({ viewport: { width: 1280, height: 800 } });

        test("every group opens with the keyboard, one at a time, and its pages work", async ({
          page,
        }) => {
          await page.goto(start);
          const nav = mainNav(page);
          let previous: Locator | undefined;
          for (const group of groups) {
            const button = groupButton(nav, group);
            await button.focus();
            await page.keyboard.press("Enter");
            for (const href of group.items) {
              await expectShown(nav.getByRole("link", { name: labelOf(href), exact: true }));
            }
            if (previous) {
              await expect(previous, "the group opened before closes").toBeHidden();
            }
            previous = nav.getByRole("link", { name: labelOf(group.items[0] ?? ""), exact: true });
            await page.keyboard.press("Tab");
            await expect(previous).toBeFocused();
          }

          await groupButton(nav, entry("Platform")).click();
          await nav
            .getByRole("link", { name: labelOf(path("/ai-adoption-gap")), exact: true })
            .click();
          await expect(page).toHaveURL(path("/ai-adoption-gap"));
          await expectShown(page.getByRole("heading", { level: 1 }));
        });
      });

      test.describe("on a 390 px phone", () => {
        test.use({ viewport: { width: 390, height: 844 } });

        test("tapping the toggle shows the panel, and its pages work", async ({ page }) => {
          await page.goto(start);
          const panel = panelOf(page);
          await expect(panel).toBeHidden();

          await toggleOf(page).click();
          await expectShown(panel);
          expect((await panel.boundingBox())?.y).toBe(96);
          expect(await bodyOverflow(page), "the page under the menu stays put").toBe("hidden");
          await expectShown(
            panel.getByRole("link", { name: entry("Partners").title, exact: true }),
          );

          await groupButton(panel, entry("Platform")).click();
          const whyAi = labelOf(path("/why-ai-important"));
          await expectShown(panel.getByRole("link", { name: whyAi, exact: true }));
          await panel.getByRole("link", { name: whyAi, exact: true }).click();
          await expect(page).toHaveURL(path("/why-ai-important"));
          await expectShown(page.getByRole("heading", { level: 1 }));
        });

        test("the keyboard opens the panel, moves into it, and Escape closes it onto the toggle", async ({
          page,
        }) => {
          await page.goto(start);
          const panel = panelOf(page);
          await page.getByRole("link", { name: header.homeLabel, exact: true }).focus();
          // Between the logo and the toggle: the page's next step, then the same page in
          // each other language.
          await page.keyboard.press("Tab");
          await expect(
            page
              .getByRole("banner")
              .getByRole("link", { name: header.barActions.companies.label, exact: true }),
          ).toBeFocused();
          for (const other of otherLanguages) {
            await page.keyboard.press("Tab");
            await expect(
              page.getByRole("banner").getByRole("link", { name: other.name, exact: true }),
            ).toBeFocused();
          }
          await page.keyboard.press("Tab");
          await expect(toggleOf(page)).toBeFocused();
          await expect(panel, "focus alone does not open it").toBeHidden();

          await page.keyboard.press("Enter");
          await expectShown(panel);
          await page.keyboard.press("Tab");
          await expect(groupButton(panel, entry("Platform"))).toBeFocused();
          await page.keyboard.press("Escape");
          await expect(panel).toBeHidden();
          await expect(toggleOf(page)).toBeFocused();
        });
      });
    });
  });
}
