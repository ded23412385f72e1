import type { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import { list, text } from "~/lib/copy-schema";
import { listGroup } from "./ChecklistGroups.schema";

/** Paragraphs under a heading (ProseSection.tsx), with key points beside them on wide screens. */
export const proseSectionCopy = sectionHeading.omit({ intro: true }).extend({
  paragraphs: list(text),
  aside: listGroup.optional(),
});

export type ProseSectionCopy = z.infer<typeof proseSectionCopy>;
