import { describe, expect, it } from "vitest";
import { loadEnv } from "../env";
import { backoffDelay } from "./worker";

describe("the outbox's retry schedule", () => {
  it("by default keeps trying for three days before it gives a mail up", () => {
    const env = loadEnv({});
    let waited = 0;
    for (let attempt = 1; attempt < env.OUTBOX_MAX_ATTEMPTS; attempt++) {
      waited += backoffDelay(attempt, env.OUTBOX_BACKOFF_MS, env.OUTBOX_BACKOFF_MAX_MS);
    }
    expect(waited / 3_600_000).toBeGreaterThanOrEqual(72);
  });
});
