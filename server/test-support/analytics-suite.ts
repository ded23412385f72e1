import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { site } from "../../src/site.config";
import type { PageView } from "../analytics/page-view";
import { pruneVisits } from "../analytics/retention";
import { createViewCounter, type ViewCounter } from "../analytics/view-counter";
import { createApp } from "../app";
import type { Database } from "../db/client";
import { analyticsDaily, analyticsSalts, analyticsVisitors } from "../db/schema";
import { loadEnv } from "../env";
import type { Logger } from "../logger";
import { writeClientBuild } from "./client-build";
import { silentLogger } from "./databases";

const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:145.0) Gecko/20100101 Firefox/145.0";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1";
const GOOGLEBOT =
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/141.0.0.0 Safari/537.36";
const HOUR = 60 * 60 * 1000;
/** A view of /contact as `visit("/contact")` makes it, for a counter fed directly. */
const DIRECT_VIEW: PageView = {
  page: "/contact",
  language: "en",
  referrerHost: null,
  campaign: null,
  device: "desktop",
  client: { network: "198.51.100.7", userAgent: FIREFOX },
};
const DAY_1 = Date.parse("2026-11-28T10:00:00Z");
const DAY_2 = DAY_1 + 24 * HOUR;

export interface AnalyticsSuiteOptions {
  open(): Promise<Database>;
  /** The same database, no longer answering: the suite's last test. */
  openBroken(database: Database): Promise<Database>;
}

/** Page views counted by the server, on one database: the suite runs on PGlite and PostgreSQL. */
export function analyticsSuite(options: AnalyticsSuiteOptions) {
  const buildDir = mkdtempSync(path.join(os.tmpdir(), "analytics-"));
  let database: Database;
  let server: Server;
  let base = "";
  let clock = DAY_1;
  let counter: ViewCounter;
  const counterOn = (db: Database, logger: Logger = silentLogger, maxHeld?: number) =>
    // Flushed by the tests themselves: the timer never fires within one.
    createViewCounter({
      db: db.db,
      logger,
      siteHost: "example.ch",
      flushMs: HOUR,
      maxHeld,
      now: () => clock,
    });
  /** A logger whose lines a test reads. */
  const capturing = () => {
    const lines: { event?: string; lost?: number }[] = [];
    const logger = pino(
      { level: "info" },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    );
    return { lines, logger };
  };

  beforeAll(async () => {
    writeClientBuild(buildDir);
    const assets = path.join(buildDir, "client", "_astro");
    mkdirSync(assets, { recursive: true });
    writeFileSync(path.join(assets, "page.js"), "console.log(1)");
    writeFileSync(path.join(buildDir, "client", "favicon.svg"), "<svg/>");
    database = await options.open();
    counter = counterOn(database);
    const app = createApp({
      // Each test's visitors come from the address X-Forwarded-For names.
      env: loadEnv({ BUILD_DIR: buildDir, TRUST_PROXY: "true" }),
      logger: silentLogger,
      renderOnRequest: async (_req, res) => {
        res.send("rendered");
      },
      contactForm: async () => ({ status: 200, data: { outcome: "sent" } }),
      pageViews: { record: (view) => counter.record(view) },
      databaseReady: async () => true,
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 180_000);

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await database?.close();
    rmSync(buildDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    clock = DAY_1;
    await counter.stop();
    await database.db.execute(
      sql`truncate table analytics_daily, analytics_visitors, analytics_page_visitors, analytics_salts`,
    );
    // A counter holds today's salt: each test starts with none, as a new server does.
    counter = counterOn(database);
  });

  /** A browser's request for `urlPath`, from `address`. */
  const visit = (
    urlPath: string,
    {
      ua = FIREFOX,
      from = "198.51.100.7",
      headers = {} as Record<string, string>,
      method = "GET",
    } = {},
  ) =>
    fetch(`${base}${urlPath}`, {
      method,
      headers: { "user-agent": ua, "x-forwarded-for": from, ...headers },
    });

  /** The daily counts, each row with what is not null. */
  async function counts() {
    await counter.flush();
    const rows = await database.db
      .select()
      .from(analyticsDaily)
      .orderBy(asc(analyticsDaily.day), asc(analyticsDaily.page), asc(analyticsDaily.device));
    // The cell is the row's key, a hash: what a reader sees are the columns it hashes.
    return rows.map(({ cell: _key, ...row }) =>
      Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null)),
    );
  }

  it("counts a page view once, with its page, language, device, source and campaign", async () => {
    const response = await visit("/de/contact?utm_source=newsletter&utm_campaign=spring", {
      ua: IPHONE,
      headers: { referer: "https://www.google.com/" },
    });
    expect(response.status).toBe(200);
    expect(await counts()).toEqual([
      {
        day: "2026-11-28",
        page: "/de/contact",
        source: "www.google.com",
        utmSource: "newsletter",
        utmCampaign: "spring",
        language: "de",
        device: "mobile",
        views: 1,
        visitors: 1,
        entries: 1,
      },
    ]);
  });

  it("counts a view whose campaign tags are as long as they may be, and the others of its flush", async () => {
    // Five tags of the 200 characters a tag may have, each 3 bytes in UTF-8, and
    // all different, so that nothing compresses them.
    const long = Array.from({ length: 200 }, (_, i) => String.fromCodePoint(0x4e00 + i * 7)).join(
      "",
    );
    const tags = ["source", "medium", "campaign", "term", "content"]
      .map((tag) => `utm_${tag}=${encodeURIComponent(long)}`)
      .join("&");
    await visit(`/contact?${tags}`, { headers: { referer: `https://${"a".repeat(60)}.example/` } });
    await visit("/de/contact", { from: "203.0.113.9" });
    const rows = await counts();
    expect(rows.map((row) => [row.page, row.utmContent, row.views])).toEqual([
      ["/contact", long, 1],
      ["/de/contact", undefined, 1],
    ]);
  });

  it("counts no HEAD, missing page, error page, file, prefetch, prerender or bot", async () => {
    const notViews = [
      await visit("/contact", { method: "HEAD" }),
      await visit("/no-such-page"),
      await visit("/de/404"),
      await visit("/_astro/page.js"),
      await visit("/favicon.svg"),
      await visit("/contact", { headers: { "sec-purpose": "prefetch" } }),
      await visit("/contact", { headers: { "sec-purpose": "prefetch;prerender" } }),
      await visit("/contact", { headers: { purpose: "prefetch" } }),
      await visit("/contact", { headers: { "x-moz": "prefetch" } }),
      await visit("/contact", { headers: { "x-purpose": "preview" } }),
      await visit("/contact", { ua: GOOGLEBOT }),
      await visit("/contact", { ua: "curl/8.14.1" }),
    ];
    expect(notViews.map((response) => response.status)).toEqual([
      200, 404, 404, 200, 200, 200, 200, 200, 200, 200, 200, 200,
    ]);
    await visit("/fr/contact");
    expect((await counts()).map(({ page, views }) => ({ page, views }))).toEqual([
      { page: "/fr/contact", views: 1 },
    ]);
  });

  it("sets no cookie on any answer, page, file, error or post", async () => {
    const answers = await Promise.all([
      visit("/contact"),
      visit("/de/contact?intent=demo"),
      visit("/no-such-page"),
      visit("/_astro/page.js"),
      visit("/healthz"),
      visit("/contact", { method: "HEAD" }),
      fetch(`${base}/contact`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
        body: "email=ann%40example.com&message=Hi",
      }),
    ]);
    expect(answers.map((answer) => answer.headers.getSetCookie())).toEqual(answers.map(() => []));
  });

  it("counts the same visitor once a day across pages and flushes, and as another the next day", async () => {
    await visit("/contact");
    await counter.flush();
    await visit("/contact");
    await visit("/de/contact");
    await visit("/contact", { from: "203.0.113.9" });
    // Another browser on the same address is another visitor.
    await visit("/contact", { ua: IPHONE });
    clock = DAY_2;
    await visit("/contact");
    const byDay = (await counts()).map(({ day, page, device, views, visitors, entries }) => ({
      day,
      page,
      device,
      views,
      visitors,
      entries,
    }));
    expect(byDay).toEqual([
      { day: "2026-11-28", page: "/contact", device: "desktop", views: 3, visitors: 2, entries: 2 },
      { day: "2026-11-28", page: "/contact", device: "mobile", views: 1, visitors: 1, entries: 1 },
      {
        day: "2026-11-28",
        page: "/de/contact",
        device: "desktop",
        views: 1,
        visitors: 1,
        entries: 0,
      },
      { day: "2026-11-29", page: "/contact", device: "desktop", views: 1, visitors: 1, entries: 1 },
    ]);
  });

  it("keeps the source and campaign of a visitor's first view for the clicks within the site", async () => {
    await visit("/contact?utm_source=linkedin&utm_medium=social", {
      headers: { referer: "https://www.linkedin.com/feed/" },
    });
    await visit("/de/contact", { headers: { referer: `${new URL(site.url).origin}/contact` } });
    await visit("/fr/contact", { headers: { referer: `${base}/de/contact` } });
    const rows = await counts();
    expect(
      rows.map(({ page, source, utmSource, utmMedium }) => [page, source, utmSource, utmMedium]),
    ).toEqual([
      ["/contact", "www.linkedin.com", "linkedin", "social"],
      ["/de/contact", "www.linkedin.com", "linkedin", "social"],
      ["/fr/contact", "www.linkedin.com", "linkedin", "social"],
    ]);
    expect(rows.map(({ entries }) => entries)).toEqual([1, 0, 0]);
  });

  it("counts a visitor seen by two server instances once: the day's salt is shared", async () => {
    const peer = counterOn(database);
    try {
      await visit("/contact");
      await counter.flush();
      const viewed = await visit("/contact");
      expect(viewed.status).toBe(200);
      // The second view, as another instance took it: moved from one counter to the other.
      peer.record(DIRECT_VIEW);
      await peer.flush();
      expect(
        (await counts()).map(({ views, visitors, entries }) => ({ views, visitors, entries })),
      ).toEqual([{ views: 3, visitors: 1, entries: 1 }]);
    } finally {
      await peer.stop();
    }
  });

  it("deletes a past day's salt and visitor ids, keeps its counts, and drops its views that come late", async () => {
    await visit("/contact");
    await counter.flush();
    clock = DAY_1 + 13 * HOUR + 59 * 60_000; // 23:59 UTC
    await visit("/de/contact");
    // Housekeeping after midnight, before that view's flush.
    await pruneVisits(database.db, DAY_2, { retentionMonths: 25, vacuum: false });
    clock = DAY_2;
    await counter.flush();
    expect(await database.db.select().from(analyticsSalts)).toEqual([]);
    expect(await database.db.select().from(analyticsVisitors)).toEqual([]);
    expect((await counts()).map(({ day, page, views }) => ({ day, page, views }))).toEqual([
      { day: "2026-11-28", page: "/contact", views: 1 },
    ]);
  });

  it("keeps the counts ANALYTICS_RETENTION_MONTHS long", async () => {
    const day = (iso: string) => ({
      cell: iso,
      day: iso,
      page: "/",
      language: "en",
      device: "desktop" as const,
      views: 1,
    });
    await database.db
      .insert(analyticsDaily)
      .values([day("2024-10-28"), day("2024-10-29"), day("2026-11-28")]);
    // 25 months before 29 November 2026.
    await pruneVisits(database.db, DAY_2, { retentionMonths: 25, vacuum: false });
    expect((await counts()).map((row) => row.day)).toEqual(["2024-10-29", "2026-11-28"]);
  });

  it("holds at most maxHeld views between two flushes, and says how many it could not count", async () => {
    const { lines, logger } = capturing();
    const bounded = counterOn(database, logger, 2);
    for (let i = 0; i < 3; i++) {
      bounded.record(DIRECT_VIEW);
    }
    await bounded.stop();
    expect((await counts()).map(({ views }) => views)).toEqual([2]);
    expect(lines.map(({ event, lost }) => ({ event, lost }))).toEqual([
      { event: "analytics.held_full", lost: undefined },
      { event: "analytics.resumed", lost: 1 },
    ]);
  });

  describe("with the database down", () => {
    it("still serves the page, throws nothing, and warns once per outage", async () => {
      const { lines, logger } = capturing();
      const broken = await options.openBroken(database);
      counter = counterOn(broken, logger);
      for (let i = 0; i < 2; i++) {
        const response = await visit("/contact");
        expect(response.status).toBe(200);
        await expect(counter.flush()).resolves.toBeUndefined();
      }
      expect(lines.map((line) => line.event)).toEqual(["analytics.flush_failed"]);
      await counter.stop();
    });
  });
}
