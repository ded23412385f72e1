import type { IndividualsLandingContent } from "~/components/templates/IndividualsLandingPage";
import { site } from "~/site.config";
import type { PageContent } from "./page-copy";
import { freemiumComparison } from "./shared/freemium";
import { learnerStories } from "./shared/learner-stories";
import { partners } from "./shared/partners";
import { customerLogoStrip } from "./shared/sections";

export const individualsEnPage = {
  meta: {
    title: "Your Personal AI Learning Journey",
    description:
      "Job-specific AI training, personalised news, AI playgrounds, practical apps, creator tools and a personal AI coach. Free for 30 days.",
  },
  hero: {
    badge: "30 days free",
    title: "Your Personal AI Learning Journey",
    intro:
      "Learn AI for your own job, practise in safe playgrounds and earn official certificates. Free for 30 days.",
    actions: [{ label: "Start Your 30 Day Free Trial Now", href: site.platformRegisterUrl }],
  },
  features: {
    heading: {
      eyebrow: "Your learning journey",
      title: "Everything You Need to Master AI",
      intro:
        "Six ways the platform helps you learn AI and use it in your job. Pick one to see more.",
    },
    page: "/unleash-potential",
    tiles: [
      { text: "Job-specific training", icon: "briefcase", sectionId: "job-specific-training" },
      { text: "Personalised news", icon: "newspaper", sectionId: "personalised-news" },
      { text: "AI playgrounds", icon: "flask", sectionId: "ai-playgrounds" },
      { text: "Practical apps", icon: "apps", sectionId: "practical-apps" },
      { text: "Creator tools", icon: "pencil", sectionId: "creator-tools" },
      { text: "AI coach", icon: "message", sectionId: "ai-coach" },
    ],
  },
  customers: customerLogoStrip,
  partners: { ...customerLogoStrip, title: "Our Partners", logos: partners },
  quotes: {
    title: "What Our Learners Say",
    items: learnerStories.en,
  },
  freemium: freemiumComparison.en,
  closing: {
    title: "Ready to Start Your AI Learning Journey?",
    text: "Register now and learn for free for 30 days.",
    action: { label: "Register for free", href: site.platformRegisterUrl },
  },
} satisfies PageContent & IndividualsLandingContent;
