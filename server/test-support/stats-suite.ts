import { afterAll, beforeAll, expect, it } from "vitest";
import type { PageView } from "../analytics/page-view";
import { visitStats } from "../analytics/stats-report";
import { createViewCounter } from "../analytics/view-counter";
import type { Database } from "../db/client";
import { contactSubmissions } from "../db/schema";
import { silentLogger } from "./databases";

const HOUR = 60 * 60 * 1000;
const NOW = Date.parse("2026-11-29T12:00:00Z");
/** Two ads of one campaign, told apart by utm_content. */
const springAd = (content: string) => ({
  source: "linkedin",
  medium: "social",
  campaign: "spring",
  term: null,
  content,
});
const SPRING_VIDEO = springAd("video");
const SPRING_CAROUSEL = springAd("carousel");

/** Who viewed what, from where: each visitor is a network and a browser. */
function view(
  visitor: string,
  page: string,
  { from = null as string | null, campaign = null as PageView["campaign"] } = {},
): PageView {
  const device = visitor === "B" ? "mobile" : visitor === "F" ? "tablet" : "desktop";
  return {
    page,
    language: /^\/(de|fr)\b/.exec(page)?.[1] ?? "en",
    referrerHost: from,
    campaign,
    device,
    client: { network: `198.51.100.${visitor.charCodeAt(0)}`, userAgent: `Browser of ${visitor}` },
  };
}

/**
 * The visits each day, as the server takes them. A visitor's later views of a
 * day are clicks within the site: no source of their own.
 */
const VISITS: Record<string, PageView[]> = {
  // Before the period the tests ask for.
  "2026-11-20": [view("E", "/", { from: "news.ycombinator.com" })],
  "2026-11-28": [
    view("A", "/", { from: "www.google.com" }),
    view("A", "/contact"),
    view("B", "/de", { from: "www.linkedin.com", campaign: SPRING_VIDEO }),
    view("B", "/de/contact"),
    view("C", "/"),
    view("C", "/"),
  ],
  "2026-11-29": [
    // A again, on another day: another visitor.
    view("A", "/", { from: "www.google.com" }),
    view("D", "/contact", { from: "www.linkedin.com", campaign: SPRING_CAROUSEL }),
    view("F", "/fr", { from: "www.linkedin.com", campaign: SPRING_CAROUSEL }),
  ],
};

const lead = (
  createdAt: string,
  fields: Partial<typeof contactSubmissions.$inferInsert>,
): typeof contactSubmissions.$inferInsert => ({
  email: "lead@example.com",
  message: "Hello",
  createdAt: new Date(createdAt),
  ...fields,
});

const LEADS = [
  lead("2026-11-20T10:00:00Z", { referrerHost: "www.google.com", sourcePage: "/contact" }),
  lead("2026-11-28T11:00:00Z", {
    referrerHost: "www.google.com",
    sourcePage: "/contact?intent=demo",
  }),
  lead("2026-11-29T09:00:00Z", {
    referrerHost: "www.linkedin.com",
    sourcePage: "/de/contact",
    utmSource: "linkedin",
    utmMedium: "social",
    utmCampaign: "spring",
    utmContent: "carousel",
  }),
  // Direct, from the page's address with a trailing slash.
  lead("2026-11-28T15:00:00Z", { sourcePage: "/contact/" }),
  // A source no counted visitor came from: from a tab opened before counting began.
  lead("2026-11-28T16:00:00Z", { referrerHost: "www.bing.com", sourcePage: "/contact" }),
];

/** The visits report on one database, from known visits and leads: run on PGlite and PostgreSQL. */
export function statsSuite({ open }: { open(): Promise<Database> }) {
  let database: Database;

  beforeAll(async () => {
    database = await open();
    let clock = 0;
    const counter = createViewCounter({
      db: database.db,
      logger: silentLogger,
      siteHost: "example.ch",
      flushMs: HOUR,
      now: () => clock,
    });
    for (const [day, views] of Object.entries(VISITS)) {
      clock = Date.parse(`${day}T10:00:00Z`);
      for (const pageView of views) counter.record(pageView);
      await counter.flush();
    }
    await counter.stop();
    await database.db.insert(contactSubmissions).values(LEADS);
  }, 180_000);

  afterAll(async () => {
    await database?.close();
  });

  it("gives the visitors, views, leads and conversion rates of the period per source, campaign (each ad by its utm_content) and page", async () => {
    const report = await visitStats(database.db, new Date("2026-11-27"), NOW);
    expect(report).toEqual({
      from: "2026-11-27",
      to: "2026-11-29",
      totals: { visitors: 6, pageViews: 9, leads: 4, conversionRate: 4 / 6 },
      sources: [
        { source: "www.linkedin.com", visitors: 3, pageViews: 4, leads: 1, conversionRate: 1 / 3 },
        { source: "www.google.com", visitors: 2, pageViews: 3, leads: 1, conversionRate: 0.5 },
        { source: null, visitors: 1, pageViews: 2, leads: 1, conversionRate: 1 },
        { source: "www.bing.com", visitors: 0, pageViews: 0, leads: 1, conversionRate: null },
      ],
      campaigns: [
        {
          utmSource: null,
          utmMedium: null,
          utmCampaign: null,
          utmTerm: null,
          utmContent: null,
          visitors: 3,
          pageViews: 5,
          leads: 3,
          conversionRate: 1,
        },
        {
          utmSource: "linkedin",
          utmMedium: "social",
          utmCampaign: "spring",
          utmTerm: null,
          utmContent: "carousel",
          visitors: 2,
          pageViews: 2,
          leads: 1,
          conversionRate: 0.5,
        },
        {
          utmSource: "linkedin",
          utmMedium: "social",
          utmCampaign: "spring",
          utmTerm: null,
          utmContent: "video",
          visitors: 1,
          pageViews: 2,
          leads: 0,
          conversionRate: 0,
        },
      ],
      pages: [
        { page: "/", visitors: 3, pageViews: 4, leads: 0 },
        { page: "/contact", visitors: 2, pageViews: 2, leads: 3 },
        { page: "/de/contact", visitors: 1, pageViews: 1, leads: 1 },
        { page: "/de", visitors: 1, pageViews: 1, leads: 0 },
        { page: "/fr", visitors: 1, pageViews: 1, leads: 0 },
      ],
      languages: [
        { language: "en", visitors: 4, pageViews: 6 },
        { language: "de", visitors: 1, pageViews: 2 },
        { language: "fr", visitors: 1, pageViews: 1 },
      ],
      devices: [
        { device: "desktop", visitors: 4, pageViews: 6 },
        { device: "mobile", visitors: 1, pageViews: 2 },
        { device: "tablet", visitors: 1, pageViews: 1 },
      ],
    });
  });

  it("counts the visits and leads of the days from --since's on, and none before", async () => {
    const week = await visitStats(database.db, new Date("2026-11-20T18:00:00Z"), NOW);
    expect(week.from).toBe("2026-11-20");
    expect(week.totals).toMatchObject({ visitors: 7, pageViews: 10, leads: 5 });
    expect(week.sources).toContainEqual({
      source: "news.ycombinator.com",
      visitors: 1,
      pageViews: 1,
      leads: 0,
      conversionRate: 0,
    });
    expect(week.sources).toContainEqual(
      expect.objectContaining({ source: "www.google.com", visitors: 2, leads: 2 }),
    );
    const today = await visitStats(database.db, new Date("2026-11-29T08:00:00Z"), NOW);
    expect(today.totals).toEqual({ visitors: 3, pageViews: 3, leads: 1, conversionRate: 1 / 3 });
  });
}
