import { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import { iconNames } from "~/components/icons/Icon";
import { list, text } from "~/lib/copy-schema";

/** An icon, as copy names it: one of the site's own icons (components/icons/Icon.tsx). */
export const iconName = z.enum(iconNames, {
  error: (issue) =>
    issue.input === undefined ? "required" : `one of the icons: ${iconNames.join(", ")}`,
});

/** A card of the grid: an icon, a title and a sentence or two. */
export const featureCard = z.strictObject({ icon: iconName, title: text, description: text });

/** Cards in a grid under a section heading (FeatureGrid.tsx). */
export const featureGridCopy = sectionHeading.extend({ items: list(featureCard) });

export type FeatureCard = z.infer<typeof featureCard>;
export type FeatureGridCopy = z.infer<typeof featureGridCopy>;
