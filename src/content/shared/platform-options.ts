import type { ListGroup } from "~/components/sections/ChecklistGroups";
import type { PlatformOption } from "~/components/sections/PlatformOptions";
import type { Localized } from "../page-copy";

/**
 * The three ways to run the platform (spec §1). The option names are product names and
 * the same in every language. Pages that recommend one (the SMC page recommends
 * Standard) mark it `popular` on a copy and name the badge.
 */
export const platformOptions: Localized<readonly PlatformOption[]> = {
  en: [
    {
      title: "Standard",
      features: [
        "Multi-tenant platform",
        "Focus on training and AI literacy",
        "Job- and role-specific learning paths for 200+ roles",
        "AI playgrounds and practical AI apps",
        "Fastest way to get started",
      ],
    },
    {
      title: "Enterprise-level",
      features: [
        "Single-tenant platform",
        "Built for productive, everyday use of AI",
        "Company AI environments and use-case apps",
        "SSO and HR-system integration",
        "Return on AI and Talent Radar dashboards",
      ],
    },
    {
      title: "Private Cloud",
      features: [
        "Runs in your own cloud environment",
        "Maximum security and data control",
        "Everything in Enterprise-level",
        "Co-branding or white-labelling",
      ],
    },
  ],
  de: [
    {
      title: "Standard",
      features: [
        "Multi-Tenant-Plattform",
        "Fokus auf Training und AI-Kompetenz",
        "Berufs- und rollenspezifische Lernpfade für über 200 Rollen",
        "AI-Playgrounds und praktische AI-Apps",
        "Der schnellste Weg zum Start",
      ],
    },
    {
      title: "Enterprise-level",
      features: [
        "Single-Tenant-Plattform",
        "Gebaut für den produktiven Einsatz von AI im Alltag",
        "Unternehmenseigene AI-Umgebungen und Use-Case-Apps",
        "SSO und Anbindung an HR-Systeme",
        "Dashboards für Return on AI und Talent Radar",
      ],
    },
    {
      title: "Private Cloud",
      features: [
        "Läuft in Ihrer eigenen Cloud-Umgebung",
        "Maximale Sicherheit und Kontrolle über Ihre Daten",
        "Alles aus Enterprise-level",
        "Co-Branding oder White-Labelling",
      ],
    },
  ],
};

export const complementaryServices: Localized<ListGroup> = {
  en: {
    title: "Complementary services",
    items: [
      "Project setup",
      "Mobilisation campaigns",
      "Live sessions",
      "Challenges and awards",
      "Mentoring",
      "Leadership trainings",
      "Workshops",
    ],
  },
  de: {
    title: "Ergänzende Services",
    items: [
      "Projekt-Setup",
      "Mobilisierungskampagnen",
      "Live-Sessions",
      "Challenges und Awards",
      "Mentoring",
      "Leadership-Trainings",
      "Workshops",
    ],
  },
};

export const customisationOptions: Localized<ListGroup> = {
  en: {
    title: "Customisation",
    items: [
      "Company AI environments",
      "SSO and HR-system integration",
      "Platform language",
      "Co-branding or white-labelling",
    ],
  },
  de: {
    title: "Anpassung",
    items: [
      "Unternehmenseigene AI-Umgebungen",
      "SSO und Anbindung an HR-Systeme",
      "Sprache der Plattform",
      "Co-Branding oder White-Labelling",
    ],
  },
};
