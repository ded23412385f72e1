// @vitest-environment node
// Astro's Markdown parser hands back native buffers that jsdom's realm does not accept.
import { describe, expect, it } from "vitest";
import { site } from "~/site.config";
import { readLegalMarkdown } from "./legal-markdown";

const file = (body: string) => `---\ntitle: x\n---\n\n${body}`;

describe("a legal text's Markdown", () => {
  it("becomes sections, parts, paragraphs, points and a closing mail link, with the brand's facts", () => {
    const { sections, problems, frontMatter } = readLegalMarkdown(
      file(
        [
          "## 1. Introduction",
          "{site.legalName} runs the Service,\nwhich this line continues.",
          "### Usage data",
          "- pages opened;\n- time spent.",
          "## 2. Contact",
          "Write to us at [{site.email}](mailto:{site.email}).",
        ].join("\n\n"),
      ),
    );
    expect(problems).toEqual([]);
    expect(frontMatter).toBe("title: x");
    expect(sections).toEqual([
      {
        title: "1. Introduction",
        body: [`${site.legalName} runs the Service, which this line continues.`],
        parts: [{ title: "Usage data", body: [{ points: ["pages opened;", "time spent."] }] }],
      },
      { title: "2. Contact", body: [{ lead: "Write to us at", email: site.email }] },
    ]);
  });

  it("names the line of anything the page would not show", () => {
    const { problems } = readLegalMarkdown(
      file(
        [
          "Before any section.",
          "## 1. Terms",
          "Read *this* first.",
          "See [our site](https://example.com) for more.",
          "1. a numbered point",
          "### ",
        ].join("\n\n"),
      ),
    );
    expect(problems).toEqual([
      "line 5: the text starts with a section: ## 1. Introduction",
      'line 9: "emphasis" is not shown on a legal page: write plain text',
      "line 11: a link may only end a sentence with a mail address: … at [{site.email}](mailto:{site.email}).",
      'line 13: "list" is not shown on a legal page: use ##, ###, paragraphs and "- " lists',
      "line 15: must not be empty",
      '"1. Terms" → "": a part needs text under its heading',
    ]);
  });
});
