import type { Db } from "../db/client";
import { describeDbError } from "../db/errors";
import type { Logger } from "../logger";
import { addViews, type TimedView } from "./daily-counts";
import type { PageView } from "./page-view";
import { dailySalts, utcDay } from "./visitor-id";

/**
 * Views held between two flushes at most: about 7 MB, as a view keeps at most
 * 512 characters of its user agent, most of a view (page-view.ts); under 30 MB
 * if every one carried the longest campaign tags. At 100,000 views a day a
 * flush carries a handful; the bound is for a database that stops answering
 * under a flood.
 */
export const MAX_HELD_VIEWS = 10_000;

export interface ViewCounter {
  /** Takes a view into memory: no database, no promise, nothing that can fail a page. */
  record(view: PageView): void;
  /** Adds the views held so far to the daily counts; never rejects. */
  flush(): Promise<void>;
  /** Stops the timer and flushes what is held: call it before the database closes. */
  stop(): Promise<void>;
}

export interface ViewCounterOptions {
  db: Db;
  logger: Logger;
  /** The site's host, part of every visitor id (site.url's). */
  siteHost: string;
  /** ANALYTICS_FLUSH_MS: a crash loses at most the views of this long. */
  flushMs: number;
  maxHeld?: number;
  /** The clock: what day a view falls on (tests move it). */
  now?: () => number;
}

/**
 * Counts page views without a database round trip on the request path: views
 * are held in memory and added to the daily counts every flushMs and at
 * shutdown. When the database does not take a flush, its views are dropped
 * (and further ones past MAX_HELD_VIEWS): one warning per outage, one line when
 * counting resumes saying how many views were lost.
 */
export function createViewCounter({
  db,
  logger,
  siteHost,
  flushMs,
  maxHeld = MAX_HELD_VIEWS,
  now = Date.now,
}: ViewCounterOptions): ViewCounter {
  const saltOf = dailySalts(db);
  let held: TimedView[] = [];
  /** Views lost since the last flush the database took: an outage under way when > 0. */
  let lost = 0;
  let flushing: Promise<void> | undefined;

  async function flushHeld() {
    if (held.length === 0) return;
    const batch = held;
    held = [];
    try {
      const { added, dropped } = await addViews(db, batch, {
        siteHost,
        saltOf,
        today: utcDay(now()),
      });
      if (lost > 0) {
        logger.info(
          { event: "analytics.resumed", lost },
          `page views are counted again; ${lost} were not`,
        );
        lost = 0;
      }
      logger.debug({ event: "analytics.flushed", views: added, dropped }, "page views counted");
    } catch (error) {
      if (lost === 0) {
        logger.warn(
          { event: "analytics.flush_failed", error: describeDbError(error) },
          "page views are not being counted: the database did not take them (pages are served as usual; counting resumes when it answers)",
        );
      }
      lost += batch.length;
    }
  }

  /** One flush at a time: a timer tick while one is under way finds it and waits for it. */
  function flush(): Promise<void> {
    flushing ??= flushHeld().finally(() => {
      flushing = undefined;
    });
    return flushing;
  }

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    record(view) {
      if (held.length >= maxHeld) {
        if (lost === 0) {
          logger.warn(
            { event: "analytics.held_full", held: maxHeld },
            "page views are not being counted: the views since the last flush fill their room in memory (pages are served as usual)",
          );
        }
        lost += 1;
        return;
      }
      held.push({ view, at: now() });
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flushing;
      await flush();
    },
  };
}
