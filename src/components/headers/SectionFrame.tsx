import { type ReactNode, useId } from "react";
import { Reveal } from "~/components/ui/Reveal";
import { Section } from "~/components/ui/Section";
import { SectionHeader, type SectionHeading } from "./SectionHeader";

/** The light backgrounds a content section alternates between. */
export type SectionTone = "plain" | "tinted";

interface SectionFrameProps extends SectionHeading {
  tone?: SectionTone;
  /** The h2's id, for a section whose content is named by its heading too; generated otherwise. */
  headingId?: string;
  children: ReactNode;
}

/**
 * The frame most sections share: a band named by its h2 (so it is a landmark
 * region), the heading block, and content that animates in as it scrolls into view.
 */
export function SectionFrame({
  id,
  eyebrow,
  title,
  intro,
  tone,
  headingId: givenHeadingId,
  children,
}: SectionFrameProps) {
  const generatedHeadingId = useId();
  const headingId = givenHeadingId ?? generatedHeadingId;
  return (
    <Section id={id} tone={tone} aria-labelledby={headingId}>
      <Reveal>
        <SectionHeader eyebrow={eyebrow} title={title} intro={intro} headingId={headingId} />
        {children}
      </Reveal>
    </Section>
  );
}
