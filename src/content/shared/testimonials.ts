import type { Testimonial } from "~/components/cards/TestimonialCard";
import { slugify } from "~/lib/slugify";
import type { Locale } from "~/locales";
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

interface Voice {
  name: string;
  company: string;
  /** The role and the quote in each page language. */
  words: Localized<Pick<Testimonial, "role" | "quote">>;
}

/**
 * The 15 testimonials of the home carousel (spec §9), about what changed once AI
 * reached everyone: adoption, mood, leadership, results. The people and companies
 * are fictional placeholders with illustrated portraits; the owner replaces them
 * with real, consented quotes.
 */
const adoptionVoices: readonly Voice[] = [
  {
    name: "Laura Meier",
    company: "Aventro Bank",
    words: {
      en: {
        role: "Head of Learning & Development",
        quote:
          "Our relationship managers learned AI on their own client cases. Within weeks, AI was part of the daily routine instead of a side project.",
      },
      de: {
        role: "Leiterin Learning & Development",
        quote:
          "Unsere Kundenberaterinnen und Kundenberater haben AI an ihren eigenen Kundenfällen gelernt. Nach wenigen Wochen gehörte AI zum Arbeitsalltag, statt ein Nebenprojekt zu sein.",
      },
    },
  },
  {
    name: "Claudia Steiner",
    company: "Arventa Media",
    words: {
      en: {
        role: "Chief People Officer",
        quote:
          "The biggest change was the mood. People who worried that AI would replace them now ask when the next training starts.",
      },
      de: {
        role: "Chief People Officer",
        quote:
          "Die grösste Veränderung war die Stimmung. Wer befürchtet hatte, von AI ersetzt zu werden, fragt heute, wann das nächste Training beginnt.",
      },
    },
  },
  {
    name: "Elif Yılmaz",
    company: "Nivora Telecom",
    words: {
      en: {
        role: "Sales Director",
        quote:
          "My team prepares every customer meeting with AI now. The trainings were built around their actual work, so they stuck.",
      },
      de: {
        role: "Verkaufsleiterin",
        quote:
          "Mein Team bereitet heute jedes Kundengespräch mit AI vor. Die Trainings waren auf seine tatsächliche Arbeit zugeschnitten, deshalb ist das Gelernte hängen geblieben.",
      },
    },
  },
  {
    name: "Yusuf Aydın",
    company: "Ostravia Rail",
    words: {
      en: {
        role: "Chief Operating Officer",
        quote:
          "A year ago, AI was a pilot in IT. Today most of our teams use it every week, from timetable planning to customer service.",
      },
      de: {
        role: "Chief Operating Officer",
        quote:
          "Vor einem Jahr war AI ein Pilotprojekt der IT. Heute nutzen die meisten unserer Teams AI jede Woche, von der Fahrplanung bis zum Kundendienst.",
      },
    },
  },
  {
    name: "Thomas Huber",
    company: "Calderis Chemicals",
    words: {
      en: {
        role: "Chief Financial Officer",
        quote:
          "Finance was the most sceptical department. The finance-specific training turned our sceptics into the loudest advocates.",
      },
      de: {
        role: "Chief Financial Officer",
        quote:
          "Die Finanzabteilung war am skeptischsten. Das Training speziell für Finance hat aus unseren Skeptikern die lautesten Fürsprecher gemacht.",
      },
    },
  },
  {
    name: "Nadia Petrova",
    company: "Meridane Foods",
    words: {
      en: {
        role: "Head of Customer Care",
        quote:
          "Our agents draft answers faster and with more care. The change management support kept everyone on board from day one.",
      },
      de: {
        role: "Leiterin Kundendienst",
        quote:
          "Unsere Mitarbeitenden im Kundendienst formulieren Antworten schneller und sorgfältiger. Dank der Begleitung im Change Management waren vom ersten Tag an alle mit an Bord.",
      },
    },
  },
  {
    name: "Katarina Novak",
    company: "Marbellon Hotels",
    words: {
      en: {
        role: "Head of Internal Communications",
        quote:
          "The challenges and the award ceremony turned a training programme into something the whole company talked about.",
      },
      de: {
        role: "Leiterin interne Kommunikation",
        quote:
          "Die Challenges und die Award-Verleihung haben aus einem Trainingsprogramm etwas gemacht, worüber das ganze Unternehmen sprach.",
      },
    },
  },
  {
    name: "Can Özkan",
    company: "Fjelltor Engineering",
    words: {
      en: {
        role: "Project Manager",
        quote:
          "Certifications gave people a reason to keep going. Most of my project team earned several in the first months.",
      },
      de: {
        role: "Projektleiter",
        quote:
          "Die Zertifizierungen gaben allen einen Grund dranzubleiben. Die meisten in meinem Projektteam haben in den ersten Monaten gleich mehrere erworben.",
      },
    },
  },
  {
    name: "Anna Schmid",
    company: "Zentaro Health",
    words: {
      en: {
        role: "Head of People & Culture",
        quote:
          "Personalised learning paths meant nobody was bored and nobody was lost, from the nursing staff to the back office.",
      },
      de: {
        role: "Leiterin People & Culture",
        quote:
          "Dank personalisierter Lernpfade war niemand gelangweilt und niemand verloren, von der Pflege bis zum Backoffice.",
      },
    },
  },
  {
    name: "Beat Zollinger",
    company: "Pravento Real Estate",
    words: {
      en: {
        role: "Head of Legal & Compliance",
        quote:
          "My team uses AI for the first pass on every contract and spends its time on the judgement calls. Nobody wants to go back.",
      },
      de: {
        role: "Leiter Legal & Compliance",
        quote:
          "Mein Team nutzt AI für die erste Durchsicht jedes Vertrags und investiert seine Zeit in die heiklen Abwägungen. Niemand will zurück.",
      },
    },
  },
  {
    name: "Lukas Fischer",
    company: "Corvalis Capital",
    words: {
      en: {
        role: "Head of Strategy",
        quote:
          "We started with a pilot in two departments and rolled out to the whole company once the results were in.",
      },
      de: {
        role: "Leiter Strategie",
        quote:
          "Wir starteten mit einem Pilotprojekt in zwei Abteilungen und weiteten es auf das ganze Unternehmen aus, sobald die Ergebnisse vorlagen.",
      },
    },
  },
  {
    name: "Mira Hoffmann",
    company: "Lindqvar Manufacturing",
    words: {
      en: {
        role: "Quality Manager",
        quote:
          "Production and quality teams finally saw examples from their own shop floor instead of generic office demos.",
      },
      de: {
        role: "Qualitätsmanagerin",
        quote:
          "Produktion und Qualitätssicherung sahen endlich Beispiele aus ihrer eigenen Werkhalle statt generischer Büro-Demos.",
      },
    },
  },
  {
    name: "Hannah Vogt",
    company: "Helmora Travel",
    words: {
      en: {
        role: "Managing Director",
        quote:
          "Our managers went first. Once they used AI openly in their own work, their teams followed without being asked.",
      },
      de: {
        role: "Geschäftsführerin",
        quote:
          "Unsere Führungskräfte gingen voran. Sobald sie AI offen in ihrer eigenen Arbeit nutzten, zogen ihre Teams mit, ganz ohne Aufforderung.",
      },
    },
  },
  {
    name: "Pascal Moser",
    company: "Truvanta Utilities",
    words: {
      en: {
        role: "Head of Field Service",
        quote:
          "Nobody expected our field technicians to take to AI. Today they are the ones bringing the best ideas to head office.",
      },
      de: {
        role: "Leiter Aussendienst",
        quote:
          "Niemand hatte erwartet, dass ausgerechnet unsere Technikerinnen und Techniker im Aussendienst AI so begeistert aufgreifen. Heute bringen gerade sie die besten Ideen an den Hauptsitz.",
      },
    },
  },
  {
    name: "Stefan Graf",
    company: "Solvika Materials",
    words: {
      en: {
        role: "Chief Executive Officer",
        quote:
          "AI adoption is a people topic. This is the first programme we have seen that treats it that way, for every employee.",
      },
      de: {
        role: "Chief Executive Officer",
        quote:
          "AI-Adoption ist ein People-Thema. Das ist das erste Programm, das wir kennen, das sie genau so angeht, und zwar für alle Mitarbeitenden.",
      },
    },
  },
];

/**
 * The /platform page's own quotes, each about one part of the platform, in the
 * order the page presents them. Nobody here is also on the home carousel: a
 * visitor who reads both pages should not meet the same quote twice
 * (testimonials.test.ts). Placeholders like the others.
 */
const platformVoices: readonly Voice[] = [
  {
    name: "Daniel Brunner",
    company: "Lumora Insurance",
    words: {
      en: {
        role: "Chief Digital Officer",
        quote:
          "The job-specific tracks made the difference. Claims handlers and underwriters each got exactly what they needed, nothing generic.",
      },
      de: {
        role: "Chief Digital Officer",
        quote:
          "Den Unterschied machten die berufsspezifischen Lernpfade. Schadenbearbeitende und Underwriter erhielten genau das, was sie brauchten, nichts von der Stange.",
      },
    },
  },
  {
    name: "Marco Rossi",
    company: "Bergholm Logistics",
    words: {
      en: {
        role: "Head of Operations",
        quote:
          "The hands-on playgrounds took away the fear. People experiment now, and they share what works with their colleagues.",
      },
      de: {
        role: "Leiter Operations",
        quote:
          "Die praxisnahen Playgrounds haben den Leuten die Angst genommen. Heute experimentieren sie und teilen mit ihren Kolleginnen und Kollegen, was funktioniert.",
      },
    },
  },
  {
    name: "Chiara Bianchi",
    company: "Orvella Retail",
    words: {
      en: {
        role: "Marketing Manager",
        quote:
          "With the no-code creator tools my team builds its own assistants without waiting for IT. Ideas go live the same week.",
      },
      de: {
        role: "Marketing Managerin",
        quote:
          "Mit den No-Code Creator Tools baut mein Team eigene Assistenten, ohne auf die IT zu warten. Ideen gehen noch in derselben Woche live.",
      },
    },
  },
  {
    name: "Sophie Keller",
    company: "Quellmark Energy",
    words: {
      en: {
        role: "Transformation Lead",
        quote:
          "Return on AI gave our executive board numbers instead of anecdotes. That changed the budget conversation completely.",
      },
      de: {
        role: "Leiterin Transformation",
        quote:
          "Mit Return on AI hatte unsere Geschäftsleitung Zahlen statt Anekdoten. Das hat die Budgetdiskussion komplett verändert.",
      },
    },
  },
  {
    name: "Aylin Demir",
    company: "Vantrix Pharma",
    words: {
      en: {
        role: "HR Business Partner",
        quote:
          "Talent Radar showed us AI frontrunners we would never have found in an org chart. Several of them now lead our AI community.",
      },
      de: {
        role: "HR Business Partner",
        quote:
          "Der Talent Radar zeigte uns AI-Vorreiter, die wir in keinem Organigramm gefunden hätten. Mehrere von ihnen leiten heute unsere AI-Community.",
      },
    },
  },
  {
    name: "Jonas Weber",
    company: "Tessaro Motors",
    words: {
      en: {
        role: "IT Director",
        quote:
          "A single-tenant setup with single sign-on made our security review straightforward. Roll-out took days, not months.",
      },
      de: {
        role: "IT-Leiter",
        quote:
          "Dank Single-Tenant-Setup mit Single Sign-on war unsere Sicherheitsprüfung unkompliziert. Der Roll-out dauerte Tage, nicht Monate.",
      },
    },
  },
];

function inLanguage(voices: readonly Voice[], lang: Locale): readonly Testimonial[] {
  return voices.map(({ name, company, words }) => ({
    name,
    role: words[lang].role,
    company,
    quote: words[lang].quote,
    image: `/media/people/${slugify(name)}.svg`,
    imageAlt: portraitAlt[lang](name),
    placeholder: true,
  }));
}

/** The home carousel's testimonials in each page language, portraits described in that language. */
export const testimonials: Localized<readonly Testimonial[]> = {
  en: inLanguage(adoptionVoices, "en"),
  de: inLanguage(adoptionVoices, "de"),
};

/** The /platform page's testimonials, about the platform's features. */
export const platformTestimonials: Localized<readonly Testimonial[]> = {
  en: inLanguage(platformVoices, "en"),
  de: inLanguage(platformVoices, "de"),
};
