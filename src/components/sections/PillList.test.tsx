import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readCopy } from "~/content/read-copy";
import { PillList } from "./PillList";

const whyAiImportantCopy = { en: readCopy("why-ai-important", "en") };

describe("PillList", () => {
  it("lists every term once, in the given order", () => {
    render(<PillList {...whyAiImportantCopy.en.functions} />);
    expect(screen.getByRole("region", { name: "AI in Every Business Function" })).toBeVisible();
    const items = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(items).toEqual(whyAiImportantCopy.en.functions.items);
    expect(items).toHaveLength(18);
  });
});
