// One release or rollback at a time on a machine: the workflow runs one at a
// time, but an operator's rollback could still meet a release from CI, and two
// switches and restarts interleaved would leave either release serving.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ReleaseError } from "./log";
import { isAlive } from "./server-control";

/** Takes <root>/release.lock, or says who holds it; returns the release of it. */
export function takeLock(root: string): () => void {
  const file = path.join(root, "release.lock");
  try {
    writeFileSync(file, `${process.pid}\n`, { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const holder = Number(readFileSync(file, "utf8"));
    if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
      throw new ReleaseError(
        `${file}: process ${holder} is releasing or rolling back; wait for it to end, then run this again`,
      );
    }
    // Left by a release that was killed: nothing holds it any more.
    rmSync(file, { force: true });
    return takeLock(root);
  }
  return () => rmSync(file, { force: true });
}
