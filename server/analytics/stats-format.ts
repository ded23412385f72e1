import { csvCell, csvFile } from "../contact/export";
import type { Tally, VisitStats } from "./stats-report";

export const STATS_FORMATS = ["text", "csv", "json"] as const;
export type StatsFormat = (typeof STATS_FORMATS)[number];

/** What `npm run stats` prints: a report to read, or a file for a spreadsheet or a script. */
export function formatStats(report: VisitStats, format: StatsFormat): string {
  if (format === "json") return `${JSON.stringify(report, roundedRates, 2)}\n`;
  return format === "csv" ? statsCsv(report) : statsText(report);
}

/** Four decimals, as ADR 0038's query rounds them: 0.0333 is 3.33%. */
const fourDecimals = (rate: number) => Math.round(rate * 10_000) / 10_000;

function roundedRates(key: string, value: unknown) {
  return key === "conversionRate" && typeof value === "number" ? fourDecimals(value) : value;
}

/** "0.0333": a cell a spreadsheet reads as a number; empty where there is no rate. */
const rateCell = (rate: number | null | undefined) =>
  rate === null || rate === undefined ? "" : String(fourDecimals(rate));

const CSV_KEYS = [
  "page",
  "source",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "language",
  "device",
] as const;
type CsvKeys = Partial<Record<(typeof CSV_KEYS)[number], string | null>>;

/**
 * One table for a spreadsheet's filter or pivot: a row per total, page, source,
 * campaign, language and device, named by `breakdown` and its own key columns;
 * a column that is not the row's is empty. Names (hosts, tags) are anyone's to
 * write: they are written as the lead export writes typed fields.
 */
function statsCsv(report: VisitStats): string {
  const header = [
    "from",
    "to",
    "breakdown",
    ...CSV_KEYS,
    "visitors",
    "page_views",
    "leads",
    "conversion_rate",
  ];
  const row = (breakdown: string, keys: CsvKeys, tally: Partial<Tally>) => [
    csvCell(report.from),
    csvCell(report.to),
    csvCell(breakdown),
    ...CSV_KEYS.map((key) => csvCell(keys[key] ?? null)),
    String(tally.visitors),
    String(tally.pageViews),
    tally.leads === undefined ? "" : String(tally.leads),
    rateCell(tally.conversionRate),
  ];
  return csvFile([
    header.map(csvCell),
    row("total", {}, report.totals),
    ...report.pages.map((tally) => row("page", { page: tally.page }, tally)),
    ...report.sources.map((tally) => row("source", { source: tally.source ?? DIRECT }, tally)),
    ...report.campaigns.map((tally) =>
      row(
        "campaign",
        {
          utm_source: tally.utmSource,
          utm_medium: tally.utmMedium,
          utm_campaign: tally.utmCampaign,
          utm_term: tally.utmTerm,
          utm_content: tally.utmContent,
        },
        tally,
      ),
    ),
    ...report.languages.map((tally) => row("language", { language: tally.language }, tally)),
    ...report.devices.map((tally) => row("device", { device: tally.device }, tally)),
  ]);
}

const DIRECT = "direct";
/** Shown for a rate over no visitors: never Infinity or NaN. */
const NO_RATE = "–";

const number = new Intl.NumberFormat("en-US");
const day = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const dayOf = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));
const percent = (rate: number | null) => (rate === null ? NO_RATE : `${(rate * 100).toFixed(1)}%`);

interface Column<Row> {
  title: string;
  cell(row: Row): string;
  /** Figures are aligned right, names left. */
  figure?: boolean;
}

/** A table with a header row, its columns as wide as their widest cell. */
function table<Row>(rows: readonly Row[], columns: readonly Column<Row>[]): string[] {
  if (rows.length === 0) return [`${columns[0]?.title}: none in this period`];
  const cells = [
    columns.map((column) => column.title),
    ...rows.map((row) => columns.map((column) => column.cell(row))),
  ];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => (line[i] ?? "").length)));
  return cells.map((line) =>
    line
      .map((cell, i) =>
        columns[i]?.figure ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0),
      )
      .join("  ")
      .trimEnd(),
  );
}

const visitsColumns = <Row extends Omit<Tally, "leads" | "conversionRate">>(): Column<Row>[] => [
  { title: "Visitors", cell: (row) => number.format(row.visitors), figure: true },
  { title: "Page views", cell: (row) => number.format(row.pageViews), figure: true },
];
const leadColumns = <Row extends Tally>(): Column<Row>[] => [
  ...visitsColumns<Row>(),
  { title: "Leads", cell: (row) => number.format(row.leads), figure: true },
  { title: "Conversion", cell: (row) => percent(row.conversionRate), figure: true },
];

type Campaign = VisitStats["campaigns"][number];
const TAGS = ["utmSource", "utmMedium", "utmCampaign", "utmTerm", "utmContent"] as const;
const tagColumn = (tag: (typeof TAGS)[number], title: string): Column<Campaign> => ({
  title,
  cell: (row) => row[tag] ?? "",
});

/**
 * The campaign, its source and medium, and its term and content only where a
 * row of the period has one: most campaigns set neither, and the table stays
 * narrow; two ads of one campaign (utm_content) are two rows side by side.
 */
function campaignColumns(campaigns: readonly Campaign[]): Column<Campaign>[] {
  const used = (tag: (typeof TAGS)[number]) => campaigns.some((row) => row[tag] !== null);
  return [
    {
      title: "Campaign",
      cell: (row) => (TAGS.every((tag) => row[tag] === null) ? "(none)" : (row.utmCampaign ?? "")),
    },
    tagColumn("utmSource", "utm_source"),
    tagColumn("utmMedium", "utm_medium"),
    ...(used("utmTerm") ? [tagColumn("utmTerm", "utm_term")] : []),
    ...(used("utmContent") ? [tagColumn("utmContent", "utm_content")] : []),
    ...leadColumns<Campaign>(),
  ];
}

/** The report a marketing person reads in the terminal: a table per breakdown, the meaning below. */
function statsText(report: VisitStats): string {
  const noRate = [report.totals, ...report.sources, ...report.campaigns].some(
    (row) => row.conversionRate === null && row.leads > 0,
  );
  const sections = [
    [
      `Visits and leads from ${dayOf(report.from)} to ${dayOf(report.to)} (UTC days; the last one so far)`,
    ],
    table([report.totals], [{ title: "", cell: () => "All" }, ...leadColumns<Tally>()]),
    table(report.sources, [
      { title: "Source", cell: (row) => row.source ?? DIRECT },
      ...leadColumns<VisitStats["sources"][number]>(),
    ]),
    table(report.campaigns, campaignColumns(report.campaigns)),
    table(report.pages, [
      { title: "Page", cell: (row) => row.page ?? "(not recorded)" },
      ...visitsColumns<VisitStats["pages"][number]>(),
      { title: "Leads", cell: (row) => number.format(row.leads), figure: true },
    ]),
    table(report.languages, [
      { title: "Language", cell: (row) => row.language },
      ...visitsColumns<VisitStats["languages"][number]>(),
    ]),
    table(report.devices, [
      { title: "Device", cell: (row) => row.device },
      ...visitsColumns<VisitStats["devices"][number]>(),
    ]),
    [
      "Visitors: each person once a day. A page's visitors saw it; a source's, campaign's,",
      "language's and device's began their day there. A page's leads were sent from it.",
      "Conversion: leads ÷ visitors.",
      ...(noRate
        ? [
            `${NO_RATE}: no rate, as no visitor was counted from there in this period: its leads`,
            "came from a tab opened earlier (before the period, or before counting began).",
          ]
        : []),
    ],
  ];
  return `${sections.map((lines) => lines.join("\n")).join("\n\n")}\n`;
}
