import type { Locator, Page } from "@playwright/test";
import { languageSwitchText, siteChrome } from "../../src/content/navigation";
import { site } from "../../src/site.config";
import { expect, openPage, test } from "./support/fixtures";
import { expectShown, scrollWithinUntilShown } from "./support/on-screen";

const { header: headerActions } = siteChrome.en;
const { menu: headerMenu } = headerActions;

interface SpecEntry {
  title: string;
  href?: string;
  items?: readonly string[];
}

/** Spec §2 Header: the entries in order, a group's own page, the pages inside it. */
const specMenu: readonly SpecEntry[] = [
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

const groups = specMenu.filter((entry): entry is SpecEntry & { items: readonly string[] } =>
  Boolean(entry.items),
);

/** The visible label of a header page (copy is ours; the address is the spec's). */
function labelOf(href: string): string {
  const label = headerMenu.flatMap((group) => group.items ?? []).find((item) => item.href === href);
  if (!label) throw new Error(`src/content/navigation.ts has no header item for ${href}`);
  return label.label;
}

/** A group that is also a link names its disclosure button apart from the link. */
function buttonName(group: SpecEntry): string {
  return group.href ? `${group.title} ${headerActions.submenuSuffix}` : group.title;
}

function groupButton(nav: Locator, group: SpecEntry): Locator {
  return nav.getByRole("button", { name: buttonName(group), exact: true });
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

const toggleOf = (page: Page) =>
  page.getByRole("button", { name: headerActions.toggleLabel, exact: true });
const panelOf = (page: Page) => page.getByRole("navigation", { name: "Mobile" });

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflowY);

test.describe("header on a 1280 px screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("lists the spec's groups, pages and addresses", async ({ page }) => {
    await openPage(page, "/");
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });

    const buttons = nav.getByRole("button");
    await expect(buttons).toHaveCount(groups.length);
    for (const [index, group] of groups.entries()) {
      await expect(buttons.nth(index)).toHaveAccessibleName(buttonName(group));
    }
    await expect(nav.getByRole("link")).toHaveText(
      specMenu.filter((group) => group.href).map((group) => group.title),
    );
    expect(await hrefsOf(nav.getByRole("link"))).toEqual(
      specMenu.flatMap((group) => (group.href ? [group.href] : [])),
    );

    for (const group of groups) {
      const button = groupButton(nav, group);
      await expect(button).toHaveAttribute("aria-expanded", "false");
      const list = await controlledList(page, button);
      await expect(list).toBeHidden();

      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expectShown(list);
      expect(await hrefsOf(list.getByRole("link")), `${group.title} pages`).toEqual(group.items);
      for (const href of group.items) {
        await expect(list.getByRole("link", { name: labelOf(href), exact: true })).toHaveAttribute(
          "href",
          href,
        );
      }

      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(list).toBeHidden();
    }
  });

  test("the Solutions group links to /solutions, Partners and Customers are plain links", async ({
    page,
  }) => {
    await openPage(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const title of ["Partners", "Customers"]) {
      await expect(nav.getByRole("button", { name: title })).toHaveCount(0);
    }
    await nav.getByRole("link", { name: "Solutions", exact: true }).click();
    await expect(page).toHaveURL("/solutions");
    await nav.getByRole("link", { name: "Partners", exact: true }).click();
    await expect(page).toHaveURL("/partners");
    await nav.getByRole("link", { name: "Customers", exact: true }).click();
    await expect(page).toHaveURL("/customers");
  });

  test("Register goes to /contact; the platform log-in opens the platform in a new tab", async ({
    page,
  }) => {
    await openPage(page, "/");
    const banner = page.getByRole("banner");
    const login = banner.getByRole("link", { name: "AI Adoption Platform Log-in", exact: true });
    await expect(login).toHaveAttribute("href", site.platformLoginUrl);
    await expect(login).toHaveAttribute("target", "_blank");
    await expect(login).toHaveAttribute("rel", "noopener noreferrer");

    await banner.getByRole("link", { name: "Register", exact: true }).click();
    await expect(page).toHaveURL("/contact");
  });

  test("one group is open at a time", async ({ page }) => {
    await openPage(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
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
    await expect(nav.getByRole("link", { name: labelOf("/company") })).toBeHidden();
  });

  test("Escape closes the open group and returns focus to its button", async ({ page }) => {
    await openPage(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const platform = nav.getByRole("button", { name: "Platform", exact: true });

    await platform.focus();
    await page.keyboard.press("Enter");
    await expect(platform).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    const firstPage = nav.getByRole("link", { name: labelOf("/platform"), exact: true });
    await expect(firstPage).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(platform).toHaveAttribute("aria-expanded", "false");
    await expect(firstPage).toBeHidden();
    await expect(platform).toBeFocused();
  });

  test("a click outside the navigation closes the open group", async ({ page }) => {
    await openPage(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const about = nav.getByRole("button", { name: "About", exact: true });
    await about.click();
    await expect(about).toHaveAttribute("aria-expanded", "true");

    await page.getByRole("contentinfo").getByText("© 2025").click();
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: labelOf("/team") })).toBeHidden();
  });

  test('marks the current page\'s link with aria-current="page"', async ({ page }) => {
    await openPage(page, "/team");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "About", exact: true }).click();
    await expect(nav.getByRole("link", { name: labelOf("/team") })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: labelOf("/company") })).not.toHaveAttribute(
      "aria-current",
    );

    await openPage(page, "/partners");
    await expect(nav.getByRole("link", { name: "Partners", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Customers", exact: true })).not.toHaveAttribute(
      "aria-current",
    );
  });

  test("turns opaque with a shadow past 10 px of scroll and back at the top", async ({ page }) => {
    await openPage(page, "/");
    const header = page.getByRole("banner");
    const look = () =>
      header.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.backgroundColor} / ${style.boxShadow}`;
      });
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
      "the page must be long enough to scroll",
    ).toBeGreaterThan(11);

    await expect(header).toHaveAttribute("data-scrolled", "false");
    const atTop = await look();

    await scrollTo(page, 10);
    await expect(header).toHaveAttribute("data-scrolled", "false");

    await scrollTo(page, 11);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    // The change is a transition: wait for it to settle, then compare.
    await expect.poll(look).not.toBe(atTop);
    expect(await header.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe(
      "none",
    );

    await scrollTo(page, 0);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect.poll(look).toBe(atTop);
  });
});

test.describe("header on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the toggle opens and closes the menu panel, 6rem from the top", async ({ page }) => {
    await openPage(page, "/");
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
    for (const group of specMenu) {
      const entry = group.items
        ? groupButton(panel, group)
        : panel.getByRole("link", { name: group.title, exact: true });
      await expectShown(entry);
    }
    await expect(panel.getByRole("link", { name: "Register", exact: true })).toHaveAttribute(
      "href",
      "/contact",
    );
    const login = panel.getByRole("link", { name: "AI Adoption Platform Log-in", exact: true });
    await expect(login).toHaveAttribute("target", "_blank");

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
  });

  test("locks page scrolling while open and releases it on close", async ({ page }) => {
    await openPage(page, "/");
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

  test("choosing a link navigates, closes the menu and releases scrolling", async ({ page }) => {
    await openPage(page, "/");
    const toggle = toggleOf(page);
    const panel = panelOf(page);
    await toggle.click();
    await groupButton(panel, { title: "Platform" }).click();
    await panel.getByRole("link", { name: labelOf("/ai-adoption-gap"), exact: true }).click();

    await expect(page).toHaveURL("/ai-adoption-gap");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe("hidden");
  });

  test("one submenu group is expanded at a time; choosing it again collapses it", async ({
    page,
  }) => {
    await openPage(page, "/");
    const panel = panelOf(page);
    await toggleOf(page).click();
    const [platform, solutions, about] = groups.map((group) => groupButton(panel, group));
    if (!platform || !solutions || !about) throw new Error("the spec has three groups");

    await platform.click();
    await expect(platform).toHaveAttribute("aria-expanded", "true");
    await expectShown(panel.getByRole("link", { name: labelOf("/platform"), exact: true }));

    await about.click();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(platform).toHaveAttribute("aria-expanded", "false");
    await expect(panel.getByRole("link", { name: labelOf("/platform"), exact: true })).toBeHidden();

    await solutions.click();
    await expect(solutions).toHaveAttribute("aria-expanded", "true");
    await expect(about).toHaveAttribute("aria-expanded", "false");

    await solutions.click();
    await expect(solutions).toHaveAttribute("aria-expanded", "false");
    await expect(
      panel.getByRole("link", { name: labelOf("/large-corporates"), exact: true }),
    ).toBeHidden();
  });

  test("Escape closes the menu and returns focus to the toggle", async ({ page }) => {
    await openPage(page, "/");
    const toggle = toggleOf(page);
    const panel = panelOf(page);
    await toggle.click();
    await groupButton(panel, { title: "About" }).click();

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    expect(await bodyOverflow(page)).not.toBe("hidden");
  });

  test("works with the keyboard alone", async ({ page }) => {
    await openPage(page, "/");
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
    const platform = groupButton(panel, { title: "Platform" });
    await expect(platform).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(platform).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    const firstPage = panel.getByRole("link", { name: labelOf("/platform"), exact: true });
    await expect(firstPage).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL("/platform");
    await expect(panel).toBeHidden();
  });
});

/**
 * Every point of the screen below the header's bar belongs to the header and its
 * panel, and from 6rem down to the panel itself: nothing of the page shows through.
 */
async function pointsNotCoveredByPanel(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector("header");
    const panel = document.querySelector('nav[aria-label="Mobile"]');
    if (!header || !panel) return ["no header or no mobile panel"];
    const panelTop = 6 * Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
    const barBottom =
      header.querySelector("a")?.closest("div")?.getBoundingClientRect().bottom ?? 0;
    const missed: string[] = [];
    for (let y = Math.ceil(barBottom) + 1; y < window.innerHeight; y += 23) {
      for (const x of [2, window.innerWidth / 2, window.innerWidth - 3]) {
        const hit = document.elementFromPoint(x, y);
        const owner = y >= panelTop ? panel : header;
        if (!hit || !owner.contains(hit)) {
          missed.push(`(${Math.round(x)}, ${y}): ${hit?.tagName.toLowerCase() ?? "nothing"}`);
        }
      }
    }
    return missed;
  });
}

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
      await openPage(page, "/");
      await toggleOf(page).click();
      const panel = panelOf(page);
      await expectShown(panel.getByRole("list").first());
      expect(await pointsNotCoveredByPanel(page), "page showing through the open menu").toEqual([]);

      for (const group of specMenu) {
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
      for (const name of ["Register", "AI Adoption Platform Log-in"]) {
        await scrollWithinUntilShown(panel, panel.getByRole("link", { name, exact: true }));
      }
    });

    test("a page in a group can be reached and opened with taps alone", async ({ page }) => {
      await openPage(page, "/");
      await toggleOf(page).click();
      const panel = panelOf(page);
      const about = groupButton(panel, { title: "About" });
      await scrollWithinUntilShown(panel, about);
      await about.click();
      const contact = panel.getByRole("link", { name: labelOf("/contact"), exact: true });
      await scrollWithinUntilShown(panel, contact);
      // A real tap at the link's centre, not a synthetic click on the element.
      const box = await contact.boundingBox();
      if (!box) throw new Error("the contact link has no box");
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(page).toHaveURL("/contact");
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
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: "Main" });
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

      const platform = groupButton(nav, { title: "Platform" });
      await platform.click();
      await nav.getByRole("link", { name: labelOf("/ai-adoption-gap"), exact: true }).click();
      await expect(page).toHaveURL("/ai-adoption-gap");
      await expectShown(page.getByRole("heading", { level: 1 }));
    });
  });

  test.describe("on a 390 px phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("tapping the toggle shows the panel, and its pages work", async ({ page }) => {
      await page.goto("/");
      const panel = panelOf(page);
      await expect(panel).toBeHidden();

      await toggleOf(page).click();
      await expectShown(panel);
      expect((await panel.boundingBox())?.y).toBe(96);
      expect(await bodyOverflow(page), "the page under the menu stays put").toBe("hidden");
      await expectShown(panel.getByRole("link", { name: "Partners", exact: true }));

      await groupButton(panel, { title: "Platform" }).click();
      await expectShown(panel.getByRole("link", { name: labelOf("/why-ai-important") }));
      await panel.getByRole("link", { name: labelOf("/why-ai-important"), exact: true }).click();
      await expect(page).toHaveURL("/why-ai-important");
      await expectShown(page.getByRole("heading", { level: 1 }));
    });

    test("the keyboard opens the panel, moves into it, and Escape closes it onto the toggle", async ({
      page,
    }) => {
      await page.goto("/");
      const panel = panelOf(page);
      await page.getByRole("link", { name: headerActions.homeLabel }).focus();
      await page.keyboard.press("Tab");
      // Between the logo and the toggle: the same page in German.
      await expect(
        page
          .getByRole("banner")
          .getByRole("link", { name: languageSwitchText.de.label, exact: true }),
      ).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(toggleOf(page)).toBeFocused();
      await expect(panel, "focus alone does not open it").toBeHidden();

      await page.keyboard.press("Enter");
      await expectShown(panel);
      await page.keyboard.press("Tab");
      await expect(groupButton(panel, { title: "Platform" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(toggleOf(page)).toBeFocused();
    });
  });
});
