import type { HeroContent } from "~/components/sections/Hero";
import type { PageMeta } from "~/lib/meta";

/** What every page module exports: its meta and at least a hero. */
export interface PageContent {
  meta: PageMeta;
  hero: HeroContent;
  /** The page in each language it exists in, itself included, for hreflang links. */
  alternates?: Readonly<Partial<Record<"en" | "de", string>>>;
}
