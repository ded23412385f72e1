import { useId } from "react";
import { SectionFrame, type SectionTone } from "~/components/headers/SectionFrame";
import { type PlatformOption, PlatformOptionCards } from "./PlatformOptionCards";
import type { PlatformOptionsCopy } from "./PlatformOptions.schema";

export type { PlatformOptionsCopy };

interface PlatformOptionsProps extends PlatformOptionsCopy {
  /** What each option includes: the shared company offer's (company-offers.yaml). */
  options: readonly PlatformOption[];
  tone?: SectionTone;
}

/**
 * Standard, Enterprise-level and Private Cloud side by side in a section of their
 * own: each option's h3 under the section's h2, which also names the row a phone
 * scrolls.
 */
export function PlatformOptions({
  id,
  eyebrow,
  title,
  intro,
  options,
  recommended,
  tone,
}: PlatformOptionsProps) {
  const headingId = useId();
  return (
    <SectionFrame
      id={id}
      eyebrow={eyebrow}
      title={title}
      intro={intro}
      tone={tone}
      headingId={headingId}
    >
      <PlatformOptionCards
        options={options}
        recommended={recommended}
        labelledBy={headingId}
        headingLevel={3}
      />
    </SectionFrame>
  );
}
