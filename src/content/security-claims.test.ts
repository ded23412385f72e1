/**
 * The trust centre (/security) states facts a security review relies on. The spec
 * gives only a few of them (the three ways to run the platform, SSO and HR-system
 * integration, a Swiss company); every other one is our wording until the provider
 * confirms it, and `npm run placeholders` lists it only if its data says so. A fact
 * that names a certification or a standard, a figure, or a place is such a claim:
 * it must carry `placeholder: true`, in every language.
 */
import { describe, expect, it } from "vitest";
import { locales } from "~/locales";
import { readCopy } from "./read-copy";

/** Words that make a claim only the provider can confirm. */
const CLAIM =
  /\bISO\b|\bSOC\b|ISAE|TISAX|\bC5\b|certified|zertifiziert|certifiée?\b|\d|\bSwitzerland\b|\bSchweiz\b|\bSuisse\b|European Union|Europäische Union|Union européenne/;

interface Statement {
  at: string;
  words: string;
  placeholder?: boolean;
}

function statements(lang: (typeof locales)[number]["code"]): Statement[] {
  const { trust, questions } = readCopy("security", lang);
  return [
    ...trust.topics.flatMap((topic) => [
      ...topic.facts.map((fact) => ({
        at: `trust.${topic.id}: ${fact.term}`,
        words: `${fact.term} ${fact.detail}`,
        placeholder: fact.placeholder,
      })),
      ...(topic.subProcessors?.rows ?? []).map((row) => ({
        at: `trust.${topic.id}: ${row.processor}`,
        words: `${row.processor} ${row.purpose} ${row.location}`,
        placeholder: row.placeholder,
      })),
    ]),
    ...questions.items.map((item) => ({
      at: `questions: ${item.question}`,
      words: item.answer,
      placeholder: item.placeholder,
    })),
  ];
}

describe("the trust centre's claims", () => {
  it.each(locales.map(({ code }) => code))(
    "%s: every fact naming a certification, a figure or a place is marked placeholder",
    (lang) => {
      const unmarked = statements(lang)
        .filter((statement) => CLAIM.test(statement.words) && statement.placeholder !== true)
        .map((statement) => statement.at);
      expect(unmarked).toEqual([]);
    },
  );

  it("names no certification as held, in any language", () => {
    const held = /\b(?:ISO\s?27001|SOC\s?[12]|ISAE\s?3402|TISAX)\b/;
    const named = locales.flatMap(({ code }) =>
      statements(code).filter((statement) => held.test(statement.words)),
    );
    expect(named.map((statement) => statement.at)).toEqual([]);
  });
});
