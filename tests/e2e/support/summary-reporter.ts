import type { FullResult, Reporter, TestCase } from "@playwright/test/reporter";

type Outcome = ReturnType<TestCase["outcome"]>;

/**
 * One closing line a CI log reader (human or grep) can find, with the flaky
 * count spelled out: a test that passed only on retry is reported, not hidden.
 */
export default class SummaryReporter implements Reporter {
  // Called once per attempt: the last attempt's outcome is the test's outcome.
  private readonly outcomes = new Map<string, Outcome>();

  onTestEnd(test: TestCase): void {
    this.outcomes.set(test.id, test.outcome());
  }

  onEnd(result: FullResult): void {
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
