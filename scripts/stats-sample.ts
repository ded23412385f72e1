// Sample data for trying `npm run stats`: 30 days of made-up visits and leads,
// counted by the server's own counter, in a new embedded database. Run:
//   node --import tsx scripts/stats-sample.ts /tmp/stats-sample
//   DATA_DIR=/tmp/stats-sample npm run stats
// It refuses a folder that exists: it never writes into a real database.
//
// The made-up site: 40 to 70 visitors a day, 1 to 4 pages each; 45 % direct,
// 30 % from Google, then LinkedIn, Bing, DuckDuckGo, ChatGPT; a LinkedIn and a
// newsletter campaign; about 1 in 16 visitors who reach the contact page writes.
// One lead comes from a site no counted visitor came from (a tab opened before
// the 30 days), so the report shows a source without a rate.
import { existsSync } from "node:fs";
import type { PageView } from "../server/analytics/page-view";
import { createViewCounter } from "../server/analytics/view-counter";
import { utcDay } from "../server/analytics/visitor-id";
import { openDatabase } from "../server/db/client";
import { contactSubmissions } from "../server/db/schema";
import { createLogger } from "../server/logger";

const dataDir = process.argv[2];
if (!dataDir || existsSync(dataDir)) {
  process.stderr.write(
    "Give a folder that does not exist yet: stats-sample.ts /tmp/stats-sample\n",
  );
  process.exit(1);
}

let seed = 53;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
/** One of `choices`, each as likely as its weight. */
function pick<T>(choices: readonly (readonly [T, number])[]): T {
  let left = random() * choices.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [choice, weight] of choices) {
    left -= weight;
    if (left <= 0) return choice;
  }
  return choices[0]?.[0] as T;
}

const ENTRY_PAGES = [
  ["/", 30],
  ["/platform", 12],
  ["/pricing", 8],
  ["/news", 5],
  ["/de", 14],
  ["/de/platform", 5],
  ["/fr", 6],
] as const;
const NEXT_PAGE: Record<string, string> = {
  "": "/platform",
  de: "/de/platform",
  fr: "/fr/platform",
};
const CONTACT: Record<string, string> = { "": "/contact", de: "/de/contact", fr: "/fr/contact" };
const SOURCES = [
  [null, 45],
  ["www.google.com", 30],
  ["www.linkedin.com", 10],
  ["www.bing.com", 6],
  ["duckduckgo.com", 5],
  ["chatgpt.com", 4],
] as const;
const tags = (source: string, medium: string, campaign: string) => ({
  source,
  medium,
  campaign,
  term: null,
  content: null,
});
const DEVICES = [
  ["desktop", 58],
  ["mobile", 38],
  ["tablet", 4],
] as const;

const DAY = 24 * 60 * 60 * 1000;
const today = Date.parse(`${utcDay(Date.now())}T00:00:00Z`);
const database = await openDatabase({ dataDir, logger: createLogger("silent") });
await database.migrate();
let clock = 0;
const counter = createViewCounter({
  db: database.db,
  logger: createLogger("warn"),
  siteHost: "example.ch",
  flushMs: DAY,
  now: () => clock,
});
const leads: (typeof contactSubmissions.$inferInsert)[] = [];

for (let daysAgo = 30; daysAgo >= 0; daysAgo--) {
  clock = today - daysAgo * DAY + 9 * 60 * 60 * 1000;
  const visitors = 40 + Math.floor(random() * 31);
  for (let n = 0; n < visitors; n++) {
    const source = pick(SOURCES);
    const campaign =
      source === "www.linkedin.com" && random() < 0.7
        ? tags("linkedin", "social", "autumn-webinar")
        : source === null && random() < 0.15
          ? tags("newsletter", "email", "november")
          : null;
    const entry = pick(ENTRY_PAGES);
    const prefix = /^\/(de|fr)\b/.exec(entry)?.[1] ?? "";
    const pages: string[] = [entry];
    if (random() < 0.5) pages.push(NEXT_PAGE[prefix] ?? "/platform");
    if (random() < 0.3) pages.push(CONTACT[prefix] ?? "/contact");
    const client = { network: `10.${daysAgo}.${n >> 8}.${n & 255}`, userAgent: "Sample browser" };
    const device = pick(DEVICES);
    pages.forEach((page, i) => {
      const view: PageView = {
        page,
        language: prefix || "en",
        referrerHost: i === 0 ? source : null,
        campaign: i === 0 ? campaign : null,
        device,
        client,
      };
      counter.record(view);
    });
    if (pages.at(-1)?.endsWith("/contact") && random() < 0.06) {
      leads.push({
        email: `sample-${leads.length}@example.com`,
        message: "Sample lead",
        language: prefix || "en",
        sourcePage: pages.at(-1),
        referrerHost: source,
        utmSource: campaign?.source,
        utmMedium: campaign?.medium,
        utmCampaign: campaign?.campaign,
        createdAt: new Date(clock + n * 60_000),
      });
    }
  }
  await counter.flush();
}
await counter.stop();
leads.push({
  email: "sample-xing@example.com",
  message: "Sample lead",
  sourcePage: "/contact",
  referrerHost: "www.xing.com",
  createdAt: new Date(today - 2 * DAY),
});
await database.db.insert(contactSubmissions).values(leads);
await database.close();
process.stderr.write(
  `Sample visits and ${leads.length} sample leads in ${dataDir}: DATA_DIR=${dataDir} npm run stats\n`,
);
