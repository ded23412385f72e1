import type { LogoStripContent } from "~/components/sections/LogoStrip";
import type { PartnerLogosContent } from "~/components/sections/PartnerLogos";
import type { TestimonialsContent } from "~/components/sections/Testimonials";
import type { Localized } from "../page-copy";
import { uiText } from "../ui";
import { customerLogos } from "./customer-logos";
import { logoStripControls } from "./logo-strip-controls";
import { partners } from "./partners";
import { testimonials } from "./testimonials";

/** Section copy that several pages show the same way, kept beside the shared data it frames. */
export const customerLogoStrip: Localized<LogoStripContent> = {
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

interface CarouselHeading {
  title: string;
  intro: string;
  carouselLabel: string;
}

/**
 * The words that frame the partner logos and the customer voices. The German frames wait
 * for German partner and testimonial data (shared/partners, shared/testimonials); until
 * then only the English sections are assembled.
 */
export const partnerLogosHeading: Localized<CarouselHeading> = {
  en: {
    title: "Our Partners",
    intro:
      "Technology leaders, solution providers and business networks help us bring AI adoption to every organisation.",
    carouselLabel: "Partner logos",
  },
  de: {
    title: "Unsere Partner",
    intro:
      "Technologieführer, Lösungsanbieter und Unternehmensnetzwerke helfen uns, AI in jede Organisation zu bringen.",
    carouselLabel: "Logos unserer Partner",
  },
};

export const customerVoicesHeading: Localized<CarouselHeading> = {
  en: {
    title: "What Our Customers Say",
    intro: "Leaders and teams on what changed once AI became part of everyone's job.",
    carouselLabel: "Customer testimonials",
  },
  de: {
    title: "Das sagen unsere Kunden",
    intro:
      "Führungskräfte und Teams darüber, was sich verändert hat, seit AI zum Arbeitsalltag aller gehört.",
    carouselLabel: "Stimmen unserer Kunden",
  },
};

// Islands carry these in their props, key order included: keep it.
export const partnerLogos: PartnerLogosContent = {
  title: partnerLogosHeading.en.title,
  intro: partnerLogosHeading.en.intro,
  partners,
  carouselLabel: partnerLogosHeading.en.carouselLabel,
  carouselText: uiText.en.carousel,
};

export const customerVoices: TestimonialsContent = {
  title: customerVoicesHeading.en.title,
  intro: customerVoicesHeading.en.intro,
  items: testimonials,
  carouselLabel: customerVoicesHeading.en.carouselLabel,
  carouselText: uiText.en.carousel,
};
