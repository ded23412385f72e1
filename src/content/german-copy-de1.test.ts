import { describe, expect, it } from "vitest";
import { pageRoutes } from "~/route-table";
import { type PageName, pageSchemas } from "./page-schemas";
import { readCopy, readShared } from "./read-copy";
import { type SharedName, sharedSchemas } from "./shared-schemas";

/**
 * The spec's own pairs are two pages written apart (/individuals/en and /individuals/de
 * differ in their buttons), not one page translated: their German file is held to the
 * German rules by the typography test, not to the English file's shape. (Their French
 * versions, /individuals/fr and /demarrer-parcours-ia, translate the English files.)
 */
const writtenApart = new Set<PageName>(["individuals-landing", "learning-journey"]);
const translatedPages = (Object.keys(pageSchemas) as PageName[]).filter(
  (page) => !writtenApart.has(page),
);

/** Every bilingual module of the company pages and the data they share, and every copy file. */
const bilingual: Record<string, { en: unknown; de: unknown }> = {
  // Every page whose copy is a data file, as its pages show it (links led to their language).
  ...Object.fromEntries(
    translatedPages.map((page) => [
      `copy/<locale>/${page}.yaml`,
      { en: readCopy(page, "en"), de: readCopy(page, "de") },
    ]),
  ),
  // Every shared collection's items, their links led to their language as a page shows them.
  ...Object.fromEntries(
    (Object.keys(sharedSchemas) as SharedName[]).map((name) => [
      `copy/<locale>/${name}.yaml`,
      { en: readShared(name, "en"), de: readShared(name, "de") },
    ]),
  ),
};

/**
 * Fields that say nothing in a language: both twins carry the same value. A block of
 * copy under one of these names is compared as copy (the contact form's field "company").
 */
const neutral = new Set([
  "icon",
  "id",
  "colour",
  "tone",
  "src",
  "poster",
  "logo",
  "width",
  "height",
  "wide",
  "popular",
  "placeholder",
  "code",
  "name",
  "company",
]);

/** Media files, which may have a German cut: the same name with "-de" before the extension. */
const mediaFields = new Set(["src", "poster"]);
const germanCut = (file: unknown) =>
  typeof file === "string" ? file.replace(/\.(\w+)$/, "-de.$1") : undefined;

/** Where an English link leads on the German site: its German page, or the same anchor or address. */
function germanHref(href: string): string {
  if (!href.startsWith("/")) return href;
  const [, path = "", rest = ""] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  const counterpart = pageRoutes.find((route) => route.path === path)?.counterparts?.de;
  if (counterpart) return counterpart + rest;
  return (path === "/" ? "/de" : `/de${path}`) + rest;
}

interface Finding {
  at: string;
  problem: string;
}

/** Walks the English and German twins side by side and reports where they disagree. */
function compare(en: unknown, de: unknown, at: string, findings: Finding[]): void {
  if (typeof de === "string") {
    if (de.includes("ß")) findings.push({ at, problem: `"ß" in "${de}"` });
    if (typeof en !== "string") findings.push({ at, problem: "a string only in German" });
    return;
  }
  if (Array.isArray(en) && Array.isArray(de)) {
    if (en.length !== de.length) {
      findings.push({ at, problem: `${en.length} entries in English, ${de.length} in German` });
    }
    for (const [index, item] of de.entries()) compare(en[index], item, `${at}[${index}]`, findings);
    return;
  }
  if (en && de && typeof en === "object" && typeof de === "object") {
    const enFields = en as Record<string, unknown>;
    const deFields = de as Record<string, unknown>;
    const keys = new Set([...Object.keys(enFields), ...Object.keys(deFields)]);
    for (const key of keys) {
      const here = `${at}.${key}`;
      if (!(key in enFields) || !(key in deFields)) {
        findings.push({ at: here, problem: "in one language only" });
      } else if (key === "href" && typeof enFields[key] === "string") {
        const expected = germanHref(enFields[key]);
        if (deFields[key] !== expected) {
          findings.push({ at: here, problem: `links to ${deFields[key]}, not ${expected}` });
        }
      } else if (neutral.has(key) && typeof enFields[key] !== "object" && !at.endsWith(".tags")) {
        // (Not a news tag's name, which is words whatever its id: tags.company is "Unternehmen".)
        // A clip whose pictures carry words may have its German cut.
        const germanCutOf = mediaFields.has(key) && deFields[key] === germanCut(enFields[key]);
        if (enFields[key] !== deFields[key] && !germanCutOf) {
          findings.push({ at: here, problem: "differs" });
        }
      } else {
        // Words, and the items a field names by id (a company's logo), field by field.
        compare(enFields[key], deFields[key], here, findings);
      }
    }
    return;
  }
  if (en !== de)
    findings.push({ at, problem: `${String(en)} in English, ${String(de)} in German` });
}

describe("the German copy of the company pages", () => {
  it.each(Object.entries(bilingual))(
    "%s: Swiss spelling, German links, same shape as English",
    (_, copy) => {
      const findings: Finding[] = [];
      compare(copy.en, copy.de, "de", findings);
      expect(findings).toEqual([]);
    },
  );

  it("finds what it is meant to find", () => {
    const findings: Finding[] = [];
    compare(
      { title: "Street", action: { href: "/contact" }, items: ["a", "b"], icon: "x" },
      { title: "Strasse", action: { href: "/contact" }, items: ["Grüße"], icon: "y" },
      "de",
      findings,
    );
    expect(findings.map((finding) => finding.at)).toEqual([
      "de.action.href",
      "de.items",
      "de.items[0]",
      "de.icon",
    ]);
    expect(germanHref("/")).toBe("/de");
    expect(germanHref("/platform#how-it-works")).toBe("/de/platform#how-it-works");
    expect(germanHref("/unleash-potential")).toBe("/starte-lernreise");
    expect(germanHref("/individuals/en")).toBe("/individuals/de");
    expect(germanHref("#platform")).toBe("#platform");
  });
});
