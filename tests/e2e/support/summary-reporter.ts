import path from "node:path";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

type Outcome = ReturnType<TestCase["outcome"]>;

/** How many spec files the time table lists, the costliest first. */
const COSTLIEST_FILES = 15;

/**
 * One closing line a CI log reader (human or grep) can find, with the flaky
 * count spelled out: a test that passed only on retry is reported, not hidden.
 * Before it, where the run's time went, per spec file: CI's log keeps only its
 * tail, and a suite that must fit CI's time is cut where it costs.
 */
export default class SummaryReporter implements Reporter {
  // Called once per attempt: the last attempt's outcome is the test's outcome.
  private readonly outcomes = new Map<string, Outcome>();
  private readonly fileMs = new Map<string, { ms: number; tests: number }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.outcomes.set(test.id, test.outcome());
    const file = path.basename(test.location.file);
    const spent = this.fileMs.get(file) ?? { ms: 0, tests: 0 };
    this.fileMs.set(file, { ms: spent.ms + result.duration, tests: spent.tests + 1 });
  }

  onEnd(result: FullResult): void {
    const files = [...this.fileMs.entries()].sort(([, a], [, b]) => b.ms - a.ms);
    const totalMs = files.reduce((sum, [, { ms }]) => sum + ms, 0);
    const minutes = (ms: number) => (ms / 60_000).toFixed(1).padStart(5);
    console.log(
      `E2E TIME: ${minutes(totalMs).trim()} min of test time in ${(result.duration / 60_000).toFixed(1)} min; costliest files:`,
    );
    for (const [file, { ms, tests }] of files.slice(0, COSTLIEST_FILES)) {
      console.log(`  ${minutes(ms)} min  ${String(tests).padStart(4)} tests  ${file}`);
    }
    const count = (outcome: Outcome) =>
      [...this.outcomes.values()].filter((value) => value === outcome).length;
    console.log(
      `E2E RESULT: ${result.status.toUpperCase()} (passed ${count("expected")}, failed ${count("unexpected")}, flaky ${count("flaky")}, skipped ${count("skipped")})`,
    );
    // The plain closing line CI log readers count: "N passed, N failed, N skipped".
    console.log(
      `e2e: ${count("expected") + count("flaky")} passed, ${count("unexpected")} failed, ${count("skipped")} skipped`,
    );
  }
}
