import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { startBackend } from "./backend";
import { ConfigError, loadEnv } from "./env";
import { createLogger } from "./logger";

export async function main() {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  process.env.NODE_ENV = env.NODE_ENV;
  const logger = createLogger(env.LOG_LEVEL);
  const buildPath = pathToFileURL(path.resolve(env.BUILD_DIR, "server/index.js")).href;
  const build = (await import(buildPath)) as ServerBuild;

  const backend = await startBackend(env, logger);
  const app = createApp({
    env,
    logger,
    build,
    contactForm: backend.contactForm,
    databaseReady: backend.database.ping,
  });
  const server = createServer(app);
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    logger.info({ port, host: env.HOST }, "server listening");
  });

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing requests in flight");
    const force = setTimeout(() => {
      logger.warn("shutdown timed out: closing remaining connections");
      server.closeAllConnections();
    }, env.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    server.close(async () => {
      logger.info("server closed");
      // After the last request: the worker finishes its batch, then PGlite closes
      // cleanly (an unclosed PGlite runs crash recovery on the next start).
      try {
        await backend.stop();
        logger.info("backend stopped");
      } catch (error) {
        logger.error({ err: error }, "backend did not stop cleanly");
      }
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}
