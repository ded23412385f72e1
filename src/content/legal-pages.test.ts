// @vitest-environment node
// Astro's Markdown parser hands back native buffers that jsdom's realm does not accept.
import { describe, expect, it } from "vitest";
import type { LegalBlock, LegalPart } from "~/components/sections/LegalDocument";
import { locales } from "~/locales";
import { legalPages } from "./legal-pages";
import { readLegal } from "./read-legal";

/** What a reader can count in a part: its paragraphs, lists with their points, mail links. */
const outline = ({ body }: LegalPart) =>
  body.map((block: LegalBlock) =>
    typeof block === "string" ? "paragraph" : "points" in block ? block.points.length : "mail",
  );

describe.each(legalPages)("the legal text %s", (page) => {
  const english = readLegal(page, "en").document;

  it.each(locales.map(({ code }) => code))(
    "in %s has the English sections, parts and points, dated the same day",
    (locale) => {
      const { document } = readLegal(page, locale);
      expect(document.lastUpdated.iso).toBe(english.lastUpdated.iso);
      expect(document.sections.map((s) => [outline(s), (s.parts ?? []).map(outline)])).toEqual(
        english.sections.map((s) => [outline(s), (s.parts ?? []).map(outline)]),
      );
    },
  );
});
