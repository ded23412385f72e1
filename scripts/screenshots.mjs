// Full-page screenshots of every route at the four widths quality.md names, from
// the production build, for a person to review the whole site in a minute.
// Written to screenshots/<width>/<route>.png (git-ignored), with the phone menu
// and a desktop dropdown open on the home page. Media are loaded as a visitor
// scrolling down would load them; motion is off, so two runs match.
// Run: npm run build && npm run screenshots   (BUILD_DIR and ROUTES=/,/team narrow it)
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { selectRoutes } from "../tests/budgets/lib/routes.mjs";
import { withServer } from "../tests/budgets/lib/server.mjs";
import { chromeFlags, chromePath } from "../tests/e2e/support/chrome.ts";

export const WIDTHS = [390, 768, 1024, 1440];
const OUT_DIR = "screenshots";

const fileName = (routePath) =>
  routePath === "/" ? "home" : routePath.slice(1).replaceAll("/", "-");

/** Scrolls to the bottom and back, so lazy media and islands near view have loaded. */
async function loadWholePage(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    // A lazy player loads its metadata once it nears the screen; until then it shows a spinner.
    for (const video of document.querySelectorAll("video")) {
      video.scrollIntoView({ block: "center", behavior: "instant" });
      for (let waited = 0; video.readyState < 1 && waited < 3000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    // A full-page capture draws the page beyond the viewport without scrolling to it,
    // and bands far from the viewport skip rendering (ADR 0017): draw them all, as the
    // visitor who scrolled there sees them.
    document.documentElement.dataset.fullLayout = "";
  });
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
}

async function openMenu(page, width) {
  const toggle = page.locator("button[popovertarget]");
  if (await toggle.isVisible()) {
    await toggle.click();
    await page.locator("#mobile-menu summary").first().click();
  } else {
    await page.locator("[data-site-header] summary").first().click();
  }
  await page.screenshot({ path: path.join(OUT_DIR, String(width), "home-menu-open.png") });
}

const routes = selectRoutes(process.env.ROUTES);
rmSync(OUT_DIR, { recursive: true, force: true });
const started = performance.now();
const browser = await chromium.launch({ executablePath: chromePath, args: [...chromeFlags] });
try {
  await withServer(async (origin) => {
    for (const width of WIDTHS) {
      mkdirSync(path.join(OUT_DIR, String(width)), { recursive: true });
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        reducedMotion: "reduce",
      });
      for (const route of routes) {
        const page = await context.newPage();
        await page.goto(origin + route.path);
        await loadWholePage(page);
        await page.screenshot({
          path: path.join(OUT_DIR, String(width), `${fileName(route.path)}.png`),
          fullPage: true,
        });
        if (route.path === "/") await openMenu(page, width);
        await page.close();
      }
      await context.close();
    }
  });
} finally {
  await browser.close();
}
console.log(
  `screenshots: ${routes.length} routes at ${WIDTHS.join(", ")} px in ${OUT_DIR}/ (${((performance.now() - started) / 1000).toFixed(0)} s)`,
);
