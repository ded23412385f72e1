import type { PageContent } from "./types";

export const smcPage = {
  meta: {
    title: "AI Adoption for Small and Mid-sized Companies",
    description:
      "Cost-effective, scalable AI adoption with a quick setup for small and mid-sized companies that want to grow with AI.",
  },
  hero: {
    title: "AI Adoption for Small and Mid-sized Companies",
    intro:
      "Get your whole team productive with AI quickly, at a cost that fits your budget and a pace that fits your business.",
  },
} satisfies PageContent;
