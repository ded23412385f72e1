import { useId } from "react";
import { SectionHeader } from "~/components/headers/SectionHeader";
import { Card } from "~/components/ui/Card";
import { Reveal } from "~/components/ui/Reveal";
import { Section } from "~/components/ui/Section";
import { assetUrl } from "~/site.config";
import type { TeamGridCopy, TeamMember } from "./TeamGrid.schema";

export type { TeamGridCopy, TeamMember };

type TeamGridProps = TeamGridCopy & { tone?: "plain" | "tinted" };

/** People with photo, name, role and a short description; a short last row stays centred. */
export function TeamGrid({ id, eyebrow, title, intro, members, tone }: TeamGridProps) {
  const headingId = useId();
  return (
    <Section id={id} tone={tone} aria-labelledby={headingId}>
      <Reveal>
        <SectionHeader eyebrow={eyebrow} title={title} intro={intro} headingId={headingId} />
        <ul className="flex flex-wrap justify-center gap-8">
          {members.map((member) => (
            <li key={member.id} className="w-full sm:w-[calc(50%-1rem)] lg:w-[calc((100%-4rem)/3)]">
              <Card className="h-full text-center">
                <img
                  src={assetUrl(member.image)}
                  alt={member.imageAlt}
                  width={160}
                  height={160}
                  loading="lazy"
                  decoding="async"
                  className="mx-auto size-32 rounded-full sm:size-40"
                />
                <h3 className="mt-6 text-xl font-bold">{member.name}</h3>
                <p className="mt-1 font-semibold text-brand-700">{member.role}</p>
                <p className="mt-4 text-muted">{member.description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Reveal>
    </Section>
  );
}
