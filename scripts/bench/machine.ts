import { readFileSync } from "node:fs";
import os from "node:os";

export interface Machine {
  cpu: string;
  cpus: number;
  ramGiB: number;
  node: string;
  os: string;
}

/** CPU model and the number of logical CPUs the kernel lists in /proc/cpuinfo. */
export function parseCpuinfo(text: string): { cpu: string; cpus: number } {
  const cpus = text.match(/^processor\s*:/gm)?.length ?? 0;
  const cpu = /^model name\s*:\s*(.+)$/m.exec(text)?.[1]?.trim() ?? "unknown CPU";
  return { cpu, cpus };
}

/** The distribution's own name for itself (PRETTY_NAME in /etc/os-release). */
export function parseOsRelease(text: string): string | undefined {
  return /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(text)?.[1];
}

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

export function readMachine(): Machine {
  const { cpu, cpus } = parseCpuinfo(readOrEmpty("/proc/cpuinfo"));
  const distribution = parseOsRelease(readOrEmpty("/etc/os-release")) ?? os.type();
  return {
    cpu,
    cpus: cpus || os.cpus().length,
    ramGiB: os.totalmem() / 1024 ** 3,
    node: process.version,
    os: `${distribution}, kernel ${os.release()}`,
  };
}
