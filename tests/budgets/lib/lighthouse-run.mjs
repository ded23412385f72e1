// One Lighthouse run of a page in a fresh Chromium, for the Lighthouse budget
// and the comparison with another site (scripts/bench/lighthouse-pairs.mjs).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromeFlags, chromePath } from "../../e2e/support/chrome.ts";

/**
 * Lighthouse's own failures to record a trace (its advice: "run Lighthouse
 * again"). They say nothing about the page, so such a run is repeated; any other
 * runtime error (no paint, a page error) fails at once.
 */
const TRACE_ERRORS = new Set(["NO_NAVSTART", "NO_TRACING_STARTED", "NO_RESOURCE_REQUEST"]);
const TRACE_RETRIES = 2;

async function audit(url, settings) {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), "lighthouse-chrome-"));
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...chromeFlags],
    userDataDir,
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      // A picture of the whole page for the report viewer, a second per run; no figure uses it.
      disableFullPageScreenshot: true,
      ...settings,
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** The Lighthouse report of `url`; `settings` add to Lighthouse's flags (say onlyCategories). */
export async function runLighthouse(url, settings = {}) {
  for (let attempt = 0; ; attempt += 1) {
    const lhr = await audit(url, settings);
    const error = lhr.runtimeError;
    if (!error) return lhr;
    if (!TRACE_ERRORS.has(error.code) || attempt === TRACE_RETRIES) {
      throw new Error(`Lighthouse failed on ${url}: ${error.message}`);
    }
    process.stderr.write(`  ${error.code}: Lighthouse recorded no usable trace; running again\n`);
  }
}
