import { describe, expect, it } from "vitest";
import {
  BEGIN_MARKER,
  describeLoad,
  END_MARKER,
  type Measurement,
  ratioToReference,
  renderReport,
  replaceGeneratedSection,
} from "./report";

const row = (overrides: Partial<Measurement>): Measurement => ({
  scenario: "GET / (prerendered page)",
  server: "ours (PGlite)",
  connections: 50,
  reqPerSec: 1000,
  p50Ms: 40,
  p99Ms: 120.44,
  failed: 0,
  loadavg: 1.5,
  ...overrides,
});

const ours = row({});
const nginx = row({ server: "nginx 1.22.1", reference: true, reqPerSec: 4000 });
const post = row({ scenario: "POST /contact (form, PGlite)", connections: 20, reqPerSec: 300 });

describe("ratioToReference", () => {
  it("divides our requests per second by the reference's on the same scenario", () => {
    expect(ratioToReference(ours, [ours, nginx, post])).toBe(0.25);
  });

  it("has no ratio for a scenario the reference did not run, nor for the reference itself", () => {
    expect(ratioToReference(post, [ours, nginx, post])).toBeUndefined();
    expect(ratioToReference(nginx, [ours, nginx, post])).toBeUndefined();
  });
});

describe("describeLoad", () => {
  it("gives the range of load averages, and calls a busier machine than its CPUs pessimistic", () => {
    const busy = [ours, row({ loadavg: 6.07 })];
    expect(describeLoad(busy, 2)).toBe(
      "Load average (1 min) before the measured runs: 1.50–6.07 on 2 CPUs: other work was competing for the CPUs, so these figures are pessimistic.",
    );
    expect(describeLoad([ours], 2)).toBe(
      "Load average (1 min) before the measured runs: 1.50–1.50 on 2 CPUs.",
    );
  });
});

describe("renderReport", () => {
  const text = renderReport({
    date: new Date("2026-11-21T09:00:00Z"),
    machine: {
      cpu: "AMD EPYC",
      cpus: 2,
      ramGiB: 23.47,
      node: "v20.20.2",
      os: "Debian GNU/Linux 12 (bookworm), kernel 6.1",
    },
    command: "npm run bench",
    rows: [ours, nginx, post],
    memory: [{ server: "ours (PGlite)", idleMiB: 812.34, peakMiB: 850 }],
    submissions: [{ database: "PGlite", accepted: 3000, stored: 3020, lost: 0 }],
    notes: ["RATE_LIMIT_MAX was raised."],
  });

  it("states the date, the command and the machine", () => {
    expect(text).toContain("Taken on 2026-11-21 with `npm run bench`.");
    expect(text).toContain(
      "2 × AMD EPYC, 23.5 GiB RAM, Node 20.20.2, Debian GNU/Linux 12 (bookworm), kernel 6.1",
    );
  });

  it("shows each run with its load average and our throughput as a ratio of the reference", () => {
    expect(text).toContain(
      "| GET / (prerendered page) | ours (PGlite) | 50 | 1000 | 40 | 120.4 | 0 | 1.50 | 0.25× |",
    );
    expect(text).toContain("| nginx 1.22.1 | 50 | 4000 | 40 | 120.4 | 0 | 1.50 | (reference) |");
    expect(text).toContain("| POST /contact (form, PGlite) | ours (PGlite) | 20 | 300 |");
  });

  it("reports memory, lost submissions and the notes", () => {
    expect(text).toContain("| ours (PGlite) | 812.3 | 850 |");
    expect(text).toContain("PGlite: 3000 POSTs answered 2xx, 3020 rows stored, **lost: 0**");
    expect(text).toContain("- RATE_LIMIT_MAX was raised.");
  });
});

describe("replaceGeneratedSection", () => {
  const doc = `# Performance\n\nOur prose.\n\n${BEGIN_MARKER}\nold figures\n${END_MARKER}\n\nMore prose.\n`;

  it("replaces the figures and keeps the prose around them", () => {
    expect(replaceGeneratedSection(doc, "new figures")).toBe(
      `# Performance\n\nOur prose.\n\n${BEGIN_MARKER}\nnew figures\n${END_MARKER}\n\nMore prose.\n`,
    );
  });

  it("refuses a document without the markers rather than appending somewhere", () => {
    expect(() => replaceGeneratedSection("# Performance\n", "x")).toThrow(/bench:begin/);
  });
});
