import type { LearningJourneyContent } from "~/components/templates/LearningJourneyPage";
import { site } from "~/site.config";
import type { PageContent } from "./page-copy";
import { freemiumComparison, premiumPromotion } from "./shared/freemium";
import { journeyIntroVideo } from "./shared/journey-video";
import { learnerStories } from "./shared/learner-stories";
import { uiText } from "./ui";

const register = { label: "Register for free", href: site.platformRegisterUrl };

export const unleashPotentialPage = {
  meta: {
    title: "Start your AI Learning Journey",
    description:
      "Job-specific AI trainings, AI playgrounds, practical apps, creator tools, an AI coach and official certificates. Start 30 days free.",
  },
  hero: {
    badge: "30 days free",
    title: "Unleash Your Potential with AI",
    intro:
      "Job-specific trainings, AI playgrounds and a personal AI coach: start your AI learning journey today, free for 30 days.",
    actions: [register],
  },
  video: {
    title: "Your AI Learning Journey in a Nutshell",
    intro: "See how the platform takes you from your first prompt to an official certificate.",
    video: { ...journeyIntroVideo, title: "Introduction to your AI learning journey" },
    videoFallback: uiText.en.video.fallback,
  },
  blocks: [
    {
      id: "job-specific-training",
      title: "Job-Specific Trainings",
      description:
        "Training journeys built for your role, from Sales and Marketing to Finance, HR and IT. You learn AI on the tasks you do every day, not on abstract examples.",
      features: [
        "200+ job roles and business functions",
        "Beginner, Expert and Master levels",
        "Short, interactive lessons that fit into a busy week",
      ],
      imagePosition: "right",
      image: "/media/journey/training.svg",
    },
    {
      id: "personalised-news",
      title: "Individual Learning Paths and News",
      description:
        "Your journey adapts to your goals, your level and your pace. Personalised AI news keeps you up to date on what matters in your job.",
      features: [
        "A learning path that adapts to your progress",
        "Curated AI news for your profession",
        "Reminders that keep you on track",
      ],
      imagePosition: "left",
      image: "/media/journey/news.svg",
    },
    {
      id: "ai-playgrounds",
      title: "AI Playgrounds",
      description:
        "Try the leading AI models side by side in a safe environment. Practise prompting with guided exercises and see the results instantly.",
      features: [
        "Several AI models in one place",
        "Guided exercises with instant feedback",
        "A safe space to experiment, with no risk to your data",
      ],
      imagePosition: "right",
      image: "/media/journey/playground.svg",
    },
    {
      id: "practical-apps",
      title: "Practical AI Apps",
      description:
        "Ready-made AI apps for everyday work: write emails, summarise documents, prepare meetings and analyse data in minutes.",
      features: [
        "Apps for writing, research, analysis and planning",
        "Made for business professionals, no technical skills needed",
        "New apps every month",
      ],
      imagePosition: "left",
      image: "/media/journey/apps.svg",
    },
    {
      id: "creator-tools",
      title: "Creator Tools",
      description:
        "Build your own AI assistants and apps without writing a line of code, and share them with your colleagues.",
      features: [
        "A no-code builder with templates",
        "Your own assistants for recurring tasks",
        "Share what you build with a single click",
      ],
      imagePosition: "right",
      image: "/media/journey/creator.svg",
    },
    {
      id: "ai-coach",
      title: "AI Coach and Trainer",
      description:
        "Your personal AI coach answers your questions, explains concepts and suggests the next step on your journey, whenever you need it.",
      features: [
        "Help around the clock",
        "Explanations matched to your level",
        "Exercises based on your real work",
      ],
      imagePosition: "left",
      image: "/media/journey/coach.svg",
    },
    {
      id: "official-certificates",
      title: "Official Certificates",
      description:
        "Show what you can do: every level you complete earns you an official certificate, ready for your CV and your professional profiles.",
      features: [
        "A certificate for every completed level",
        "Easy to share online",
        "Your progress documented from Beginner to Master",
      ],
      imagePosition: "right",
      image: "/media/journey/certificate.svg",
    },
  ],
  blocksBeforeCallToAction: 4,
  callToAction: {
    title: "Start now 30 days for free and discover the future with AI!",
    text: "Try every training, playground and app for a month, free of charge.",
    action: register,
  },
  testimonials: {
    title: "What Our Learners Say",
    items: learnerStories.en,
  },
  freemium: freemiumComparison.en,
  promotion: premiumPromotion.en,
} satisfies PageContent & LearningJourneyContent;
