import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { adminBuildEnv } from "../src/admin/admin-settings";
import { publicEnv } from "../src/public-env";
import { envSchema, loadEnv } from "./env";

interface Entry {
  name: string;
  value: string;
  commented: boolean;
  /** The comment line just above: what the variable means. */
  meaning: string | undefined;
}

function readExample(): Entry[] {
  const lines = readFileSync(".env.example", "utf8").split("\n");
  return lines.flatMap((line, index) => {
    const match = /^(#\s?)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!match) return [];
    const above = lines[index - 1] ?? "";
    const isMeaning = above.startsWith("# ") && !/^#\s?[A-Z][A-Z0-9_]*=/.test(above);
    return [
      {
        name: match[2] ?? "",
        value: match[3] ?? "",
        commented: match[1] !== undefined,
        meaning: isMeaning ? above : undefined,
      },
    ];
  });
}

const runtimeNames = Object.keys(envSchema.shape);

/** LEAD_WEBHOOK_CRM_URL: one endpoint's settings, named after it (server/webhooks/settings.ts). */
const ENDPOINT_SETTING = /^LEAD_WEBHOOK_[A-Z0-9_]+_(URL|FORMAT|SECRET)$/;
const endpointSettings = ["URL", "FORMAT", "SECRET"].map((part) => `LEAD_WEBHOOK_<NAME>_${part}`);
const buildNames = [...Object.keys(publicEnv.shape), ...Object.keys(adminBuildEnv.shape)];

describe(".env.example", () => {
  const entries = readExample();

  it("lists every runtime and build-time variable once, and no other", () => {
    const names = entries.map((entry) =>
      entry.name.replace(ENDPOINT_SETTING, "LEAD_WEBHOOK_<NAME>_$1"),
    );
    expect(new Set(names).size).toBe(names.length);
    expect(names.toSorted()).toEqual(
      [...new Set([...runtimeNames, ...buildNames, ...endpointSettings])].toSorted(),
    );
  });

  it("says above each variable what it means", () => {
    const unexplained = entries.filter((entry) => !entry.meaning).map((entry) => entry.name);
    expect(unexplained).toEqual([]);
  });

  it("shows the server's real default on each commented-out runtime line", () => {
    const defaults = loadEnv({});
    for (const { name, value } of entries.filter(
      (entry) =>
        entry.commented && runtimeNames.includes(entry.name) && !buildNames.includes(entry.name),
    )) {
      expect(loadEnv({ [name]: value })[name as keyof typeof defaults], name).toEqual(
        defaults[name as keyof typeof defaults],
      );
    }
  });

  it("gives only values the build accepts", () => {
    const values = Object.fromEntries(
      entries
        .filter((entry) => buildNames.includes(entry.name))
        .map((entry) => [entry.name, entry.value]),
    );
    expect(publicEnv.extend(adminBuildEnv.shape).safeParse(values).error).toBeUndefined();
  });
});
