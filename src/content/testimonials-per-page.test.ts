import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/locales";
import { platformTestimonials, testimonials } from "./shared/testimonials";

const publicDir = path.resolve(import.meta.dirname, "../../public");

describe.each(["en", "de"] as Locale[])(
  "the customer quotes of home and /platform (%s)",
  (lang) => {
    const home = testimonials[lang];
    const platform = platformTestimonials[lang];

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
