import type { CallToActionContent } from "~/components/sections/CallToAction";
import type { ChecklistGroupsContent } from "~/components/sections/ChecklistGroups";
import type { FeatureGridContent } from "~/components/sections/FeatureGrid";
import type { ImpactStatsContent } from "~/components/sections/ImpactStats";
import type { PlatformOptionsContent } from "~/components/sections/PlatformOptions";
import type { ProcessStepsContent } from "~/components/sections/ProcessSteps";
import type { TestimonialsContent } from "~/components/sections/Testimonials";
import type { VideoSectionContent } from "~/components/sections/VideoSection";
import type { Localized, PageCopy } from "./page-copy";
import {
  complementaryServices,
  customisationOptions,
  platformOptions,
} from "./shared/platform-options";
import { platformSuiteVisual } from "./shared/product-visuals";
import { typicalResults } from "./shared/results";
import { customerVoices } from "./shared/sections";
import { platformDemoVideo } from "./shared/videos";
import { uiText } from "./ui";

interface PlatformCopy extends PageCopy {
  results: ImpactStatsContent;
  benefits: ChecklistGroupsContent;
  demo: VideoSectionContent;
  howItWorks: ProcessStepsContent;
  journey: FeatureGridContent;
  features: FeatureGridContent;
  options: PlatformOptionsContent;
  services: ChecklistGroupsContent;
  contact: CallToActionContent;

  voices: TestimonialsContent;
}

export const platformCopy = {
  en: {
    meta: {
      title: "AI Adoption Platform",
      description:
        "One platform to train, apply, create and innovate with AI: job-specific trainings, AI playgrounds, creator tools, Return on AI and Talent Radar.",
    },
    hero: {
      badge: "The AI Adoption Platform",
      title: "Make AI Part of Everyone's Daily Work",
      intro:
        "Train, apply, create and innovate: everything your people need to use AI in their own jobs, and everything you need to measure the value it creates.",
      actions: [
        { label: "Request a Demo", href: "/contact" },
        { label: "See How It Works", href: "#how-it-works" },
      ],
      visual: platformSuiteVisual.en,
    },
    results: {
      eyebrow: "Impact",
      title: "Typical Results Within 12 Months",
      stats: typicalResults.en,
    },
    benefits: {
      title: "Impact for People and for Companies",
      intro:
        "About 95% of a typical workforce are business professionals, not technologists. The platform is built for them.",
      groups: [
        {
          title: "For individuals",
          items: [
            "Learn AI on tasks from your own job and role",
            "Save time on routine work every day",
            "Earn certificates level by level, from Beginner to Expert to Master",
            "Learn at your own pace with a personalised learning path",
            "Stay current with personalised AI news and a personal AI coach",
            "Build skills that keep your career future-proof",
          ],
        },
        {
          title: "For companies",
          items: [
            "60–90% of the workforce mobilised within 12 months",
            "Productivity gains of up to 10 percent",
            "Higher job satisfaction for more than 70 percent of staff",
            "Business value made visible with Return on AI",
            "AI frontrunners identified with Talent Radar",
            "One platform for training, application and innovation",
            "Safe, governed AI use in company AI environments",
            "Better use of the AI tools you already pay for",
          ],
        },
      ],
    },
    demo: {
      eyebrow: "Demo",
      title: "See the Platform in Action",
      intro: "A quick tour from the first training to a company-wide view of AI value.",
      video: platformDemoVideo.en,
      videoFallback: uiText.en.video.fallback,
    },
    howItWorks: {
      id: "how-it-works",
      title: "How It Works",
      intro: "Seven building blocks take your people from first steps to measurable value.",
      steps: [
        {
          icon: "graduation-cap",
          title: "Train",
          description:
            "Job- and role-specific learning paths for 200+ roles, on three levels: Beginner, Expert and Master.",
        },
        {
          icon: "briefcase",
          title: "Apply",
          description:
            "AI playgrounds and practical use-case apps put new skills to work on real tasks straight away.",
        },
        {
          icon: "pencil",
          title: "Create",
          description:
            "No-code creator tools let anyone build assistants and small apps for their own team.",
        },
        {
          icon: "lightbulb",
          title: "Innovate",
          description:
            "Idea sharing turns individual experiments into improvements the whole company can use.",
        },
        {
          icon: "chart-up",
          title: "Value Measurement",
          description:
            "Return on AI (RoAI) shows the business value AI creates, by team and by use case.",
        },
        {
          icon: "award",
          title: "Talent Promotion",
          description:
            "Talent Radar spots your AI frontrunners, so you can promote them and let them lead others.",
        },
        {
          icon: "users",
          title: "Comprehensive Change Management",
          description:
            "Mobilisation, live sessions, challenges and awards, mentoring and leadership trainings keep momentum high.",
        },
      ],
    },
    journey: {
      title: "Train, Apply, Create, Innovate",
      intro: "Four steps every employee takes, at their own pace.",
      items: [
        {
          icon: "graduation-cap",
          title: "Train",
          description: "Learn AI with trainings written for your job and role.",
        },
        {
          icon: "briefcase",
          title: "Apply",
          description: "Use AI on your real tasks in playgrounds and apps.",
        },
        {
          icon: "pencil",
          title: "Create",
          description: "Build your own AI helpers without writing code.",
        },
        {
          icon: "lightbulb",
          title: "Innovate",
          description: "Share ideas and improve how your team works.",
        },
      ],
    },
    features: {
      title: "Six Unique Features",
      items: [
        {
          icon: "layers",
          title: "Made for 200+ Job Roles",
          description:
            "Trainings for Sales, Finance, HR, Operations and many more roles, not one generic AI course.",
        },
        {
          icon: "user-check",
          title: "Personalised Learning Paths",
          description:
            "Each learner gets a path that fits their role, level and pace, with 5–7 certifications along the way.",
        },
        {
          icon: "flask",
          title: "AI Playgrounds",
          description: "Safe spaces to try the leading AI models hands-on, with guided exercises.",
        },
        {
          icon: "apps",
          title: "Practical AI Apps",
          description:
            "Ready-made apps for everyday tasks, from drafting emails to analysing data.",
        },
        {
          icon: "sparkles",
          title: "No-code Creator Tools",
          description:
            "Turn a good idea into an assistant the whole team can use, without IT tickets.",
        },
        {
          icon: "shield",
          title: "Secure by Design",
          description:
            "Single-tenant or private cloud, SSO and HR-system integration, in your language and brand.",
        },
      ],
    },
    options: {
      title: "Platform Options",
      intro:
        "An annual per-user subscription with volume discounts. Choose how the platform runs for you.",
      options: platformOptions.en,
    },
    services: {
      title: "Services and Customisation",
      intro:
        "We help you launch, mobilise and keep going, and we fit the platform to your company.",
      groups: [complementaryServices.en, customisationOptions.en],
    },
    contact: {
      title: "Start With a Pilot",
      text: "Try the platform with one team, or roll it out company-wide in our 3-stage approach. We will help you choose.",
      action: { label: "Contact Us", href: "/contact" },
    },
    voices: customerVoices.en,
  },
} satisfies Localized<PlatformCopy, "en">;
