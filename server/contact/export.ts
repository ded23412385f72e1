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
] as const satisfies readonly (readonly [string, keyof ContactSubmission])[];

/**
 * One CSV cell. Visitors typed these values: a cell that a spreadsheet would run
 * as a formula (=, +, -, @, tab, CR) is prefixed with an apostrophe.
 */
export function csvCell(value: string | Date | null): string {
  if (value === null) return "";
  let text = value instanceof Date ? value.toISOString() : value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function formatSubmissions(
  rows: readonly ContactSubmission[],
  format: ExportFormat,
): string {
  if (format === "json") return `${JSON.stringify(rows, null, 2)}\n`;
  const lines = [
    CSV_COLUMNS.map(([header]) => header).join(","),
    ...rows.map((row) => CSV_COLUMNS.map(([, key]) => csvCell(row[key])).join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
