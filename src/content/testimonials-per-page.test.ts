import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "~/locales";
import { readCopy } from "./read-copy";

const publicDir = path.resolve(import.meta.dirname, "../../public");

describe.each(locales.map(({ code }) => code))(
  "the customer quotes of home and /platform (%s)",
  (lang) => {
    const home = readCopy("home", lang).voices.items;
    const platform = readCopy("platform", lang).voices.items;

    it("keeps the home carousel at the spec's 15 testimonials", () => {
      expect(home).toHaveLength(15);
    });

    it("gives /platform quotes of its own: no quote and no person on both pages", () => {
      expect(platform.length).toBeGreaterThanOrEqual(4);
      const onHome = new Set(home.map((item) => item.quote));
      const peopleOnHome = new Set(home.map((item) => item.name));
      for (const item of platform) {
        expect(onHome.has(item.quote), `"${item.quote}" is on home too`).toBe(false);
        expect(peopleOnHome.has(item.name), `${item.name} is quoted on home too`).toBe(false);
      }
    });

    it("has a portrait in public/ for every person quoted on /platform, marked a placeholder", () => {
      for (const item of platform) {
        expect(existsSync(path.join(publicDir, item.image)), item.image).toBe(true);
        expect(item.placeholder, item.name).toBe(true);
      }
    });
  },
);
