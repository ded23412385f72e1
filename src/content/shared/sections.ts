import type { TestimonialsProps } from "~/components/sections/Testimonials";
import type { Localized } from "../page-copy";
import { uiText } from "../ui";
import { platformTestimonials } from "./testimonials";

/**
 * The /platform page's carousel: customers on the parts of the platform they use,
 * other people and other quotes than the home page's.
 */
export const platformVoices: Localized<TestimonialsProps> = {
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
