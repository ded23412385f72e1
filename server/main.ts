import { createServer, type ServerResponse } from "node:http";
import { createApp } from "./app";
import { startBackend } from "./backend";
import { signInStatesIn } from "./cms-oauth/sign-in-states";
import { connectionGuards } from "./connection-guards";
import { DatabaseStartError } from "./db/start-errors";
import { checkDeliveryTargets, deliveryTargets } from "./delivery-reachability";
import { ConfigError, type Env, loadEnv } from "./env";
import { releaseMemoryWhenQuiet } from "./idle-memory";
import { listenerDrain } from "./listener-drain";
import { createLogger } from "./logger";
import { startOperatorEndpoint } from "./operator/endpoint";
import { deliveryHealthCheck, watchDelivery } from "./readiness";
import { loadRenderOnRequest } from "./render-on-request";
import { securityHeaderOptions } from "./security-headers";

/** How long after SHUTDOWN_TIMEOUT_MS a stop that has not finished may still take. */
const EXIT_AFTER_TIMEOUT_MS = 5_000;

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
  if (env.TRUST_PROXY === true && !isLoopback(env.HOST)) {
    logger.warn(
      { event: "config.trust_proxy_open", host: env.HOST },
      "TRUST_PROXY=true believes X-Forwarded-For from any client that reaches this port: listen on HOST=127.0.0.1 behind a proxy on this machine, or name the proxy (TRUST_PROXY=loopback, or its address)",
    );
  }
  const renderOnRequest = await loadRenderOnRequest(env.BUILD_DIR);

  const backend = await startBackend(env, logger).catch((error: unknown) => {
    if (!(error instanceof DatabaseStartError)) throw error;
    logger.fatal({ event: "database.refused", setting: error.setting }, error.message);
    process.exit(1);
  });
  const deliveryHealth = deliveryHealthCheck(
    backend.database.db,
    env.DELIVERY_ALERT_MINUTES,
    logger,
  );
  watchDelivery(deliveryHealth);
  const app = createApp({
    env,
    logger,
    renderOnRequest,
    contactForm: backend.contactForm,
    pageViews: backend.pageViews,
    databaseReady: backend.database.ping,
    deliveryHealth,
    cmsSignInStates: signInStatesIn(backend.database.db),
  });
  let stopping = false;
  // Answers under way, so that a shutdown can tell each to close its connection.
  const unfinished = new Set<ServerResponse>();
  const guards = connectionGuards({ logger, ...securityHeaderOptions(env) });
  const server = createServer(
    {
      requestTimeout: env.REQUEST_TIMEOUT_MS,
      headersTimeout: Math.ceil(env.REQUEST_TIMEOUT_MS / 3),
      // Node looks for requests past their time this often (30 s by default,
      // which would let a slow body hold its connection up to twice as long).
      connectionsCheckingInterval: Math.min(1_000, env.REQUEST_TIMEOUT_MS),
    },
    (req, res) => {
      unfinished.add(res);
      res.once("close", () => unfinished.delete(res));
      if (stopping) res.setHeader("Connection", "close");
      if (guards.admit(req, res)) app(req, res);
    },
  );
  const drain = listenerDrain(server);
  releaseMemoryWhenQuiet(server);
  server.on("clientError", guards.onClientError);
  server.on("connect", guards.onConnect);
  server.once("error", async (error: NodeJS.ErrnoException) => {
    const problem = listenProblem(error, env);
    if (problem) logger.fatal({ event: "server.listen_refused", ...problem }, problem.message);
    else logger.fatal({ err: error }, "the server could not listen");
    // The database was opened: closed cleanly, a PGlite folder needs no recovery next time.
    await backend.stop().catch(() => {});
    process.exit(1);
  });
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    logger.info({ port, host: env.HOST }, "server listening");
    // Not awaited: a mail server that does not answer must not hold up the site.
    void checkDeliveryTargets(deliveryTargets(env), logger);
  });
  const operatorEndpoint = startOperatorEndpoint({
    token: env.ADMIN_TOKEN,
    port: env.ADMIN_PORT,
    db: backend.database.db,
    logger,
  });

  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing requests in flight");
    // No new mail goes out from now: the send under way gets the whole timeout,
    // rather than what the requests in flight leave of it, and no send starts
    // that the exit would cut off (a mail the server took but did not yet
    // acknowledge would be sent again after the restart).
    void backend.stopSending(env.SHUTDOWN_TIMEOUT_MS);
    // Each answer still to come says "Connection: close", so its connection ends
    // with it instead of idling until the keep-alive timeout holds up the exit.
    for (const res of unfinished) if (!res.headersSent) res.setHeader("Connection", "close");
    const operator = await operatorEndpoint;
    const operatorClosed = operator?.close();
    let timedOut = false;
    const deadline = setTimeout(() => {
      timedOut = true;
      logger.warn(
        { event: "shutdown.timed_out", setting: "SHUTDOWN_TIMEOUT_MS" },
        "shutdown timed out: closing remaining connections",
      );
      server.closeAllConnections();
      operator?.closeAllConnections();
      // Closing the database takes well under a second once nothing uses it:
      // whatever still holds the process then must not keep it alive.
      setTimeout(() => {
        logger.fatal(
          { event: "shutdown.stuck" },
          "shutdown could not finish: exiting without closing the database (an embedded one recovers at the next start)",
        );
        process.exit(1);
      }, EXIT_AFTER_TIMEOUT_MS);
    }, env.SHUTDOWN_TIMEOUT_MS);
    await drain.drained();
    const publicClosed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    // An export under way finishes before the database closes under it.
    await Promise.all([publicClosed, operatorClosed]);
    clearTimeout(deadline);
    logger.info("server closed");
    // After the last request and the last send, PGlite closes cleanly (an
    // unclosed PGlite runs crash recovery on the next start).
    try {
      await backend.stop();
      logger.info("backend stopped");
    } catch (error) {
      logger.error({ err: error }, "backend did not stop cleanly");
    }
    // A supervisor learns that the stop cut off clients.
    process.exit(timedOut ? 1 : 0);
  };
  process.on("SIGTERM", (signal) => void shutdown(signal));
  process.on("SIGINT", (signal) => void shutdown(signal));
}

/** Why the server cannot listen where the environment says, in the operator's words. */
function listenProblem(
  error: NodeJS.ErrnoException,
  env: Env,
): { setting: "PORT" | "HOST"; message: string } | undefined {
  const where = `${env.HOST}:${env.PORT}`;
  switch (error.code) {
    case "EADDRINUSE":
      return {
        setting: "PORT",
        message: `Another process already listens on ${where}: stop it, or set PORT to a free port.`,
      };
    case "EACCES":
      return {
        setting: "PORT",
        message: `PORT=${env.PORT} needs privileges this user lacks (ports below 1024 do): set PORT to 1024 or above, and let a proxy or the container publish port 80 or 443.`,
      };
    case "EADDRNOTAVAIL":
      return {
        setting: "HOST",
        message: `HOST=${env.HOST} is not an address of this machine: use 0.0.0.0 (every interface), 127.0.0.1 (this machine only), or one of its own addresses.`,
      };
    default:
      return undefined;
  }
}

function isLoopback(host: string): boolean {
  return host === "localhost" || host === "::1" || host.startsWith("127.");
}
