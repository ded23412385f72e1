import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readShared } from "~/content/read-copy";
import { locales } from "~/locales";
import { ProductScreen } from "./ProductScreen";
import { screenKinds } from "./ProductScreen.schema";

/** Every word a screen's copy gives it to show; a step's state and a message's sender are no words. */
function wordsOf(copy: unknown, key = ""): string[] {
  if (typeof copy === "string") return key === "state" || key === "from" ? [] : [copy];
  if (Array.isArray(copy)) return copy.flatMap((item) => wordsOf(item, key));
  if (copy && typeof copy === "object") {
    return Object.entries(copy).flatMap(([name, value]) => wordsOf(value, name));
  }
  return [];
}

const kinds = Object.keys(screenKinds) as (keyof typeof screenKinds)[];

describe.each(locales.map(({ code }) => code))("the product screens in %s", (lang) => {
  const items = readShared("product-screens", lang);

  it.each(items.map((item) => [item.id, item] as const))(
    "%s shows the words, names and figures of its copy as one picture named by its alt",
    (_, item) => {
      const { container } = render(<ProductScreen screen={item} variant="window" lang={lang} />);
      const picture = screen.getByRole("img", { name: item.alt });
      expect(screen.getAllByRole("img")).toEqual([picture]);
      expect(picture).toHaveAttribute("lang", lang);
      const kind = kinds.find((name) => item[name]);
      const shown = picture.textContent?.replace(/\s+/g, " ") ?? "";
      for (const words of wordsOf([item[kind ?? "feed"], item.frame])) {
        expect(shown).toContain(words.replace(/\s+/g, " "));
      }
      // A picture to assistive technology: nothing inside to reach or to navigate by.
      expect(
        container.querySelectorAll(
          "a, button, input, textarea, select, [tabindex], h1, h2, h3, h4",
        ),
      ).toHaveLength(0);
    },
  );
});
