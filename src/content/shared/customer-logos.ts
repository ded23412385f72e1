import type { Logo } from "~/components/sections/LogoStrip";
import { slugify } from "~/lib/slugify";

/**
 * The 21 customer logos of the home strip (spec §9). We have no real customers yet:
 * every entry is a fictional company with a generated wordmark (scripts/media),
 * marked `placeholder: true` until the owner replaces it with a real logo.
 */
const names = [
  "Aventro Bank",
  "Lumora Insurance",
  "Vantrix Pharma",
  "Quellmark Energy",
  "Orvella Retail",
  "Bergholm Logistics",
  "Nivora Telecom",
  "Calderis Chemicals",
  "Meridane Foods",
  "Tessaro Motors",
  "Zentaro Health",
  "Solvika Materials",
  "Arventa Media",
  "Fjelltor Engineering",
  "Corvalis Capital",
  "Helmora Travel",
  "Pravento Real Estate",
  "Lindqvar Manufacturing",
  "Ostravia Rail",
  "Marbellon Hotels",
  "Truvanta Utilities",
] as const;

export const customerLogos: readonly Logo[] = names.map((name) => ({
  name,
  logo: `/media/logos/customers/${slugify(name)}.svg`,
  alt: name,
  placeholder: true,
}));
