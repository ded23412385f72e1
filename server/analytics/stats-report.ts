import { count, gte, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { analyticsDaily, contactSubmissions } from "../db/schema";
import { normalisePath } from "../prerendered";
import { utcDay } from "./visitor-id";

/** Visitors, page views and leads of one page, source, campaign, language or device. */
export interface Tally {
  visitors: number;
  pageViews: number;
  leads: number;
  /** leads ÷ visitors; null when no visitor was counted (leads from before counting began). */
  conversionRate: number | null;
}

type Visits = Omit<Tally, "leads" | "conversionRate">;

/**
 * What `npm run stats` reports for a period, read as ADR 0038 says: a page's
 * visitors saw it (each once a day), a source's, campaign's, language's or
 * device's visitors began their day there; a visitor on two days counts twice.
 */
export interface VisitStats {
  /** The first and last UTC day of the period ("2026-10-30"); the last is today, so far. */
  from: string;
  to: string;
  totals: Tally;
  /** A lead counts for the page its form was sent from (no query); null: not recorded. */
  pages: ({ page: string | null } & Omit<Tally, "conversionRate">)[];
  /** The other site's host the day's first view came from, and the lead's referrer host; null: direct. */
  sources: ({ source: string | null } & Tally)[];
  campaigns: ({
    utmSource: string | null;
    utmMedium: string | null;
    utmCampaign: string | null;
    utmTerm: string | null;
    utmContent: string | null;
  } & Tally)[];
  languages: ({ language: string } & Visits)[];
  devices: ({ device: string } & Visits)[];
}

/** A breakdown's key: the values of its columns, null where the visit or lead had none. */
type Key = (string | null)[];
type Keyed<T> = { key: Key } & T;

const keyColumns = (columns: readonly (PgColumn | SQL)[]) =>
  Object.fromEntries(columns.map((column, i) => [`k${i}`, column]));
const keyOf = (row: Record<string, unknown>, width: number): Key =>
  Array.from({ length: width }, (_, i) => (row[`k${i}`] as string | null) ?? null);

/** Visitors (`visitors` for pages, `entries` for the rest) and views since `from`, by `columns`. */
async function visitsBy(
  db: Db,
  from: string,
  columns: readonly PgColumn[],
  visitors: PgColumn,
): Promise<Keyed<Visits>[]> {
  const rows = await db
    .select({
      ...keyColumns(columns),
      visitors: sql`sum(${visitors})`.mapWith(Number),
      pageViews: sql`sum(${analyticsDaily.views})`.mapWith(Number),
    })
    .from(analyticsDaily)
    .where(gte(analyticsDaily.day, from))
    .groupBy(...columns);
  return rows.map((row) => ({
    key: keyOf(row, columns.length),
    visitors: row.visitors,
    pageViews: row.pageViews,
  }));
}

/** Leads sent since the start of `from` (UTC), by `columns`. */
async function leadsBy(
  db: Db,
  from: string,
  columns: readonly (PgColumn | SQL)[],
): Promise<Keyed<{ leads: number }>[]> {
  const rows = await db
    .select({ ...keyColumns(columns), leads: count() })
    .from(contactSubmissions)
    .where(gte(contactSubmissions.createdAt, new Date(`${from}T00:00:00Z`)))
    .groupBy(...columns);
  return rows.map((row) => ({ key: keyOf(row, columns.length), leads: row.leads }));
}

const rate = (leads: number, visitors: number) => (visitors > 0 ? leads / visitors : null);

/**
 * Visits and leads side by side, one row per key either has: a source with leads
 * but no counted visitor is there too, with no rate. Most visitors first.
 */
function joined(visits: Keyed<Visits>[], leads: Keyed<{ leads: number }>[]): Keyed<Tally>[] {
  const rows = new Map<string, Keyed<Tally>>();
  const rowOf = (key: Key) => {
    const id = JSON.stringify(key);
    const row = rows.get(id) ?? { key, visitors: 0, pageViews: 0, leads: 0, conversionRate: null };
    rows.set(id, row);
    return row;
  };
  for (const visit of visits) Object.assign(rowOf(visit.key), visit);
  // Added, not set: two paths of a lead's page ("/contact/", "/contact") are one page.
  for (const lead of leads) rowOf(lead.key).leads += lead.leads;
  return [...rows.values()]
    .map((row) => ({ ...row, conversionRate: rate(row.leads, row.visitors) }))
    .sort(mostVisitorsFirst);
}

function mostVisitorsFirst<T extends { key: Key } & Visits & { leads?: number }>(a: T, b: T) {
  return (
    b.visitors - a.visitors ||
    b.pageViews - a.pageViews ||
    (b.leads ?? 0) - (a.leads ?? 0) ||
    JSON.stringify(a.key).localeCompare(JSON.stringify(b.key))
  );
}

/** The page a lead's form was on, as the counter names pages: no query, no trailing slash. */
const formPage = sql<string | null>`split_part(${contactSubmissions.sourcePage}, '?', 1)`;

/** The visits and leads from the UTC day of `since` to today. */
export async function visitStats(db: Db, since: Date, now = Date.now()): Promise<VisitStats> {
  const from = utcDay(since.getTime());
  const d = analyticsDaily;
  const l = contactSubmissions;
  const pageLeads = (await leadsBy(db, from, [formPage])).map((row) => ({
    ...row,
    key: row.key.map((page) => page && normalisePath(page)),
  }));
  const pages = joined(await visitsBy(db, from, [d.page], d.visitors), pageLeads);
  const sources = joined(
    await visitsBy(db, from, [d.source], d.entries),
    await leadsBy(db, from, [l.referrerHost]),
  );
  const campaigns = joined(
    await visitsBy(
      db,
      from,
      [d.utmSource, d.utmMedium, d.utmCampaign, d.utmTerm, d.utmContent],
      d.entries,
    ),
    await leadsBy(db, from, [l.utmSource, l.utmMedium, l.utmCampaign, l.utmTerm, l.utmContent]),
  );
  const visitsOnly = async (column: PgColumn) =>
    (await visitsBy(db, from, [column], d.entries)).sort(mostVisitorsFirst);
  // Every visitor and every lead has one source (null: direct): the sources add up to the totals.
  const sum = (field: "visitors" | "pageViews" | "leads") =>
    sources.reduce((total, row) => total + row[field], 0);
  return {
    from,
    to: utcDay(now),
    totals: {
      visitors: sum("visitors"),
      pageViews: sum("pageViews"),
      leads: sum("leads"),
      conversionRate: rate(sum("leads"), sum("visitors")),
    },
    pages: pages.map(({ key: [page], conversionRate: _, ...tally }) => ({
      page: page ?? null,
      ...tally,
    })),
    sources: sources.map(({ key: [source], ...tally }) => ({ source: source ?? null, ...tally })),
    campaigns: campaigns.map(
      ({ key: [utmSource, utmMedium, utmCampaign, utmTerm, utmContent], ...tally }) => ({
        utmSource: utmSource ?? null,
        utmMedium: utmMedium ?? null,
        utmCampaign: utmCampaign ?? null,
        utmTerm: utmTerm ?? null,
        utmContent: utmContent ?? null,
        ...tally,
      }),
    ),
    languages: (await visitsOnly(d.language)).map(({ key: [language], ...visits }) => ({
      language: language ?? "",
      ...visits,
    })),
    devices: (await visitsOnly(d.device)).map(({ key: [device], ...visits }) => ({
      device: device ?? "",
      ...visits,
    })),
  };
}
