// What counting page views costs a page request: the server as `npm start` runs
// it, on a small test build (server/test-support/client-build.ts), once with
// ANALYTICS=on and once with ANALYTICS=off, loaded by autocannon in turns, in
// the same run. Run: node --import tsx scripts/bench/page-view-cost.mjs
// [--seconds 5] [--rounds 3] [--build build]; DATABASE_URL puts both on that PostgreSQL
// (else each has a PGlite in a temporary folder). The test build's pages are a
// few hundred bytes, so the cost shows at its largest share of a request; with
// --build, /contact is the real page.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { writeServerBuild } from "../../server/test-support/client-build";
import { freePort } from "../../server/test-support/smtp";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "5" },
    rounds: { type: "string", default: "3" },
    // A real build (build/ after npm run build) instead of the small test build.
    build: { type: "string" },
  },
});
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const CONNECTIONS = 10;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0";

const workDir = mkdtempSync(path.join(os.tmpdir(), "page-view-cost-"));
// The test build inside the project, so that the bundle finds node_modules.
const buildDir = values.build
  ? path.resolve(values.build)
  : mkdtempSync(path.resolve("build-page-view-cost-"));
if (!values.build) await writeServerBuild(buildDir);

async function start(analytics) {
  const dataDir = mkdtempSync(path.join(workDir, `data-${analytics}-`));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(buildDir, "app", "index.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      ANALYTICS: analytics,
      LOG_LEVEL: "info",
      // Flushed every second: the flushes are part of what is measured, and a second of views fits the memory bound.
      ANALYTICS_FLUSH_MS: "1000",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve) => {
    createInterface({ input: child.stdout }).on("line", (line) => {
      if (JSON.parse(line).msg === "server listening") resolve();
    });
  });
  return { child, port };
}

const servers = { off: await start("off"), on: await start("on") };
const results = { on: [], off: [] };
const load = (port, duration) =>
  autocannon({
    url: `http://127.0.0.1:${port}/contact`,
    connections: CONNECTIONS,
    duration,
    headers: { "user-agent": BROWSER, "accept-encoding": "br" },
  });
for (const { port } of Object.values(servers)) await load(port, 2);
for (let round = 0; round < rounds; round++) {
  for (const analytics of round % 2 ? ["on", "off"] : ["off", "on"]) {
    const result = await load(servers[analytics].port, seconds);
    results[analytics].push({ reqPerSec: result.requests.average, p99: result.latency.p99 });
    console.error(
      `round ${round + 1}, ANALYTICS=${analytics}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${result.non2xx + result.errors} failed`,
    );
  }
}
const median = (list) => list.toSorted((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
const on = median(results.on.map((r) => r.reqPerSec));
const off = median(results.off.map((r) => r.reqPerSec));
console.log(
  `median of ${rounds}: ${Math.round(off)} req/s without counting, ${Math.round(on)} with; ` +
    `a counted request costs ${(off / on).toFixed(3)}× one that is not ` +
    `(${(1e6 / on - 1e6 / off).toFixed(1)} µs more of the server's one thread a request)`,
);
for (const { child } of Object.values(servers)) child.kill("SIGTERM");
await Promise.all(
  Object.values(servers).map(({ child }) => new Promise((resolve) => child.once("exit", resolve))),
);
rmSync(workDir, { recursive: true, force: true });
if (!values.build) rmSync(buildDir, { recursive: true, force: true });
