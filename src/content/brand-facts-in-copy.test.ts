import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { site } from "~/site.config";

/**
 * Facts the owner changes in src/site.config.ts (or a deployment through its
 * PUBLIC_* settings): a copy file that writes one out keeps the old value when
 * they change, so copy names them (`{site.name}`, lib/site-facts.ts).
 */
const facts = {
  name: site.name,
  legalName: site.legalName,
  email: site.email,
  salesEmail: site.salesEmail,
  platformLoginUrl: site.platformLoginUrl,
  platformRegisterUrl: site.platformRegisterUrl,
  initiativeUrl: site.initiativeUrl,
};

const copyFolder = path.resolve("src/content/copy");
const copyFiles = readdirSync(copyFolder, { recursive: true, encoding: "utf8" }).filter((file) =>
  file.endsWith(".yaml"),
);

it.each(copyFiles)("%s names brand facts instead of writing them out", (file) => {
  const source = readFileSync(path.join(copyFolder, file), "utf8");
  const written = Object.entries(facts)
    .filter(([, value]) => source.includes(value))
    .map(([key, value]) => `"${value}": write {site.${key}}`);
  expect(written).toEqual([]);
});
