import type { CallToActionCopy } from "~/components/sections/CallToAction";
import type { LogoRowProps } from "~/components/sections/HeroProof";
import type {
  VideoTestimonial,
  VideoTestimonialsContent,
} from "~/components/sections/VideoTestimonials";
import { slugify } from "~/lib/slugify";
import type { Localized, PageCopy } from "./page-copy";
import { customerLogos } from "./shared/customer-logos";
import { uiText } from "./ui";

type Voice = Omit<VideoTestimonial, "video" | "placeholder">;

/**
 * Placeholders: fictional executives of fictional customers (from the shared
 * logo list), with generated clips (scripts/media). Replace with real,
 * consented recordings. `label` names the clip in the page's language; each
 * language has its own clips (`fileSuffix`), since their lower thirds carry words.
 */
function onVideo(label: string, fileSuffix = "") {
  return (voice: Voice): VideoTestimonial => {
    const slug = slugify(voice.company);
    return {
      ...voice,
      video: {
        src: `/media/video/customer-${slug}${fileSuffix}.mp4`,
        poster: `/media/video/customer-${slug}-poster${fileSuffix}.webp`,
        title: `${label}: ${voice.name}, ${voice.role}, ${voice.company}`,
        width: 960,
        height: 540,
        placeholder: true,
      },
      placeholder: true,
    };
  };
}

interface CustomersCopy extends PageCopy {
  logoRow: LogoRowProps;
  videos: VideoTestimonialsContent;
  contact: CallToActionCopy;
}

export const customersCopy = {
  en: {
    meta: {
      title: "Customers",
      description:
        "How enterprises mobilise their workforce for AI: video testimonials from technology and IT leaders.",
    },
    hero: {
      badge: "Customer stories",
      title: "Our Customers",
      intro:
        "More than 100 enterprises trust us to bring AI to their people. Hear from the leaders who made it happen.",
    },
    /** Under the hero: some of the companies behind the quotes and the figures. */
    logoRow: {
      label: "Trusted by 100+ enterprises, among them",
      logos: customerLogos.slice(0, 6).map((logo) => ({ src: logo.logo, alt: logo.alt })),
    },
    videos: {
      title: "What Technology Leaders Say",
      intro:
        "Chief information and technology officers on rolling out AI adoption across their companies.",
      items: [
        {
          name: "Patrick Imhof",
          role: "Chief Information Officer",
          company: "Aventro Bank",
          quote:
            "Security and compliance signed off in weeks. Since then, AI has become part of the daily work of thousands of our employees.",
        },
        {
          name: "Selin Arslan",
          role: "Chief Technology Officer",
          company: "Quellmark Energy",
          quote:
            "We gave every employee the same chance to learn AI on their own tasks. Usage across the company grew month after month.",
        },
        {
          name: "Martin Egli",
          role: "Head of IT",
          company: "Zentaro Health",
          quote:
            "Single sign-on and HR integration made the roll-out easy for my team, and the dashboards show us exactly where we stand.",
        },
      ].map(onVideo("Video testimonial")),
      videoFallback: uiText.en.video.fallback,
    },
    contact: {
      title: "Become Our Next Success Story",
      text: "Tell us where your organisation stands with AI, and we will show you how to get your whole workforce on board.",
      action: { label: "Get in Touch", href: "/contact" },
    },
  },
  de: {
    meta: {
      title: "Kunden",
      description:
        "Wie Unternehmen ihre Belegschaft für AI mobilisieren: Kundenstimmen im Video von Verantwortlichen für Technologie und IT.",
    },
    hero: {
      badge: "Kundengeschichten",
      title: "Unsere Kunden",
      intro:
        "Über 100 Unternehmen vertrauen darauf, dass wir AI zu ihren Mitarbeitenden bringen. Hören Sie von den Führungskräften, die es möglich gemacht haben.",
    },
    logoRow: {
      label: "Über 100 Unternehmen vertrauen uns, darunter",
      logos: customerLogos.slice(0, 6).map((logo) => ({ src: logo.logo, alt: logo.alt })),
    },
    videos: {
      title: "Das sagen Verantwortliche für Technologie",
      intro:
        "CIOs und CTOs berichten, wie sie die AI-Adoption in ihrem ganzen Unternehmen umgesetzt haben.",
      items: [
        {
          name: "Patrick Imhof",
          role: "Chief Information Officer",
          company: "Aventro Bank",
          quote:
            "Sicherheit und Compliance haben innert Wochen grünes Licht gegeben. Seither gehört AI für Tausende unserer Mitarbeitenden zum Arbeitsalltag.",
        },
        {
          name: "Selin Arslan",
          role: "Chief Technology Officer",
          company: "Quellmark Energy",
          quote:
            "Wir haben allen Mitarbeitenden dieselbe Chance gegeben, AI an ihren eigenen Aufgaben zu lernen. Die Nutzung im ganzen Unternehmen ist Monat für Monat gewachsen.",
        },
        {
          name: "Martin Egli",
          role: "Leiter Informatik",
          company: "Zentaro Health",
          quote:
            "Dank Single Sign-on und HR-Integration war der Roll-out für mein Team einfach, und die Dashboards zeigen uns genau, wo wir stehen.",
        },
      ].map(onVideo("Kundenstimme im Video", "-de")),
      videoFallback: uiText.de.video.fallback,
    },
    contact: {
      title: "Werden Sie unsere nächste Erfolgsgeschichte",
      text: "Erzählen Sie uns, wo Ihre Organisation mit AI steht, und wir zeigen Ihnen, wie Sie Ihre ganze Belegschaft mitnehmen.",
      action: { label: "Kontakt aufnehmen", href: "/de/contact" },
    },
  },
} satisfies Localized<CustomersCopy>;
