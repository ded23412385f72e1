/**
 * What a page's main thread did during its load, from a Chromium trace: the self
 * time of each kind of work, in milliseconds. Self time: a layout forced by a
 * script counts as layout, not twice.
 */

/** Trace event names, grouped as DevTools' summary groups them. */
const KINDS = {
  parse: ["ParseHTML", "ParseAuthorStyleSheet"],
  style: ["UpdateLayoutTree", "RecalculateStyles"],
  layout: ["Layout"],
  paint: ["PrePaint", "Paint", "PaintImage", "Layerize", "UpdateLayer", "Commit", "Decode Image"],
  script: [
    "EvaluateScript",
    "v8.compile",
    "v8.compileModule",
    "FunctionCall",
    "TimerFire",
    "FireAnimationFrame",
    "EventDispatch",
    "v8.evaluateModule",
  ],
};
export const WORK_KINDS = Object.keys(KINDS);
const kindOf = new Map(
  Object.entries(KINDS).flatMap(([kind, names]) => names.map((name) => [name, kind])),
);

/**
 * A trace without the document's parse: Chromium now and then starts tracing a
 * fresh renderer too late to record it. It says nothing about the page; measure
 * again.
 */
export class NoParseInTrace extends Error {}

/** The renderer main thread that parsed the document at `url` (a navigation may change process). */
function mainThreadOf(events, url) {
  const parse = events.find(
    (event) => event.name === "ParseHTML" && String(event.args?.beginData?.url ?? "") === url,
  );
  if (!parse) throw new NoParseInTrace(`the trace holds no parse of ${url}`);
  return { pid: parse.pid, tid: parse.tid };
}

/**
 * Self time per kind of work on the page's main thread, and `total`: every task
 * the thread ran (the scheduler's RunTask), work of no listed kind included.
 * `clock: "thread"` reads the thread's CPU time (the trace's `tdur`) instead of
 * the wall clock: time the thread spent waiting for a core another process held
 * is left out, so a busy machine does not lengthen it.
 */
export function mainThreadWork(traceEvents, url, { clock = "wall" } = {}) {
  const durationOf = clock === "thread" ? (event) => event.tdur ?? 0 : (event) => event.dur;
  const { pid, tid } = mainThreadOf(traceEvents, url);
  const complete = traceEvents
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === "X" && event.dur >= 0)
    .toSorted((a, b) => a.ts - b.ts || b.dur - a.dur);
  const work = Object.fromEntries(WORK_KINDS.map((kind) => [kind, 0]));
  let total = 0;
  /** Open events, each with the time its children took. */
  const stack = [];
  const close = (until) => {
    while (stack.length > 0 && stack.at(-1).end <= until) {
      const done = stack.pop();
      const kind = kindOf.get(done.event.name);
      const self = durationOf(done.event) - done.children;
      if (kind) work[kind] += self;
      // A kind's time is its own: its parent (say a task) does not count it again.
      const parent = stack.at(-1);
      if (parent) parent.children += kind ? durationOf(done.event) : done.children;
    }
  };
  for (const event of complete) {
    close(event.ts);
    if (event.name === "RunTask" && stack.length === 0) total += durationOf(event);
    stack.push({ event, end: event.ts + event.dur, children: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  const ms = (micros) => Math.round(micros / 100) / 10;
  return {
    ...Object.fromEntries(WORK_KINDS.map((kind) => [kind, ms(work[kind])])),
    total: ms(total),
  };
}

/**
 * The style and layout updates a script forced on the page's main thread: Chromium
 * records the script's stack on such an update (with the trace category
 * `disabled-by-default-devtools.timeline.stack`), never on one the browser runs in
 * its own rendering step. A read of layout at start-up (scrollY, offsetHeight,
 * getBoundingClientRect) makes the whole page's first layout part of the script's
 * task: one long task on a busy phone where the browser would have split the work.
 * Each with its kind, its time in ms and where the script stood (url:line:column,
 * 1-based), the innermost frame first.
 */
export function forcedLayouts(traceEvents, url) {
  const { pid, tid } = mainThreadOf(traceEvents, url);
  return traceEvents
    .filter(
      (event) =>
        event.pid === pid &&
        event.tid === tid &&
        (event.name === "Layout" || event.name === "UpdateLayoutTree") &&
        event.args?.beginData?.stackTrace?.length > 0,
    )
    .map((event) => {
      const [frame] = event.args.beginData.stackTrace;
      return {
        kind: event.name === "Layout" ? "layout" : "style",
        ms: Math.round((event.dur ?? 0) / 100) / 10,
        where: `${frame.functionName || "(anonymous)"} at ${frame.url}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`,
      };
    });
}
