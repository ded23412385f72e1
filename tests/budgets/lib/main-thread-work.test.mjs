import { describe, expect, it } from "vitest";
import { forcedLayouts, mainThreadWork } from "./main-thread-work.mjs";

const URL_OF_PAGE = "http://127.0.0.1:1/platform";
const PAGE = { pid: 1, tid: 7 };
/** A complete trace event on the page's main thread; times in ms, as the trace's µs. */
const event = (name, startMs, durMs, thread = PAGE, cpuMs = durMs) => ({
  ...thread,
  ph: "X",
  name,
  ts: startMs * 1000,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
  args: name === "ParseHTML" ? { beginData: { url: URL_OF_PAGE } } : {},
});

describe("mainThreadWork", () => {
  it("counts a layout forced by a script as layout, not also as script", () => {
    const work = mainThreadWork(
      [
        event("RunTask", 0, 100),
        event("ParseHTML", 0, 20),
        event("RunTask", 100, 60),
        event("FunctionCall", 100, 50),
        event("Layout", 110, 30),
        event("UpdateLayoutTree", 145, 5),
      ],
      URL_OF_PAGE,
    );
    expect(work).toEqual({ parse: 20, style: 5, layout: 30, paint: 0, script: 15, total: 160 });
  });

  it("reads only the thread that parsed the page, not another tab's or process's", () => {
    const other = { pid: 2, tid: 7 };
    const work = mainThreadWork(
      [
        event("RunTask", 0, 10),
        event("ParseHTML", 0, 5),
        event("RunTask", 0, 500, other),
        event("Layout", 0, 400, other),
      ],
      URL_OF_PAGE,
    );
    expect(work.total).toBe(10);
    expect(work.layout).toBe(0);
  });

  it("passes through events of no listed kind to the kind around them", () => {
    const work = mainThreadWork(
      [
        event("RunTask", 0, 40),
        event("ParseHTML", 0, 40),
        event("SomethingUnlisted", 5, 20),
        event("Layout", 10, 10),
      ],
      URL_OF_PAGE,
    );
    expect(work).toMatchObject({ parse: 30, layout: 10, total: 40 });
  });

  it("on the thread clock, leaves out the time the thread waited for a core", () => {
    // A busy machine: the layout took 30 ms on the wall clock, of which the
    // thread ran 12; the parse ran all of its 20.
    const trace = [
      event("RunTask", 0, 60, PAGE, 42),
      event("ParseHTML", 0, 20),
      event("Layout", 25, 30, PAGE, 12),
    ];
    expect(mainThreadWork(trace, URL_OF_PAGE)).toMatchObject({ parse: 20, layout: 30, total: 60 });
    expect(mainThreadWork(trace, URL_OF_PAGE, { clock: "thread" })).toMatchObject({
      parse: 20,
      layout: 12,
      total: 42,
    });
  });
});

describe("forcedLayouts", () => {
  const withStack = (name, startMs, durMs, frame, thread = PAGE) => ({
    ...event(name, startMs, durMs, thread),
    args: {
      beginData: {
        stackTrace: [frame, { functionName: "caller", url: "x", lineNumber: 0, columnNumber: 0 }],
      },
    },
  });
  const header = {
    functionName: "markScrolled",
    url: URL_OF_PAGE,
    lineNumber: 2,
    columnNumber: 97949,
  };

  it("names each style or layout update a script forced, where the script stood", () => {
    const forced = forcedLayouts(
      [
        event("ParseHTML", 0, 5),
        withStack("UpdateLayoutTree", 10, 4.2, header),
        withStack("Layout", 14, 18, header),
      ],
      URL_OF_PAGE,
    );
    expect(forced).toEqual([
      { kind: "style", ms: 4.2, where: `markScrolled at ${URL_OF_PAGE}:3:97950` },
      { kind: "layout", ms: 18, where: `markScrolled at ${URL_OF_PAGE}:3:97950` },
    ]);
  });

  it("leaves out the browser's own rendering updates and other threads' work", () => {
    const forced = forcedLayouts(
      [
        event("ParseHTML", 0, 5),
        event("UpdateLayoutTree", 10, 4),
        event("Layout", 14, 18),
        withStack("Layout", 40, 9, header, { pid: 2, tid: 7 }),
      ],
      URL_OF_PAGE,
    );
    expect(forced).toEqual([]);
  });
});
