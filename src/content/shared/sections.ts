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
export const customerLogoStrip: Localized<LogoStripContent, "en"> = {
  en: {
    title: "Trusted by 100+ enterprises",
    logos: customerLogos,
    ...logoStripControls.en,
  },
};

export const partnerLogos: Localized<PartnerLogosContent, "en"> = {
  en: {
    title: "Our Partners",
    intro:
      "Technology leaders, solution providers and business networks help us bring AI adoption to every organisation.",
    partners,
    carouselLabel: "Partner logos",
    carouselText: uiText.en.carousel,
  },
};

export const customerVoices: Localized<TestimonialsContent, "en"> = {
  en: {
    title: "What Our Customers Say",
    intro: "Leaders and teams on what changed once AI became part of everyone's job.",
    items: testimonials.en,
    carouselLabel: "Customer testimonials",
    carouselText: uiText.en.carousel,
  },
};
