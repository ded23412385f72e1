import type { CallToActionCopy } from "~/components/sections/CallToAction";
import type { ImpactStatsCopy } from "~/components/sections/ImpactStats";
import type { LocationsContent } from "~/components/sections/Locations";
import type { LogoStripContent } from "~/components/sections/LogoStrip";
import type { ProseSectionCopy } from "~/components/sections/ProseSection";
import type { VideoSectionContent } from "~/components/sections/VideoSection";
import { site } from "~/site.config";
import type { Localized, PageCopy } from "./page-copy";
import { customerLogos } from "./shared/customer-logos";
import { uiText } from "./ui";

interface CompanyCopy extends PageCopy {
  story: ProseSectionCopy;
  video: VideoSectionContent;
  stats: ImpactStatsCopy;
  team: LocationsContent;
  logos: LogoStripContent;
  contact: CallToActionCopy;
}

export const companyCopy = {
  en: {
    meta: {
      title: "About the Company",
      description:
        "A Swiss start-up founded in 2018, with 30+ team members across Switzerland, Germany, Türkiye and Cyprus and about 150,000 users trained.",
    },
    hero: {
      badge: "Swiss start-up since 2018",
      title: `About ${site.name}`,
      intro:
        "Founded in Switzerland in 2018, we help enterprises, institutions and individuals adopt AI, one job role at a time.",
    },
    story: {
      title: "Founded in Switzerland in 2018",
      paragraphs: [
        `${site.name} started in 2018 as a Swiss start-up with one conviction: AI only creates value when the people who do the work know how to use it. So we built training that starts from each person's job, not from the technology.`,
        "Today our AI adoption platform trains employees in more than 200 job roles, from sales and finance to production and research, with personalised, interactive, hands-on learning. It helps companies mobilise their whole workforce, find their AI frontrunners and measure what AI brings them.",
      ],
    },
    video: {
      title: "Who We Are",
      intro: "A short look at our mission and the people behind it.",
      video: {
        src: "/media/video/company.mp4",
        poster: "/media/video/company-poster.webp",
        title: `${site.name}: who we are`,
        width: 960,
        height: 540,
        placeholder: true,
      },
      videoFallback: uiText.en.video.fallback,
    },
    stats: {
      title: "Our Company in Numbers",
      stats: [
        { number: "2018", label: "Founded", description: "as a start-up in Switzerland" },
        { number: "100+", label: "Large enterprises", description: "rely on our platform" },
        { number: "No.1", label: "AI adoption platform", description: "the world's leading" },
        // Spec §2 Company writes this tile 150'000, in English too: it stays as the spec has it.
        { number: "150'000", label: "Users trained", description: "in companies and institutions" },
      ],
    },
    team: {
      title: "30+ Team Members in Four Countries",
      intro:
        "Our team works across Switzerland, Germany, Türkiye and Cyprus, close to our customers and to the talent we work with.",
      locations: [
        {
          code: "CH",
          country: "Switzerland",
          place: "Headquarters · Zürich",
          description: "Leadership, learning design and customer success.",
        },
        {
          code: "DE",
          country: "Germany",
          place: "Munich office",
          description: "Serving customers across the German-speaking market.",
        },
        {
          code: "TR",
          country: "Türkiye",
          place: "Istanbul office",
          description: "Software engineering and product development.",
        },
        {
          code: "CY",
          country: "Cyprus",
          place: "Content studio",
          description: "Training content production and operations.",
        },
      ],
    },
    logos: {
      title: "Trusted by leading enterprises",
      logos: customerLogos,
      pauseLabel: "Pause logos",
      playLabel: "Play logos",
    },
    contact: {
      title: "Let's Bring AI to Your People",
      text: "Talk to us about your goals, or see the platform in action in a personal demo.",
      action: { label: "Get in Touch", href: "/contact" },
      secondaryAction: { label: "Request a Demo", href: "/contact" },
    },
  },
  de: {
    meta: {
      title: "Über das Unternehmen",
      description:
        "Ein Schweizer Start-up, gegründet 2018, mit über 30 Teammitgliedern in der Schweiz, in Deutschland, der Türkei und Zypern und rund 150'000 geschulten Nutzerinnen und Nutzern.",
    },
    hero: {
      badge: "Schweizer Start-up seit 2018",
      title: `Über ${site.name}`,
      intro:
        "Seit unserer Gründung 2018 in der Schweiz helfen wir Unternehmen, Institutionen und Einzelpersonen, AI einzuführen, Berufsrolle für Berufsrolle.",
    },
    story: {
      title: "2018 in der Schweiz gegründet",
      paragraphs: [
        `${site.name} startete 2018 als Schweizer Start-up mit einer Überzeugung: AI schafft nur dann Wert, wenn die Menschen, die die Arbeit machen, sie zu nutzen wissen. Deshalb haben wir Trainings entwickelt, die vom Job jeder Person ausgehen, nicht von der Technologie.`,
        "Heute schult unsere Plattform für AI-Adoption Mitarbeitende in über 200 Berufsrollen, von Verkauf und Finanzen bis zu Produktion und Forschung, persönlich, interaktiv und praxisnah. Sie hilft Unternehmen, ihre ganze Belegschaft zu mobilisieren, ihre AI-Vorreiterinnen und AI-Vorreiter zu finden und zu messen, was AI ihnen bringt.",
      ],
    },
    video: {
      title: "Wer wir sind",
      intro: "Ein kurzer Einblick in unsere Mission und die Menschen dahinter.",
      video: {
        src: "/media/video/company.mp4",
        poster: "/media/video/company-poster.webp",
        title: `${site.name}: wer wir sind`,
        width: 960,
        height: 540,
        placeholder: true,
      },
      videoFallback: uiText.de.video.fallback,
    },
    stats: {
      title: "Unser Unternehmen in Zahlen",
      stats: [
        { number: "2018", label: "Gegründet", description: "als Start-up in der Schweiz" },
        {
          number: "100+",
          label: "Grosse Unternehmen",
          description: "setzen auf unsere Plattform",
        },
        {
          number: "Nr.\u00A01",
          label: "Plattform für AI-Adoption",
          description: "weltweit führend",
        },
        {
          number: "150'000",
          label: "Geschulte Nutzerinnen und Nutzer",
          description: "in Unternehmen und Institutionen",
        },
      ],
    },
    team: {
      title: "Über 30 Teammitglieder in vier Ländern",
      intro:
        "Unser Team arbeitet in der Schweiz, in Deutschland, der Türkei und Zypern, nahe bei unseren Kunden und bei den Talenten, mit denen wir zusammenarbeiten.",
      locations: [
        {
          code: "CH",
          country: "Schweiz",
          place: "Hauptsitz · Zürich",
          description: "Geschäftsleitung, Learning Design und Customer Success.",
        },
        {
          code: "DE",
          country: "Deutschland",
          place: "Büro München",
          description: "Für unsere Kunden im gesamten deutschsprachigen Raum.",
        },
        {
          code: "TR",
          country: "Türkei",
          place: "Büro Istanbul",
          description: "Softwareentwicklung und Produktentwicklung.",
        },
        {
          code: "CY",
          country: "Zypern",
          place: "Content-Studio",
          description: "Produktion der Trainingsinhalte und Betrieb.",
        },
      ],
    },
    logos: {
      title: "Führende Unternehmen vertrauen uns",
      logos: customerLogos,
      pauseLabel: "Logos anhalten",
      playLabel: "Logos abspielen",
    },
    contact: {
      title: "Bringen wir AI zu Ihren Mitarbeitenden",
      text: "Sprechen Sie mit uns über Ihre Ziele, oder erleben Sie die Plattform in einer persönlichen Demo.",
      action: { label: "Kontakt aufnehmen", href: "/de/contact" },
      secondaryAction: { label: "Demo anfragen", href: "/de/contact" },
    },
  },
} satisfies Localized<CompanyCopy>;
