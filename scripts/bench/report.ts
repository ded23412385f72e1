import type { Machine } from "./machine";

/** One autocannon run, as the tables show it. */
export interface Measurement {
  scenario: string;
  /** Which server answered, e.g. "ours (PGlite)" or "nginx 1.22.1". */
  server: string;
  /** A reference row: the static file server our rows of the same scenario are compared with. */
  reference?: boolean;
  connections: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx, plus connection errors and timeouts. */
  failed: number;
  /** The 1-minute load average just before the run: how busy the machine already was. */
  loadavg: number;
}

export interface MemoryFigure {
  server: string;
  idleMiB: number;
  peakMiB: number;
}

export interface SubmissionCheck {
  database: string;
  /** POSTs answered with 2xx. */
  accepted: number;
  /** Of those, how many have no row. */
  lost: number;
  /** Rows the run left, including those of requests still in flight when counting stopped. */
  stored: number;
}

export interface BenchReport {
  date: Date;
  machine: Machine;
  command: string;
  rows: Measurement[];
  memory: MemoryFigure[];
  submissions: SubmissionCheck[];
  notes: string[];
}

/** Our throughput over the reference's for the same scenario, or undefined without one. */
export function ratioToReference(
  row: Measurement,
  rows: readonly Measurement[],
): number | undefined {
  if (row.reference) return undefined;
  const reference = rows.find((other) => other.reference && other.scenario === row.scenario);
  if (!reference || reference.reqPerSec === 0) return undefined;
  return row.reqPerSec / reference.reqPerSec;
}

const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toString();

function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  return [line(headers), line(headers.map(() => "---")), ...rows.map(line)].join("\n");
}

export function resultsTable(rows: readonly Measurement[]): string {
  return table(
    [
      "scenario",
      "server",
      "connections",
      "req/s",
      "p50 ms",
      "p99 ms",
      "failed",
      "load avg",
      "vs reference",
    ],
    rows.map((row) => {
      const ratio = ratioToReference(row, rows);
      return [
        row.scenario,
        row.server,
        String(row.connections),
        String(Math.round(row.reqPerSec)),
        oneDecimal(row.p50Ms),
        oneDecimal(row.p99Ms),
        String(row.failed),
        row.loadavg.toFixed(2),
        row.reference ? "(reference)" : ratio === undefined ? "–" : `${ratio.toFixed(2)}×`,
      ];
    }),
  );
}

export function memoryTable(memory: readonly MemoryFigure[]): string {
  return table(
    ["server process", "RSS idle MiB", "RSS peak under load MiB"],
    memory.map((figure) => [figure.server, oneDecimal(figure.idleMiB), oneDecimal(figure.peakMiB)]),
  );
}

export function describeMachine(machine: Machine): string {
  return `${machine.cpus} × ${machine.cpu}, ${oneDecimal(machine.ramGiB)} GiB RAM, Node ${machine.node.replace(/^v/, "")}, ${machine.os}`;
}

/** How busy the machine already was: the range of load averages read before the runs. */
export function describeLoad(rows: readonly Measurement[], cpus: number): string {
  if (rows.length === 0) return "No run was measured.";
  const loads = rows.map((row) => row.loadavg);
  const range = [Math.min(...loads), Math.max(...loads)].map((load) => load.toFixed(2));
  const busy = Number(range[1]) > cpus;
  return `Load average (1 min) before the measured runs: ${range[0]}–${range[1]} on ${cpus} CPUs${
    busy ? ": other work was competing for the CPUs, so these figures are pessimistic." : "."
  }`;
}

/** The generated part of docs/performance.md, also what the bench prints. */
export function renderReport(report: BenchReport): string {
  const submissions = report.submissions.map(
    (check) =>
      `- ${check.database}: ${check.accepted} POSTs answered 2xx, ${check.stored} rows stored, **lost: ${check.lost}**`,
  );
  return [
    `Taken on ${report.date.toISOString().slice(0, 10)} with \`${report.command}\`.`,
    "",
    `Machine: ${describeMachine(report.machine)}.`,
    "",
    describeLoad(report.rows, report.machine.cpus),
    "",
    resultsTable(report.rows),
    "",
    memoryTable(report.memory),
    "",
    "Contact submissions (every 2xx answer checked against the database afterwards):",
    "",
    ...(submissions.length ? submissions : ["- none: the POST scenario did not run"]),
    ...(report.notes.length ? ["", ...report.notes.map((note) => `- ${note}`)] : []),
  ].join("\n");
}

export const BEGIN_MARKER = "<!-- bench:begin -->";
export const END_MARKER = "<!-- bench:end -->";

/** Replaces what lies between the markers, leaving the document's own prose alone. */
export function replaceGeneratedSection(document: string, generated: string): string {
  const begin = document.indexOf(BEGIN_MARKER);
  const end = document.indexOf(END_MARKER);
  if (begin === -1 || end < begin) {
    throw new Error(`The document has no ${BEGIN_MARKER} … ${END_MARKER} section to replace.`);
  }
  return `${document.slice(0, begin + BEGIN_MARKER.length)}\n${generated}\n${document.slice(end)}`;
}
