import type { HeroContent } from "~/components/sections/Hero";
import type { PageMeta } from "~/lib/meta";

/** What every page module exports: its meta and at least a hero. */
export interface PageContent {
  meta: PageMeta;
  hero: HeroContent;
}
