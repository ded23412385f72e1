import type { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import { list, text } from "~/lib/copy-schema";

/** Short labels shown as pills under a heading (PillList.tsx). */
export const pillListCopy = sectionHeading.extend({ items: list(text) });

export type PillListCopy = z.infer<typeof pillListCopy>;
