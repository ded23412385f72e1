import type { Testimonial } from "~/components/sections/TestimonialCard";
import { slugify } from "~/lib/slugify";
import type { Localized } from "../page-copy";

/**
 * The alt text of a person's portrait, for every team member, customer and
 * learner: the portraits are illustrations (scripts/media), and say so. When
 * the owner puts in real photos, this becomes "Portrait of …".
 */
export const portraitAlt: Localized<(name: string) => string> = {
  en: (name) => `Illustrated portrait of ${name}`,
  de: (name) => `Illustriertes Porträt von ${name}`,
};

type Voice = Omit<Testimonial, "image" | "imageAlt" | "placeholder">;

/**
 * The 15 testimonials of the carousel (spec §9). The people and companies are
 * fictional placeholders with illustrated portraits; the owner replaces them
 * with real, consented quotes.
 */
const voices: readonly Voice[] = [
  {
    name: "Laura Meier",
    role: "Head of Learning & Development",
    company: "Aventro Bank",
    quote:
      "Our relationship managers learned AI on their own client cases. Within weeks, AI was part of the daily routine instead of a side project.",
  },
  {
    name: "Daniel Brunner",
    role: "Chief Digital Officer",
    company: "Lumora Insurance",
    quote:
      "The job-specific tracks made the difference. Claims handlers and underwriters each got exactly what they needed, nothing generic.",
  },
  {
    name: "Aylin Demir",
    role: "HR Business Partner",
    company: "Vantrix Pharma",
    quote:
      "Talent Radar showed us AI frontrunners we would never have found in an org chart. Several of them now lead our AI community.",
  },
  {
    name: "Marco Rossi",
    role: "Head of Operations",
    company: "Bergholm Logistics",
    quote:
      "The hands-on playgrounds took away the fear. People experiment now, and they share what works with their colleagues.",
  },
  {
    name: "Sophie Keller",
    role: "Transformation Lead",
    company: "Quellmark Energy",
    quote:
      "Return on AI gave our executive board numbers instead of anecdotes. That changed the budget conversation completely.",
  },
  {
    name: "Elif Yılmaz",
    role: "Sales Director",
    company: "Nivora Telecom",
    quote:
      "My team prepares every customer meeting with AI now. The trainings were built around their actual work, so they stuck.",
  },
  {
    name: "Thomas Huber",
    role: "Chief Financial Officer",
    company: "Calderis Chemicals",
    quote:
      "Finance was the most sceptical department. The finance-specific training turned our sceptics into the loudest advocates.",
  },
  {
    name: "Nadia Petrova",
    role: "Head of Customer Care",
    company: "Meridane Foods",
    quote:
      "Our agents draft answers faster and with more care. The change management support kept everyone on board from day one.",
  },
  {
    name: "Jonas Weber",
    role: "IT Director",
    company: "Tessaro Motors",
    quote:
      "A single-tenant setup with single sign-on made our security review straightforward. Roll-out took days, not months.",
  },
  {
    name: "Chiara Bianchi",
    role: "Marketing Manager",
    company: "Orvella Retail",
    quote:
      "With the no-code creator tools my team builds its own assistants without waiting for IT. Ideas go live the same week.",
  },
  {
    name: "Can Özkan",
    role: "Project Manager",
    company: "Fjelltor Engineering",
    quote:
      "Certifications gave people a reason to keep going. Most of my project team earned several in the first months.",
  },
  {
    name: "Anna Schmid",
    role: "Head of People & Culture",
    company: "Zentaro Health",
    quote:
      "Personalised learning paths meant nobody was bored and nobody was lost, from the nursing staff to the back office.",
  },
  {
    name: "Lukas Fischer",
    role: "Head of Strategy",
    company: "Corvalis Capital",
    quote:
      "We started with a pilot in two departments and rolled out to the whole company once the results were in.",
  },
  {
    name: "Mira Hoffmann",
    role: "Quality Manager",
    company: "Lindqvar Manufacturing",
    quote:
      "Production and quality teams finally saw examples from their own shop floor instead of generic office demos.",
  },
  {
    name: "Stefan Graf",
    role: "Chief Executive Officer",
    company: "Solvika Materials",
    quote:
      "AI adoption is a people topic. This is the first programme we have seen that treats it that way, for every employee.",
  },
];

export const testimonials: Localized<readonly Testimonial[], "en"> = {
  en: voices.map((voice) => ({
    ...voice,
    image: `/media/people/${slugify(voice.name)}.svg`,
    imageAlt: portraitAlt.en(voice.name),
    placeholder: true,
  })),
};
