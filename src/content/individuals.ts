import type { CallToActionCopy } from "~/components/sections/CallToAction";
import type { FeatureBlocksCopy } from "~/components/sections/FeatureBlocks";
import type { FeatureGridCopy } from "~/components/sections/FeatureGrid";
import type { OfferPathsCopy } from "~/components/sections/OfferPaths";
import { site } from "~/site.config";
import type { Localized, PageCopy } from "./page-copy";

const WAYS_ID = "ways-to-start";

type IndividualsCopy = PageCopy & {
  /**
   * Free, Premium in CHF and the monthly plans in USD side by side, each leading to
   * its page: the page's words; the names, prices and points come with the offers.
   */
  ways: OfferPathsCopy;
  programmes: FeatureGridCopy;
  practice: FeatureBlocksCopy;
  plans: CallToActionCopy;
};

export const individualsCopy = {
  en: {
    meta: {
      title: "AI Training for Individuals",
      description:
        "Job-specific AI training programmes, AI playgrounds and creator tools for individual learners who want to grow their career with AI.",
    },
    hero: {
      badge: "For individuals",
      title: "AI Skills for Individuals",
      intro:
        "Learn AI for your own job, practise safely in AI playgrounds and build your own tools without writing code.",
      actions: [
        { label: "See Plans and Pricing", href: `#${WAYS_ID}` },
        { label: "Start Your Free Trial", href: site.platformRegisterUrl },
      ],
    },
    ways: {
      id: WAYS_ID,
      eyebrow: "Plans and pricing",
      title: "Three Ways to Start",
      intro:
        "Start free and stay free for as long as you like, upgrade to Premium for your whole learning journey, or choose a monthly plan billed in US dollars.",
      paths: [
        {
          offer: "entry",
          forWhom: "Your first steps",
          price: "Free",
          priceNote: "For as long as you like, after a 30-day free trial of everything",
          link: { label: "Start for free", href: "/individuals/en#freemium" },
          highlighted: true,
        },
        {
          offer: "premium",
          forWhom: "Your whole journey",
          price: { after: "a year" },
          priceNote: { before: "or", after: "a quarter, billed in Swiss francs" },
          link: { label: "See Premium", href: "/individuals/en#freemium" },
        },
        {
          offer: "monthly",
          name: "Monthly plans",
          forWhom: "Monthly billing",
          price: { before: "From", after: "a month" },
          priceNote: "Starter, Professional or Enterprise, billed in US dollars",
          points: [
            "From 50+ learning modules to unlimited content",
            "Change or cancel your plan at any time",
            "A 14-day money-back guarantee on every plan",
          ],
          link: { label: "See the monthly plans", href: "/individuals2" },
        },
      ],
    },
    programmes: {
      eyebrow: "Training programmes",
      title: "Training Programmes for Every Ambition",
      intro:
        "Whatever your role and however much you already know, there is a programme that takes you further.",
      items: [
        {
          icon: "briefcase",
          title: "Job-specific journeys",
          description:
            "Learning paths for 200+ job roles, from Sales and Marketing to Finance, HR and IT, built on the tasks you do every day.",
        },
        {
          icon: "graduation-cap",
          title: "Beginner, Expert and Master",
          description:
            "Three levels take you from your first prompt to leading AI projects, with an official certificate at each level.",
        },
        {
          icon: "users",
          title: "Live sessions and challenges",
          description:
            "Learn with others in live sessions with AI experts, and put your skills to the test in challenges with awards.",
        },
        {
          icon: "user-check",
          title: "Coaching and mentoring",
          description:
            "Your personal AI coach answers questions around the clock, and experienced mentors help you plan your next step.",
        },
      ],
    },
    practice: {
      blocks: [
        {
          id: "ai-playgrounds",
          title: "Practise Safely in AI Playgrounds",
          description:
            "Try the leading AI models side by side in a protected environment. Guided exercises show you how to prompt well, and you see the results instantly.",
          features: [
            "Several AI models in one place",
            "Guided exercises with instant feedback",
            "A safe space to experiment, with no risk to your data",
          ],
          imagePosition: "right",
          image: "/media/journey/playground.svg",
        },
        {
          id: "creator-tools",
          title: "Build Your Own Tools Without Code",
          description:
            "With the creator tools you turn your know-how into AI assistants and small apps for the tasks you repeat every week, and share them with colleagues.",
          features: [
            "A no-code builder with ready-made templates",
            "Your own assistants for recurring tasks",
            "Share what you build with a single click",
          ],
          imagePosition: "left",
          image: "/media/journey/creator.svg",
        },
      ],
    },
    plans: {
      title: "Find the Plan That Fits You",
      text: "Monthly plans from Starter to Enterprise, each with a 14-day money-back guarantee.",
      action: { label: "View Plans", href: "/individuals2" },
    },
  },
  de: {
    meta: {
      title: "AI-Training für Privatpersonen",
      description:
        "Berufsspezifische AI-Trainingsprogramme, AI-Playgrounds und Creator Tools für alle, die ihre Karriere mit AI voranbringen wollen.",
    },
    hero: {
      badge: "Für Privatpersonen",
      title: "AI-Kompetenzen für dich",
      intro:
        "Lerne AI für deinen eigenen Beruf, übe sicher in AI-Playgrounds und baue eigene Tools, ganz ohne Programmierkenntnisse.",
      actions: [
        { label: "Pläne und Preise ansehen", href: `#${WAYS_ID}` },
        { label: "Jetzt kostenlos testen", href: site.platformRegisterUrl },
      ],
    },
    ways: {
      id: WAYS_ID,
      eyebrow: "Pläne und Preise",
      title: "Drei Wege zum Start",
      intro:
        "Starte kostenlos und bleib gratis, so lange du willst, wechsle zu Premium für deine ganze Lernreise oder wähle einen Monatsplan, abgerechnet in US-Dollar.",
      paths: [
        {
          offer: "entry",
          forWhom: "Deine ersten Schritte",
          price: "Kostenlos",
          priceNote: "So lange du willst, nach 30\u00A0Tagen Gratistest von allem",
          link: { label: "Kostenlos starten", href: "/individuals/de#freemium" },
          highlighted: true,
        },
        {
          offer: "premium",
          forWhom: "Deine ganze Lernreise",
          price: { after: "pro Jahr" },
          priceNote: { before: "oder", after: "pro Quartal, abgerechnet in Franken" },
          link: { label: "Premium ansehen", href: "/individuals/de#freemium" },
        },
        {
          offer: "monthly",
          name: "Monatspläne",
          forWhom: "Monatliche Abrechnung",
          price: { before: "Ab", after: "pro Monat" },
          priceNote: "Starter, Professional oder Enterprise, abgerechnet in US-Dollar",
          points: [
            "Von über 50 Lernmodulen bis zu unbegrenzten Inhalten",
            "Jederzeit wechseln oder kündigen",
            "14\u00A0Tage Geld-zurück-Garantie auf jedem Plan",
          ],
          link: { label: "Monatspläne ansehen", href: "/de/individuals2" },
        },
      ],
    },
    programmes: {
      eyebrow: "Trainingsprogramme",
      title: "Das passende Programm für jedes Ziel",
      intro:
        "Egal, welche Rolle du hast und wie viel du schon weisst: Es gibt ein Programm, das dich weiterbringt.",
      items: [
        {
          icon: "briefcase",
          title: "Berufsspezifische Lernreisen",
          description:
            "Lernpfade für über 200 Berufsrollen, von Verkauf und Marketing über Finanzen und HR bis zur IT, aufgebaut auf den Aufgaben, die du jeden Tag erledigst.",
        },
        {
          icon: "graduation-cap",
          title: "Beginner, Expert und Master",
          description:
            "Drei Stufen führen dich von deinem ersten Prompt bis zur Leitung von AI-Projekten, mit einem offiziellen Zertifikat auf jeder Stufe.",
        },
        {
          icon: "users",
          title: "Live-Sessions und Challenges",
          description:
            "Lerne gemeinsam mit anderen in Live-Sessions mit AI-Fachleuten und beweise dein Können in Challenges mit Auszeichnungen.",
        },
        {
          icon: "user-check",
          title: "Coaching und Mentoring",
          description:
            "Dein persönlicher AI-Coach beantwortet deine Fragen rund um die Uhr, und erfahrene Mentorinnen und Mentoren helfen dir, deinen nächsten Schritt zu planen.",
        },
      ],
    },
    practice: {
      blocks: [
        {
          id: "ai-playgrounds",
          title: "Sicher üben in AI-Playgrounds",
          description:
            "Probiere führende AI-Modelle in einer geschützten Umgebung direkt nebeneinander aus. Geführte Übungen zeigen dir, wie du gut promptest, und du siehst die Ergebnisse sofort.",
          features: [
            "Mehrere AI-Modelle an einem Ort",
            "Geführte Übungen mit direktem Feedback",
            "Ein geschützter Raum zum Experimentieren, ohne Risiko für deine Daten",
          ],
          imagePosition: "right",
          image: "/media/journey/playground.svg",
        },
        {
          id: "creator-tools",
          title: "Eigene Tools bauen, ganz ohne Code",
          description:
            "Mit den Creator Tools machst du aus deinem Know-how AI-Assistenten und kleine Apps für die Aufgaben, die du jede Woche wiederholst, und teilst sie mit deinen Kolleginnen und Kollegen.",
          features: [
            "Ein No-Code-Baukasten mit fertigen Vorlagen",
            "Eigene Assistenten für wiederkehrende Aufgaben",
            "Mit einem Klick teilen, was du gebaut hast",
          ],
          imagePosition: "left",
          image: "/media/journey/creator.svg",
        },
      ],
    },
    plans: {
      title: "Finde den Plan, der zu dir passt",
      text: "Monatspläne von Starter bis Enterprise, alle mit 14\u00A0Tagen Geld-zurück-Garantie.",
      action: { label: "Pläne ansehen", href: "/de/individuals2" },
    },
  },
} satisfies Localized<IndividualsCopy>;
