// Main-thread work during load (quality.md), measured so that a quiet machine cannot hide
// a cost: each page's main-thread work during its load, under real 4× CPU
// throttling (Chromium slows the page's thread itself; Lighthouse's simulated
// throttling only scales what an idle machine observed), against a reference
// measured in the same run: the same page's words as a plain document
// (lib/plain-reference.mjs). Runs alternate page and reference, MT_RUNS times
// (default 5); the medians' ratio is compared with the bar. A busy machine slows
// both alike; a page that adds style, layout or paint work shows as a higher ratio.
// Not part of npm test yet (ADR 0012 says what it needs first).
// Run: npm run bench:main-thread, or BUILD_DIR=build MT_RUNS=5 MT_ROUTES=/,/platform npm run bench:main-thread
import { createServer } from "node:http";
import { chromium } from "@playwright/test";
import { chromeFlags, chromePath } from "../e2e/support/chrome.ts";
import { mainThreadWork, WORK_KINDS } from "./lib/main-thread-work.mjs";
import { plainDocumentOf } from "./lib/plain-reference.mjs";
import { selectRoutes } from "./lib/routes.mjs";
import { freePort, withServer } from "./lib/server.mjs";
import { printTable } from "./lib/table.mjs";

/**
 * The most main-thread work a page may cost, as a multiple of its plain
 * reference's (docs/decisions/0012 says why this figure, for now).
 */
const MAX_RATIO = 3.5;
const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile screen (a Moto G Power). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
/** After the load event: late work (a web font's relayout, a reveal) still counts. */
const SETTLE_MS = 1_500;

/** The pages issue 22 profiled, and the German home (the longest German words above the fold). */
const DEFAULT_ROUTES = [
  "/",
  "/platform",
  "/contact",
  "/starte-lernreise",
  "/terms-of-service",
  "/de",
];

const runs = Number(process.env.MT_RUNS ?? 5);
if (!Number.isInteger(runs) || runs < 1) {
  throw new Error(`MT_RUNS must be a positive whole number, not "${process.env.MT_RUNS}"`);
}
const routes = selectRoutes(process.env.MT_ROUTES ?? DEFAULT_ROUTES.join(","));

const median = (values) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const browser = await chromium.launch({ executablePath: chromePath, args: [...chromeFlags] });

/** One load of `url` in a fresh phone context under CPU throttling: its main-thread work. */
async function measure(url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, {
      categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "loading", "v8"],
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(SETTLE_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString());
    return mainThreadWork(trace.traceEvents, url);
  } finally {
    await context.close();
  }
}

/** Each route's plain reference, written once from the page as served without JavaScript. */
async function plainReferences(origin) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const documents = new Map();
  for (const route of routes) {
    await page.goto(`${origin}${route.path}`);
    documents.set(route.path, await page.evaluate(plainDocumentOf));
  }
  await context.close();
  return documents;
}

const samples = new Map(routes.map((route) => [route.path, { page: [], reference: [] }]));

try {
  await withServer(async (origin) => {
    const references = await plainReferences(origin);
    const referencePort = await freePort();
    const referenceServer = createServer((req, res) => {
      const body = references.get(new URL(req.url ?? "/", "http://x").searchParams.get("of") ?? "");
      res.writeHead(body ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
      res.end(body ?? "");
    });
    await new Promise((resolve) => referenceServer.listen(referencePort, "127.0.0.1", resolve));
    try {
      for (let run = 1; run <= runs; run += 1) {
        for (const route of routes) {
          process.stderr.write(`main thread ${route.path} run ${run}\n`);
          const routeSamples = samples.get(route.path);
          const referenceUrl = `http://127.0.0.1:${referencePort}/?of=${encodeURIComponent(route.path)}`;
          // Alternating, and in the other order every other run: neither side always goes first.
          const order = run % 2 ? ["page", "reference"] : ["reference", "page"];
          for (const side of order) {
            const url = side === "page" ? `${origin}${route.path}` : referenceUrl;
            routeSamples[side].push(await measure(url));
          }
        }
      }
    } finally {
      referenceServer.close();
    }
  });
} finally {
  await browser.close();
}

const misses = [];
const rows = routes.map((route) => {
  const { page, reference } = samples.get(route.path);
  const medianOf = (list, key) => median(list.map((sample) => sample[key]));
  const ours = Object.fromEntries(
    [...WORK_KINDS, "total"].map((key) => [key, medianOf(page, key)]),
  );
  const plain = Object.fromEntries(
    [...WORK_KINDS, "total"].map((key) => [key, medianOf(reference, key)]),
  );
  const ratio = ours.total / plain.total;
  // The listed kinds alone, without the tasks both documents share (the navigation's own).
  const workOf = (figures) => WORK_KINDS.reduce((sum, kind) => sum + figures[kind], 0);
  // Each run's page against the reference measured beside it, then the median.
  const pairedRatio = median(
    page.map((sample, index) => workOf(sample) / workOf(reference[index])),
  );
  if (ratio > MAX_RATIO) {
    // The kind of work the page adds most of beyond its reference: where to look first.
    const cause = WORK_KINDS.map((kind) => ({ kind, extra: ours[kind] - plain[kind] })).toSorted(
      (a, b) => b.extra - a.extra,
    )[0];
    misses.push(
      `${route.path}: ${ratio.toFixed(2)}× its plain reference (bar ${MAX_RATIO}×), ${Math.round(ours.total)} ms against ${Math.round(plain.total)}; most of the difference is ${cause.kind}, ${Math.round(cause.extra)} ms more`,
    );
  }
  return [
    route.path,
    ...WORK_KINDS.map((kind) => `${Math.round(ours[kind])}/${Math.round(plain[kind])}`),
    `${Math.round(ours.total)}/${Math.round(plain.total)}`,
    ratio.toFixed(2),
    pairedRatio.toFixed(2),
  ];
});

console.log(
  `\nMain-thread work during load at ${CPU_SLOWDOWN}× CPU slowdown, ms, page/plain reference, medians of ${runs} runs\n`,
);
printTable(["route", ...WORK_KINDS, "all tasks", "ratio", "kinds, paired"], rows);
console.log(
  `\nBar: all tasks at most ${MAX_RATIO}× the plain reference's, measured in the same run.`,
);
if (misses.length > 0) {
  console.error(`\nMAIN THREAD: FAILED\n${misses.map((miss) => `  ${miss}`).join("\n")}`);
  process.exit(1);
}
console.log("\nMAIN THREAD: PASSED");
