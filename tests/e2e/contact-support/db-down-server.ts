/**
 * Test only: the real app and contact backend, wired to a PostgreSQL address where
 * nothing listens, so every query fails as when the database is down. It is not
 * part of the build: no production server can be started this way.
 * Run: node --import tsx tests/e2e/contact-support/db-down-server.ts (PORT, BUILD_DIR).
 */
import { createServer } from "node:http";
import { createApp } from "../../../server/app";
import { createBackend } from "../../../server/backend";
import { openDatabase } from "../../../server/db/client";
import { loadEnv } from "../../../server/env";
import { createLogger } from "../../../server/logger";
import { loadRenderOnRequest } from "../../../server/render-on-request";

const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL);
const renderOnRequest = await loadRenderOnRequest(env.BUILD_DIR);
const database = await openDatabase({
  databaseUrl: `postgres://postgres@127.0.0.1:${process.env.DEAD_DB_PORT ?? 1}/none`,
  dataDir: env.DATA_DIR,
  logger,
});
const backend = createBackend(env, logger, database);
const app = createApp({
  env,
  logger,
  renderOnRequest,
  contactForm: backend.contactForm,
  databaseReady: database.ping,
});
const server = createServer(app).listen(env.PORT, env.HOST);
process.on("SIGTERM", () => {
  server.close();
  void backend.stop().finally(() => process.exit(0));
});
