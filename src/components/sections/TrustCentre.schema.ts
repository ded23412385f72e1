import { z } from "astro/zod";
import { id } from "~/lib/copy-ref";
import { link, list, text } from "~/lib/copy-schema";
import { iconName } from "./FeatureGrid.schema";

/**
 * Written by us where the spec gives no fact (a hosting region, a protocol, a
 * figure): the provider confirms or replaces it before launch. Never shown on the
 * page; `npm run placeholders` lists every item that carries it.
 */
const placeholder = z.boolean().optional();

/** One fact of a topic: what it is about, and what holds. */
export const trustFact = z.strictObject({ term: text, detail: text, placeholder });

/** A company that processes customer data on our behalf: what it does for us and where. */
export const subProcessor = z.strictObject({
  /** What kind of company it is, until the provider names it. */
  processor: text,
  purpose: text,
  location: text,
  placeholder,
});

/** The sub-processors as a table: its caption and column heads, one row each. */
export const subProcessorTable = z.strictObject({
  caption: text,
  columns: z.strictObject({ processor: text, purpose: text, location: text }),
  rows: list(subProcessor),
});

/**
 * One topic of a security review (hosting, encryption, sign-in…): its own h2, a
 * sentence that frames it, its facts, and where it has one, a table or a link.
 */
export const trustTopic = z.strictObject({
  /** The topic's anchor, which the table of contents links to ("#encryption"). */
  id,
  icon: iconName,
  title: text,
  intro: text.optional(),
  subProcessors: subProcessorTable.optional(),
  facts: list(trustFact),
  action: link.optional(),
});

/**
 * The topics of the trust centre (TrustCentre.tsx) in the order a review works
 * through them; the table of contents, named `contents`, lists every one.
 */
export const trustCentreCopy = z
  .strictObject({ contents: text, topics: list(trustTopic) })
  .superRefine(({ topics }, context) => {
    const seen = new Set<string>();
    for (const [index, topic] of topics.entries()) {
      if (seen.has(topic.id)) {
        context.addIssue({
          code: "custom",
          path: ["topics", index, "id"],
          message: `"${topic.id}" is the anchor of a topic above: each topic needs its own`,
        });
      }
      seen.add(topic.id);
    }
  });

export type TrustFact = z.infer<typeof trustFact>;
export type SubProcessorTable = z.infer<typeof subProcessorTable>;
export type TrustTopic = z.infer<typeof trustTopic>;
export type TrustCentreCopy = z.infer<typeof trustCentreCopy>;
