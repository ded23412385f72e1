/**
 * Replaces this process with the same script run with `flags` added: same PID,
 * same stdio, same environment, so a supervisor's signals reach the server
 * itself, and no second Node process (about 48 MB) idles beside it to forward
 * them. process.execve (Node 23.11+, experimental; engines asks for 24.11) never
 * returns.
 */
export function relaunchWith(flags: readonly string[]): never {
  const args = [...flags, ...process.execArgv, ...process.argv.slice(1)];
  if (!process.execve)
    throw new Error("process.execve is missing: the server needs Node 24.11 or later");
  return process.execve(process.execPath, [process.execPath, ...args], process.env);
}
