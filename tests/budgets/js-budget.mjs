// JavaScript and first-load weight budgets of quality.md, measured the way a
// visitor's browser loads each page before any interaction or scroll: every JS
// response Chromium fetches for it, plus the page's inline scripts, each gzipped
// at level 9 so the figure does not depend on the server's compression settings.
// Every page may load 10 KB, the contact page with its form's script included
// (ADR 0016: a script, not a React island), on a phone and on a desktop: what
// loads without a scroll depends on how much of the page the first screen holds
// (a carousel two screens down on a phone can be one screen down on a desktop).
// Measured are the pages whose scripts can differ (lib/routes.mjs, scriptRoutes);
// BUDGET_ROUTES=/fr,/fr/platform measures any others.
// Run: BUILD_DIR=build node --import tsx tests/budgets/js-budget.mjs
import { constants, gzipSync } from "node:zlib";
import { chromium, devices } from "@playwright/test";
import { chromeFlags, chromePath } from "../e2e/support/chrome.ts";
import { scriptRoutes, selectRoutes } from "./lib/routes.mjs";
import { withServer } from "./lib/server.mjs";
import { printTable } from "./lib/table.mjs";

const KB = 1024;
const JS_BUDGET = 10 * KB;
const FIRST_LOAD_BUDGET = 300 * KB;

const gzipped = (text) => gzipSync(text, { level: constants.Z_BEST_COMPRESSION }).length;

/** Inline scripts that run (not JSON-LD, JSON or speculation rules, which are data), as the page's HTML carries them. */
function inlineScripts(html) {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes]) =>
        !/type="(?:application\/(?:ld\+)?json|speculationrules)"/.test(attributes),
    )
    .map(([, , body]) => body);
}

/** Lighthouse's phone, and a desktop: JavaScript and the first load are checked on both. */
const screens = {
  phone: devices["Moto G4"],
  desktop: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
};

const kb = (bytes) => (bytes / KB).toFixed(1);

async function measureJs(browser, url, screen) {
  const context = await browser.newContext(screen);
  const page = await context.newPage();
  const sizes = new Map();
  const pending = [];
  page.on("response", (response) => {
    const isJs =
      response.request().resourceType() === "script" ||
      /javascript/.test(response.headers()["content-type"] ?? "");
    if (!isJs || !response.ok()) return;
    pending.push(
      response.body().then((body) => {
        sizes.set(response.url(), gzipped(body));
      }),
    );
  });
  const document = await page.goto(url, { waitUntil: "networkidle" });
  const inline = inlineScripts((await document?.text()) ?? "");
  for (const [index, body] of inline.entries()) sizes.set(`inline ${index}`, gzipped(body));
  await Promise.all(pending);
  await context.close();
  return { bytes: [...sizes.values()].reduce((sum, size) => sum + size, 0), files: sizes.size };
}

/** Bytes on the wire (headers and encoded bodies) of a first visit, videos left out. */
async function measureFirstLoad(browser, url, screen) {
  const context = await browser.newContext(screen);
  const page = await context.newPage();
  const pending = [];
  page.on("requestfinished", (request) => {
    pending.push(
      request.sizes().then(async (sizes) => {
        const response = await request.response();
        const type = response?.headers()["content-type"] ?? "";
        if (request.resourceType() === "media" || type.startsWith("video/")) return 0;
        return sizes.responseHeadersSize + sizes.responseBodySize;
      }),
    );
  });
  await page.goto(url, { waitUntil: "networkidle" });
  const bytes = (await Promise.all(pending)).reduce((sum, size) => sum + size, 0);
  await context.close();
  return { bytes, requests: pending.length };
}

const routes = selectRoutes(process.env.BUDGET_ROUTES, scriptRoutes);
const failures = [];

await withServer(async (origin) => {
  const browser = await chromium.launch({ executablePath: chromePath, args: [...chromeFlags] });
  try {
    const rows = [];
    for (const route of routes) {
      const row = [route.path];
      let over = false;
      for (const [name, screen] of Object.entries(screens)) {
        const { bytes, files } = await measureJs(browser, `${origin}${route.path}`, screen);
        if (bytes > JS_BUDGET) {
          over = true;
          failures.push(
            `${route.path} on a ${name}: ${kb(bytes)} KB of JavaScript (budget ${kb(JS_BUDGET)} KB)`,
          );
        }
        row.push(kb(bytes), files);
      }
      rows.push([...row, kb(JS_BUDGET), over ? "OVER" : "ok"]);
    }
    console.log(
      "\nJavaScript per page before any interaction or scroll, gzip -9, inline included\n",
    );
    printTable(["route", "phone KB", "files", "desktop KB", "files", "budget", ""], rows);

    const loads = [];
    for (const [name, screen] of Object.entries(screens)) {
      const { bytes, requests } = await measureFirstLoad(browser, `${origin}/`, screen);
      const over = bytes > FIRST_LOAD_BUDGET;
      if (over)
        failures.push(
          `/ on a ${name}: ${kb(bytes)} KB on first load (budget ${kb(FIRST_LOAD_BUDGET)} KB)`,
        );
      loads.push([name, kb(bytes), requests, over ? "OVER" : "ok"]);
    }
    console.log(
      `\nFirst load of /, bytes on the wire without videos (budget ${kb(FIRST_LOAD_BUDGET)} KB)\n`,
    );
    printTable(["screen", "KB", "requests", ""], loads);
  } finally {
    await browser.close();
  }
});

if (failures.length > 0) {
  console.error(`\nJS BUDGET: FAILED\n${failures.map((failure) => `  ${failure}`).join("\n")}`);
  process.exit(1);
}
console.log("\nJS BUDGET: PASSED");
