import { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import { list, text } from "~/lib/copy-schema";

/** A titled list of short points. */
export const listGroup = z.strictObject({ title: text, items: list(text) });

/** Groups of ticked points under a section heading (ChecklistGroups.tsx). */
export const checklistGroupsCopy = sectionHeading.extend({ groups: list(listGroup) });

export type ListGroup = z.infer<typeof listGroup>;
export type ChecklistGroupsCopy = z.infer<typeof checklistGroupsCopy>;
