import { readCopy } from "../../src/content/read-copy";
import { disclosureNamed } from "./support/disclosure";
import { expect, openPage, test } from "./support/fixtures";
import { languages } from "./support/languages";
import { expectShown } from "./support/on-screen";

/**
 * Spec §1: company pricing is an annual per-user subscription with volume discounts,
 * no figures shown. A figure next to a currency sign or code (CHF 12, 1'000 CHF,
 * Fr. 9.–, $29, 12 €), or a price "from" a number, is one.
 */
const SPACE = String.raw`[\s\u00a0\u202f]*`;
const CURRENCY = String.raw`(?:CHF|EUR|USD|Fr\.|Franken|francs?|euros?|[$€£])`;
const priceFigures = [
  new RegExp(`${CURRENCY}${SPACE}\\d`, "iu"),
  new RegExp(`\\d[\\d'’.,–-]*${SPACE}${CURRENCY}`, "iu"),
  /(?<!\p{L})(?:from|starting at|ab|dès|à partir de)\s+\S*\d/iu,
];

for (const { lang, path } of languages) {
  const copy = readCopy("pricing", lang);
  const at = path("/pricing");
  const quoteRequest = `${path("/contact")}?intent=pricing`;

  // One load a language: everything below reads the same page.
  test(`${at} explains company pricing without a price and leads to a quote request`, async ({
    page,
  }) => {
    await openPage(page, at);
    const main = page.getByRole("main");

    await test.step("no price figure anywhere in the page's content", async () => {
      // Every text node, closed answers and bands not yet laid out included.
      const text = await main.evaluate((element) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const parts: string[] = [];
        while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? "");
        return parts.join(" ").replace(/\s+/g, " ");
      });
      expect(text).toContain(copy.hero.title);
      for (const pattern of priceFigures) {
        expect(text.match(pattern)?.[0], `a price figure (${pattern})`).toBeUndefined();
      }
    });

    await test.step("one h1, and headings that never skip a level", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.hero.title);
      const levels = await main
        .locator("h1, h2, h3, h4, h5, h6")
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
      const skips = levels.flatMap((level, index) =>
        index > 0 && level > (levels[index - 1] ?? 1) + 1
          ? [`h${levels[index - 1]} → h${level}`]
          : [],
      );
      expect(skips).toEqual([]);
    });

    await test.step("the quote actions lead to the contact page asking for pricing", async () => {
      const [heroQuote] = copy.hero.actions ?? [];
      if (!heroQuote) throw new Error(`${lang}/pricing.yaml: the hero has no action`);
      // The hero's first action, and the closing band's: the same words in some languages.
      const closing = page.getByRole("region", { name: copy.closing.title });
      for (const link of [
        main.getByRole("link", { name: heroQuote.label, exact: true }).first(),
        closing.getByRole("link", { name: copy.closing.action.label, exact: true }),
      ]) {
        await expect(link).toHaveAttribute("href", quoteRequest);
      }
    });

    await test.step("a question of the FAQ opens from the keyboard and shows its answer", async () => {
      const [question] = copy.questions.items;
      if (!question) throw new Error(`${lang}/pricing.yaml has no question`);
      const summary = disclosureNamed(main, question.question);
      await summary.focus();
      await page.keyboard.press("Enter");
      const answer = main.getByText(question.answer, { exact: true });
      await answer.scrollIntoViewIfNeeded();
      await expectShown(answer);
    });
  });
}
