import path from "node:path";
import { site } from "../src/site.config";
import { forwardTarget } from "./analytics/forward-events";
import { createForwardSender } from "./analytics/forward-sender";
import { allSinks, type PageViewSink } from "./analytics/page-view-sinks";
import { createViewCounter } from "./analytics/view-counter";
import { createViewForwarder } from "./analytics/view-forwarder";
import { type ContactFormHandler, createContactFormHandler } from "./contact/form-handler";
import { type FormOrigins, formOrigins } from "./contact/form-origins";
import { startHousekeeping } from "./contact/retention";
import { createContactService } from "./contact/service";
import { type Database, openDatabase, PGLITE_TEMPLATE_DIR } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./logger";
import { createOutboxWorker } from "./mail/outbox-worker";
import { createMailTransport } from "./mail/transport";
import { type OutboxWorker, releaseAbandonedClaims } from "./outbox/worker";
import { createWebhookWorker } from "./webhooks/courier";

/** The contact form's server side: database, outbox worker, housekeeping. */
export interface Backend {
  database: Database;
  worker: OutboxWorker;
  /** Posts lead events to LEAD_WEBHOOKS; runs with none set too, to fail events whose endpoint was removed. */
  webhookWorker: OutboxWorker;
  contactForm: ContactFormHandler;
  /**
   * Counts the pages served, and forwards them to ANALYTICS_FORWARD's receiver
   * when one is set (ANALYTICS=on); undefined with ANALYTICS=off.
   */
  pageViews: PageViewSink | undefined;
  /**
   * Starts no new send from now on; resolves once the send under way has ended,
   * waiting for it at most graceMs. A shutdown calls it at the signal, so that the
   * send gets the whole timeout while requests in flight finish. Later calls
   * return the first call's promise.
   */
  stopSending(graceMs?: number): Promise<void>;
  /**
   * Stops sending (if not yet asked to) and housekeeping, writes the page views
   * held in memory and forwards those waiting (within graceMs of the first stop
   * call), then closes the database.
   */
  stop(graceMs?: number): Promise<void>;
}

/** Opens the configured database, applies the migrations, and starts the backend on it. */
export async function startBackend(env: Env, logger: Logger): Promise<Backend> {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    logger,
    pgliteTemplate: path.resolve(env.BUILD_DIR, PGLITE_TEMPLATE_DIR),
    mustExist: env.DATABASE_MUST_EXIST,
  });
  try {
    await database.migrate();
    // A crash (SIGKILL, out of memory) can leave mail or events claimed mid-send; no other
    // process can hold it, so it is due now, not in the lease's five minutes.
    if (database.kind === "pglite") {
      const released = await releaseAbandonedClaims(database.db);
      if (released) {
        logger.warn(
          { event: "outbox.released", released },
          "mail and lead events left mid-send are queued again",
        );
      }
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  return createBackend(env, logger, database);
}

export function createBackend(env: Env, logger: Logger, database: Database): Backend {
  const transport = createMailTransport({
    smtpUrl: env.SMTP_URL,
    dataDir: env.DATA_DIR,
    from: env.MAIL_FROM,
  });
  const worker = createOutboxWorker({
    db: database.db,
    transport,
    logger,
    pollMs: env.OUTBOX_POLL_MS,
    backoffMs: env.OUTBOX_BACKOFF_MS,
    backoffMaxMs: env.OUTBOX_BACKOFF_MAX_MS,
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
  });
  const webhookWorker = createWebhookWorker({
    db: database.db,
    endpoints: env.LEAD_WEBHOOKS,
    logger,
    pollMs: env.OUTBOX_POLL_MS,
    backoffMs: env.OUTBOX_BACKOFF_MS,
    backoffMaxMs: env.OUTBOX_BACKOFF_MAX_MS,
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
  });
  const origins = formOrigins(site.url, env.ALLOWED_ORIGINS);
  logFormOrigins(env, logger, origins);
  const service = createContactService({
    db: database.db,
    logger,
    recipient: env.CONTACT_TO,
    rateLimit: { max: env.RATE_LIMIT_MAX, windowMs: env.RATE_LIMIT_WINDOW_MS },
    webhooks: env.LEAD_WEBHOOKS,
    onStored: () => {
      worker.wake();
      webhookWorker.wake();
    },
  });
  const contactForm = createContactFormHandler({
    service,
    logger,
    bodyLimitBytes: env.CONTACT_BODY_LIMIT_BYTES,
    origins,
    bookingUrl: env.PUBLIC_BOOKING_URL,
  });
  const stopHousekeeping = startHousekeeping(database.db, logger, {
    rateLimitWindowMs: env.RATE_LIMIT_WINDOW_MS,
    visitsRetentionMonths: env.ANALYTICS_RETENTION_MONTHS,
    vacuumVisits: database.kind === "pglite",
  });
  const counter =
    env.ANALYTICS === "on"
      ? createViewCounter({
          db: database.db,
          logger,
          siteHost: new URL(site.url).host,
          flushMs: env.ANALYTICS_FLUSH_MS,
        })
      : undefined;
  const forwarding = env.ANALYTICS === "on" ? forwardTarget(env, site.url) : undefined;
  const forwarder =
    forwarding &&
    createViewForwarder({
      send: createForwardSender(forwarding),
      logger,
      receiver: `${forwarding.receiver} at ${new URL(forwarding.endpoint).host}`,
    });
  worker.start();
  webhookWorker.start();
  logger.info(
    {
      database: database.kind,
      mail: transport.kind,
      to: env.CONTACT_TO,
      webhooks: env.LEAD_WEBHOOKS.map(({ name, format, url }) => ({
        name,
        format,
        host: new URL(url).host,
      })),
      analyticsForward: forwarding && {
        receiver: forwarding.receiver,
        url: forwarding.endpoint,
        site: forwarding.site,
      },
    },
    "contact backend ready",
  );
  let sendingStopped: Promise<void> | undefined;
  const stopSending = (graceMs?: number) => {
    sendingStopped ??= Promise.all([worker.stop(graceMs), webhookWorker.stop(graceMs)]).then(
      () => {},
    );
    // Page views still go out, those of the requests in flight too: the grace starts now.
    void forwarder?.stop(graceMs ?? env.SHUTDOWN_TIMEOUT_MS);
    return sendingStopped;
  };
  return {
    database,
    worker,
    webhookWorker,
    contactForm,
    pageViews: allSinks([counter, forwarder]),
    stopSending,
    async stop(graceMs) {
      stopHousekeeping();
      await Promise.all([
        stopSending(graceMs),
        counter?.stop(),
        forwarder?.stop(graceMs ?? env.SHUTDOWN_TIMEOUT_MS),
      ]);
      await database.close();
    },
  };
}

/**
 * Says at start which pages the form takes posts from, and warns when the
 * environment asks for an origin the build does not carry: PUBLIC_SITE_URL is
 * read by `npm run build`, so setting it for `npm start` alone changes nothing.
 */
function logFormOrigins(env: Env, logger: Logger, origins: FormOrigins) {
  const accepted = [
    origins.anyLocalPort ? "this machine's pages, on any port" : origins.builtFor,
    ...env.ALLOWED_ORIGINS,
  ];
  logger.info(
    { event: "contact.origins", builtFor: origins.builtFor, accepted },
    `contact form takes posts from ${accepted.join(", ")}`,
  );
  const runtimeUrl = env.PUBLIC_SITE_URL;
  if (runtimeUrl === undefined || !URL.canParse(runtimeUrl)) return;
  const wanted = new URL(runtimeUrl).origin;
  if (origins.accepts(wanted)) return;
  logger.warn(
    { event: "config.site_url_not_built", builtFor: origins.builtFor, setting: "PUBLIC_SITE_URL" },
    `PUBLIC_SITE_URL=${wanted} is read by the build, and these pages were built for ${origins.builtFor}: the contact form refuses posts from ${wanted} until you rebuild with PUBLIC_SITE_URL=${wanted} (npm run build), or add it to ALLOWED_ORIGINS`,
  );
}
