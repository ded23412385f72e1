import type { PageContent } from "./types";

export const homePage = {
  meta: {
    title: "AI Adoption for Everyone",
    description:
      "Job- and role-specific AI training and the world's leading AI adoption platform: 200+ job roles, 100+ enterprises and about 150'000 people trained since 2018.",
  },
  hero: {
    title: "AI Adoption for Everyone",
    intro:
      "Personalised, hands-on AI training for every job role, and a platform that turns learning into measurable business value.",
    actions: [{ label: "Get Started Today", href: "/contact" }],
  },
} satisfies PageContent;
