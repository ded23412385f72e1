import type { Logger } from "../logger";
import type { ForwardOutcome, ForwardSend } from "./forward-sender";
import type { PageView } from "./page-view";

/**
 * Views waiting for the receiver at most: about 7 MB (a user agent, at most 512
 * characters, is most of a view: view-counter.ts's MAX_HELD_VIEWS), some hours of
 * this site's traffic while the receiver is down. What a crash loses at most.
 */
export const MAX_HELD_FORWARDS = 10_000;

/** Views on their way at once while the receiver answers: enough for a burst, few for it. */
const CONCURRENCY = 4;

/**
 * Tries answered with a 5xx after which a view is dropped: what the receiver, or
 * its proxy, keeps failing on must not hold back the views behind it.
 */
export const MAX_FAILED_TRIES = 5;

/** 1 s, 2 s, 4 s … at most a minute between tries while the receiver takes nothing. */
export const retryDelayMs = (attempt: number) => Math.min(1_000 * 2 ** attempt, 60_000);

/**
 * The pause between tries once stopping: a receiver back within the grace (a
 * restart of both) gets what waits before the deadline, which a pause of up to
 * a minute would outlast.
 */
export const STOPPING_RETRY_MS = 1_000;

export interface ViewForwarder {
  /** Takes a view to forward: no network, no promise, nothing that can fail a page. */
  record(view: PageView): void;
  /**
   * Keeps sending what is held, and what is still recorded, until nothing is or
   * graceMs have passed since the first call (later calls keep that deadline);
   * then drops what is left, in one log line. Resolves at either.
   */
  stop(graceMs: number): Promise<void>;
}

export interface ViewForwarderOptions {
  send: ForwardSend;
  logger: Logger;
  /** What logs call the receiver: "plausible at plausible.example.ch". */
  receiver: string;
  maxHeld?: number;
  concurrency?: number;
  /** How long to wait before the next try after `attempt` tries in a row were not taken (tests shorten it). */
  retryDelay?: (attempt: number) => number;
  /** The pause between tries once stop() was called (tests shorten it). */
  stoppingRetryMs?: number;
}

interface Held {
  view: PageView;
  /** Its place in the order views were recorded: a view sent again keeps it. */
  seq: number;
  /** Its tries answered with a 5xx so far. */
  failedTries: number;
}

/**
 * Forwards the page views the server counts to the operator's Plausible or
 * Umami, never on the request path: views wait in memory (at most maxHeld, then
 * new ones are dropped) and go out in the order they came, a few at a time.
 * While the receiver cannot be reached or answers 408, 429 or 5xx, the view goes
 * back to the head of the queue and one try at a time follows with growing
 * pauses (once stopping, every STOPPING_RETRY_MS); a view answered 5xx
 * MAX_FAILED_TRIES times is dropped, in one line.
 * A view the receiver may have taken (no answer in time, a connection cut after
 * sending, a 504) is not sent again: at most once, since neither API drops
 * duplicates, but for a proxy's 502 after the receiver took it (forward-sender.ts).
 * One warning when forwarding stops, one line when it resumes with the number
 * lost; one warning when the receiver starts refusing views, one line with the
 * number refused when it takes one again.
 */
export function createViewForwarder({
  send,
  logger,
  receiver,
  maxHeld = MAX_HELD_FORWARDS,
  concurrency = CONCURRENCY,
  retryDelay = retryDelayMs,
  stoppingRetryMs = STOPPING_RETRY_MS,
}: ViewForwarderOptions): ViewForwarder {
  const queue: Held[] = [];
  let nextSeq = 0;
  let inFlight = 0;
  /** Tries in a row that were not taken: the receiver is down while > 0. */
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  /** An outage under way: the views lost since it began (cut off, or no room), and the warnings said. */
  let trouble: { lost: number; failedSaid: boolean; fullSaid: boolean } | undefined;
  /** Views the receiver refused since it last took one. */
  let refused = 0;
  const cutOff = new AbortController();
  let deadline: NodeJS.Timeout | undefined;
  let closed = false;
  let whenIdle: (() => void)[] = [];

  const idle = () => closed || (queue.length === 0 && inFlight === 0);

  function enterTrouble() {
    trouble ??= { lost: 0, failedSaid: false, fullSaid: false };
    return trouble;
  }

  /** Forwarding runs again once the receiver answers and the queue has drained to half. */
  function leaveTrouble() {
    if (!trouble || queue.length > maxHeld / 2) return;
    logger.info(
      { event: "analytics.forward_resumed", receiver, lost: trouble.lost },
      `page views are forwarded to ${receiver} again; ${trouble.lost} were not`,
    );
    trouble = undefined;
  }

  /** Growing pauses while the receiver is down; short ones once stopping, until the deadline. */
  function nextPause() {
    const backoff = retryDelay(failures);
    return deadline ? Math.min(backoff, stoppingRetryMs) : backoff;
  }

  /** The receiver did not take a view, or may not have: warn once, pause before the next try. */
  function pauseForReceiver(reason: string) {
    const state = enterTrouble();
    if (!state.failedSaid) {
      state.failedSaid = true;
      logger.warn(
        { event: "analytics.forward_failed", receiver, reason },
        `page views are not being forwarded: ${reason} (they wait in memory, up to ${maxHeld}, and are sent when it answers; pages are served as usual)`,
      );
    }
    if (retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      pump();
    }, nextPause());
    retryTimer.unref();
    failures += 1;
  }

  function answered(outcome: ForwardOutcome & { kind: "taken" | "refused" }) {
    failures = 0;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    if (outcome.kind === "refused") {
      if (refused === 0) {
        logger.warn(
          {
            event: "analytics.forward_refused",
            receiver,
            status: outcome.status,
            detail: outcome.detail,
            url: outcome.url,
          },
          `${receiver} refused a page view posted to ${outcome.url} (HTTP ${outcome.status}: ${outcome.detail}); it is dropped, and so are the next it refuses`,
        );
      }
      refused += 1;
    } else if (refused > 0) {
      logger.info(
        { event: "analytics.forward_accepted", receiver, refused },
        `${receiver} takes page views again; ${refused} were refused`,
      );
      refused = 0;
    }
    leaveTrouble();
  }

  /** A view the receiver failed on too often: dropped, so that the next ones go. */
  function giveUp(held: Held, status: number) {
    enterTrouble().lost += 1;
    logger.warn(
      { event: "analytics.forward_gave_up", receiver, status, tries: held.failedTries },
      `a page view is dropped: ${receiver} answered HTTP ${status} to it ${held.failedTries} times (the next views are sent; its own log says what failed)`,
    );
  }

  /** Back to its place at the head of the queue, before every view recorded after it. */
  function putBack(held: Held) {
    const at = queue.findIndex((other) => other.seq > held.seq);
    queue.splice(at < 0 ? queue.length : at, 0, held);
  }

  async function forward(held: Held) {
    const outcome = await send(held.view, cutOff.signal).catch(
      (error: unknown): ForwardOutcome => ({ kind: "unsure", reason: String(error) }),
    );
    inFlight -= 1;
    if (closed) return;
    if (outcome.kind === "not_taken") {
      // Unreached, 408 and 429 say the receiver takes no view now; a 5xx may be this view's.
      const { status } = outcome;
      if (status !== undefined && status >= 500) held.failedTries += 1;
      if (status !== undefined && held.failedTries >= MAX_FAILED_TRIES) giveUp(held, status);
      else putBack(held);
      pauseForReceiver(outcome.reason);
    } else if (outcome.kind === "unsure") {
      enterTrouble().lost += 1;
      pauseForReceiver(outcome.reason);
    } else {
      answered(outcome);
    }
    pump();
  }

  function pump() {
    // While the receiver is down, one try at a time finds out whether it is back.
    const room = failures > 0 ? 1 : concurrency;
    while (!closed && !retryTimer && inFlight < room && queue.length > 0) {
      const held = queue.shift() as Held;
      inFlight += 1;
      void forward(held);
    }
    if (idle()) {
      for (const resolve of whenIdle) resolve();
      whenIdle = [];
      // Nothing waits on it now: it must not hold the process up.
      deadline?.unref();
    }
  }

  function dropAtDeadline(graceMs: number) {
    closed = true;
    const dropped = queue.length + inFlight;
    queue.length = 0;
    clearTimeout(retryTimer);
    cutOff.abort();
    if (dropped > 0) {
      logger.warn(
        { event: "analytics.forward_dropped", receiver, dropped, setting: "SHUTDOWN_TIMEOUT_MS" },
        `page views not forwarded at shutdown: ${dropped}, which ${receiver} did not take within ${graceMs} ms (those on their way may have arrived)`,
      );
    }
    pump();
  }

  return {
    record(view) {
      if (closed) return;
      if (queue.length + inFlight >= maxHeld) {
        const state = enterTrouble();
        if (!state.fullSaid) {
          state.fullSaid = true;
          logger.warn(
            { event: "analytics.forward_held_full", receiver, held: maxHeld },
            `page views are not being forwarded: the ${maxHeld} waiting for ${receiver} fill their room in memory, newer ones are dropped (pages are served as usual)`,
          );
        }
        state.lost += 1;
        return;
      }
      queue.push({ view, seq: nextSeq++, failedTries: 0 });
      pump();
    },
    stop(graceMs) {
      if (!deadline) {
        deadline = setTimeout(() => dropAtDeadline(graceMs), graceMs);
        // The pause under way may outlast the grace: try now, then every stoppingRetryMs.
        clearTimeout(retryTimer);
        retryTimer = undefined;
        pump();
      }
      if (idle()) return Promise.resolve();
      // Whoever waits is woken at the deadline at the latest, even with nothing else left to run.
      deadline.ref();
      return new Promise((resolve) => whenIdle.push(resolve));
    },
  };
}
