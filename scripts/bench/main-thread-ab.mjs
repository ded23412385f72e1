// Two builds of one page, side by side: main-thread work during the load, in turns.
//
//   node --import tsx scripts/bench/main-thread-ab.mjs http://127.0.0.1:3006/ http://127.0.0.1:3005/
//
// Each run loads a URL in a fresh context on a phone screen (412×823 at 1.75×, as
// Lighthouse's mobile), traces Blink, and sums the renderer main thread's thread
// time per kind of work, up to 1.5 s after the load event. The URLs take turns, so
// a change in the machine's load falls on both. It prints the medians of each URL
// and, for the others, the median of their run-by-run difference from the first.
// RUNS (default 15) sets the runs per URL. A tool for a decision, not a budget:
// the budget is tests/budgets/main-thread.mjs.
import { chromium } from "@playwright/test";
import { chromeFlags, chromePath } from "../../tests/e2e/support/chrome.ts";

const urls = process.argv.slice(2);
if (urls.length < 2) throw new Error("usage: main-thread-ab.mjs <url> <url> [<url> …]");
const RUNS = Number(process.env.RUNS ?? 15);

/** Trace events summed per column; SVGImage::DataChanged is an <img> SVG's own document (ADR 0019). */
const COLUMNS = {
  style: ["UpdateLayoutTree"],
  layout: ["Layout"],
  paint: ["Paint", "PrePaint"],
  "svg docs": ["SVGImage::DataChanged"],
  tasks: ["RunTask"],
};

const browser = await chromium.launch({ executablePath: chromePath, args: [...chromeFlags] });

async function load(url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink"],
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(1500);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  const parse = traceEvents.find(
    (event) =>
      event.name === "ParseHTML" && String(event.args?.beginData?.url ?? "").startsWith(url),
  );
  if (!parse) throw new Error(`${url}: no ParseHTML of the page in the trace`);
  const main = traceEvents.filter(
    (event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === "X",
  );
  return Object.fromEntries(
    Object.entries(COLUMNS).map(([column, names]) => [
      column,
      main
        .filter((event) => names.includes(event.name))
        .reduce((sum, event) => sum + (event.tdur ?? event.dur) / 1000, 0),
    ]),
  );
}

const runs = urls.map(() => []);
try {
  for (let run = 0; run < RUNS; run += 1) {
    for (const [index, url] of urls.entries()) runs[index].push(await load(url));
  }
} finally {
  await browser.close();
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`main-thread ms (thread clock), medians of ${RUNS} runs each, in turns`);
for (const [index, url] of urls.entries()) {
  const columns = Object.keys(COLUMNS).map(
    (column) => `${column} ${median(runs[index].map((run) => run[column])).toFixed(1)}`,
  );
  const paired =
    index === 0
      ? ""
      : `  | tasks vs first, run by run: ${median(runs[index].map((run, i) => run.tasks - runs[0][i].tasks)).toFixed(1)}`;
  console.log(`${url}  ${columns.join("  ")}${paired}`);
}
