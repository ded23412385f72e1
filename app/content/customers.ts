import type { PageContent } from "./types";

export const customersPage = {
  meta: {
    title: "Customers",
    description:
      "How enterprises mobilise their workforce for AI: video testimonials from technology and IT leaders.",
  },
  hero: {
    title: "Our Customers",
    intro:
      "More than 100 enterprises trust us to bring AI to their people. Hear from the leaders who made it happen.",
  },
} satisfies PageContent;
