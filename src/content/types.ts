/** Content shapes of spec §3, declared once and reused by every page. */

import type { IconName } from "~/components/icons/Icon";

export type { IconName };

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
  /** A picture of the product beside the text; without one the text is centred. */
  visual?: Illustration;
  /** "dark" sets the page apart as a point of view (the advisory pages). */
  tone?: "light" | "dark";
}

/** A generated picture of the product (scripts/media), to be replaced by real screens. */
export interface Illustration extends PlaceholderMedia {
  src: string;
  alt: string;
  width: number;
  height: number;
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
  icon: IconName;
  title: string;
  description: string;
}

/** The accent a card is drawn in; each maps to a token pair in app.css. */
export type CardColour = "brand" | "accent" | "ink";

export interface SolutionCard extends FeatureCard {
  features: readonly string[];
  colour: CardColour;
  href: string;
}

export interface Testimonial {
  name: string;
  role: string;
  company: string;
  image: string;
  /** What the portrait shows, in the page's language (`portraitAlt`). */
  imageAlt: string;
  quote: string;
  placeholder?: boolean;
}

/** A price as machines read it (structured data): the figure, its currency, how often it is billed. */
export interface Offer {
  value: number;
  currency: "CHF" | "USD";
  /** ISO 8601 duration; none for a free tier. */
  billingDuration?: "P1M" | "P3M" | "P1Y";
}

export interface PlanCard {
  name: string;
  price: string;
  period: string;
  offer: Offer;
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
  /** What the portrait shows (`portraitAlt`). */
  imageAlt: string;
  placeholder?: boolean;
}

export interface FeatureTile {
  text: string;
  icon: IconName;
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
  /** A 4:3 picture, 640 × 480 or scaled to that ratio. */
  image?: string;
  /** Describes `image`; empty when the picture only decorates the text beside it. */
  imageAlt?: string;
}

/** The heading block that opens a section: optional eyebrow, h2 title, optional intro. */
export interface SectionHeading {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
}

/** A titled list, such as one column of benefits. */
export interface ListGroup {
  title: string;
  items: readonly string[];
}

/** A video file with its poster; paths go through assetUrl(). */
export interface VideoContent {
  src: string;
  poster: string;
  title: string;
  width: number;
  height: number;
  placeholder?: boolean;
}

/** A customer speaking on video; `quote` is the gist, shown beside the player. */
export interface VideoTestimonial extends Omit<Testimonial, "image" | "imageAlt"> {
  video: VideoContent;
}

/** What every page module exports: its meta and at least a hero. */
export interface PageContent {
  meta: PageMeta;
  hero: HeroContent;
  /** The page in each language it exists in, itself included, for hreflang links. */
  alternates?: Readonly<Partial<Record<"en" | "de", string>>>;
}

/** One entry on /news. `date` is ISO (YYYY-MM-DD) so the list can sort it. */
export interface NewsItem {
  date: string;
  title: string;
  summary: string;
  link?: Link;
}

/** A paragraph, a bulleted list, or a sentence ending in a mail link. */
export type LegalBlock = string | { points: readonly string[] } | { lead: string; email: string };

export interface LegalPart {
  title: string;
  body: readonly LegalBlock[];
}

/** One numbered section of a legal page; `parts` become its sub-headings. */
export interface LegalSection extends LegalPart {
  parts?: readonly LegalPart[];
}

export interface LegalDocument {
  /** `label` as the spec writes the date, `iso` for `<time dateTime>`. */
  lastUpdated: { prefix: string; label: string; iso: string };
  sections: readonly LegalSection[];
}

/** A price as shown, with its regular price when it is discounted. */
export interface PriceTag {
  amount: string;
  period: string;
  regular?: string;
  offer: Offer;
}

/** One side of the Entry (free) versus Premium comparison. */
export interface FreemiumTier {
  name: string;
  summary: string;
  /** Shown beside the name, e.g. the current discount. */
  badge?: string;
  prices: readonly PriceTag[];
  features: readonly string[];
  /** Which of the levels (Beginner, Expert, Master) the tier opens. */
  levels: readonly string[];
  action: Link;
}

export interface FreemiumComparisonContent extends SectionHeading {
  levelsLabel: string;
  /** Introduces a struck-through regular price: "instead of". */
  regularPriceLabel: string;
  entry: FreemiumTier;
  premium: FreemiumTier;
  note?: string;
}

/** A time-limited offer, led by its figure (e.g. "40%"). */
export interface PromotionContent {
  figure: string;
  figureLabel: string;
  title: string;
  text: string;
  action: Link;
}
