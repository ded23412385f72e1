// @vitest-environment node
// The legal texts are read by Astro's Markdown parser, whose native buffers jsdom's realm does not accept.
import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { LegalBlock, LegalDocumentCopy } from "~/components/sections/LegalDocument";
import type { Locale } from "~/locales";
import { DEVICES } from "../../server/analytics/device";
import { RETENTION_DAYS } from "../../server/contact/retention";
import { analyticsDaily, contactSubmissions } from "../../server/db/schema";
import { loadEnv } from "../../server/env";
import { readLegal } from "./read-legal";

function text(blocks: readonly LegalBlock[]): string {
  return blocks
    .map((block) =>
      typeof block === "string" ? block : "points" in block ? block.points.join(" ") : block.lead,
    )
    .join(" ");
}

function partText(document: LegalDocumentCopy, title: string): string {
  const part = document.sections
    .flatMap((section) => section.parts ?? [])
    .find((p) => p.title === title);
  if (!part) throw new Error(`No part titled "${title}"`);
  return text(part.body);
}

/** How the policy names each stored column; a new column needs a line here and in the policy. */
const columnWording: Record<string, Record<Locale, string> | null> = {
  id: null,
  first_name: { en: "first name", de: "Vorname", fr: "prénom" },
  last_name: { en: "last name", de: "Nachname", fr: "nom" },
  email: { en: "email address", de: "E-Mail-Adresse", fr: "adresse e-mail" },
  company: { en: "company", de: "Unternehmen", fr: "entreprise" },
  number_of_employees: {
    en: "number of employees",
    de: "Anzahl Mitarbeitende",
    fr: "nombre de collaborateurs",
  },
  subject: { en: "subject", de: "Betreff", fr: "objet" },
  message: { en: "message", de: "Nachricht", fr: "message" },
  created_at: {
    en: "time of submission",
    de: "Zeitpunkt der Übermittlung",
    fr: "la date et l’heure de l’envoi",
  },
  language: { en: "language of the page", de: "Sprache der Seite", fr: "langue de la page" },
  intent: {
    en: "What can we help with?",
    de: "Wobei können wir helfen?",
    fr: "Comment pouvons-nous vous aider\u202F?",
  },
  source_page: {
    en: "the page you sent the form from",
    de: "die Seite, von der aus Sie das Formular gesendet haben",
    fr: "la page depuis laquelle vous avez envoyé le formulaire",
  },
  previous_page: {
    en: "the page of this website before it",
    de: "die Seite dieser Website davor",
    fr: "la page de ce site consultée juste avant",
  },
  referrer_host: {
    en: "the website that sent you here (only its name",
    de: "die Website, die Sie zu uns geführt hat (nur ihr Name",
    fr: "le site web qui vous a dirigé vers nous (uniquement son nom",
  },
  utm_source: { en: "utm_source", de: "utm_source", fr: "utm_source" },
  utm_medium: { en: "utm_medium", de: "utm_medium", fr: "utm_medium" },
  utm_campaign: { en: "utm_campaign", de: "utm_campaign", fr: "utm_campaign" },
  utm_term: { en: "utm_term", de: "utm_term", fr: "utm_term" },
  utm_content: { en: "utm_content", de: "utm_content", fr: "utm_content" },
};

/** The parts about the contact form, and how each language says "N days". */
const wording = {
  en: {
    stored: "When you use the contact form on this website",
    kept: "How long we keep contact messages",
    days: (n: number) => `${n}\u00A0days`,
  },
  de: {
    stored: "Wenn Sie das Kontaktformular auf dieser Website nutzen",
    kept: "Wie lange wir Kontaktnachrichten aufbewahren",
    days: (n: number) => `${n}\u00A0Tage`,
  },
  fr: {
    stored: "Lorsque vous utilisez le formulaire de contact de ce site",
    kept: "Durée de conservation des messages de contact",
    days: (n: number) => `${n}\u00A0jours`,
  },
} satisfies Record<Locale, unknown>;

describe.each(Object.keys(wording) as Locale[])(
  "the privacy policy's account of the contact form (%s)",
  (lang) => {
    const { document } = readLegal("privacy-policy", lang);

    it("names every column the server stores for a submission", () => {
      const columns = Object.values(getTableColumns(contactSubmissions)).map(
        (column) => column.name,
      );
      expect(columns.sort()).toEqual(Object.keys(columnWording).sort());
      const stored = partText(document, wording[lang].stored);
      for (const names of Object.values(columnWording)) {
        if (names) expect(stored).toContain(names[lang]);
      }
    });

    it("states the retention period the server applies", () => {
      expect(partText(document, wording[lang].kept)).toContain(wording[lang].days(RETENTION_DAYS));
    });
  },
);

/**
 * How the policy names each column of the daily visit counts the server keeps
 * (analytics_daily); a new column needs a line here and in the policy.
 */
const visitColumnWording: Record<string, Record<Locale, string> | null> = {
  // The row's key, a hash of the columns below: nothing of its own.
  cell: null,
  day: { en: "for each day", de: "für jeden Tag", fr: "pour chaque jour" },
  page: { en: "the page", de: "die Seite", fr: "la page" },
  source: {
    en: "the website whose link brought you here, by its name only",
    de: "die Website, über deren Link Sie zu uns gekommen sind, nur ihr Name",
    fr: "le site web qui vous a dirigé vers nous, uniquement par son nom",
  },
  utm_source: { en: "utm_source", de: "utm_source", fr: "utm_source" },
  utm_medium: { en: "utm_medium", de: "utm_medium", fr: "utm_medium" },
  utm_campaign: { en: "utm_campaign", de: "utm_campaign", fr: "utm_campaign" },
  utm_term: { en: "utm_term", de: "utm_term", fr: "utm_term" },
  utm_content: { en: "utm_content", de: "utm_content", fr: "utm_content" },
  language: { en: "the language it is in", de: "ihre Sprache", fr: "sa langue" },
  // Its classes are named one by one (deviceWording).
  device: null,
  views: {
    en: "the number of page views",
    de: "die Zahl der Seitenaufrufe",
    fr: "le nombre de pages vues",
  },
  visitors: {
    en: "and of visitors",
    de: "die Zahl der Besucherinnen und Besucher",
    fr: "le nombre de visiteurs",
  },
  // Visitors again, each once a day on the row of their first page: the same people.
  entries: null,
};

/** How the policy names each class of device the server tells apart (server/analytics/device.ts). */
const deviceWording: Record<string, Record<Locale, string>> = {
  mobile: { en: "a phone", de: "ein Smartphone", fr: "un smartphone" },
  tablet: { en: "a tablet", de: "ein Tablet", fr: "une tablette" },
  desktop: { en: "a computer", de: "einen Computer", fr: "un ordinateur" },
};

/** The parts about visits, how each language says "N months", and what the policy once said instead. */
const visitWording = {
  en: {
    counted: "Visits to this website",
    kept: "How long we keep visit counts",
    cookies: "Cookies and third parties on this website",
    months: (n: number) => `${n}\u00A0months`,
    noAnalytics: "no analytics,",
  },
  de: {
    counted: "Besuche auf dieser Website",
    kept: "Wie lange wir Besuchszahlen aufbewahren",
    cookies: "Cookies und Drittanbieter auf dieser Website",
    months: (n: number) => `${n}\u00A0Monate`,
    noAnalytics: "keine Analysedienste",
  },
  fr: {
    counted: "Visites sur ce site",
    kept: "Durée de conservation des statistiques de visite",
    cookies: "Cookies et services tiers sur ce site",
    months: (n: number) => `${n}\u00A0mois`,
    noAnalytics: "aucun outil d’analyse d’audience",
  },
} satisfies Record<Locale, unknown>;

describe.each(Object.keys(visitWording) as Locale[])(
  "the privacy policy's account of the visits the server counts (%s)",
  (lang) => {
    const { document } = readLegal("privacy-policy", lang);
    const words = visitWording[lang];
    /** What the server does with no setting made: count, and keep the counts this long. */
    const defaults = loadEnv({});

    it("names everything the server keeps of a page view, every class of device included", () => {
      const columns = Object.values(getTableColumns(analyticsDaily)).map((column) => column.name);
      expect(columns.sort()).toEqual(Object.keys(visitColumnWording).sort());
      expect([...DEVICES].sort()).toEqual(Object.keys(deviceWording).sort());
      const counted = partText(document, words.counted);
      for (const names of [...Object.values(visitColumnWording), ...Object.values(deviceWording)]) {
        if (names) expect(counted).toContain(names[lang]);
      }
    });

    it("states the retention period the server applies to the counts by default", () => {
      expect(partText(document, words.kept)).toContain(
        words.months(defaults.ANALYTICS_RETENTION_MONTHS),
      );
    });

    it("no longer says the site has no analytics, since the server counts by default", () => {
      expect(defaults.ANALYTICS).toBe("on");
      expect(partText(document, words.cookies)).not.toContain(words.noAnalytics);
    });
  },
);

/** What each language must say about the Swiss and the EEA rights, and where it says it. */
const rights = {
  en: {
    section: "6. Your Privacy Rights",
    swiss: ["revised Federal Act on Data Protection (revFADP)", "1 September 2023"],
    authority: "Federal Data Protection and Information Commissioner (FDPIC)",
    eea: "European Economic Area (EEA)",
  },
  de: {
    section: "6. Ihre Datenschutzrechte",
    swiss: ["revidiertes Datenschutzgesetz (revDSG)", "1. September 2023"],
    authority: "Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB)",
    eea: "Europäischen Wirtschaftsraum (EWR)",
  },
  fr: {
    section: "6. Vos droits en matière de protection des données",
    swiss: ["nouvelle loi fédérale sur la protection des données (nLPD)", "1er septembre 2023"],
    authority: "Préposé fédéral à la protection des données et à la transparence (PFPDT)",
    eea: "Espace économique européen (EEE)",
  },
} satisfies Record<Locale, unknown>;

describe.each(Object.keys(rights) as Locale[])("the privacy policy's rights (%s)", (lang) => {
  const words = rights[lang];
  const section = readLegal("privacy-policy", lang).document.sections.find(
    (s) => s.title === words.section,
  );
  if (!section) throw new Error(`No section titled "${words.section}"`);
  const parts = section.parts ?? [];
  const swiss = parts.find((part) =>
    words.swiss.some((w) => `${part.title} ${text(part.body)}`.includes(w)),
  );
  const eea = parts.find((part) => text(part.body).includes(words.eea));

  it("names the Swiss revFADP, its date and the FDPIC as supervisory authority", () => {
    expect(swiss, "a part on the Swiss rights").toBeDefined();
    const said = `${swiss?.title} ${text(swiss?.body ?? [])}`;
    for (const phrase of [...words.swiss, words.authority]) expect(said).toContain(phrase);
  });

  it("lists the Swiss rights next to the EEA rights, each as its own list", () => {
    expect(eea, "a part on the EEA rights").toBeDefined();
    expect(eea).not.toBe(swiss);
    const lists = (part: typeof eea) =>
      (part?.body ?? []).flatMap((block) =>
        typeof block === "object" && "points" in block ? block.points : [],
      );
    expect(lists(swiss)).not.toHaveLength(0);
    // The spec's three EEA rights: correct, delete, limit.
    expect(lists(eea)).toHaveLength(3);
  });
});
