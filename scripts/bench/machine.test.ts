import { describe, expect, it } from "vitest";
import { parseCpuinfo, parseOsRelease } from "./machine";

describe("parseCpuinfo", () => {
  it("names the CPU model and counts the logical CPUs", () => {
    const cpuinfo = [0, 1]
      .map((n) => `processor\t: ${n}\nvendor_id\t: AuthenticAMD\nmodel name\t: AMD EPYC 7B13\n`)
      .join("\n");
    expect(parseCpuinfo(cpuinfo)).toEqual({ cpu: "AMD EPYC 7B13", cpus: 2 });
  });

  it("says so when the kernel gives no model name (some ARM machines)", () => {
    expect(parseCpuinfo("processor\t: 0\nBogoMIPS\t: 50.00\n")).toEqual({
      cpu: "unknown CPU",
      cpus: 1,
    });
  });
});

describe("parseOsRelease", () => {
  it("reads the distribution's pretty name, quoted or not", () => {
    expect(
      parseOsRelease('NAME="Debian GNU/Linux"\nPRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\n'),
    ).toBe("Debian GNU/Linux 12 (bookworm)");
    expect(parseOsRelease("PRETTY_NAME=Alpine\n")).toBe("Alpine");
  });
});
