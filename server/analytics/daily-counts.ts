import { createHash } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { analyticsDaily, analyticsPageVisitors, analyticsVisitors } from "../db/schema";
import type { PageView } from "./page-view";
import { type SaltOf, utcDay, visitorId } from "./visitor-id";

/** A view as the counter held it: with the moment it was answered. */
export interface TimedView {
  view: PageView;
  at: number;
}

/** Rows per statement: well under PostgreSQL's 65,535 parameters at 10 columns a row. */
const CHUNK = 1_000;

type DailyRow = typeof analyticsDaily.$inferInsert;
type VisitorRow = typeof analyticsVisitors.$inferInsert;

const chunks = <T>(rows: readonly T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) =>
    rows.slice(i * CHUNK, (i + 1) * CHUNK),
  );

/** What makes a row of analytics_daily one: every column but the counts. */
const CELL = [
  "day",
  "page",
  "source",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
  "language",
  "device",
] as const satisfies readonly Exclude<keyof DailyRow, "cell">[];

/** The row's key: a hash of its CELL columns, as long as their values are (schema.ts). */
const cellKey = (row: Omit<DailyRow, "cell">) =>
  createHash("sha256")
    .update(JSON.stringify(CELL.map((column) => row[column] ?? null)))
    .digest("base64url");

function visitorRow(day: string, id: string, view: PageView): VisitorRow {
  const tags = view.campaign;
  return {
    day,
    visitorId: id,
    source: view.referrerHost,
    utmSource: tags?.source ?? null,
    utmMedium: tags?.medium ?? null,
    utmCampaign: tags?.campaign ?? null,
    utmTerm: tags?.term ?? null,
    utmContent: tags?.content ?? null,
  };
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A view with its UTC day and the visitor id of that day. */
interface KeyedView {
  view: PageView;
  day: string;
  visitor: string;
}

const byKey = <T>(rows: Map<string, T>) =>
  [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row);

/**
 * Each visitor of the batch as the day's table knows them: the source and
 * campaign of their first view of the day, stored now if this is it. Returns
 * them, and which ("day visitor") are new today. Rows go in key order, so two
 * instances flushing at once take their locks in the same order.
 */
async function arrivals(tx: Tx, keyed: readonly KeyedView[]) {
  const firsts = new Map<string, VisitorRow>();
  for (const { view, day, visitor } of keyed) {
    const key = `${day} ${visitor}`;
    if (!firsts.has(key)) firsts.set(key, visitorRow(day, visitor, view));
  }
  const isNew = new Set<string>();
  for (const rows of chunks(byKey(firsts))) {
    const inserted = await tx
      .insert(analyticsVisitors)
      .values(rows)
      .onConflictDoNothing()
      .returning({ day: analyticsVisitors.day, visitorId: analyticsVisitors.visitorId });
    for (const row of inserted) isNew.add(`${row.day} ${row.visitorId}`);
  }
  const known = new Map<string, VisitorRow>();
  for (const day of new Set(keyed.map((view) => view.day))) {
    const ids = [...new Set(keyed.filter((view) => view.day === day).map((view) => view.visitor))];
    for (const some of chunks(ids)) {
      const rows = await tx
        .select()
        .from(analyticsVisitors)
        .where(and(eq(analyticsVisitors.day, day), inArray(analyticsVisitors.visitorId, some)));
      for (const row of rows) known.set(`${day} ${row.visitorId}`, row);
    }
  }
  return { known, isNew };
}

/** Which ("day visitor page") of the batch the day's table did not know yet; stored now. */
async function newPageVisitors(tx: Tx, keyed: readonly KeyedView[]) {
  const pages = new Map<string, typeof analyticsPageVisitors.$inferInsert>();
  for (const { view, day, visitor } of keyed) {
    pages.set(`${day} ${visitor} ${view.page}`, { day, visitorId: visitor, page: view.page });
  }
  const isNew = new Set<string>();
  for (const rows of chunks(byKey(pages))) {
    const inserted = await tx
      .insert(analyticsPageVisitors)
      .values(rows)
      .onConflictDoNothing()
      .returning();
    for (const row of inserted) isNew.add(`${row.day} ${row.visitorId} ${row.page}`);
  }
  return isNew;
}

/**
 * Adds a batch of views to the daily counts, in one transaction. A visitor's
 * first view of the day fixes the day's source and campaign for all their views
 * (a click from one of our pages to another names our site, not where they came
 * from). `visitors` grows once per visitor and page, `entries` once per visitor,
 * both by whether the day's tables already knew them, so a count is the same
 * whichever instance or flush saw the views. Views of a day whose salt is gone
 * are dropped: the number returned.
 */
export async function addViews(
  db: Db,
  batch: readonly TimedView[],
  { siteHost, saltOf, today }: { siteHost: string; saltOf: SaltOf; today: string },
): Promise<{ added: number; dropped: number }> {
  const salts = new Map<string, string | undefined>();
  for (const day of new Set(batch.map(({ at }) => utcDay(at)))) {
    salts.set(day, await saltOf(day, today));
  }
  const keyed = batch.flatMap(({ view, at }): KeyedView[] => {
    const day = utcDay(at);
    const salt = salts.get(day);
    return salt ? [{ view, day, visitor: visitorId(salt, siteHost, view.client) }] : [];
  });
  if (keyed.length === 0) return { added: 0, dropped: batch.length };

  await db.transaction(async (tx) => {
    const visitors = await arrivals(tx, keyed);
    const pageVisitors = await newPageVisitors(tx, keyed);
    const cells = new Map<
      string,
      Required<Pick<DailyRow, "views" | "visitors" | "entries">> & DailyRow
    >();
    for (const { view, day, visitor } of keyed) {
      const who = `${day} ${visitor}`;
      const { visitorId: _id, ...arrival } =
        visitors.known.get(who) ?? visitorRow(day, visitor, view);
      const columns = {
        ...arrival,
        page: view.page,
        language: view.language,
        device: view.device,
      };
      const key = cellKey(columns);
      const counts = cells.get(key) ?? { ...columns, cell: key, views: 0, visitors: 0, entries: 0 };
      counts.views += 1;
      // Counted at the first of their views that finds them new, and only then.
      if (pageVisitors.delete(`${who} ${view.page}`)) counts.visitors += 1;
      if (visitors.isNew.delete(who)) counts.entries += 1;
      cells.set(key, counts);
    }
    const added = (column: "views" | "visitors" | "entries") =>
      sql`${analyticsDaily[column]} + excluded.${sql.identifier(analyticsDaily[column].name)}`;
    for (const rows of chunks(byKey(cells))) {
      await tx
        .insert(analyticsDaily)
        .values(rows)
        .onConflictDoUpdate({
          target: analyticsDaily.cell,
          set: { views: added("views"), visitors: added("visitors"), entries: added("entries") },
        });
    }
  });
  return { added: keyed.length, dropped: batch.length - keyed.length };
}
