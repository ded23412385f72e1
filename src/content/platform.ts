import type { CallToActionCopy } from "~/components/sections/CallToAction";
import type { ChecklistGroupsCopy } from "~/components/sections/ChecklistGroups";
import type { FeatureGridCopy } from "~/components/sections/FeatureGrid";
import type { ProcessStepsCopy } from "~/components/sections/ProcessSteps";
import type { TestimonialsProps } from "~/components/sections/Testimonials";
import type { VideoSectionProps } from "~/components/sections/VideoSection";
import type { Localized, PageCopy } from "./page-copy";
import { platformSuiteVisual } from "./shared/product-visuals";
import { platformVoices } from "./shared/sections";
import { platformDemoVideo } from "./shared/videos";
import { uiText } from "./ui";

interface PlatformCopy extends PageCopy {
  benefits: ChecklistGroupsCopy;
  demo: VideoSectionProps;
  howItWorks: ProcessStepsCopy;
  journey: FeatureGridCopy;
  features: FeatureGridCopy;
  contact: CallToActionCopy;

  voices: TestimonialsProps;
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
          description: "Learn AI with training written for your job and role.",
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
            "Training for Sales, Finance, HR, Operations and many more roles, not one generic AI course.",
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
    contact: {
      title: "Start With a Pilot",
      text: "Try the platform with one team, or roll it out company-wide in our 3-stage approach. We will help you choose.",
      action: { label: "Contact Us", href: "/contact" },
      // Options and services are set out once, on the company pages.
      secondaryAction: {
        label: "Compare Platform Options",
        href: "/large-corporates#platform-options",
      },
    },
    voices: platformVoices.en,
  },
  de: {
    meta: {
      title: "Plattform für AI-Adoption",
      description:
        "Eine Plattform, um mit AI zu trainieren, anzuwenden, zu gestalten und zu innovieren: berufsspezifische Trainings, AI-Playgrounds, Creator Tools, Return on AI und Talent Radar.",
    },
    hero: {
      badge: "Die Plattform für AI-Adoption",
      title: "AI im Arbeitsalltag aller verankern",
      intro:
        "Trainieren, anwenden, gestalten und innovieren: alles, was Ihre Mitarbeitenden brauchen, um AI im eigenen Job zu nutzen, und alles, was Sie brauchen, um den geschaffenen Wert zu messen.",
      actions: [
        { label: "Demo anfragen", href: "/de/contact" },
        { label: "So funktioniert es", href: "#how-it-works" },
      ],
      visual: platformSuiteVisual.de,
    },
    benefits: {
      title: "Wirkung für Menschen und Unternehmen",
      intro:
        "Rund 95% einer typischen Belegschaft arbeiten im Business, nicht in der Technik. Für sie ist die Plattform gebaut.",
      groups: [
        {
          title: "Für Mitarbeitende",
          items: [
            "AI an Aufgaben aus dem eigenen Job und der eigenen Rolle lernen",
            "Jeden Tag Zeit bei Routinearbeiten sparen",
            "Zertifikate Stufe um Stufe erwerben, von Beginner über Expert bis Master",
            "Im eigenen Tempo lernen, auf einem persönlichen Lernpfad",
            "Mit personalisierten AI-News und einem persönlichen AI-Coach auf dem Laufenden bleiben",
            "Kompetenzen aufbauen, die die eigene Karriere zukunftssicher machen",
          ],
        },
        {
          title: "Für Unternehmen",
          items: [
            "60–90% der Belegschaft innert 12 Monaten mobilisiert",
            "Bis zu 10 Prozent mehr Produktivität",
            "Höhere Arbeitszufriedenheit bei über 70 Prozent der Mitarbeitenden",
            "Geschäftswert sichtbar gemacht mit Return on AI",
            "AI-Vorreiterinnen und AI-Vorreiter erkannt mit dem Talent Radar",
            "Eine Plattform für Training, Anwendung und Innovation",
            "Sicherer, geregelter Einsatz von AI in unternehmenseigenen AI-Umgebungen",
            "Mehr Nutzen aus den AI-Tools, für die Sie bereits bezahlen",
          ],
        },
      ],
    },
    demo: {
      eyebrow: "Demo",
      title: "Die Plattform in Aktion",
      intro:
        "Ein kurzer Rundgang vom ersten Training bis zum unternehmensweiten Blick auf den Wert von AI.",
      video: platformDemoVideo.de,
      videoFallback: uiText.de.video.fallback,
    },
    howItWorks: {
      id: "how-it-works",
      title: "So funktioniert es",
      intro:
        "Sieben Bausteine führen Ihre Mitarbeitenden von den ersten Schritten bis zum messbaren Wert.",
      steps: [
        {
          icon: "graduation-cap",
          title: "Trainieren",
          description:
            "Berufs- und rollenspezifische Lernpfade für über 200 Rollen, auf drei Stufen: Beginner, Expert und Master.",
        },
        {
          icon: "briefcase",
          title: "Anwenden",
          description:
            "AI-Playgrounds und praktische Use-Case-Apps bringen das Gelernte sofort bei echten Aufgaben zum Einsatz.",
        },
        {
          icon: "pencil",
          title: "Gestalten",
          description:
            "Mit Creator Tools ohne Code bauen alle eigene Assistenten und kleine Apps für ihr Team.",
        },
        {
          icon: "lightbulb",
          title: "Innovieren",
          description:
            "Geteilte Ideen machen aus einzelnen Experimenten Verbesserungen für das ganze Unternehmen.",
        },
        {
          icon: "chart-up",
          title: "Wertmessung",
          description:
            "Return on AI (RoAI) zeigt den Geschäftswert, den AI schafft, nach Team und nach Anwendungsfall.",
        },
        {
          icon: "award",
          title: "Talentförderung",
          description:
            "Der Talent Radar findet Ihre AI-Vorreiterinnen und AI-Vorreiter, damit Sie sie fördern und andere mitziehen lassen können.",
        },
        {
          icon: "users",
          title: "Umfassendes Change Management",
          description:
            "Mobilisierung, Live-Sessions, Challenges und Awards, Mentoring und Leadership-Trainings halten den Schwung hoch.",
        },
      ],
    },
    journey: {
      title: "Trainieren, anwenden, gestalten, innovieren",
      intro: "Vier Schritte, die alle Mitarbeitenden in ihrem eigenen Tempo gehen.",
      items: [
        {
          icon: "graduation-cap",
          title: "Trainieren",
          description:
            "AI mit Trainings lernen, die für den eigenen Beruf und die eigene Rolle gemacht sind.",
        },
        {
          icon: "briefcase",
          title: "Anwenden",
          description: "AI bei echten Aufgaben einsetzen, in Playgrounds und Apps.",
        },
        {
          icon: "pencil",
          title: "Gestalten",
          description: "Eigene AI-Helfer bauen, ohne eine Zeile Code zu schreiben.",
        },
        {
          icon: "lightbulb",
          title: "Innovieren",
          description: "Ideen teilen und die Arbeit im Team verbessern.",
        },
      ],
    },
    features: {
      title: "Sechs einzigartige Funktionen",
      items: [
        {
          icon: "layers",
          title: "Gemacht für über 200 Berufsrollen",
          description:
            "Trainings für Verkauf, Finanzen, HR, Operations und viele weitere Rollen statt eines allgemeinen AI-Kurses.",
        },
        {
          icon: "user-check",
          title: "Personalisierte Lernpfade",
          description:
            "Alle Lernenden erhalten einen Pfad, der zu ihrer Rolle, ihrem Niveau und ihrem Tempo passt, und 5–7 Zertifizierungen auf dem Weg.",
        },
        {
          icon: "flask",
          title: "AI-Playgrounds",
          description:
            "Geschützte Räume, um die führenden AI-Modelle selbst auszuprobieren, mit geführten Übungen.",
        },
        {
          icon: "apps",
          title: "Praktische AI-Apps",
          description:
            "Fertige Apps für alltägliche Aufgaben, vom Entwurf einer E-Mail bis zur Datenanalyse.",
        },
        {
          icon: "sparkles",
          title: "Creator Tools ohne Code",
          description:
            "Aus einer guten Idee einen Assistenten machen, den das ganze Team nutzen kann, ganz ohne IT-Ticket.",
        },
        {
          icon: "shield",
          title: "Sicher von Grund auf",
          description:
            "Single-Tenant oder Private Cloud, SSO und Anbindung an HR-Systeme, in Ihrer Sprache und Ihrem Branding.",
        },
      ],
    },
    contact: {
      title: "Starten Sie mit einem Pilotprojekt",
      text: "Testen Sie die Plattform mit einem Team, oder führen Sie sie mit unserem 3-Stufen-Ansatz im ganzen Unternehmen ein. Wir helfen Ihnen bei der Wahl.",
      action: { label: "Kontakt aufnehmen", href: "/de/contact" },
      secondaryAction: {
        label: "Plattformoptionen vergleichen",
        href: "/de/large-corporates#platform-options",
      },
    },
    voices: platformVoices.de,
  },
} satisfies Localized<PlatformCopy>;
