import { useId } from "react";
import { SectionHeader } from "~/components/headers/SectionHeader";
import { Icon } from "~/components/icons/Icon";
import { Card } from "~/components/ui/Card";
import { Reveal } from "~/components/ui/Reveal";
import { Section } from "~/components/ui/Section";
import { cn } from "~/lib/cn";
import type { ProseSectionCopy } from "./ProseSection.schema";

export type { ProseSectionCopy };

/** A section of running text, optionally with a card of key points beside it. */
export function ProseSection({
  id,
  eyebrow,
  title,
  paragraphs,
  aside,
  tone,
}: ProseSectionCopy & { tone?: "plain" | "tinted" }) {
  const headingId = useId();
  return (
    <Section id={id} tone={tone} aria-labelledby={headingId}>
      <Reveal>
        <div className={cn("grid gap-10", aside && "lg:grid-cols-[3fr_2fr] lg:items-start")}>
          <div className={cn(!aside && "mx-auto max-w-3xl")}>
            <SectionHeader
              eyebrow={eyebrow}
              title={title}
              headingId={headingId}
              align="start"
              className="mb-6"
            />
            <div className="space-y-4 text-lg text-pretty text-muted">
              {paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          {aside ? (
            <Card>
              <h3 className="text-xl font-semibold">{aside.title}</h3>
              <ul className="mt-6 space-y-3">
                {aside.items.map((item) => (
                  <li key={item} className="flex gap-3">
                    <Icon name="check" className="mt-0.5 size-5 text-brand-600" />
                    {item}
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
        </div>
      </Reveal>
    </Section>
  );
}
