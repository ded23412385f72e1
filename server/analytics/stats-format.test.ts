import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { formatStats } from "./stats-format";
import type { VisitStats } from "./stats-report";

const visits = (visitors: number, pageViews: number) => ({ visitors, pageViews });
const noTerm = { utmTerm: null, utmContent: null };
/** Two ads of one campaign, told apart by utm_content. */
const SPRING_ADS: VisitStats["campaigns"] = [
  {
    utmSource: "linkedin",
    utmMedium: "social",
    utmCampaign: "spring",
    utmTerm: null,
    utmContent: "video",
    ...visits(40, 60),
    leads: 2,
    conversionRate: 2 / 40,
  },
  {
    utmSource: "linkedin",
    utmMedium: "social",
    utmCampaign: "spring",
    utmTerm: null,
    utmContent: "carousel",
    ...visits(10, 12),
    leads: 0,
    conversionRate: 0,
  },
];
const REPORT: VisitStats = {
  from: "2026-10-30",
  to: "2026-11-29",
  totals: { ...visits(1_234, 2_500), leads: 5, conversionRate: 5 / 1_234 },
  sources: [
    { source: null, ...visits(1_000, 2_000), leads: 2, conversionRate: 0.002 },
    { source: "www.google.com", ...visits(234, 500), leads: 2, conversionRate: 2 / 234 },
    // Leads from a tab opened before counting began: no visitor from there.
    { source: "www.xing.com", ...visits(0, 0), leads: 1, conversionRate: null },
  ],
  campaigns: [
    {
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      ...noTerm,
      ...visits(1_231, 2_490),
      leads: 4,
      conversionRate: 4 / 1_231,
    },
    {
      utmSource: "newsletter",
      utmMedium: "email",
      // Campaign tags are anyone's to write.
      utmCampaign: '=HYPERLINK("http://evil.example")',
      ...noTerm,
      ...visits(3, 10),
      leads: 1,
      conversionRate: 1 / 3,
    },
  ],
  pages: [
    { page: "/", ...visits(900, 1_200), leads: 0 },
    { page: "/contact", ...visits(300, 1_300), leads: 5 },
  ],
  languages: [{ language: "en", ...visits(1_234, 2_500) }],
  devices: [{ device: "desktop", ...visits(1_234, 2_500) }],
};

/** The lines of the text report's table whose header starts with `title`, up to the blank line. */
function tableOf(text: string, title: string): string[] {
  const lines = text.split("\n");
  const start = lines.findIndex((line) => line.startsWith(title));
  const end = lines.indexOf("", start);
  return lines.slice(start, end);
}

describe("the visits report", () => {
  it("reads at a glance in the terminal: the period's dates, aligned figures, rates with one decimal", () => {
    const text = formatStats(REPORT, "text");
    expect(text.split("\n")[0]).toContain("from 30 Oct 2026 to 29 Nov 2026");
    const sources = tableOf(text, "Source");
    expect(sources).toHaveLength(4);
    // The figures are right-aligned: every line of a table ends in the same column.
    expect(new Set(sources.map((line) => line.length)).size).toBe(1);
    expect(sources[1]).toMatch(/^direct +1,000 +2,000 +2 +0\.2%$/);
    expect(sources[2]).toMatch(/^www\.google\.com +234 +500 +2 +0\.9%$/);
    expect(text).toMatch(/33\.3%/);
  });

  it("shows a rate over no visitors as –, with a line saying why, never Infinity or NaN", () => {
    const text = formatStats(REPORT, "text");
    expect(tableOf(text, "Source")[3]).toMatch(/^www\.xing\.com +0 +0 +1 +–$/);
    expect(text).toMatch(/^–: no rate, as no visitor was counted from there/m);
    expect(text).not.toMatch(/NaN|Infinity/);
    const everyRate = { ...REPORT, sources: REPORT.sources.slice(0, 2) };
    everyRate.campaigns = everyRate.campaigns.slice(0, 1);
    expect(formatStats(everyRate, "text")).not.toMatch(/–/);
  });

  it("shows no utm_term or utm_content column when no campaign of the period has one", () => {
    const campaigns = tableOf(formatStats(REPORT, "text"), "Campaign");
    expect(campaigns[0]).toMatch(/^Campaign +utm_source +utm_medium +Visitors +Page views/);
  });

  it("shows two ads of one campaign, told apart by utm_content, as two rows to compare", () => {
    const withAds = { ...REPORT, campaigns: [...REPORT.campaigns, ...SPRING_ADS] };
    const campaigns = tableOf(formatStats(withAds, "text"), "Campaign");
    expect(campaigns[0]).toMatch(/^Campaign +utm_source +utm_medium +utm_content +Visitors/);
    expect(campaigns[0]).not.toContain("utm_term");
    expect(campaigns.slice(3)).toEqual([
      expect.stringMatching(/^spring +linkedin +social +video +40 +60 +2 +5\.0%$/),
      expect.stringMatching(/^spring +linkedin +social +carousel +10 +12 +0 +0\.0%$/),
    ]);
    expect(new Set(campaigns.map((line) => line.length)).size).toBe(1);
  });

  it("writes CSV for a spreadsheet: a header row, then a row per total, page, source, campaign, language and device", () => {
    const rows: Record<string, string>[] = parse(formatStats(REPORT, "csv"), {
      bom: true,
      columns: true,
    });
    expect(Object.keys(rows[0] ?? {})).toEqual([
      "from",
      "to",
      "breakdown",
      "page",
      "source",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "utm_term",
      "utm_content",
      "language",
      "device",
      "visitors",
      "page_views",
      "leads",
      "conversion_rate",
    ]);
    expect(rows.map((row) => row.breakdown)).toEqual([
      "total",
      "page",
      "page",
      "source",
      "source",
      "source",
      "campaign",
      "campaign",
      "language",
      "device",
    ]);
    expect(
      rows
        .filter((row) => row.breakdown === "source")
        .map(({ source, visitors, leads, conversion_rate }) => [
          source,
          visitors,
          leads,
          conversion_rate,
        ]),
    ).toEqual([
      ["direct", "1000", "2", "0.002"],
      ["www.google.com", "234", "2", "0.0085"],
      ["www.xing.com", "0", "1", ""],
    ]);
    // A tag a spreadsheet would run as a formula is written as text.
    expect(rows[7]?.utm_campaign).toBe(`'=HYPERLINK("http://evil.example")`);
  });

  it("writes every campaign tag in CSV and JSON: two ads of one campaign are two rows", () => {
    const withAds = { ...REPORT, campaigns: [...REPORT.campaigns, ...SPRING_ADS] };
    const rows: Record<string, string>[] = parse(formatStats(withAds, "csv"), {
      bom: true,
      columns: true,
    });
    expect(
      rows
        .filter((row) => row.utm_campaign === "spring")
        .map((row) => [row.utm_term, row.utm_content, row.visitors, row.leads]),
    ).toEqual([
      ["", "video", "40", "2"],
      ["", "carousel", "10", "0"],
    ]);
    const json = JSON.parse(formatStats(withAds, "json"));
    expect(
      json.campaigns.map((row: { utmContent: string | null }) => row.utmContent).slice(2),
    ).toEqual(["video", "carousel"]);
  });

  it("writes JSON for a script: the report, its rates to four decimals, null where there is none", () => {
    const json = JSON.parse(formatStats(REPORT, "json"));
    expect(json.from).toBe("2026-10-30");
    expect(
      json.sources.map((row: { conversionRate: number | null }) => row.conversionRate),
    ).toEqual([0.002, 0.0085, null]);
    expect(json.campaigns[1].conversionRate).toBe(0.3333);
  });
});
