import type { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";

/**
 * The words of a group of people (TeamGrid.tsx): its heading. The people are
 * shared data (content/shared/team.ts) the page passes beside it.
 */
export const teamGridCopy = sectionHeading;

export type TeamGridCopy = z.infer<typeof teamGridCopy>;
