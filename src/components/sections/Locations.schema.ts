import { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import { countryCodes } from "~/components/icons/Flag";
import { list, text } from "~/lib/copy-schema";

/** A country the team works in, as copy names it: one of the flags the site draws (icons/Flag.tsx). */
export const countryCode = z.enum(countryCodes, {
  error: (issue) =>
    issue.input === undefined ? "required" : `one of the flags: ${countryCodes.join(", ")}`,
});

/** One country's card: its flag, its name, where in it ("Zürich · headquarters") and what is done there. */
export const location = z.strictObject({
  code: countryCode,
  country: text,
  place: text,
  description: text,
});

/** Where the team works, a card per country under a section heading (Locations.tsx). */
export const locationsCopy = sectionHeading.extend({ locations: list(location) });

export type Location = z.infer<typeof location>;
export type LocationsCopy = z.infer<typeof locationsCopy>;
