import type { FooterCopy } from "~/components/layout/Footer";
import type { HeaderCopy } from "~/components/layout/Header";
import { site } from "~/site.config";
import type { Localized } from "./page-copy";

/**
 * Everything the shell around a page says (skip link, header, footer), in the
 * page's language: a German page is German up to its last word. Both languages
 * link the same pages, in the order spec §2 gives.
 */
export interface SiteChrome {
  skipLink: string;
  header: HeaderCopy;
  footer: FooterCopy;
}

const copyright = (rights: string) => `© ${site.copyrightYear} ${site.legalName}. ${rights}`;

const en: SiteChrome = {
  skipLink: "Skip to main content",
  header: {
    menu: [
      {
        title: "Platform",
        items: [
          {
            label: "AI Adoption Platform",
            href: "/platform",
            description: "Train, apply, create and measure AI on one platform",
          },
          {
            label: "The AI Adoption Gap",
            href: "/ai-adoption-gap",
            description: "What holds AI adoption back, and how to close the gap",
          },
          {
            label: "People-Centric Transformation",
            href: "/people-centric-transformation",
            description: "The three factors that make AI training stick",
          },
          {
            label: "Why AI is Important",
            href: "/why-ai-important",
            description: "What AI changes for people, teams and companies",
          },
        ],
      },
      {
        title: "Solutions",
        href: "/solutions",
        items: [
          {
            label: "Large Corporates",
            href: "/large-corporates",
            description: "Company-wide adoption, single-tenant and SSO",
          },
          {
            label: "Small & Mid-sized Companies",
            href: "/small-mid-sized-companies",
            description: "A quick start that grows with your team",
          },
          {
            label: "Individuals",
            href: "/individuals",
            description: "Start free, or learn your whole journey with Premium",
          },
        ],
      },
      { title: "Partners", href: "/partners" },
      { title: "Customers", href: "/customers" },
      {
        title: "About",
        items: [
          { label: "Company", href: "/company", description: "A Swiss start-up since 2018" },
          { label: "Team", href: "/team", description: "The people behind the platform" },
          {
            label: "Philanthropy",
            href: "/philanthropy",
            description: "AI literacy for young people",
          },
          { label: "News", href: "/news", description: "Announcements and stories" },
          {
            label: "Contact",
            href: "/contact",
            description: "Talk to sales; we reply within a business day",
          },
        ],
      },
    ],
    register: { label: "Register", href: "/contact" },
    contactSales: { label: "Contact Sales", href: "/contact" },
    login: { label: "AI Adoption Platform Log-in", href: site.platformLoginUrl },
    newTabHint: "Opens in a new tab",
    toggleLabel: "Toggle menu",
    submenuSuffix: "submenu",
    homeLabel: `${site.name} home`,
    homeHref: "/",
    mainNavLabel: "Main",
    mobileNavLabel: "Mobile",
    otherLanguageHint: "Page in German",
  },
  footer: {
    groups: [
      {
        title: "Platform",
        links: [
          { label: "AI Adoption Platform", href: "/platform" },
          { label: "The AI Adoption Gap", href: "/ai-adoption-gap" },
          { label: "People-Centric Transformation", href: "/people-centric-transformation" },
          { label: "Why AI is Important", href: "/why-ai-important" },
        ],
      },
      {
        title: "Solutions",
        links: [
          { label: "All Solutions", href: "/solutions" },
          { label: "Individuals", href: "/individuals" },
          { label: "Customers", href: "/customers" },
          { label: "Partners", href: "/partners" },
        ],
      },
      {
        title: "About",
        links: [
          { label: "Company", href: "/company" },
          { label: "Team", href: "/team" },
          { label: "Philanthropy", href: "/philanthropy" },
          { label: "News", href: "/news" },
          { label: "Contact", href: "/contact" },
          { label: "Privacy Policy", href: "/privacy-policy" },
          { label: "Terms of Service", href: "/terms-of-service" },
        ],
      },
    ],
    summary:
      "Job- and role-specific AI training and an AI adoption platform that brings every employee along.",
    addressLabel: "Head office",
    country: site.address.country,
    navLabel: "Footer",
    copyright: copyright("All rights reserved."),
    otherLanguageNote: "These pages are in German.",
  },
};

const de: SiteChrome = {
  skipLink: "Zum Hauptinhalt springen",
  header: {
    menu: [
      {
        title: "Plattform",
        items: [
          {
            label: "AI-Adoption-Plattform",
            href: "/de/platform",
            description: "AI trainieren, anwenden, gestalten und messen",
          },
          {
            label: "Die AI-Adoption-Lücke",
            href: "/de/ai-adoption-gap",
            description: "Was AI-Adoption bremst und wie sich die Lücke schliesst",
          },
          {
            label: "Menschenzentrierte Transformation",
            href: "/de/people-centric-transformation",
            description: "Die drei Faktoren, mit denen AI-Training wirkt",
          },
          {
            label: "Warum AI wichtig ist",
            href: "/de/why-ai-important",
            description: "Was AI für Menschen, Teams und Unternehmen verändert",
          },
        ],
      },
      {
        title: "Lösungen",
        href: "/de/solutions",
        items: [
          {
            label: "Grossunternehmen",
            href: "/de/large-corporates",
            description: "AI-Adoption im ganzen Konzern, Single-Tenant und SSO",
          },
          {
            label: "Kleine und mittlere Unternehmen",
            href: "/de/small-mid-sized-companies",
            description: "Ein schneller Start, der mit Ihrem Team wächst",
          },
          {
            label: "Privatpersonen",
            href: "/de/individuals",
            description: "Kostenlos starten oder mit Premium die ganze Lernreise",
          },
        ],
      },
      { title: "Partner", href: "/de/partners" },
      { title: "Kunden", href: "/de/customers" },
      {
        title: "Über uns",
        items: [
          {
            label: "Unternehmen",
            href: "/de/company",
            description: "Ein Schweizer Start-up seit 2018",
          },
          { label: "Team", href: "/de/team", description: "Die Menschen hinter der Plattform" },
          {
            label: "Philanthropie",
            href: "/de/philanthropy",
            description: "AI-Kompetenz für junge Menschen",
          },
          { label: "News", href: "/de/news", description: "Ankündigungen und Geschichten" },
          {
            label: "Kontakt",
            href: "/de/contact",
            description: "Sprechen Sie mit dem Vertrieb, Antwort innert eines Arbeitstags",
          },
        ],
      },
    ],
    register: { label: "Registrieren", href: "/de/contact" },
    contactSales: { label: "Vertrieb kontaktieren", href: "/de/contact" },
    login: { label: "Plattform-Log-in", href: site.platformLoginUrl },
    newTabHint: "Öffnet in einem neuen Tab",
    toggleLabel: "Menü öffnen oder schliessen",
    submenuSuffix: "Untermenü",
    homeLabel: `${site.name} Startseite`,
    homeHref: "/de",
    mainNavLabel: "Hauptmenü",
    mobileNavLabel: "Menü",
    otherLanguageHint: "Seite auf Englisch",
  },
  footer: {
    groups: [
      {
        title: "Plattform",
        links: [
          { label: "AI-Adoption-Plattform", href: "/de/platform" },
          { label: "Die AI-Adoption-Lücke", href: "/de/ai-adoption-gap" },
          { label: "Menschenzentrierte Transformation", href: "/de/people-centric-transformation" },
          { label: "Warum AI wichtig ist", href: "/de/why-ai-important" },
        ],
      },
      {
        title: "Lösungen",
        links: [
          { label: "Alle Lösungen", href: "/de/solutions" },
          { label: "Privatpersonen", href: "/de/individuals" },
          { label: "Kunden", href: "/de/customers" },
          { label: "Partner", href: "/de/partners" },
        ],
      },
      {
        title: "Über uns",
        links: [
          { label: "Unternehmen", href: "/de/company" },
          { label: "Team", href: "/de/team" },
          { label: "Philanthropie", href: "/de/philanthropy" },
          { label: "News", href: "/de/news" },
          { label: "Kontakt", href: "/de/contact" },
          { label: "Datenschutzerklärung", href: "/de/privacy-policy" },
          { label: "Nutzungsbedingungen", href: "/de/terms-of-service" },
        ],
      },
    ],
    summary:
      "Job- und rollenspezifische AI-Trainings und eine AI-Adoption-Plattform, die alle Mitarbeitenden mitnimmt.",
    addressLabel: "Hauptsitz",
    country: "Schweiz",
    navLabel: "Fusszeile",
    copyright: copyright("Alle Rechte vorbehalten."),
    otherLanguageNote: "Diese Seiten sind auf Englisch.",
  },
};

export const siteChrome: Localized<SiteChrome> = { en, de };
