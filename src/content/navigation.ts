import { site } from "~/site.config";
import type { Link, MenuItem } from "./types";

/** Header groups exactly as spec §2 Header lists them. */
export const headerMenu: readonly MenuItem[] = [
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
];

export const headerActions = {
  register: { label: "Register", href: "/contact" },
  login: { label: "AI Adoption Platform Log-in", href: site.platformLoginUrl },
  newTabHint: "Opens in a new tab",
  toggleLabel: "Toggle menu",
  submenuSuffix: "submenu",
  homeLabel: `${site.name} home`,
} as const;

export interface FooterGroup {
  title: string;
  links: readonly Link[];
}

/** The 15 footer links of spec §2 Footer, in three groups. */
export const footerGroups: readonly FooterGroup[] = [
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
];

export const footerText = {
  summary:
    "Job- and role-specific AI training and an AI adoption platform that brings every employee along.",
  addressLabel: "Head office",
  navLabel: "Footer",
  copyright: `© ${site.copyrightYear} ${site.legalName}. All rights reserved.`,
} as const;

export const skipLinkLabel = "Skip to main content";
