/**
 * The body of a legal text (src/content/legal/<locale>/<page>.md) read into the
 * sections LegalDocument renders. Its Markdown is kept to what the page shows: `##`
 * for a numbered section, `###` for a part of it, paragraphs, bulleted lists, and a
 * paragraph that ends in a mail link. Anything else (emphasis, other links, HTML,
 * deeper headings) is a problem naming its line, so an editor never publishes markup
 * the page would drop. Brand facts are written as `{site.legalName}`, `{site.email}`
 * and the like, and come from src/site.config.ts.
 */
import type { Nodes, Paragraph, PhrasingContent } from "mdast";
import { markdownToMdast } from "satteri";
import type {
  LegalBlock,
  LegalPart,
  LegalSection,
} from "~/components/sections/LegalDocument.schema";
import { fillInSiteFacts, unknownSiteFacts } from "./site-facts";

export interface LegalMarkdown {
  /** The front matter's YAML, as written; the collection's schema checks it. */
  frontMatter: string | undefined;
  sections: LegalSection[];
  /** "line 12: …", one per thing the page cannot show; none when the body fits. */
  problems: string[];
}

/** A legal file as written, front matter included (so lines are the file's own), read into sections. */
export function readLegalMarkdown(source: string): LegalMarkdown {
  let frontMatter: string | undefined;
  const problems: string[] = [];
  const sections: LegalSection[] = [];
  let part: LegalPart | undefined;

  const problem = (node: Nodes, message: string) =>
    problems.push(`line ${node.position?.start.line ?? "?"}: ${message}`);

  const fill = (node: Nodes, value: string) => {
    for (const written of unknownSiteFacts(value)) {
      problem(node, `${written} is no brand fact of src/site.config.ts`);
    }
    return fillInSiteFacts(value);
  };

  /** A run of plain text, its line breaks read as spaces (an editor may wrap long lines). */
  const plain = (nodes: PhrasingContent[], parent: Nodes): string => {
    let value = "";
    for (const node of nodes) {
      if (node.type === "text") value += fill(node, node.value.replace(/\s*\n\s*/g, " "));
      else problem(node, `"${node.type}" is not shown on a legal page: write plain text`);
    }
    if (value.trim() === "") problem(parent, "must not be empty");
    return value;
  };

  const paragraph = (node: Paragraph): LegalBlock => {
    const linkAt = node.children.findIndex((child) => child.type === "link");
    const link = node.children[linkAt];
    if (link?.type !== "link") return plain(node.children, node);
    const [after, ...more] = node.children.slice(linkAt + 1);
    const email = fill(link, link.url.replace(/^mailto:/, ""));
    const shown = plain(link.children, link);
    // LegalDocument prints the full stop after the link itself.
    const endsWithFullStop = after?.type === "text" && after.value === "." && more.length === 0;
    if (!link.url.startsWith("mailto:") || shown !== email || !endsWithFullStop) {
      problem(
        link,
        "a link may only end a sentence with a mail address: … at [{site.email}](mailto:{site.email}).",
      );
    }
    return { lead: plain(node.children.slice(0, linkAt), node).trimEnd(), email };
  };

  const block = (node: Nodes): LegalBlock | undefined => {
    if (node.type === "paragraph") return paragraph(node);
    if (node.type === "list" && !node.ordered) {
      return {
        points: node.children.map((item) => {
          const [only, ...rest] = item.children;
          if (only?.type !== "paragraph" || rest.length > 0) {
            problem(item, "a point is one line of plain text");
            return "";
          }
          return plain(only.children, item);
        }),
      };
    }
    problem(
      node,
      `"${node.type}" is not shown on a legal page: use ##, ###, paragraphs and "- " lists`,
    );
    return undefined;
  };

  const tree = markdownToMdast(source) as Nodes;
  for (const node of "children" in tree ? tree.children : []) {
    if (node.type === "yaml") {
      frontMatter = node.value;
      continue;
    }
    if (node.type === "heading" && node.depth === 2) {
      sections.push({ title: plain(node.children, node), body: [] });
      part = undefined;
      continue;
    }
    const section = sections.at(-1);
    if (!section) {
      problem(node, "the text starts with a section: ## 1. Introduction");
      continue;
    }
    if (node.type === "heading" && node.depth === 3) {
      part = { title: plain(node.children, node), body: [] };
      section.parts = [...(section.parts ?? []), part];
      continue;
    }
    const read = block(node);
    if (!read) continue;
    if (part) part.body = [...part.body, read];
    else section.body = [...section.body, read];
  }
  for (const { title, parts } of sections) {
    for (const empty of (parts ?? []).filter((p) => p.body.length === 0)) {
      problems.push(`"${title}" → "${empty.title}": a part needs text under its heading`);
    }
  }
  if (sections.length === 0) problems.push("no section: write at least one ## heading");
  return { frontMatter, sections, problems };
}
