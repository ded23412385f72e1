// Our pages beside a reference site's in one run (issue 22): Lighthouse mobile,
// each pair's pages audited back to back, in turns across the pairs, so a busy
// spell of this shared machine falls on every side alike. Prints the medians of
// performance, TBT and LCP per pair, each run's figures, and the machine's load.
//
// Reference: AstroWind built offline and served by nginx (docs/performance.md
// says how). Run:
//   REFERENCE_ORIGIN=http://127.0.0.1:8088 RUNS=3 node --import tsx scripts/bench/lighthouse-pairs.mjs
// Options: OURS_ORIGIN (default: our production build on a free port),
// REFERENCE_ORIGIN may list several origins, comma-separated, each audited in
// turn on the pair's reference path (e.g. AstroWind as built and the same build
// with its stylesheet inlined), PAIRS="/:/,/platform:/services" (ours:reference),
// THROTTLING=devtools (the CPU really slowed 4×, instead of Lighthouse's simulation).
import os from "node:os";
import { runLighthouse } from "../../tests/budgets/lib/lighthouse-run.mjs";
import { withServer } from "../../tests/budgets/lib/server.mjs";
import { printTable } from "../../tests/budgets/lib/table.mjs";

const DEFAULT_PAIRS =
  "/:/,/platform:/services,/contact:/pricing,/starte-lernreise:/about,/terms-of-service:/terms";
const pairs = (process.env.PAIRS ?? DEFAULT_PAIRS).split(",").map((pair) => {
  const [ours, reference] = pair.split(":");
  return { ours, reference };
});
const runs = Number(process.env.RUNS ?? 3);
const referenceOrigins = (process.env.REFERENCE_ORIGIN ?? "http://127.0.0.1:8088").split(",");
const throttlingMethod = process.env.THROTTLING ?? "simulate";

async function audit(url) {
  const lhr = await runLighthouse(url, { onlyCategories: ["performance"], throttlingMethod });
  return {
    perf: Math.round(lhr.categories.performance.score * 100),
    tbt: Math.round(lhr.audits["total-blocking-time"].numericValue),
    lcp: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
  };
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

async function compare(oursOrigin) {
  const sides = [oursOrigin, ...referenceOrigins];
  const urlsOf = (pair) =>
    sides.map((origin, side) => `${origin}${side === 0 ? pair.ours : pair.reference}`);
  // samples[pair][side] lists that side's runs.
  const samples = pairs.map(() => sides.map(() => []));
  const loads = [];
  for (let run = 1; run <= runs; run += 1) {
    for (const [index, pair] of pairs.entries()) {
      process.stderr.write(`run ${run}: ${pair.ours} / ${pair.reference}\n`);
      for (const [side, url] of urlsOf(pair).entries()) samples[index][side].push(await audit(url));
      loads.push(os.loadavg()[0]);
    }
  }
  const of = (index, key) =>
    samples[index].map((runsOfSide) => median(runsOfSide.map((sample) => sample[key])));
  const rows = pairs.map((pair, index) => [
    `${pair.ours} / ${pair.reference}`,
    of(index, "perf").join(" / "),
    of(index, "tbt").join(" / "),
    of(index, "lcp")
      .map((ms) => (ms / 1000).toFixed(2))
      .join(" / "),
  ]);
  console.log(
    `Lighthouse ${throttlingMethod}, medians of ${runs}, ours / ${referenceOrigins.join(" / ")}`,
  );
  printTable(["page", "perf", "TBT ms", "LCP s"], rows);
  // Each run's figures too: a median of five hides how far the runs spread.
  for (const [index, pair] of pairs.entries()) {
    const list = (key) =>
      samples[index].map((runsOfSide) => runsOfSide.map((sample) => sample[key]).join(" "));
    console.log(
      `${pair.ours} / ${pair.reference}: TBT ${list("tbt").join(" / ")}; LCP ${list("lcp").join(" / ")}`,
    );
  }
  console.log(
    `1-minute load during the runs: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
  );
}

if (process.env.OURS_ORIGIN) await compare(process.env.OURS_ORIGIN);
else await withServer(compare);
