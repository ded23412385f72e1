import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ESM module without type declarations
import { serverArgs, startScript } from "./server-command.mjs";

describe("how the production server is started", () => {
  const expected = ["node", ...serverArgs("build")].join(" ");

  it("is the same for npm start as for the tests and budgets that measure it", () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8"));
    expect(scripts.start).toBe(startScript("build"));
  });

  it("is the same in the Docker image", () => {
    const command = readFileSync("Dockerfile", "utf8").match(/^CMD (\[.*\])$/m)?.[1];
    expect(command && (JSON.parse(command) as string[]).join(" ")).toBe(expected);
  });
});
