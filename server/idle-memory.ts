import type { Server } from "node:http";

/** Traffic counts as stopped after a window this long without a request. */
const QUIET_WINDOW_MS = 5_000;
/** A collection is worth its pause once the process has grown this much since the last one. */
const GROWTH_BYTES = 32 * 2 ** 20;

/**
 * Gives a burst's memory back once the requests stop. V8 keeps the pages its
 * garbage took (its page pool: 100-180 MB after 30 s floods at 50 connections)
 * until a memory-reducing collection. Its own memory reducer starts one only
 * when it measures a low allocation rate, and it measures at collections,
 * which stop with the traffic: after the probe's floods it judged the idle
 * server "high alloc" for as long as it was watched, at about 410 MB resident
 * against 215 MB when it ran. So after a quiet window following requests, and
 * only when the process has grown since the last time, this asks V8 for the
 * collection its reducer would have made (--expose-gc, server/node-flags.ts):
 * a pause of 50-200 ms when no one is waiting.
 */
export function releaseMemoryWhenQuiet(server: Server) {
  const collect = globalThis.gc;
  if (collect === undefined) return;
  let requests = 0;
  let previousWindowBusy = false;
  let rssAfterCollection = process.memoryUsage.rss();
  server.on("request", () => {
    requests += 1;
  });
  setInterval(() => {
    const busy = requests > 0;
    requests = 0;
    if (
      !busy &&
      previousWindowBusy &&
      process.memoryUsage.rss() - rssAfterCollection > GROWTH_BYTES
    ) {
      collect({ type: "major", flavor: "last-resort" });
      rssAfterCollection = process.memoryUsage.rss();
    }
    previousWindowBusy = busy;
  }, QUIET_WINDOW_MS).unref();
}
