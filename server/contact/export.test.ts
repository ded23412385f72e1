import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import type { ContactSubmission } from "../db/schema";
import { formatSubmissions } from "./export";

function submission(fields: Partial<ContactSubmission>): ContactSubmission {
  return {
    id: "7f0c1e2a-0000-4000-8000-000000000001",
    createdAt: new Date("2026-11-23T10:00:00Z"),
    firstName: "",
    lastName: "",
    email: "ann@example.com",
    company: "",
    numberOfEmployees: "",
    subject: "",
    message: "Hello",
    language: "de",
    intent: "pricing",
    sourcePage: "/contact?intent=pricing",
    previousPage: "/platform",
    referrerHost: "www.google.com",
    utmSource: "google",
    utmMedium: "cpc",
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
    ...fields,
  } as ContactSubmission;
}

const hostile = submission({
  firstName: "=cmd|' /C calc'!A0",
  lastName: "+41 44 000",
  company: "-2+3",
  subject: "@SUM(A1)",
  message: 'hello;=1+1\n=HYPERLINK("http://evil.example")\tnext,-1;@x";=2',
  // Campaign tags come from a link anyone can write.
  utmCampaign: '=HYPERLINK("http://evil.example")',
});

/** Formulas behind the spaces and tabs a spreadsheet trims before it looks. */
const padded = submission({
  firstName: " =1+1",
  lastName: "\t'=1+1",
  company: "\u00a0+41 44 000",
  subject: "Re: ; =2+2",
  message: "Hello,\n  @SUM(A1)",
});

/** What a spreadsheet makes of the file when it splits at `delimiter`, right or wrong. */
function cellsSplitAt(csv: string, delimiter: string): string[] {
  const records: string[][] = parse(csv, {
    bom: true,
    delimiter,
    relax_quotes: true,
    relax_column_count: true,
  });
  return records.flat();
}

describe("the CSV export", () => {
  it.each([",", ";", "\t"])("has no cell that starts a formula when split at %j", (delimiter) => {
    const csv = formatSubmissions([hostile, padded], "csv");
    const cells = cellsSplitAt(csv, delimiter);
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.filter((cell) => /^(?:[\t\r]|\s*[=+\-@])/.test(cell))).toEqual([]);
  });

  it("keeps ordinary text as it was typed, spaces, dashes and apostrophes inside included", () => {
    const ordinary = submission({
      firstName: " Anna",
      company: "Müller-Lüdenscheidt AG",
      subject: "Pricing - 300 people",
      message: 'It\'s for 1 + 1 teams; "quoted", and a line\n  indented',
    });
    const [, row] = parse(formatSubmissions([ordinary], "csv"), { bom: true });
    expect(row).toEqual(
      expect.arrayContaining([
        " Anna",
        "Müller-Lüdenscheidt AG",
        "Pricing - 300 people",
        'It\'s for 1 + 1 teams; "quoted", and a line\n  indented',
      ]),
    );
  });

  it("reads back, split at commas, as the values with apostrophes in front of formulas", () => {
    const [header, row] = parse(formatSubmissions([hostile], "csv"), { bom: true });
    expect(header).toEqual([
      "id",
      "created_at",
      "first_name",
      "last_name",
      "email",
      "company",
      "number_of_employees",
      "subject",
      "message",
      "language",
      "intent",
      "source_page",
      "previous_page",
      "referrer_host",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "utm_term",
      "utm_content",
    ]);
    expect(row).toEqual([
      hostile.id,
      "2026-11-23T10:00:00.000Z",
      "'=cmd|' /C calc'!A0",
      "'+41 44 000",
      "ann@example.com",
      "'-2+3",
      "",
      "'@SUM(A1)",
      "hello;'=1+1\n'=HYPERLINK(\"http://evil.example\")\tnext,'-1;'@x\";'=2",
      "de",
      "pricing",
      "/contact?intent=pricing",
      "/platform",
      "www.google.com",
      "google",
      "cpc",
      '\'=HYPERLINK("http://evil.example")',
      "",
      "",
    ]);
  });

  it("starts with a UTF-8 byte order mark, so Excel keeps umlauts", () => {
    const csv = formatSubmissions([submission({ company: "Müller & Söhne AG" })], "csv");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(parse(csv, { bom: true })[1]).toContain("Müller & Söhne AG");
  });
});
