import type { FooterCopy } from "~/components/layout/Footer";
import type { HeaderCopy } from "~/components/layout/Header";
import type { LanguageCounterpart } from "~/components/layout/LanguageSwitch";
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
          { label: "AI Adoption Platform", href: "/platform" },
          { label: "The AI Adoption Gap", href: "/ai-adoption-gap" },
          { label: "People-Centric Transformation", href: "/people-centric-transformation" },
          { label: "Why AI is Important", href: "/why-ai-important" },
        ],
      },
      {
        title: "Solutions",
        href: "/solutions",
        items: [
          { label: "Large Corporates", href: "/large-corporates" },
          { label: "Small & Mid-sized Companies", href: "/small-mid-sized-companies" },
          { label: "Individuals", href: "/individuals" },
        ],
      },
      { title: "Partners", href: "/partners" },
      { title: "Customers", href: "/customers" },
      {
        title: "About",
        items: [
          { label: "Company", href: "/company" },
          { label: "Team", href: "/team" },
          { label: "Philanthropy", href: "/philanthropy" },
          { label: "News", href: "/news" },
          { label: "Contact", href: "/contact" },
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
          { label: "AI-Adoption-Plattform", href: "/de/platform" },
          { label: "Die AI-Adoption-Lücke", href: "/de/ai-adoption-gap" },
          { label: "Menschenzentrierte Transformation", href: "/de/people-centric-transformation" },
          { label: "Warum AI wichtig ist", href: "/de/why-ai-important" },
        ],
      },
      {
        title: "Lösungen",
        href: "/de/solutions",
        items: [
          { label: "Grossunternehmen", href: "/de/large-corporates" },
          { label: "Kleine und mittlere Unternehmen", href: "/de/small-mid-sized-companies" },
          { label: "Privatpersonen", href: "/de/individuals" },
        ],
      },
      { title: "Partner", href: "/de/partners" },
      { title: "Kunden", href: "/de/customers" },
      {
        title: "Über uns",
        items: [
          { label: "Unternehmen", href: "/de/company" },
          { label: "Team", href: "/de/team" },
          { label: "Philanthropie", href: "/de/philanthropy" },
          { label: "News", href: "/de/news" },
          { label: "Kontakt", href: "/de/contact" },
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

/** The link to a page's counterpart in the other language, named in that language. */
export const languageSwitchText: Localized<Pick<LanguageCounterpart, "label">> = {
  en: { label: "English" },
  de: { label: "Deutsch" },
};
