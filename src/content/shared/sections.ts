import type { LogoStripProps } from "~/components/sections/LogoStrip";
import type { PartnerLogosProps } from "~/components/sections/PartnerLogos";
import type { TestimonialsContent } from "~/components/sections/Testimonials";
import type { Localized } from "../page-copy";
import { uiText } from "../ui";
import { customerLogos } from "./customer-logos";
import { logoStripControls } from "./logo-strip-controls";
import { partners } from "./partners";
import { platformTestimonials, testimonials } from "./testimonials";

/** Section copy that several pages show the same way, kept beside the shared data it frames. */
export const customerLogoStrip: Localized<LogoStripProps> = {
  en: {
    title: "Trusted by 100+ enterprises",
    logos: customerLogos,
    ...logoStripControls.en,
  },
  de: {
    title: "Über 100 Unternehmen vertrauen uns",
    logos: customerLogos,
    ...logoStripControls.de,
  },
};

/** The partners' logos and names have no words to translate; only the frame is in each language. */
export const partnerLogos: Localized<PartnerLogosProps> = {
  en: {
    title: "Our Partners",
    intro:
      "Technology leaders, solution providers and business networks help us bring AI adoption to every organisation.",
    partners,
    carouselLabel: "Partner logos",
    carouselText: uiText.en.carousel,
  },
  de: {
    title: "Unsere Partner",
    intro:
      "Technologieführer, Lösungsanbieter und Unternehmensnetzwerke helfen uns, AI in jede Organisation zu bringen.",
    partners,
    carouselLabel: "Partnerlogos",
    carouselText: uiText.de.carousel,
  },
};

/** The home page's carousel: what changed for customers once AI reached everyone. */
export const customerVoices: Localized<TestimonialsContent> = {
  en: {
    title: "What Our Customers Say",
    intro: "Leaders and teams on what changed once AI became part of everyone's job.",
    items: testimonials.en,
    carouselLabel: "Customer testimonials",
    carouselText: uiText.en.carousel,
  },
  de: {
    title: "Das sagen unsere Kunden",
    intro:
      "Führungskräfte und Teams darüber, was sich verändert hat, seit AI zum Arbeitsalltag aller gehört.",
    items: testimonials.de,
    carouselLabel: "Stimmen unserer Kunden",
    carouselText: uiText.de.carousel,
  },
};

/**
 * The /platform page's carousel: customers on the parts of the platform they use,
 * other people and other quotes than the home page's.
 */
export const platformVoices: Localized<TestimonialsContent> = {
  en: {
    title: "The Platform in Our Customers' Words",
    intro: "How teams use each part of the platform, from the first training to Return on AI.",
    items: platformTestimonials.en,
    carouselLabel: "Customer testimonials about the platform",
    carouselText: uiText.en.carousel,
  },
  de: {
    title: "Die Plattform in den Worten unserer Kunden",
    intro:
      "Wie Teams die einzelnen Teile der Plattform nutzen, vom ersten Training bis zum Return on AI.",
    items: platformTestimonials.de,
    carouselLabel: "Kundenstimmen zur Plattform",
    carouselText: uiText.de.carousel,
  },
};
