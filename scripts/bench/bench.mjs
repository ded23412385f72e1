// Load figures of the production build on loopback, against a static file server as
// the reference. Run: npm run bench [-- --write] [--seconds 10] [--warmup 2]
// [--reference auto|nginx|serve|none]; BUILD_DIR picks the build (default build),
// DATABASE_URL adds the contact POST on PostgreSQL. --write updates docs/performance.md.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { withServer } from "../../tests/budgets/lib/server.mjs";
import { checkStored, contactPosts } from "./contact.mjs";
import { measure } from "./load.mjs";
import { readMachine } from "./machine.ts";
import { readRssMb } from "./proc.ts";
import { startReference } from "./reference.mjs";
import { renderReport, replaceGeneratedSection } from "./report.ts";

const GET_CONNECTIONS = 50;
const POST_CONNECTIONS = 20;
// Every request comes from 127.0.0.1: the default limit (5 per 10 minutes) would answer 429.
const RATE_LIMIT_MAX = 1_000_000;
const IDLE_SETTLE_MS = 2_000;
const DOC = "docs/performance.md";

const { values } = parseArgs({
  options: {
    write: { type: "boolean", default: false },
    seconds: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    reference: { type: "string", default: "auto" },
  },
});
const seconds = wholeNumber("--seconds", values.seconds, 1);
const warmupSeconds = wholeNumber("--warmup", values.warmup, 0);
if (!["auto", "nginx", "serve", "none"].includes(values.reference)) {
  fail(`--reference must be auto, nginx, serve or none, not "${values.reference}"`);
}
const buildDir = process.env.BUILD_DIR ?? "build";
const databaseUrl = process.env.DATABASE_URL || undefined;

function wholeNumber(flag, text, min) {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) fail(`${flag} must be a whole number ≥ ${min}`);
  return value;
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

/** How this run was started, for the report; a database URL is never shown. */
function commandLine() {
  const env = [buildDir !== "build" && `BUILD_DIR=${buildDir}`, databaseUrl && "DATABASE_URL=…"];
  const args = process.argv.slice(2).filter((arg) => arg !== "--write");
  return [...env.filter(Boolean), "npm run bench", ...(args.length ? ["--", ...args] : [])].join(
    " ",
  );
}

/** The heaviest script a page loads: the asset scenario's file. */
function largestScript(assetsDir) {
  const [largest] = readdirSync(assetsDir)
    .filter((name) => name.endsWith(".js"))
    .map((name) => ({ name, bytes: statSync(path.join(assetsDir, name)).size }))
    .sort((a, b) => b.bytes - a.bytes);
  if (!largest) throw new Error(`No .js file in ${assetsDir}.`);
  return largest;
}

/** The two GETs run on our server and on the reference. */
const getScenarios = (script) => [
  {
    scenario: "GET / (prerendered page)",
    path: "/",
  },
  {
    scenario: `GET /_astro/${script.name} (largest JS chunk, ${Math.round(script.bytes / 1024)} KB)`,
    path: `/_astro/${script.name}`,
  },
];
// Both GETs accept gzip, as browsers do.
const GET_HEADERS = { "accept-encoding": "gzip" };

async function contentEncoding(url) {
  const response = await fetch(url, { headers: GET_HEADERS });
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  await response.arrayBuffer();
  return response.headers.get("content-encoding") ?? "none";
}

const rows = [];
const memory = [];
const submissions = [];
const notes = [
  `Each scenario: a ${warmupSeconds} s warm-up, then ${seconds} s measured. GETs at ${GET_CONNECTIONS} connections with \`Accept-Encoding: gzip\`; the contact POST (form-encoded, as the form sends without JavaScript, with the page's Origin) at ${POST_CONNECTIONS}.`,
  `The servers ran with LOG_LEVEL=warn, without SMTP_URL (notification mail is written as .eml files) and with RATE_LIMIT_MAX=${RATE_LIMIT_MAX}: every request comes from 127.0.0.1, and the default limit would answer 429.`,
  "autocannon runs in the bench's own Node process on the same machine, so it shares the CPUs with the server it measures; the load average is read before each measured run.",
];

/**
 * Starts the production server with `env`, records its RSS once idle after start-up
 * and its peak while `work(origin, run)` measures scenarios; stops it with SIGTERM.
 */
async function withMeasuredServer(label, env, work) {
  await withServer(
    async (origin, child) => {
      await sleep(IDLE_SETTLE_MS);
      const idleMiB = readRssMb(child.pid);
      let peakMiB = idleMiB;
      const run = async (scenario) => {
        const measured = await measure({
          ...scenario,
          server: label,
          pid: child.pid,
          seconds,
          warmupSeconds,
        });
        rows.push(measured.row);
        peakMiB = Math.max(peakMiB, measured.peakRssMiB);
      };
      await work(origin, run);
      memory.push({ server: label, idleMiB, peakMiB });
    },
    { SMTP_URL: "", RATE_LIMIT_MAX: String(RATE_LIMIT_MAX), ...env },
  );
}

/** Our server and the reference on the same GETs, then the contact POST; both stopped after. */
async function pgliteRun(workDir) {
  const dataDir = path.join(workDir, "pglite");
  let posts;
  await withMeasuredServer(
    "ours (PGlite)",
    { DATA_DIR: dataDir, DATABASE_URL: "" },
    async (origin, run) => {
      const clientDir = path.resolve(buildDir, "client");
      const gets = getScenarios(largestScript(path.join(clientDir, "_astro")));
      const reference = await startReference(
        values.reference,
        clientDir,
        path.join(workDir, "reference"),
      );
      try {
        if (reference.skipped) notes.push(reference.skipped);
        else notes.push(`Reference: ${reference.description}, serving ${buildDir}/client.`);
        for (const get of gets) {
          const request = {
            scenario: get.scenario,
            connections: GET_CONNECTIONS,
            headers: GET_HEADERS,
          };
          const encodings = [`${await contentEncoding(`${origin}${get.path}`)} from ours`];
          await run({ ...request, url: `${origin}${get.path}` });
          if (!reference.skipped) {
            encodings.push(
              `${await contentEncoding(`${reference.origin}${get.path}`)} from the reference`,
            );
            const measured = await measure({
              ...request,
              url: `${reference.origin}${get.path}`,
              server: reference.name,
              reference: true,
              seconds,
              warmupSeconds,
            });
            rows.push(measured.row);
          }
          notes.push(`GET ${get.path}: Content-Encoding ${encodings.join(", ")}.`);
        }
      } finally {
        await reference.stop?.();
      }
      posts = contactPosts(origin);
      await run({
        ...posts.options,
        scenario: "POST /contact (form, PGlite)",
        connections: POST_CONNECTIONS,
      });
    },
  );
  submissions.push({ database: "PGlite", ...(await checkStored(posts, { dataDir })) });
}

async function postgresRun(workDir) {
  const dataDir = path.join(workDir, "postgres");
  let posts;
  await withMeasuredServer(
    "ours (PostgreSQL)",
    { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    async (origin, run) => {
      posts = contactPosts(origin);
      await run({
        ...posts.options,
        scenario: "POST /contact (form, PostgreSQL)",
        connections: POST_CONNECTIONS,
      });
    },
  );
  submissions.push({
    database: "PostgreSQL",
    ...(await checkStored(posts, { databaseUrl, dataDir })),
  });
}

async function main() {
  const workDir = mkdtempSync(path.join(os.tmpdir(), "bench-"));
  // On every exit, interrupted ones included.
  process.once("exit", () => rmSync(workDir, { recursive: true, force: true }));

  const runs = (databaseUrl ? 6 : 5) * (seconds + warmupSeconds);
  console.error(`Benchmarking ${buildDir}: about ${Math.ceil(runs / 60) + 1} min.`);
  await pgliteRun(workDir);
  if (databaseUrl) await postgresRun(workDir);
  else notes.push("PostgreSQL: not measured (DATABASE_URL was not set).");

  const report = renderReport({
    date: new Date(),
    machine: readMachine(),
    command: commandLine(),
    rows,
    memory,
    submissions,
    notes,
  });
  console.log(report);

  if (values.write) {
    writeFileSync(DOC, replaceGeneratedSection(readFileSync(DOC, "utf8"), report));
    console.error(`${DOC} updated.`);
  }
  if (submissions.some((check) => check.lost > 0)) {
    console.error("Submissions were lost: a 2xx answer without its row.");
    process.exitCode = 1;
  }
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
