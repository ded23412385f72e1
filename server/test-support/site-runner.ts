// The app and its backend, configured from the environment as the server is,
// on a test build (BUILD_DIR, server/test-support/client-build.ts): a process a
// test can SIGKILL between two flushes of the page views. SIGTERM stops it as
// the server does: the listener first, then the backend, which writes the views
// held before the database closes. Prints {"event":"test.listening","port":…}.
import type { AddressInfo } from "node:net";
import { createApp } from "../app";
import { startBackend } from "../backend";
import { loadEnv } from "../env";
import { createLogger } from "../logger";

const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL);
const backend = await startBackend(env, logger);
const app = createApp({
  env,
  logger,
  renderOnRequest: async (_req, res) => {
    res.sendStatus(501);
  },
  contactForm: backend.contactForm,
  pageViews: backend.pageViews,
  databaseReady: backend.database.ping,
});
const server = app.listen(0, "127.0.0.1", () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ event: "test.listening", port })}\n`);
});
process.once("SIGTERM", () => {
  server.close(() => {
    void backend.stop().finally(() => process.exit(0));
  });
  server.closeIdleConnections();
});
