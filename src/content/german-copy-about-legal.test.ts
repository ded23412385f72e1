import { describe, expect, it } from "vitest";
import type { Locale } from "~/locales";
import { pageRoute } from "~/route-table";

/**
 * The modules of the about and contact pages and the shared words they
 * use: every export written in several languages is checked in German, whatever it
 * holds. The legal texts are Markdown files now, checked with every copy file by
 * typography.test.ts and legal-pages.test.ts. The error pages' words stay English
 * only (ADR 0011).
 */
const modules: Record<string, Record<string, unknown>> = {};

function isLocalized(value: unknown): value is Record<Locale, unknown> {
  return typeof value === "object" && value !== null && "en" in value && "de" in value;
}

/** Each German copy object of a set of modules, named by module and export. */
function germanCopy(from: Record<string, Record<string, unknown>>): [string, unknown][] {
  return Object.entries(from).flatMap(([module, exports]) =>
    Object.entries(exports)
      .filter(([, value]) => isLocalized(value))
      .map(([name, value]): [string, unknown] => [
        `${module}.${name}.de`,
        (value as { de: unknown }).de,
      ]),
  );
}

interface Leaf {
  path: string;
  key: string;
  text: string;
}

/** Every string in an object, with where it sits; a function of a count is asked for 1 and 3. */
function leaves(value: unknown, path: string, key = ""): Leaf[] {
  if (typeof value === "string") return [{ path, key, text: value }];
  if (typeof value === "function") {
    return [1, 3].flatMap((n) => {
      const said: unknown = value(n);
      return typeof said === "string" ? [{ path: `${path}(${n})`, key, text: said }] : [];
    });
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${path}[${i}]`, key));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, `${path}.${k}`, k));
  }
  return [];
}

/** A link on a German page leads to a German page, a place on the same page or elsewhere. */
function leadsToGermanPage(href: string): boolean {
  if (!href.startsWith("/")) return true;
  const path = href.replace(/[?#].*$/, "");
  if (path === "/individuals/de" || path === "/starte-lernreise") return true;
  if (path !== "/de" && !path.startsWith("/de/")) return false;
  // A German route twins an English page of the route table: /de/contact is /contact in German.
  pageRoute(path.slice("/de".length) || "/");
  return true;
}

const germanObjects = germanCopy(modules);

describe("German copy of the about and contact pages", () => {
  it("finds German copy in every module it checks", () => {
    for (const module of Object.keys(modules)) {
      expect(
        germanObjects.some(([name]) => name.startsWith(`${module}.`)),
        module,
      ).toBe(true);
    }
  });

  it('writes "ss", never "ß", the Swiss way', () => {
    for (const [name, copy] of germanObjects) {
      for (const leaf of leaves(copy, name)) expect(leaf.text, leaf.path).not.toContain("ß");
    }
  });

  it("links only to German pages (the site chrome still links the English pages it marks)", () => {
    for (const [name, copy] of germanObjects) {
      for (const leaf of leaves(copy, name).filter((l) => l.key === "href")) {
        expect(leadsToGermanPage(leaf.text), `${leaf.path}: ${leaf.text}`).toBe(true);
      }
    }
  });
});
