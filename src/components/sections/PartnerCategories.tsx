import { useId } from "react";
import { SectionHeader } from "~/components/headers/SectionHeader";
import { Card } from "~/components/ui/Card";
import { Reveal } from "~/components/ui/Reveal";
import { Section } from "~/components/ui/Section";
import {
  type PartnerCategoriesCopy,
  type PartnerCategory,
  partnerCategory,
} from "./PartnerCategories.schema";

export type { PartnerCategoriesCopy, PartnerCategory };

/** One card per kind of partner: its name, how many there are, and who they are. */
export function PartnerCategories({
  id,
  eyebrow,
  title,
  intro,
  partners,
  countLabel,
  names,
  descriptions,
}: PartnerCategoriesCopy) {
  const headingId = useId();
  const categories = partnerCategory.options.map((category) => ({
    category,
    name: names[category],
    partners: partners.filter((partner) => partner.category === category),
  }));
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
                  {(category.partners.length === 1 ? countLabel.one : countLabel.other).replace(
                    "{count}",
                    String(category.partners.length),
                  )}
                </p>
                <p className="mt-4 text-muted">{descriptions[category.category]}</p>
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
