import type { ProofQuote } from "~/components/sections/ProofBand";
import type { VideoTestimonial } from "~/components/sections/VideoTestimonials";
import { slugify } from "~/lib/slugify";
import type { Localized } from "../page-copy";

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

/** Technology and IT leaders on video (/customers); the first one's quote also opens the home page's proof band. */
export const customerVideoVoices: Localized<readonly VideoTestimonial[]> = {
  en: [
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
  de: [
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
};

/** A voice's quote as the home page's proof band shows it; the band's copy names the company's logo. */
function asProofQuote([voice]: readonly VideoTestimonial[]): ProofQuote {
  if (!voice) throw new Error("The proof band needs a customer voice.");
  return { text: voice.quote, name: voice.name, role: voice.role, company: voice.company };
}

/** The first voice of /customers, in the home page's proof band. */
export const proofBandQuote: Localized<ProofQuote> = {
  en: asProofQuote(customerVideoVoices.en),
  de: asProofQuote(customerVideoVoices.de),
};
