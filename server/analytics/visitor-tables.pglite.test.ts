import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { openTestPglite } from "../test-support/databases";
import { addViews } from "./daily-counts";
import type { PageView } from "./page-view";
import { pruneVisits } from "./retention";
import { dailySalts, utcDay } from "./visitor-id";

const DAY = 24 * 60 * 60 * 1000;
const FIRST_DAY = Date.parse("2026-11-01T12:00:00Z");
const VISITORS_A_DAY = 1_500;

/** A day's views: every visitor another network, on two pages. */
function dayOfViews(at: number) {
  return Array.from({ length: VISITORS_A_DAY }, (_, i) =>
    ["/", "/contact"].map((page) => ({
      at,
      view: {
        page,
        language: "en",
        referrerHost: null,
        campaign: null,
        device: "desktop",
        client: { network: `10.${i >> 8}.${i & 255}.${at % 251}`, userAgent: "Firefox" },
      } satisfies PageView,
    })),
  ).flat();
}

/** What the day's visitor tables take on disk, in bytes. */
async function visitorTablesSize(database: Database): Promise<number> {
  const [row] = await database.db
    .select({
      bytes: sql<string>`pg_total_relation_size('analytics_visitors') + pg_total_relation_size('analytics_page_visitors')`,
    })
    .from(sql`(select 1) as one`);
  return Number(row?.bytes);
}

/** Counts `days` days of visits, each followed by the housekeeping of the next day's first hour. */
async function countDays(database: Database, from: number, days: number) {
  const saltOf = dailySalts(database.db);
  for (let day = 0; day < days; day += 1) {
    const at = from + day * DAY;
    await addViews(database.db, dayOfViews(at), {
      siteHost: "example.ch",
      saltOf,
      today: utcDay(at),
    });
    await pruneVisits(database.db, at + DAY, { retentionMonths: 25, vacuum: true });
  }
}

describe("the day's visitor tables on the embedded database", { timeout: 120_000 }, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestPglite();
  });
  afterAll(() => database.close());

  it("take no more room after a week than after two days: each deleted day's room is used again", async () => {
    await countDays(database, FIRST_DAY, 2);
    const afterTwoDays = await visitorTablesSize(database);
    await countDays(database, FIRST_DAY + 2 * DAY, 5);
    // Without vacuum (PGlite runs no autovacuum) they grow by a day's rows each day: 3.5 times.
    expect(await visitorTablesSize(database)).toBeLessThanOrEqual(afterTwoDays * 1.15);
  });
});
