import { readFileSync } from "node:fs";

/** Resident memory in MB from the text of /proc/<pid>/status (its VmRSS line, in kB). */
export function parseVmRssMb(status: string): number {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  if (!match) throw new Error("No VmRSS line in /proc/<pid>/status");
  return Number(match[1]) / 1024;
}

/** The 1-, 5- and 15-minute load averages from the text of /proc/loadavg. */
export function parseLoadavg(text: string): [number, number, number] {
  const [one, five, fifteen] = text.trim().split(/\s+/).map(Number);
  if (one === undefined || five === undefined || fifteen === undefined || Number.isNaN(fifteen)) {
    throw new Error(`Not a /proc/loadavg line: "${text.trim()}"`);
  }
  return [one, five, fifteen];
}

export function readRssMb(pid: number): number {
  return parseVmRssMb(readFileSync(`/proc/${pid}/status`, "utf8"));
}

/** Resident memory of a process and all its descendants, in MB. */
export function readTreeRssMb(pid: number): number {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
  const descendants = children ? children.split(/\s+/).map(Number) : [];
  return descendants.reduce((total, child) => total + readTreeRssMb(child), readRssMb(pid));
}

export function readLoadavg(): [number, number, number] {
  return parseLoadavg(readFileSync("/proc/loadavg", "utf8"));
}
