import type { CompanySolutionContent } from "~/components/templates/CompanySolutionPage";
import type { Localized, PageCopy } from "./page-copy";
import { companyOffer, pilotProject, threeStageApproach } from "./shared/company-offer";
import { platformOptions } from "./shared/platform-options";

/** The option we recommend to small and mid-sized companies (spec §1). */
const recommendedOption = "Standard";

export const smcCopy = {
  en: {
    meta: {
      title: "AI Adoption for Small and Mid-sized Companies",
      description:
        "Cost-effective, scalable AI adoption with a quick setup for small and mid-sized companies that want to grow with AI.",
    },
    hero: {
      badge: "For small and mid-sized companies",
      title: "AI Adoption for Small and Mid-sized Companies",
      intro:
        "Get your whole team productive with AI quickly, at a cost that fits your budget and a pace that fits your business.",
      actions: [{ label: "Get Started", href: "/contact" }],
    },
    benefits: {
      eyebrow: "What you get",
      title: "AI Adoption That Fits Your Business",
      intro:
        "Everything your team needs to work productively with AI, without an enterprise-sized project.",
      items: [
        {
          icon: "chart-up",
          title: "Cost-effective implementation",
          description:
            "A ready-to-use platform and proven learning paths keep your investment small and your results large.",
        },
        {
          icon: "layers",
          title: "Scalable solutions",
          description:
            "Start with one team and grow to the whole company: the platform grows with you, user by user.",
        },
        {
          icon: "sparkles",
          title: "Quick setup",
          description:
            "Your team starts learning within days. No IT project, no lengthy integration required.",
        },
        {
          icon: "lightbulb",
          title: "Growth-oriented",
          description:
            "AI skills in every role free up time for customers, new ideas and the growth of your business.",
        },
      ],
    },
    journey: {
      eyebrow: "Up and running in weeks",
      title: "From First Call to a Team That Works With AI",
      intro:
        "No IT project and no consultants on site: a company of 50 people is learning within days of saying yes.",
      steps: [
        {
          icon: "message",
          title: "Tell us about your team",
          description:
            "A short call about your roles, your tools and your goals. We suggest the learning paths that fit.",
        },
        {
          icon: "sparkles",
          title: "Start learning within days",
          description:
            "Everyone gets a personal, job-specific learning path on the Standard platform, in their own language.",
        },
        {
          icon: "briefcase",
          title: "Use AI in daily work",
          description:
            "Playgrounds and ready-made apps turn what people learn into time saved on real tasks.",
        },
        {
          icon: "chart-up",
          title: "See what it brings",
          description:
            "Return on AI shows the time and value gained, so you can decide with facts where to go next.",
        },
      ],
    },
    ...companyOffer.en,
    starts: {
      eyebrow: "Getting started",
      title: "Start Small, Grow at Your Pace",
      intro:
        "Most growing companies begin with a pilot in one team; others take the whole company along in three stages.",
      groups: [pilotProject.en, threeStageApproach.en],
    },
    platform: {
      ...companyOffer.en.platform,
      options: platformOptions.en.map((option) =>
        option.title === recommendedOption ? { ...option, popular: true } : option,
      ),
      popularBadge: "Recommended for SMCs",
    },
  },
} satisfies Localized<PageCopy & CompanySolutionContent, "en">;
