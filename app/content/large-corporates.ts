import type { PageContent } from "./types";

export const largeCorporatesPage = {
  meta: {
    title: "AI Adoption for Large Corporates",
    description:
      "Executive AI strategy, department-wide implementation, custom integration and 24/7 support for enterprise AI adoption.",
  },
  hero: {
    title: "AI Adoption for Large Corporates",
    intro:
      "Mobilise tens of thousands of employees with job-specific AI training, integrated into your systems and measured in business value.",
  },
} satisfies PageContent;
