import { readCopy } from "../../src/content/read-copy";
import { expect, openPage, test } from "./support/fixtures";
import { expectShown } from "./support/on-screen";
import { DESKTOP_AND_PHONE } from "./support/viewports";

/**
 * Issue 15: details a visitor sees at a glance. Each test names what looked
 * unfinished before and checks it as it is drawn on screen.
 */

test.describe("heroes that show the product", () => {
  for (const [path, name] of [
    ["/", "home"],
    ["/platform", "platform"],
  ] as const) {
    const screen = readCopy(name, "en").hero.visual;
    test(`${path} shows the platform beside its headline in the first screen at 1280 px`, async ({
      page,
    }) => {
      if (!screen) throw new Error(`${path} shows no screen in its hero`);
      await openPage(page, path);
      const visual = page.getByRole("img", { name: screen.alt });
      await expectShown(visual);
      const headline = await page.getByRole("heading", { level: 1 }).boundingBox();
      const picture = await visual.boundingBox();
      expect(picture?.x ?? 0, "the picture stands to the right of the headline").toBeGreaterThan(
        (headline?.x ?? 0) + (headline?.width ?? 0) - 1,
      );
    });
  }
});

for (const viewport of DESKTOP_AND_PHONE) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the closing call to action stands apart from the footer", async ({ page }) => {
      await openPage(page, "/");
      const band = page.getByRole("region", { name: /Ready to Bring AI to Everyone/ });
      const card = band.locator("[data-reveal]");
      const footer = page.getByRole("contentinfo");
      const cardBox = await card.boundingBox();
      const footerBox = await footer.boundingBox();
      const gap = (footerBox?.y ?? 0) - ((cardBox?.y ?? 0) + (cardBox?.height ?? 0));
      expect(gap, "white space between the card and the footer").toBeGreaterThanOrEqual(48);
      const between = await band.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(between).toBe("rgb(255, 255, 255)");
    });

    test("the money-back guarantee reads as one line with its icon beside it", async ({ page }) => {
      await openPage(page, "/individuals2");
      const line = page.getByText(/money back/i);
      await line.scrollIntoViewIfNeeded();
      const icon = line.locator("svg");
      const [lineBox, iconBox] = await Promise.all([line.boundingBox(), icon.boundingBox()]);
      // The icon sits inside the line's box, vertically centred on its text.
      expect(iconBox?.y ?? 0).toBeGreaterThanOrEqual(lineBox?.y ?? 0);
      expect((iconBox?.y ?? 0) + (iconBox?.height ?? 0)).toBeLessThanOrEqual(
        (lineBox?.y ?? 0) + (lineBox?.height ?? 0),
      );
      // No word is left alone on the last line.
      const lastLineWords = await line.evaluate((element) => {
        const text = [...element.childNodes].find(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
        if (!text?.textContent) return 0;
        const range = document.createRange();
        const words: { top: number; word: string }[] = [];
        let offset = 0;
        for (const word of text.textContent.split(" ")) {
          range.setStart(text, offset);
          range.setEnd(text, offset + word.length);
          words.push({ top: Math.round(range.getBoundingClientRect().top), word });
          offset += word.length + 1;
        }
        const last = words.at(-1)?.top;
        return words.filter((entry) => entry.top === last).length;
      });
      expect(lastLineWords, "words on the last line").toBeGreaterThanOrEqual(3);
    });
  });
}

test("the option recommended for SMCs is set apart from the other two", async ({ page }) => {
  await openPage(page, "/small-mid-sized-companies");
  const card = (name: string) =>
    page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name, exact: true }) })
      .locator("> div");
  const background = (name: string) =>
    card(name).evaluate((element) => getComputedStyle(element).backgroundColor);
  const recommended = await background("Standard");
  expect(await background("Enterprise-level")).not.toBe(recommended);
  expect(await background("Private Cloud")).not.toBe(recommended);
  // Its text stays readable on its own background.
  const text = await card("Standard")
    .getByText("Multi-tenant platform")
    .evaluate((element) => getComputedStyle(element).color);
  expect(text).not.toBe(recommended);
});

test("carousel arrows are drawn at full strength before the carousel nears the screen", async ({
  page,
}) => {
  await openPage(page, "/");
  const next = page
    .getByRole("region", { name: "What Our Customers Say" })
    .getByRole("button", { name: /next/i });
  // The section itself fades in as it is reached (spec §4); the arrows are not dimmed on top.
  const opacity = await next.evaluate((element) => Number(getComputedStyle(element).opacity));
  expect(opacity).toBe(1);
});

test("legal pages keep lines short enough to read: at most 80 characters at 1440 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const path of ["/terms-of-service", "/privacy-policy"]) {
    await openPage(page, path);
    const longest = await page.getByRole("main").evaluate((main) => {
      let most = 0;
      for (const paragraph of main.querySelectorAll("p, li")) {
        const text = paragraph.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE || !text.textContent) continue;
        const range = document.createRange();
        const perLine = new Map<number, number>();
        for (let i = 0; i < text.textContent.length; i += 1) {
          range.setStart(text, i);
          range.setEnd(text, i + 1);
          const top = Math.round(range.getBoundingClientRect().top);
          perLine.set(top, (perLine.get(top) ?? 0) + 1);
        }
        most = Math.max(most, ...perLine.values());
      }
      return most;
    });
    expect(longest, path).toBeLessThanOrEqual(80);
    expect(longest, `${path}: lines still fill the column`).toBeGreaterThan(55);
  }
});

test("the legal pages name the platform once, not the brand twice", async ({ page }) => {
  for (const path of ["/terms-of-service", "/privacy-policy"]) {
    await openPage(page, path);
    await expect(page.getByRole("main")).not.toContainText(/\bAI AI\b/);
  }
});

test("How It Works shows its seven steps without a gap in the layout", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPage(page, "/platform");
  const steps = page.getByRole("region", { name: "How It Works" }).getByRole("listitem");
  await expect(steps).toHaveCount(7);
  // One column, evenly spaced: every step starts at the same x and follows the last.
  const boxes = await Promise.all((await steps.all()).map((step) => step.boundingBox()));
  const lefts = new Set(boxes.map((box) => Math.round(box?.x ?? 0)));
  expect(lefts.size).toBe(1);
});

for (const width of [390, 1440]) {
  test(`at ${width} px, a news card opens its post from its picture as from its title`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, "/news");
    const card = page.getByRole("region", { name: "Latest News" }).getByRole("article").nth(1);
    const title = card.getByRole("heading");
    const picture = card.getByRole("img");
    await card.scrollIntoViewIfNeeded();
    await expectShown(title);
    const href = await card.getByRole("link").getAttribute("href");
    const box = await picture.boundingBox();
    if (!box || !href) throw new Error("the card has no picture or link");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(href);
  });
}

for (const [path, width] of [
  ["/platform", 1440],
  ["/platform", 390],
  ["/unleash-potential", 390],
] as const) {
  test(`on ${path} at ${width} px, the play badge keeps off the poster's words and the controls`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, path);
    const frame = page.locator("[data-video-frame]").first();
    await frame.scrollIntoViewIfNeeded();
    const badge = frame.locator("> [aria-hidden='true']");
    const [outer, inner] = await Promise.all([frame.boundingBox(), badge.boundingBox()]);
    if (!outer || !inner) throw new Error("no frame or badge");
    // The posters set their words in the left half and the controls run along the
    // bottom: the badge belongs in the top-right corner.
    expect(inner.x, "right of the words").toBeGreaterThan(outer.x + outer.width * 0.75);
    expect(inner.y + inner.height, "above the controls").toBeLessThan(outer.y + outer.height * 0.4);
  });
}

test.describe("a logo strip on a 390 px phone", () => {
  test.use({ reducedMotion: "reduce", viewport: { width: 390, height: 844 } });

  test("shows at least two whole logos across the screen, not one between blanks", async ({
    page,
  }) => {
    await openPage(page, "/");
    const strip = page.locator("[data-logo-strip]").first();
    await strip.scrollIntoViewIfNeeded();
    const whole = await strip.evaluate((element) => {
      const { left, right } = element.getBoundingClientRect();
      return [...element.querySelectorAll("img")].filter((image) => {
        const box = image.getBoundingClientRect();
        return box.width > 0 && box.left >= left && box.right <= right;
      }).length;
    });
    expect(whole).toBeGreaterThanOrEqual(2);
  });
});

test.describe("a clip at rest", () => {
  test.use({ reducedMotion: "reduce", viewport: { width: 390, height: 844 } });

  test("shows one play badge over its picture, which a press starts and which then goes", async ({
    page,
  }) => {
    await openPage(page, "/customers");
    const frame = page.locator("[data-video-frame]").first();
    const video = frame.locator("video");
    const badge = frame.locator("> [aria-hidden='true']");
    await video.scrollIntoViewIfNeeded();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThan(0);
    await expect(badge).toHaveCSS("opacity", "1");
    // The badge lets the press through to the player beneath it.
    const box = await badge.boundingBox();
    await page.mouse.click(
      (box?.x ?? 0) + (box?.width ?? 0) / 2,
      (box?.y ?? 0) + (box?.height ?? 0) / 2,
    );
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.paused))
      .toBe(false);
    await expect(badge).toHaveCSS("opacity", "0");
  });
});

test.describe("a player's controls, reached with the keyboard", () => {
  for (const path of ["/unleash-potential", "/starte-lernreise", "/demarrer-parcours-ia"]) {
    test(`on ${path}, Tab goes from the player into its controls, and Space there plays the clip`, async ({
      page,
    }) => {
      await openPage(page, path);
      const video = page.locator("video").first();
      const focused = () => page.evaluate(() => document.activeElement?.tagName);
      for (let presses = 0; presses < 40 && (await focused()) !== "VIDEO"; presses += 1) {
        await page.keyboard.press("Tab");
      }
      expect(await focused(), "the player takes focus").toBe("VIDEO");
      // The panel is drawn only while the visitor reaches for it (app.css): focus
      // moving into its buttons must keep it, or focus falls out of the page.
      await page.keyboard.press("Tab");
      expect(await focused(), "focus is on a control inside the player").toBe("VIDEO");
      await page.keyboard.press("Space");
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.paused))
        .toBe(false);
    });
  }
});
