import { spawn } from "node:child_process";

const FORWARDED_SIGNALS: NodeJS.Signals[] = ["SIGTERM", "SIGINT", "SIGHUP"];

/**
 * Runs this same script again with `flags` added, in a child process that shares
 * stdio: signals are passed on, and this process ends as the child does (its exit
 * code, or the same signal), so a supervisor sees one server either way.
 */
export function relaunchWith(flags: readonly string[]): void {
  const child = spawn(process.execPath, [...flags, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: "inherit",
  });
  for (const signal of FORWARDED_SIGNALS) process.on(signal, () => child.kill(signal));
  child.once("exit", (code, signal) => {
    if (signal) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    } else {
      process.exit(code ?? 1);
    }
  });
}
