import type { TeamMember } from "~/components/sections/TeamGrid";
import { slugify } from "~/lib/slugify";
import { defaultLocale, type Locale } from "~/locales";
import type { Localized } from "../page-copy";
import { portraitAlt } from "./portraits";

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

interface Team {
  leadership: readonly TeamMember[];
  /** The non-executive board. */
  board: readonly TeamMember[];
}

/** The people of /team, in its two groups. */
export const team: Localized<Team> = {
  en: {
    leadership: [
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
    board: [
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
    leadership: [
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
    board: [
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
  return [...team[lang].leadership, ...team[lang].board];
}

/** How a news post names its author: the slug of the person's name ("lena-brunner"). */
export const teamMemberSlugs = teamMembers(defaultLocale).map((member) => slugify(member.name));

/**
 * The faces above /team's cards: the same portraits as the cards, where each is
 * named, so here they are decoration.
 */
export const teamFaces = teamMembers(defaultLocale).map((member) => ({
  src: member.image,
  alt: "",
}));
