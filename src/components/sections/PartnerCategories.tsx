import { useId } from "react";
import { Card } from "~/components/ui/Card";
import { Reveal } from "~/components/ui/Reveal";
import { Section } from "~/components/ui/Section";
import type { Logo } from "./LogoStrip";
import { SectionHeader, type SectionHeading } from "./SectionHeader";

export interface PartnerCategoriesContent extends SectionHeading {
  categories: readonly { name: string; description: string; partners: readonly Logo[] }[];
  countLabel: (count: number) => string;
}

/** One card per kind of partner: its name, how many there are, and who they are. */
export function PartnerCategories({
  id,
  eyebrow,
  title,
  intro,
  categories,
  countLabel,
}: PartnerCategoriesContent) {
  const headingId = useId();
  return (
    <Section id={id} tone="tinted" aria-labelledby={headingId}>
      <Reveal>
        <SectionHeader eyebrow={eyebrow} title={title} intro={intro} headingId={headingId} />
        <ul className="grid gap-6 lg:grid-cols-3">
          {categories.map((category) => (
            <li key={category.name} className="flex">
              {/* On a tablet the card runs the page's width: its partners beside what it says. */}
              <Card className="flex-1 md:max-lg:grid md:max-lg:grid-cols-2 md:max-lg:content-start md:max-lg:gap-x-10">
                <h3 className="text-xl font-semibold">{category.name}</h3>
                <p className="mt-1 text-3xl font-bold text-brand-600">
                  {countLabel(category.partners.length)}
                </p>
                <p className="mt-4 text-muted">{category.description}</p>
                <ul className="mt-6 flex flex-wrap content-start gap-2 md:max-lg:col-start-2 md:max-lg:row-span-3 md:max-lg:row-start-1 md:max-lg:mt-0">
                  {category.partners.map((partner) => (
                    <li
                      key={partner.name}
                      className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700"
                    >
                      {partner.name}
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
      </Reveal>
    </Section>
  );
}
