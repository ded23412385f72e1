import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { describeDbError } from "./errors";

describe("describeDbError", () => {
  it("keeps the driver's message and code, never the query's parameters", () => {
    const cause = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
    });
    const error = new DrizzleQueryError(
      "insert into contact_submissions ...",
      ["secret@example.com", "My private message"],
      cause,
    );
    const described = describeDbError(error);
    expect(described).toEqual({
      name: "Error",
      code: "ECONNREFUSED",
      message: "connect ECONNREFUSED 127.0.0.1:5432",
    });
    expect(JSON.stringify(described)).not.toContain("private");
  });
});
