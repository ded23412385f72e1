import type { SolutionCard } from "~/components/sections/SolutionCards";
import type { Localized } from "../page-copy";

/** The three audiences (spec §2 Home, Our Solutions), each with its page. */
export const solutionCards: Localized<readonly SolutionCard[], "en"> = {
  en: [
    {
      icon: "building",
      colour: "brand",
      title: "Large Corporates",
      description:
        "Enterprise-wide AI adoption, from the executive floor to every department, integrated with your systems.",
      features: [
        "Executive AI strategy",
        "Department-wide implementation",
        "Custom integration",
        "24/7 support",
      ],
      href: "/large-corporates",
    },
    {
      icon: "store",
      colour: "accent",
      title: "Small & Mid-sized Companies",
      description:
        "Get your whole team productive with AI quickly, at a cost and pace that fit your business.",
      features: [
        "Cost-effective implementation",
        "Scalable solutions",
        "Quick setup",
        "Growth-oriented",
      ],
      href: "/small-mid-sized-companies",
    },
    {
      icon: "user",
      colour: "ink",
      title: "Individuals",
      description:
        "Build the AI skills your role needs and prove them with certificates employers recognise.",
      features: [
        "Personal learning path",
        "AI certification",
        "Skill assessment",
        "Career guidance",
      ],
      href: "/individuals",
    },
  ],
};
