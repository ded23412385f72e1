// A release counts as served once its server answers /readyz with 200: the
// database answers (docs/deploy.md, Layout 2, "Health checks"). "degraded" is still 200:
// late notifications are no reason to switch a release back.
import { setTimeout as sleep } from "node:timers/promises";
import { ReleaseError } from "./log";

const POLL_MS = 200;

export async function waitUntilReady(
  url: string,
  timeoutMs: number,
  isRunning: () => boolean,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline) {
    if (!isRunning()) throw new ReleaseError(`the server exited before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      last = `status ${response.status}`;
      await response.body?.cancel();
    } catch {
      last = "no answer";
    }
    await sleep(POLL_MS);
  }
  throw new ReleaseError(`${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${last})`);
}
