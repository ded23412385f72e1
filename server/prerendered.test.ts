import { describe, expect, it } from "vitest";
import { normalisePath } from "./prerendered";

/** Nanoseconds that `runs` calls of normalisePath(input) take. */
function cost(input: string, runs: number): number {
  const start = process.hrtime.bigint();
  for (let run = 0; run < runs; run++) normalisePath(input);
  return Number(process.hrtime.bigint() - start);
}

describe("normalisePath", () => {
  it("drops trailing slashes and keeps the root", () => {
    expect(normalisePath("/platform/")).toBe("/platform");
    expect(normalisePath("/platform///")).toBe("/platform");
    expect(normalisePath("/platform")).toBe("/platform");
    expect(normalisePath("/individuals/de/")).toBe("/individuals/de");
    expect(normalisePath("/")).toBe("/");
    expect(normalisePath("///")).toBe("/");
    expect(normalisePath("")).toBe("");
    expect(normalisePath("//a//")).toBe("//a");
  });

  it("costs no more for slashes before the end than for slashes at the end", () => {
    // 20,000 slashes and an "x" took a quadratic regular expression about 200 ms;
    // the same number of slashes at the end is linear work under either version.
    const slashes = "/".repeat(20_000);
    const beforeTheEnd = `${slashes}x`;
    const atTheEnd = `/x${slashes}`;
    expect(normalisePath(beforeTheEnd)).toBe(beforeTheEnd);
    expect(normalisePath(atTheEnd)).toBe("/x");
    cost(beforeTheEnd, 5);
    cost(atTheEnd, 5);
    const ratio = cost(beforeTheEnd, 20) / cost(atTheEnd, 20);
    // Linear: about 0 (nothing to strip). Quadratic: thousands.
    expect(ratio).toBeLessThan(10);
  });
});
