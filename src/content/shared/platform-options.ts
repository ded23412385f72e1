import type { ListGroup } from "~/components/sections/ChecklistGroups";
import type { PlatformOption } from "~/components/sections/PlatformOptions";
import type { Localized } from "../page-copy";

/**
 * The three ways to run the platform (spec §1). Pages that recommend one (the SMC
 * page recommends Standard) mark it `popular` on a copy and name the badge.
 */
export const platformOptions: Localized<readonly PlatformOption[], "en"> = {
  en: [
    {
      title: "Standard",
      features: [
        "Multi-tenant platform",
        "Focus on training and AI literacy",
        "Job- and role-specific learning paths for 200+ roles",
        "AI playgrounds and practical AI apps",
        "Fastest way to get started",
      ],
    },
    {
      title: "Enterprise-level",
      features: [
        "Single-tenant platform",
        "Built for productive, everyday use of AI",
        "Company AI environments and use-case apps",
        "SSO and HR-system integration",
        "Return on AI and Talent Radar dashboards",
      ],
    },
    {
      title: "Private Cloud",
      features: [
        "Runs in your own cloud environment",
        "Maximum security and data control",
        "Everything in Enterprise-level",
        "Co-branding or white-labelling",
      ],
    },
  ],
};

export const complementaryServices: Localized<ListGroup, "en"> = {
  en: {
    title: "Complementary services",
    items: [
      "Project setup",
      "Mobilisation campaigns",
      "Live sessions",
      "Challenges and awards",
      "Mentoring",
      "Leadership trainings",
      "Workshops",
    ],
  },
};

export const customisationOptions: Localized<ListGroup, "en"> = {
  en: {
    title: "Customisation",
    items: [
      "Company AI environments",
      "SSO and HR-system integration",
      "Platform language",
      "Co-branding or white-labelling",
    ],
  },
};
