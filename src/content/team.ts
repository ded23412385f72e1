import type { CallToActionCopy } from "~/components/sections/CallToAction";
import type { AvatarStackProps } from "~/components/sections/HeroProof";
import type { TeamGridContent, TeamMember } from "~/components/sections/TeamGrid";
import { slugify } from "~/lib/slugify";
import type { Locale } from "~/locales";
import type { Localized, PageCopy } from "./page-copy";
import { portraitAlt } from "./shared/testimonials";

type Person = Omit<TeamMember, "image" | "imageAlt" | "placeholder">;

/**
 * Every person here is a fictional placeholder with an illustrated portrait
 * (scripts/media), to be replaced by the real team; the portrait is described
 * in the page's language.
 */
function withPortrait(lang: Locale) {
  return (person: Person): TeamMember => ({
    ...person,
    image: `/media/team/${slugify(person.name)}.svg`,
    imageAlt: portraitAlt[lang](person.name),
    placeholder: true,
  });
}

const leadership: Localized<TeamGridContent> = {
  en: {
    title: "Leadership",
    intro:
      "Our leadership team combines decades of experience in corporate learning, software and change management.",
    members: [
      {
        name: "Lena Brunner",
        role: "Co-Founder & Chief Executive Officer",
        description:
          "Built corporate academies at two Swiss banks before founding the company to make AI skills accessible to every employee.",
      },
      {
        name: "Rafael Vidal",
        role: "Chief Technology Officer",
        description:
          "Leads the engineering of the platform, from the personalised learning engine to secure single-tenant deployments.",
      },
      {
        name: "Defne Aksoy",
        role: "Chief Learning Officer",
        description:
          "Designs the job- and role-specific training journeys for more than 200 job roles, together with experts from each field.",
      },
      {
        name: "Tobias Ammann",
        role: "Chief Customer Officer",
        description:
          "Guides enterprises from pilot project to company-wide roll-out, with mobilisation, live sessions and measurable results.",
      },
      {
        name: "Eleni Christou",
        role: "Head of Product",
        description:
          "Turns what learners and customers tell us into playgrounds, creator tools and the Talent Radar.",
      },
      {
        name: "Samuel Frei",
        role: "Chief Financial Officer",
        description:
          "Keeps the company on a sound footing and leads the work on measuring the Return on AI for our customers.",
      },
    ].map(withPortrait("en")),
  },
  de: {
    title: "Geschäftsleitung",
    intro:
      "Unsere Geschäftsleitung vereint jahrzehntelange Erfahrung in betrieblicher Weiterbildung, Software und Change Management.",
    members: [
      {
        name: "Lena Brunner",
        role: "Mitgründerin und Chief Executive Officer",
        description:
          "Baute bei zwei Schweizer Banken die Unternehmensakademien auf, bevor sie das Unternehmen gründete, um AI-Kompetenzen allen Mitarbeitenden zugänglich zu machen.",
      },
      {
        name: "Rafael Vidal",
        role: "Chief Technology Officer",
        description:
          "Leitet die Entwicklung der Plattform, von der personalisierten Lern-Engine bis zu sicheren Single-Tenant-Installationen.",
      },
      {
        name: "Defne Aksoy",
        role: "Chief Learning Officer",
        description:
          "Entwickelt gemeinsam mit Fachleuten aus jedem Bereich die job- und rollenspezifischen Lernreisen für über 200 Berufsrollen.",
      },
      {
        name: "Tobias Ammann",
        role: "Chief Customer Officer",
        description:
          "Begleitet Unternehmen vom Pilotprojekt bis zum unternehmensweiten Roll-out, mit Mobilisierung, Live-Sessions und messbaren Ergebnissen.",
      },
      {
        name: "Eleni Christou",
        role: "Leiterin Produkt",
        description:
          "Macht aus dem, was Lernende und Kunden uns sagen, Playgrounds, Creator Tools und den Talent Radar.",
      },
      {
        name: "Samuel Frei",
        role: "Chief Financial Officer",
        description:
          "Sorgt für ein solides finanzielles Fundament und leitet die Arbeit an der Messung des Return on AI für unsere Kunden.",
      },
    ].map(withPortrait("de")),
  },
};

const board: Localized<TeamGridContent> = {
  en: {
    title: "Non-Executive Board",
    intro: "Our board brings independent perspective and long experience in building companies.",
    members: [
      {
        name: "Andreas Wyss",
        role: "Co-Founder & Non-Executive Board Member",
        description:
          "Co-founded the company and advises it on strategy and growth, drawing on twenty years as an entrepreneur in education technology.",
      },
      {
        name: "Miriam Hofer",
        role: "Non-Executive Board Member",
        description:
          "Former chief human resources officer of an international industrial group, with a focus on workforce transformation.",
      },
    ].map(withPortrait("en")),
  },
  de: {
    title: "Verwaltungsrat",
    intro:
      "Unser Verwaltungsrat bringt eine unabhängige Sicht und langjährige Erfahrung im Aufbau von Unternehmen ein.",
    members: [
      {
        name: "Andreas Wyss",
        role: "Mitgründer und Mitglied des Verwaltungsrats",
        description:
          "Hat das Unternehmen mitgegründet und berät es in Fragen von Strategie und Wachstum, gestützt auf zwanzig Jahre als Unternehmer in der Bildungstechnologie.",
      },
      {
        name: "Miriam Hofer",
        role: "Mitglied des Verwaltungsrats",
        description:
          "Ehemalige Personalchefin eines internationalen Industriekonzerns, mit Schwerpunkt auf der Transformation von Belegschaften.",
      },
    ].map(withPortrait("de")),
  },
};

/** Everyone on /team, in a language: who may sign a news post. */
export function teamMembers(lang: Locale): TeamMember[] {
  return [...leadership[lang].members, ...board[lang].members];
}

/** How a news post names its author: the slug of the person's name ("lena-brunner"). */
export const teamMemberSlugs = teamMembers("en").map((member) => slugify(member.name));

interface TeamCopy extends PageCopy {
  faces: AvatarStackProps;
  leadership: TeamGridContent;
  board: TeamGridContent;
  links: CallToActionCopy;
}

export const teamCopy = {
  en: {
    meta: {
      title: "Team",
      description:
        "Meet the leadership team and the non-executive board behind the AI adoption platform.",
    },
    hero: {
      badge: "The people behind the platform",
      title: "Our Team",
      intro: "Educators, engineers and business leaders who believe AI should work for everyone.",
    },
    /** Under the hero: the faces of the page, and how many more stand behind them. */
    faces: {
      label: "30+ team members in Switzerland, Germany, Türkiye and Cyprus",
      // The same portraits as the cards below, where each is named: here they are decoration.
      people: [...leadership.en.members, ...board.en.members].map((member) => ({
        src: member.image,
        alt: "",
      })),
    },
    leadership: leadership.en,
    board: board.en,
    links: {
      title: "See What Our Team Has Built",
      text: "Explore the platform our team develops, and hear from the customers who use it.",
      action: { label: "Explore the Platform", href: "/platform" },
      secondaryAction: { label: "Meet Our Customers", href: "/customers" },
    },
  },
  de: {
    meta: {
      title: "Team",
      description:
        "Lernen Sie die Geschäftsleitung und den Verwaltungsrat hinter der AI-Adoption-Plattform kennen.",
    },
    hero: {
      badge: "Die Menschen hinter der Plattform",
      title: "Unser Team",
      intro:
        "Bildungsfachleute, Ingenieurinnen und Ingenieure sowie Führungskräfte aus der Wirtschaft, die überzeugt sind: AI soll für alle funktionieren.",
    },
    faces: {
      label: "Über 30 Teammitglieder in der Schweiz, in Deutschland, in der Türkei und auf Zypern",
      people: [...leadership.de.members, ...board.de.members].map((member) => ({
        src: member.image,
        alt: "",
      })),
    },
    leadership: leadership.de,
    board: board.de,
    links: {
      title: "Sehen Sie, was unser Team gebaut hat",
      text: "Entdecken Sie die Plattform, die unser Team entwickelt, und hören Sie, was die Kunden sagen, die sie nutzen.",
      action: { label: "Plattform entdecken", href: "/de/platform" },
      secondaryAction: { label: "Unsere Kunden kennenlernen", href: "/de/customers" },
    },
  },
} satisfies Localized<TeamCopy>;
