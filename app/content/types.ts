/** Content shapes of spec §3, declared once and reused by every page. */

export interface Link {
  label: string;
  href: string;
}

/** A header or footer entry: a page, or a group of pages with an optional overview link. */
export interface MenuItem {
  title: string;
  href?: string;
  items?: readonly Link[];
}

export interface PageMeta {
  title: string;
  description: string;
}

export interface HeroContent {
  badge?: string;
  title: string;
  intro: string;
  actions?: readonly Link[];
}

/** Marks media we made ourselves, to be replaced by the owner's real files. */
export interface PlaceholderMedia {
  placeholder: true;
}

export interface Logo {
  name: string;
  logo: string;
  alt: string;
  placeholder?: boolean;
}

export interface FeatureCard {
  icon: string;
  title: string;
  description: string;
}

export interface SolutionCard extends FeatureCard {
  features: readonly string[];
  colour: string;
  href: string;
}

export interface Testimonial {
  name: string;
  role: string;
  company: string;
  image: string;
  quote: string;
  placeholder?: boolean;
}

export interface PlanCard {
  name: string;
  price: string;
  period: string;
  description: string;
  features: readonly string[];
  popular?: boolean;
}

export interface PlatformOption {
  title: string;
  features: readonly string[];
  popular?: boolean;
}

export interface TeamMember {
  name: string;
  role: string;
  description: string;
  image: string;
  placeholder?: boolean;
}

export interface FeatureTile {
  text: string;
  icon: string;
  sectionId: string;
}

export interface ImpactStat {
  number: string;
  label: string;
  description: string;
}

export interface FeatureBlock {
  id?: string;
  title: string;
  description: string;
  features: readonly string[];
  imagePosition: "left" | "right";
  image?: string;
}

/** What every page module exports: its meta and at least a hero. */
export interface PageContent {
  meta: PageMeta;
  hero: HeroContent;
}
