import type { CallToActionCopy } from "~/components/sections/CallToAction";
import type { FeatureBentoContent } from "~/components/sections/FeatureBento";
import type { LogoStripProps } from "~/components/sections/LogoStrip";
import type { PartnerLogosProps } from "~/components/sections/PartnerLogos";
import type { ProofBandContent } from "~/components/sections/ProofBand";
import type { SolutionCardsProps } from "~/components/sections/SolutionCards";
import type { TestimonialsContent } from "~/components/sections/Testimonials";
import type { VideoSectionProps } from "~/components/sections/VideoSection";
import type { Locale } from "~/locales";
import type { Localized, PageCopy } from "./page-copy";
import { customerLogos } from "./shared/customer-logos";
import { customerVideoVoices } from "./shared/customer-voices";
import { platformOverviewVisual } from "./shared/product-visuals";
import { customerLogoStrip, customerVoices, partnerLogos } from "./shared/sections";
import { solutionCards } from "./shared/solutions";
import { welcomeVideo } from "./shared/videos";
import { uiText } from "./ui";

interface HomeCopy extends PageCopy {
  platform: FeatureBentoContent;
  proof: ProofBandContent;
  video: VideoSectionProps;
  solutions: SolutionCardsProps;
  contact: CallToActionCopy;

  logos: LogoStripProps;
  partners: PartnerLogosProps;
  voices: TestimonialsContent;
}

/** The first customer voice of /customers, with its company's logo. */
function proofQuote(lang: Locale): ProofBandContent["quote"] {
  const [voice] = customerVideoVoices[lang];
  const logo = customerLogos.find((entry) => entry.name === voice?.company);
  if (!voice || !logo) throw new Error("The proof band needs a customer voice with a logo.");
  return { text: voice.quote, name: voice.name, role: voice.role, company: voice.company, logo };
}

export const homeCopy = {
  en: {
    meta: {
      title: "AI Adoption for Everyone",
      description:
        "Job- and role-specific AI training and the world's leading AI adoption platform: 200+ job roles, 100+ enterprises and about 150,000 people trained since 2018.",
    },
    hero: {
      title: "AI Adoption for Everyone",
      intro:
        "Personalised, hands-on AI training for every job role, and a platform that turns learning into measurable business value.",
      actions: [
        { label: "Get Started Today", href: "/contact" },
        { label: "Explore the Platform", href: "#platform" },
      ],
      visual: platformOverviewVisual.en,
    },
    platform: {
      id: "platform",
      eyebrow: "One platform, the whole journey",
      title: "World's Leading AI Adoption Platform",
      intro:
        "More than 100 enterprises use it to bring AI to the 95% of their workforce who are business professionals, not technologists.",
      items: [
        {
          icon: "graduation-cap",
          title: "Train",
          visual: {
            src: "/media/journey/training.svg",
            alt: "A learning path of job-specific courses, with the next lesson highlighted",
            width: 640,
            height: 480,
            placeholder: true,
          },
          wide: true,
          description:
            "Personalised, job-specific and interactive trainings for more than 200 job roles, so every lesson fits the learner's daily work.",
        },
        {
          icon: "briefcase",
          title: "Apply",
          visual: {
            src: "/media/journey/playground.svg",
            alt: "An AI playground: a prompt and the answer beside it",
            width: 640,
            height: 480,
            placeholder: true,
          },
          description:
            "Bring AI into daily job routines with AI playgrounds and ready-made use-case apps for real tasks.",
        },
        {
          icon: "lightbulb",
          title: "Create & Innovate",
          visual: {
            src: "/media/journey/creator.svg",
            alt: "A no-code creator tool assembling an AI app from building blocks",
            width: 640,
            height: 480,
            placeholder: true,
          },
          description:
            "Build your own AI tools with no-code creator tools and share ideas that others in the company can reuse.",
        },
        {
          icon: "chart-up",
          title: "RoAI",
          visual: {
            src: "/media/product/cards/roai.svg",
            alt: "The Return on AI dashboard: value created over time",
            width: 640,
            height: 480,
            placeholder: true,
          },
          wide: true,
          description:
            "Measure the business benefits of AI with Return on AI: time saved, quality gained and value created.",
        },
        {
          icon: "radar",
          title: "Talent Radar",
          visual: {
            src: "/media/product/cards/talent-radar.svg",
            alt: "The Talent Radar: a skills chart and the AI frontrunners it found",
            width: 640,
            height: 480,
            placeholder: true,
          },
          description: "Identify your AI frontrunners early and give them the room to lead others.",
        },
        {
          icon: "refresh",
          title: "Change Management",
          visual: {
            src: "/media/product/cards/change.svg",
            alt: "A mobilisation campaign: progress, a leaderboard and live sessions",
            width: 640,
            height: 480,
            placeholder: true,
          },
          wide: true,
          description:
            "Mobilise the whole workforce with campaigns, challenges, live sessions and leadership trainings.",
        },
      ],
    },
    proof: {
      title: "Trusted Where AI Has to Work for Everyone",
      stats: [
        { number: "100+", label: "Large enterprises" },
        { number: "150,000", label: "Users trained" },
        { number: "200+", label: "Job roles with their own learning paths" },
        { number: "30+", label: "Team members in four countries" },
      ],
      quote: proofQuote("en"),
    },
    video: {
      eyebrow: "Welcome",
      title: "See AI Adoption in Action",
      intro:
        "A short introduction to how we take a whole workforce from first steps to everyday AI use.",
      video: welcomeVideo.en,
      videoFallback: uiText.en.video.fallback,
    },
    solutions: {
      title: "Our Solutions",
      intro:
        "AI adoption looks different for a global corporation, a growing company and a single learner.",
      items: solutionCards.en,
      linkLabel: "Learn More",
    },
    contact: {
      title: "Ready to Bring AI to Everyone in Your Organisation?",
      text: "Start with a pilot project or our 3-stage approach. Tell us where you are, and we will suggest the first step.",
      action: { label: "Get in Touch", href: "/contact" },
    },
    logos: customerLogoStrip.en,
    partners: partnerLogos.en,
    voices: customerVoices.en,
  },
  de: {
    meta: {
      title: "AI für alle",
      description:
        "Berufs- und rollenspezifische AI-Trainings und die weltweit führende Plattform für AI-Adoption: über 200 Berufsrollen, über 100 Unternehmen und rund 150'000 geschulte Personen seit 2018.",
    },
    hero: {
      title: "AI für alle",
      intro:
        "Persönliche, praxisnahe AI-Trainings für jede Berufsrolle und eine Plattform, die aus Lernen messbaren Geschäftswert macht.",
      actions: [
        { label: "Jetzt starten", href: "/de/contact" },
        { label: "Plattform entdecken", href: "#platform" },
      ],
      visual: platformOverviewVisual.de,
    },
    platform: {
      id: "platform",
      eyebrow: "Eine Plattform für den ganzen Weg",
      title: "Die weltweit führende Plattform für AI-Adoption",
      intro:
        "Über 100 Unternehmen bringen damit AI zu den 95% ihrer Belegschaft, die im Business arbeiten und nicht in der Technik.",
      items: [
        {
          icon: "graduation-cap",
          title: "Trainieren",
          visual: {
            src: "/media/journey/training.svg",
            alt: "Ein Lernpfad aus berufsspezifischen Kursen, die nächste Lektion hervorgehoben",
            width: 640,
            height: 480,
            placeholder: true,
          },
          wide: true,
          description:
            "Persönliche, berufsspezifische und interaktive Trainings für über 200 Berufsrollen, damit jede Lektion zum Arbeitsalltag der Lernenden passt.",
        },
        {
          icon: "briefcase",
          title: "Anwenden",
          visual: {
            src: "/media/journey/playground.svg",
            alt: "Ein AI-Playground: ein Prompt und daneben die Antwort",
            width: 640,
            height: 480,
            placeholder: true,
          },
          description:
            "AI in die täglichen Arbeitsabläufe bringen, mit AI-Playgrounds und fertigen Use-Case-Apps für echte Aufgaben.",
        },
        {
          icon: "lightbulb",
          title: "Gestalten & Innovieren",
          visual: {
            src: "/media/journey/creator.svg",
            alt: "Ein Creator Tool, das ohne Code eine AI-App aus Bausteinen zusammensetzt",
            width: 640,
            height: 480,
            placeholder: true,
          },
          description:
            "Eigene AI-Tools mit Creator Tools ohne Code bauen und Ideen teilen, die andere im Unternehmen weiterverwenden können.",
        },
        {
          icon: "chart-up",
          title: "RoAI",
          visual: {
            src: "/media/product/cards/roai.svg",
            alt: "Das Return-on-AI-Dashboard: der geschaffene Wert im Zeitverlauf",
            width: 640,
            height: 480,
            placeholder: true,
          },
          wide: true,
          description:
            "Den geschäftlichen Nutzen von AI messen mit Return on AI: gesparte Zeit, höhere Qualität und geschaffener Wert.",
        },
        {
          icon: "radar",
          title: "Talent Radar",
          visual: {
            src: "/media/product/cards/talent-radar.svg",
            alt: "Der Talent Radar: ein Kompetenzdiagramm und die AI-Vorreiter, die er gefunden hat",
            width: 640,
            height: 480,
            placeholder: true,
          },
          description:
            "Ihre AI-Vorreiterinnen und AI-Vorreiter früh erkennen und ihnen Raum geben, andere mitzuziehen.",
        },
        {
          icon: "refresh",
          title: "Change Management",
          visual: {
            src: "/media/product/cards/change.svg",
            alt: "Eine Mobilisierungskampagne: Fortschritt, eine Rangliste und Live-Sessions",
            width: 640,
            height: 480,
            placeholder: true,
          },
          wide: true,
          description:
            "Die ganze Belegschaft mobilisieren, mit Kampagnen, Challenges, Live-Sessions und Leadership-Trainings.",
        },
      ],
    },
    proof: {
      title: "Bewährt, wo AI für alle funktionieren muss",
      stats: [
        { number: "100+", label: "Grossunternehmen" },
        { number: "150'000", label: "Geschulte Nutzerinnen und Nutzer" },
        { number: "200+", label: "Berufsrollen mit eigenen Lernpfaden" },
        { number: "30+", label: "Teammitglieder in vier Ländern" },
      ],
      quote: proofQuote("de"),
    },
    video: {
      eyebrow: "Willkommen",
      title: "AI-Adoption in Aktion",
      intro:
        "Eine kurze Einführung: So begleiten wir eine ganze Belegschaft von den ersten Schritten bis zum selbstverständlichen Einsatz von AI im Alltag.",
      video: welcomeVideo.de,
      videoFallback: uiText.de.video.fallback,
    },
    solutions: {
      title: "Unsere Lösungen",
      intro:
        "AI-Adoption sieht in einem globalen Konzern anders aus als in einem wachsenden Unternehmen oder für eine einzelne Person.",
      items: solutionCards.de,
      linkLabel: "Mehr erfahren",
    },
    contact: {
      title: "Bereit, AI zu allen in Ihrer Organisation zu bringen?",
      text: "Starten Sie mit einem Pilotprojekt oder unserem 3-Stufen-Ansatz. Sagen Sie uns, wo Sie stehen, und wir schlagen Ihnen den ersten Schritt vor.",
      action: { label: "Kontakt aufnehmen", href: "/de/contact" },
    },
    logos: customerLogoStrip.de,
    partners: partnerLogos.de,
    voices: customerVoices.de,
  },
} satisfies Localized<HomeCopy>;
