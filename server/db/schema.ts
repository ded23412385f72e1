import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  type PgColumn,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/** One row per message a visitor sent (spec §3), plus what operations need. */
export const contactSubmissions = pgTable(
  "contact_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: text("email").notNull(),
    company: text("company"),
    numberOfEmployees: text("number_of_employees"),
    subject: text("subject"),
    message: text("message").notNull(),
    /** The language of the page the visitor wrote from ("en", "de"); null on rows from before it was kept. */
    language: text("language"),
    /**
     * Why the visitor wrote, as the form's "What can we help with?" said
     * (src/lib/contact-schema.ts: demo, pricing, partnership, register); null for a
     * question of their own, and on rows from before it was kept.
     */
    intent: text("intent"),
    // Where the lead came from (server/contact/lead-source.ts); null where the
    // browser did not say, and on rows from before it was kept.
    /** The page the form was sent from, path and query: "/contact?intent=demo". */
    sourcePage: text("source_page"),
    /** The page of our site the visitor opened the form's page from. */
    previousPage: text("previous_page"),
    /** The host of the other site the visit began on: "www.google.com". */
    referrerHost: text("referrer_host"),
    /** The campaign tags of the visit's first page that had them, else the form's page's. */
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_submissions_created_at_idx").on(table.createdAt)],
);

export const OUTBOX_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Where one delivery of an outbox stands, the same in every outbox table (mail,
 * lead events): the worker (server/outbox/worker.ts) claims, retries and settles
 * any of them through these columns.
 */
const deliveryState = () => ({
  status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("pending"),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
  lastError: text("last_error"),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The indexes the worker and /readyz read an outbox table by, and its status
 * check: `name` is the table's, each index's name starts with it.
 */
const deliveryIndexes = (
  name: string,
  table: {
    status: PgColumn;
    nextAttemptAt: PgColumn;
    createdAt: PgColumn;
    submissionId: PgColumn;
  },
) => [
  index(`${name}_due_idx`)
    .on(table.nextAttemptAt)
    .where(sql`${table.status} in ('pending', 'sending')`),
  index(`${name}_submission_idx`).on(table.submissionId),
  // /readyz reads the deliveries not yet made at every poll: these few entries,
  // never the year of sent ones and their bodies (deliveryBacklog in mail/outbox-admin.ts).
  index(`${name}_undelivered_idx`)
    .on(table.status, table.createdAt)
    .where(sql`${table.status} <> 'sent'`),
  check(`${name}_status_check`, sql`${table.status} in ('pending', 'sending', 'sent', 'failed')`),
];

/**
 * The notification of each submission, written in the same transaction as the
 * submission (a transactional outbox) and delivered by the worker.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => contactSubmissions.id, { onDelete: "cascade" }),
    recipient: text("recipient").notNull(),
    replyTo: text("reply_to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    ...deliveryState(),
  },
  (table) => deliveryIndexes("email_outbox", table),
);

/**
 * One lead event per submission and configured endpoint (LEAD_WEBHOOKS), queued in
 * the submission's transaction and delivered by the webhook worker. The id is the
 * event's `webhook-id`, the same on every retry, and the body the exact bytes
 * every attempt sends. The endpoint's URL and secret stay in the settings: only
 * its name is kept here.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: text("id").primaryKey(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => contactSubmissions.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    body: text("body").notNull(),
    ...deliveryState(),
  },
  (table) => deliveryIndexes("webhook_deliveries", table),
);

/** Fixed-window counters per client, shared by every server instance. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index("rate_limits_window_start_idx").on(table.windowStart),
  ],
);

/**
 * The CMS sign-ins under way (server/cms-oauth/sign-in-states.ts): each state GitHub
 * may send an editor back with, until it is used or expires. Only a hash of the
 * state is kept; a row lives ten minutes at most.
 */
export const cmsSignInStates = pgTable(
  "cms_sign_in_states",
  {
    stateHash: text("state_hash").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("cms_sign_in_states_expires_at_idx").on(table.expiresAt)],
);

// Visits (server/analytics, docs/decisions/0038): daily counts, and for the day
// under way only, keyed visitor ids that nothing can link to a person or to another day.

/** The campaign tags a visit arrived with: null where the address had none. */
const campaignTags = () => ({
  utmSource: text("utm_source"),
  utmMedium: text("utm_medium"),
  utmCampaign: text("utm_campaign"),
  utmTerm: text("utm_term"),
  utmContent: text("utm_content"),
});

/**
 * The random salt a UTC day's visitor ids are keyed with, shared by every server
 * instance; deleted, with the day's visitor ids, once the day is over.
 */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * Each visitor of the day (a keyed hash), with where the day's first view came
 * from: later views of the day count for that source and campaign.
 */
export const analyticsVisitors = pgTable(
  "analytics_visitors",
  {
    day: date("day", { mode: "string" }).notNull(),
    visitorId: text("visitor_id").notNull(),
    /** The other site's host the day's first view came from; null: direct. */
    source: text("source"),
    ...campaignTags(),
  },
  (table) => [primaryKey({ columns: [table.day, table.visitorId] })],
);

/** The pages each visitor of the day has seen: a page's visitors are counted once each. */
export const analyticsPageVisitors = pgTable(
  "analytics_page_visitors",
  {
    day: date("day", { mode: "string" }).notNull(),
    visitorId: text("visitor_id").notNull(),
    page: text("page").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.visitorId, table.page] })],
);

/**
 * Page views and visitors per UTC day, page, source, campaign, language and
 * device: what is kept (ANALYTICS_RETENTION_MONTHS). `visitors` counts each
 * visitor once per page and day; `entries` counts each visitor once per day, on
 * the row of the day's first view, so it adds up to visitors per source, campaign
 * and device, and in all.
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    /**
     * One row per combination, absent tags included: a hash of the columns from
     * day to device, what a flush adds its counts to. A key of the columns
     * themselves would refuse a row whose tags are long (an index entry has a
     * size limit) and need PostgreSQL 15's NULLS NOT DISTINCT.
     */
    cell: text("cell").primaryKey(),
    day: date("day", { mode: "string" }).notNull(),
    page: text("page").notNull(),
    /** The other site's host; null: direct. */
    source: text("source"),
    ...campaignTags(),
    language: text("language").notNull(),
    device: text("device", { enum: ["mobile", "tablet", "desktop"] }).notNull(),
    views: integer("views").notNull().default(0),
    visitors: integer("visitors").notNull().default(0),
    entries: integer("entries").notNull().default(0),
  },
  // What the report and the retention read by.
  (table) => [index("analytics_daily_day_idx").on(table.day)],
);

export type ContactSubmission = typeof contactSubmissions.$inferSelect;
export type OutboxMail = typeof emailOutbox.$inferSelect;
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
