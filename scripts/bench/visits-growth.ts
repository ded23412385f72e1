// How analytics_daily grows: a day of synthetic page views through the counter's
// own write (addViews), then the rows and bytes the day left. Run:
// DATABASE_URL=postgres://… node --import tsx scripts/bench/visits-growth.ts [views a day]
// (a database of its own: it empties the analytics tables). Without DATABASE_URL,
// on a PGlite in a temporary folder.
//
// The day it simulates (assumptions, not measurements): 2.5 views per visitor;
// 150 pages (3 languages), visited by Zipf's law; a visitor's day has one source
// (50 % direct, 30 % www.google.com, 5 % each bing and linkedin, 10 % a tail of
// 200 hosts) and 10 % of visitors carry one of 20 campaigns; 55 % desktop, 40 %
// mobile, 5 % tablet.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { addViews, type TimedView } from "../../server/analytics/daily-counts";
import type { PageView } from "../../server/analytics/page-view";
import { dailySalts, utcDay } from "../../server/analytics/visitor-id";
import { openDatabase } from "../../server/db/client";
import { createLogger } from "../../server/logger";

const viewsPerDay = Number(process.argv[2] ?? 100_000);
const FLUSH_VIEWS = 500;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "visits-growth-"));
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir,
  logger: createLogger("silent"),
});
await database.migrate();
await database.db.execute(
  sql`truncate analytics_daily, analytics_visitors, analytics_page_visitors, analytics_salts`,
);

let seed = 53;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
/** 0 … n-1, the first most often (Zipf, s = 1). */
const zipf = (n: number) => {
  const weights = Array.from({ length: n }, (_, i) => 1 / (i + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  return () => {
    let left = random() * total;
    for (let i = 0; i < n; i++) {
      left -= weights[i] ?? 0;
      if (left <= 0) return i;
    }
    return n - 1;
  };
};
const page = zipf(150);
const tailHost = zipf(200);
const campaign = zipf(20);
const languages = ["en", "de", "fr"];

function visitor(n: number): Omit<PageView, "page" | "language"> {
  const roll = random();
  const referrerHost =
    roll < 0.5
      ? null
      : roll < 0.8
        ? "www.google.com"
        : roll < 0.85
          ? "www.bing.com"
          : roll < 0.9
            ? "www.linkedin.com"
            : `site-${tailHost()}.example`;
  const tagged = random() < 0.1 ? campaign() : undefined;
  const device = random() < 0.55 ? "desktop" : random() < 0.89 ? "mobile" : "tablet";
  return {
    referrerHost,
    campaign:
      tagged === undefined
        ? null
        : {
            source: `source-${tagged % 5}`,
            medium: tagged % 2 ? "cpc" : "email",
            campaign: `campaign-${tagged}`,
            term: null,
            content: null,
          },
    device,
    client: { network: `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`, userAgent: "Mozilla/5.0" },
  };
}

const start = Date.parse("2026-11-01T00:00:00Z");
const views: TimedView[] = [];
for (let n = 0; views.length < viewsPerDay; n++) {
  const who = visitor(n);
  // 1, 2, 3 … views, 2.5 on average.
  for (let v = 0; v === 0 || random() < 0.6; v++) {
    const p = page();
    const at = start + Math.floor((views.length / viewsPerDay) * 86_400_000);
    views.push({ view: { ...who, page: `/page-${p}`, language: languages[p % 3] ?? "en" }, at });
  }
}

const saltOf = dailySalts(database.db);
const began = performance.now();
for (let i = 0; i < views.length; i += FLUSH_VIEWS) {
  await addViews(database.db, views.slice(i, i + FLUSH_VIEWS), {
    siteHost: "example.ch",
    saltOf,
    today: utcDay(start),
  });
}
const seconds = (performance.now() - began) / 1000;
const size = async (table: string) => {
  const result = await database.db.execute<{ rows: string; bytes: string }>(
    sql`select (select count(*) from ${sql.identifier(table)}) as rows, pg_total_relation_size(${table}) as bytes`,
  );
  const [row] = (result as unknown as { rows: { rows: string; bytes: string }[] }).rows ?? result;
  return { table, rows: Number(row?.rows), MiB: Number(row?.bytes) / 2 ** 20 };
};
const tables = await Promise.all(
  ["analytics_daily", "analytics_visitors", "analytics_page_visitors"].map(size),
);
console.table(tables);
const daily = tables[0];
console.log(
  `${views.length} views in ${seconds.toFixed(1)} s of flushes (${((seconds / views.length) * 1e6).toFixed(0)} µs a view); ` +
    `analytics_daily grows ${daily?.rows} rows, ${daily?.MiB.toFixed(2)} MiB a day: ` +
    `${((daily?.MiB ?? 0) * 30.4).toFixed(0)} MiB a month, ${((daily?.MiB ?? 0) * 30.4 * 25).toFixed(0)} MiB over 25 months`,
);
await database.close();
rmSync(dataDir, { recursive: true, force: true });
