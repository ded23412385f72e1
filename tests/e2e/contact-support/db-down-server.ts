/**
 * Test only: the real app and contact backend, wired to a PostgreSQL address where
 * nothing listens, so every query fails as when the database is down. It is not
 * part of the build: no production server can be started this way.
 * Run: node --import tsx tests/e2e/contact-support/db-down-server.ts (PORT, BUILD_DIR).
 */
import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "../../../server/app";
import { createBackend } from "../../../server/backend";
import { openDatabase } from "../../../server/db/client";
import { loadEnv } from "../../../server/env";
import { createLogger } from "../../../server/logger";

const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL);
const build = (await import(
  pathToFileURL(path.resolve(env.BUILD_DIR, "server/index.js")).href
)) as ServerBuild;
const database = await openDatabase({
  databaseUrl: `postgres://postgres@127.0.0.1:${process.env.DEAD_DB_PORT ?? 1}/none`,
  dataDir: env.DATA_DIR,
  logger,
});
const backend = createBackend(env, logger, database);
const app = createApp({
  env,
  logger,
  build,
  contactForm: backend.contactForm,
  databaseReady: database.ping,
});
const server = createServer(app).listen(env.PORT, env.HOST);
process.on("SIGTERM", () => {
  server.close();
  void backend.stop().finally(() => process.exit(0));
});
