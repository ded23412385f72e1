// Our pages beside a reference site's in one run (issue 22): Lighthouse mobile,
// each pair's two pages audited back to back, in turns across the pairs, so a
// busy spell of this shared machine falls on both sides alike. Prints the
// medians of performance, TBT and LCP per pair, and the machine's load.
//
// Reference: AstroWind built offline and served by nginx (docs/performance.md
// says how). Run:
//   REFERENCE_ORIGIN=http://127.0.0.1:8088 RUNS=3 node --import tsx scripts/bench/lighthouse-pairs.mjs
// Options: OURS_ORIGIN (default: our production build on a free port),
// PAIRS="/:/,/platform:/services" (ours:reference), THROTTLING=devtools (the CPU
// really slowed 4×, instead of Lighthouse's simulation).
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
const referenceOrigin = process.env.REFERENCE_ORIGIN ?? "http://127.0.0.1:8088";
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
  const samples = pairs.map(() => ({ ours: [], reference: [] }));
  const loads = [];
  for (let run = 1; run <= runs; run += 1) {
    for (const [index, pair] of pairs.entries()) {
      process.stderr.write(`run ${run}: ${pair.ours} / ${pair.reference}\n`);
      samples[index].ours.push(await audit(`${oursOrigin}${pair.ours}`));
      samples[index].reference.push(await audit(`${referenceOrigin}${pair.reference}`));
      loads.push(os.loadavg()[0]);
    }
  }
  const rows = pairs.map((pair, index) => {
    const of = (side, key) => median(samples[index][side].map((sample) => sample[key]));
    return [
      `${pair.ours} / ${pair.reference}`,
      `${of("ours", "perf")} / ${of("reference", "perf")}`,
      `${of("ours", "tbt")} / ${of("reference", "tbt")}`,
      `${(of("ours", "lcp") / 1000).toFixed(2)} / ${(of("reference", "lcp") / 1000).toFixed(2)}`,
    ];
  });
  console.log(
    `Lighthouse ${throttlingMethod}, medians of ${runs}, ours / reference (${referenceOrigin})`,
  );
  printTable(["page", "perf", "TBT ms", "LCP s"], rows);
  // Each run's figures too: a median of five hides how far the runs spread.
  for (const [index, pair] of pairs.entries()) {
    const list = (side, key) => samples[index][side].map((sample) => sample[key]).join(" ");
    console.log(
      `${pair.ours} / ${pair.reference}: TBT ${list("ours", "tbt")} / ${list("reference", "tbt")}; LCP ${list("ours", "lcp")} / ${list("reference", "lcp")}`,
    );
  }
  console.log(
    `1-minute load during the runs: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
  );
}

if (process.env.OURS_ORIGIN) await compare(process.env.OURS_ORIGIN);
else await withServer(compare);
