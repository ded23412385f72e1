import { z } from "astro/zod";
import type { SharedItems } from "~/content/shared-schemas";
import { type Resolved, ref } from "~/lib/copy-ref";
import { list, text } from "~/lib/copy-schema";

/**
 * The line under a hero's proof (HeroProof.tsx): "Trusted by 100+ enterprises,
 * among them".
 */
export const heroProofCopy = z.strictObject({ label: text });

/** The line and the customer logos it stands over, each named by its id in customer-logos.yaml. */
export const logoRowCopy = heroProofCopy.extend({ logos: list(ref("customer-logos")) });

export type HeroProofCopy = z.infer<typeof heroProofCopy>;
export type LogoRowCopy = Resolved<z.infer<typeof logoRowCopy>, SharedItems>;

/** The line and the faces it stands over (AvatarStack), each named by its id in team-members.yaml. */
export const avatarStackCopy = heroProofCopy.extend({
  people: list(ref("team-members")),
});

export type AvatarStackCopy = Resolved<z.infer<typeof avatarStackCopy>, SharedItems>;
