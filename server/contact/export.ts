import { asc, gte } from "drizzle-orm";
import type { Db } from "../db/client";
import { type ContactSubmission, contactSubmissions } from "../db/schema";

export type ExportFormat = "csv" | "json";

/** Submissions oldest first, optionally only those created at or after `since`. */
export function listSubmissions(db: Db, since?: Date): Promise<ContactSubmission[]> {
  return db
    .select()
    .from(contactSubmissions)
    .where(since ? gte(contactSubmissions.createdAt, since) : undefined)
    .orderBy(asc(contactSubmissions.createdAt));
}

const CSV_COLUMNS = [
  ["id", "id"],
  ["created_at", "createdAt"],
  ["first_name", "firstName"],
  ["last_name", "lastName"],
  ["email", "email"],
  ["company", "company"],
  ["number_of_employees", "numberOfEmployees"],
  ["subject", "subject"],
  ["message", "message"],
  // Last, in the order they came, so that a sheet or an import that reads the
  // columns by position reads them as before.
  ["language", "language"],
  ["intent", "intent"],
  ["source_page", "sourcePage"],
  ["previous_page", "previousPage"],
  ["referrer_host", "referrerHost"],
  ["utm_source", "utmSource"],
  ["utm_medium", "utmMedium"],
  ["utm_campaign", "utmCampaign"],
  ["utm_term", "utmTerm"],
  ["utm_content", "utmContent"],
] as const satisfies readonly (readonly [string, keyof ContactSubmission])[];

/** Excel reads a file that starts with it as UTF-8, so umlauts survive. */
const UTF8_BOM = "\uFEFF";

/**
 * A character a spreadsheet runs as a formula (=, +, -, @, tab, CR) where it may
 * start a cell: at the start of the value, or after anything a spreadsheet may
 * take as a separator or a line break; spaces or tabs in front do not stop it, as
 * spreadsheets trim them before they look. Excel in a locale whose list separator is
 * ";" (German, Swiss, Turkish) splits this comma file at every ";", quotes or not.
 */
const FORMULA_AT_START = /^(?:[\t\r]|\s*[=+\-@])/;
const FORMULA_AFTER_BREAK = /([,;\t\r\n"])(?=\s*[=+\-@])/g;

/**
 * One CSV cell, always quoted. Visitors typed these values: wherever a cell could
 * begin, a formula character gets an apostrophe in front, which spreadsheets read
 * as "this is text".
 */
export function csvCell(value: string | Date | null): string {
  if (value === null) return '""';
  let text = value instanceof Date ? value.toISOString() : value;
  text = text.replace(FORMULA_AFTER_BREAK, "$1'");
  if (FORMULA_AT_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** A CSV file of cells already written (csvCell, or a number): Excel's BOM, CRLF lines. */
export function csvFile(lines: readonly (readonly string[])[]): string {
  return `${UTF8_BOM}${lines.map((cells) => cells.join(",")).join("\r\n")}\r\n`;
}

export function formatSubmissions(
  rows: readonly ContactSubmission[],
  format: ExportFormat,
): string {
  if (format === "json") return `${JSON.stringify(rows, null, 2)}\n`;
  return csvFile([
    CSV_COLUMNS.map(([header]) => csvCell(header)),
    ...rows.map((row) => CSV_COLUMNS.map(([, key]) => csvCell(row[key]))),
  ]);
}
