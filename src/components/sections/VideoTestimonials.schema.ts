import { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import type { SharedItems } from "~/content/shared-schemas";
import { type Resolved, ref } from "~/lib/copy-ref";
import { list, mediaPath, text } from "~/lib/copy-schema";
import { sectionVideo } from "./VideoSection.schema";

/**
 * A customer speaking on video (VideoTestimonials.tsx), an item of customer-voices.yaml.
 * `quote` is the gist, shown beside the player, and in the home page's proof band
 * (ProofBand.tsx) with the company's logo.
 */
export const customerVoice = z.strictObject({
  name: text,
  role: text,
  company: text,
  quote: text,
  /** The clip in the file's language: its lower third names the speaker. */
  video: sectionVideo,
  /** The company's logo, a path under public/. */
  logo: mediaPath,
  /** What the logo shows, in the file's language: the company's name. */
  logoAlt: text,
  /** Made up by us until real, consented recordings arrive. */
  placeholder: z.boolean().optional(),
});

/**
 * The customers-on-video section (VideoTestimonials.tsx): its heading and its voices,
 * each named by its id in customer-voices.yaml.
 */
export const videoTestimonialsCopy = sectionHeading.extend({
  items: list(ref("customer-voices")),
});

export type CustomerVoice = z.infer<typeof customerVoice>;
export type VideoTestimonialsCopy = Resolved<z.infer<typeof videoTestimonialsCopy>, SharedItems>;
