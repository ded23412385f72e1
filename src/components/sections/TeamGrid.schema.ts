import { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import type { SharedItems } from "~/content/shared-schemas";
import { type Resolved, ref } from "~/lib/copy-ref";
import { list, mediaPath, text } from "~/lib/copy-schema";

/** A person's card in TeamGrid.tsx, an item of team-members.yaml. */
export const teamMember = z.strictObject({
  name: text,
  role: text,
  description: text,
  /** The portrait, a path under public/. */
  image: mediaPath,
  /** What the portrait shows, in the file's language. */
  imageAlt: text,
  /** Made up by us until the real team is in. */
  placeholder: z.boolean().optional(),
});

/**
 * A group of people (TeamGrid.tsx): its heading and its members, each named by
 * its id in team-members.yaml.
 */
export const teamGridCopy = sectionHeading.extend({
  members: list(ref("team-members")),
});

export type TeamGridCopy = Resolved<z.infer<typeof teamGridCopy>, SharedItems>;

export type TeamMember = TeamGridCopy["members"][number];
