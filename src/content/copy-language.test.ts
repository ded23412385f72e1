import { expect, it } from "vitest";
import { type LanguageRules, proseFields, valueProblems } from "./copy-language";

const rules: LanguageRules = {
  glossary: {
    register: { address: "vous", informal: ["tu", "t’"], exceptions: [] },
    terms: [
      { term: "AI", use: "IA", avoid: ["AI"] },
      { term: "e-mail", use: "e-mail", avoid: ["mail", "courriel"] },
    ],
    keep: ["Return on AI"],
  },
  glossaryFile: "src/content/copy/fr/glossary.yaml",
  detect: "fr",
  name: "Français",
};
const found = (text: string, english?: string) =>
  valueProblems(text, english, rules).map(({ message }) => message.split(":")[0]);

it("finds a refused word as a whole word, in its own case for an acronym, and not inside a kept name", () => {
  expect(found("Envoyez-nous un e-mail, j’ai dit.")).toEqual([]);
  expect(found("Le Return on AI de votre entreprise")).toEqual([]);
  expect(found("Un mail suffit")).toEqual(['"mail" is not this language\'s word for "e-mail"']);
  expect(found("L’AI au travail")).toEqual(['"AI" is not this language\'s word for "AI"']);
  expect(found("Des outils AI-natifs")).toEqual(['"AI" is not this language\'s word for "AI"']);
});

it("finds the other register, an apostrophe form included", () => {
  expect(found("Inscris-toi si tu veux")).toEqual([
    '"tu" addresses the reader in the other register',
  ]);
  expect(found("Prêt à t’inscrire ?")).toEqual(['"t’" addresses the reader in the other register']);
  expect(found("Prêt à vous inscrire ?")).toEqual([]);
});

it("takes a value equal to its English twin for untranslated, unless it is a kept name or no words at all", () => {
  expect(found("Request a demo", "Request a demo")).toEqual(["is the same as in English"]);
  expect(found("Return on AI", "Return on AI")).toEqual([]);
  expect(found("{site.salesEmail}", "{site.salesEmail}")).toEqual([]);
  expect(found("/contact?intent=demo", "/contact?intent=demo")).toEqual([]);
});

it("leaves names out: a name field, and a value that repeats one in its item", () => {
  const fields = [
    ...proseFields(
      { items: [{ name: "Lexora AI", logo: { alt: "Lexora AI" }, quote: "Bonjour" }] },
      { items: [{ name: "Lexora AI", logo: { alt: "Lexora AI" }, quote: "Hello" }] },
    ),
  ];
  expect(fields.map(({ at }) => at)).toEqual(["items.0.quote"]);
});
