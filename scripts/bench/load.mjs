// One load scenario: autocannon against a URL on loopback, after a short warm-up.
import autocannon from "autocannon";
import { readLoadavg, readRssMb } from "./proc.ts";

const RSS_SAMPLE_MS = 200;

/**
 * Runs `options` (autocannon's) for `warmupSeconds`, then measures for `seconds`
 * while sampling the resident memory of process `pid` (when given).
 * Returns the measured run as a row of the report, and the RSS peak seen during it.
 */
export async function measure({
  scenario,
  server,
  reference,
  seconds,
  warmupSeconds,
  pid,
  ...options
}) {
  if (warmupSeconds > 0) await autocannon({ ...options, duration: warmupSeconds });
  const [loadavg] = readLoadavg();
  let peakRssMiB = pid ? readRssMb(pid) : 0;
  const sampler = setInterval(() => {
    if (pid) peakRssMiB = Math.max(peakRssMiB, readRssMb(pid));
  }, RSS_SAMPLE_MS);
  let result;
  try {
    result = await autocannon({ ...options, duration: seconds });
  } finally {
    clearInterval(sampler);
  }
  const row = {
    scenario,
    server,
    reference,
    connections: options.connections,
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    // autocannon counts timeouts among its errors.
    failed: result.non2xx + result.errors,
    loadavg,
  };
  console.error(
    `  ${scenario} — ${server}: ${Math.round(row.reqPerSec)} req/s, p99 ${row.p99Ms} ms, ${row.failed} failed (load ${loadavg})`,
  );
  return { row, peakRssMiB };
}
