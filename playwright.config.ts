import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
// @ts-expect-error: a plain ESM module without type declarations
import { serverArgs } from "./scripts/server-command.mjs";
import { BOOKING_URL } from "./tests/e2e/support/booking";
import { chromeFlags, chromePath } from "./tests/e2e/support/chrome";

const buildDir = process.env.BUILD_DIR ?? "build";
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

const serverEntry = path.join(buildDir, "app", "index.js");
if (!existsSync(serverEntry)) {
  throw new Error(
    `No production build at ${serverEntry}. The e2e tests run against the built server: ` +
      `run "BUILD_DIR=${buildDir} npm run build" first (npm test builds before it tests).`,
  );
}

// Playwright loads this file in the runner and again in every worker; workers
// inherit the runner's environment, so only the runner creates (and removes) the
// fresh data directory of this run.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "e2e-data-"));
  process.env.E2E_DATA_DIR = dataDir;
  process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: "tests/e2e",
  // Per build folder: helpers run suites side by side, and Playwright empties its
  // output folder when a run starts.
  outputDir: path.join("test-results", path.basename(buildDir)),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // Flaky tests are bugs to fix, not to retry away.
  retries: 0,
  // Two workers, a Chromium each and the server share two cores: a test that loads
  // a long page and then follows a link to another can pass 30 s when the machine
  // is busy, without anything being wrong. A hang still fails.
  timeout: 60_000,
  // The machine has two cores, shared with the server under test.
  workers: Math.min(2, os.availableParallelism()),
  reporter: [["list"], ["./tests/e2e/support/summary-reporter.ts"]],
  use: {
    baseURL,
    browserName: "chromium",
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: chromePath, args: [...chromeFlags] },
    trace: "retain-on-failure",
  },
  webServer: {
    command: ["node", ...serverArgs(buildDir)].join(" "),
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // SIGTERM lets the server close its database cleanly.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: buildDir,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      // As behind a real proxy: each contact test sends its own X-Forwarded-For,
      // so the per-client rate limit counts each test as its own client.
      TRUST_PROXY: "true",
      // The pages are served from here, not from PUBLIC_SITE_URL: the form posts from here.
      ALLOWED_ORIGINS: baseURL,
      // A demo request's confirmation offers this time to book (contact-purposes.spec.ts).
      PUBLIC_BOOKING_URL: BOOKING_URL,
    },
  },
});
