import type { Logo } from "~/components/sections/LogoStrip";
import type { PartnerCategory, PartnerGroup } from "~/components/sections/PartnerCategories";
import { partnerCategory } from "~/components/sections/PartnerCategories.schema";
import { slugify } from "~/lib/slugify";
import type { Localized } from "../page-copy";

export type { PartnerCategory };

export interface Partner extends Logo {
  category: PartnerCategory;
}

/** Category names as the partners page shows them, in display order, in each language. */
export const partnerCategories: Localized<Readonly<Record<PartnerCategory, string>>> = {
  en: {
    technology: "Technology",
    solution: "Solution",
    network: "Networking and go-to-market",
  },
  de: {
    technology: "Technologie",
    solution: "Lösungen",
    network: "Networking und Go-to-Market",
  },
};

const byCategory: Readonly<Record<PartnerCategory, readonly string[]>> = {
  technology: [
    "Nimbra Cloud",
    "Synaptiq Labs",
    "Corvane Data",
    "Helixor Compute",
    "Lexora AI",
    "Vectrion Systems",
    "Qubrix Analytics",
    "Sentora Security",
    "Modalis Models",
    "Aerion Networks",
  ],
  solution: ["Calvora Consulting", "Trennix Solutions"],
  network: ["Alpine Digital Circle", "Veltra Growth Network", "Rivalta Business Alliance"],
};

/**
 * Every partner, once, with its category (spec §9: 10 technology, 2 solution,
 * 3 networking and go-to-market). Fictional placeholders with generated wordmarks.
 */
export const partners: readonly Partner[] = (
  Object.entries(byCategory) as [PartnerCategory, readonly string[]][]
).flatMap(([category, names]) =>
  names.map((name) => ({
    name,
    category,
    logo: `/media/logos/partners/${slugify(name)}.svg`,
    alt: name,
    placeholder: true,
  })),
);

/** The six partners the German learning-journey page (/starte-lernreise) shows in its strip. */
const journeyPartnerNames = new Set([
  "Nimbra Cloud",
  "Synaptiq Labs",
  "Lexora AI",
  "Modalis Models",
  "Calvora Consulting",
  "Alpine Digital Circle",
]);

export const journeyPartners = partners.filter((partner) => journeyPartnerNames.has(partner.name));

/** Every partner under its kind, the kinds in the page's order and named by `names`. */
export function partnerGroups(
  names: Readonly<Record<PartnerCategory, string>>,
): readonly PartnerGroup[] {
  return partnerCategory.options.map((category) => ({
    category,
    name: names[category],
    partners: partners.filter((partner) => partner.category === category),
  }));
}
