import { describe, expect, it } from "vitest";
import { parseLoadavg, parseVmRssMb } from "./proc";

describe("parseVmRssMb", () => {
  it("reads the resident set from /proc/<pid>/status in MiB", () => {
    const status = "Name:\tnode\nVmHWM:\t  204800 kB\nVmRSS:\t  102400 kB\nRssAnon:\t 90000 kB\n";
    expect(parseVmRssMb(status)).toBe(100);
  });

  it("refuses a status without a VmRSS line (a kernel thread, or the wrong file)", () => {
    expect(() => parseVmRssMb("Name:\tkthreadd\n")).toThrow(/VmRSS/);
  });
});

describe("parseLoadavg", () => {
  it("reads the 1-, 5- and 15-minute load averages", () => {
    expect(parseLoadavg("10.55 5.60 4.89 14/224 25544\n")).toEqual([10.55, 5.6, 4.89]);
  });

  it("refuses text that is not a loadavg line", () => {
    expect(() => parseLoadavg("busy")).toThrow(/loadavg/);
  });
});
