import { type VisitStats, visitStats } from "../analytics/stats-report";
import { type ExportFormat, formatSubmissions, listSubmissions } from "../contact/export";
import type { Db } from "../db/client";
import { outboxRetryReport, outboxStatusReport } from "../mail/outbox-report";
import type { OutboxKind } from "../outbox/worker";

export interface ExportQuery {
  format: ExportFormat;
  since?: Date;
}

export interface ExportResult {
  text: string;
  count: number;
}

/**
 * What the operator commands ask for. A command reads the database itself
 * (localCommands) or, when the running server holds the embedded database, asks
 * that server (remote.ts), whose endpoint answers with localCommands: either
 * way the same words reach the terminal.
 */
export interface OperatorCommands {
  exportSubmissions(query: ExportQuery): Promise<ExportResult>;
  outboxStatus(): Promise<string>;
  /** Queues the failed deliveries of `kinds` (every kind without) again. */
  outboxRetry(kinds?: readonly OutboxKind[]): Promise<string>;
  /** Visits and leads from the UTC day of `since` to today (`npm run stats`). */
  visitStats(since: Date): Promise<VisitStats>;
}

export function localCommands(db: Db): OperatorCommands {
  return {
    async exportSubmissions({ format, since }) {
      const rows = await listSubmissions(db, since);
      return { text: formatSubmissions(rows, format), count: rows.length };
    },
    outboxStatus: () => outboxStatusReport(db),
    outboxRetry: (kinds) => outboxRetryReport(db, kinds),
    visitStats: (since) => visitStats(db, since),
  };
}

/** The endpoint's addresses, for the server and the commands alike. */
export const OPERATOR_ROUTES = {
  export: "/operator/export",
  outbox: "/operator/outbox",
  retry: "/operator/outbox/retry",
  stats: "/operator/stats",
} as const;

/** How many submissions an export holds (`--output` tells the operator). */
export const EXPORT_COUNT_HEADER = "x-submission-count";

/** The only interface the endpoint listens on: no other machine can reach it. */
export const OPERATOR_HOST = "127.0.0.1";
