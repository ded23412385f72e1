import { z } from "astro/zod";
import type { FooterCopy } from "~/components/layout/Footer";
import type { HeaderCopy } from "~/components/layout/Header";
import type { MenuItem } from "~/components/layout/NavGroup";
import type { Link } from "~/components/ui/Button";
import { href, text } from "~/lib/copy-schema";
import { defaultLocale, type Locale } from "~/locales";
import { localizedHref, pageRoutes } from "~/route-table";
import { site } from "~/site.config";

/** The Platform group: the same pages in the header's menu and the footer. */
const platformPages = [
  "/platform",
  "/ai-adoption-gap",
  "/people-centric-transformation",
  "/why-ai-important",
];

/**
 * The pages the header and footer link, in the groups and order of spec §2, each
 * named by its English path: written once for every language. The words (group
 * titles, page labels, the dropdown's line on each page, the chrome's own
 * strings) are each language's src/content/copy/<locale>/navigation.yaml, and
 * each language's links lead to its own versions of these pages.
 */
export const navigation = {
  header: [
    {
      group: "platform",
      pages: platformPages,
    },
    {
      group: "solutions",
      page: "/solutions",
      pages: ["/large-corporates", "/small-mid-sized-companies", "/individuals"],
    },
    { page: "/partners" },
    { page: "/customers" },
    { group: "about", pages: ["/company", "/team", "/philanthropy", "/news", "/contact"] },
  ],
  footer: [
    {
      group: "platform",
      pages: platformPages,
    },
    {
      group: "solutions",
      pages: ["/solutions", "/pricing", "/individuals", "/customers", "/partners"],
    },
    {
      group: "about",
      pages: [
        "/company",
        "/team",
        "/philanthropy",
        "/news",
        "/contact",
        "/privacy-policy",
        "/terms-of-service",
      ],
    },
  ],
  home: "/",
  /** Spec §2: Register goes to /contact; the purpose tells the contact page a learner came. */
  register: "/contact?intent=register",
  /**
   * The pages written for learners, by their English path: their phone bar's next
   * step is to start free on the platform, as the Solutions menu's is; every other
   * page's is a demo.
   */
  learnerPages: ["/individuals", "/individuals2", "/individuals/en", "/unleash-potential"],
  /** Spec §2: every button of /individuals2 leads to /contact, so its learners start through Register's page. */
  startThroughContact: ["/individuals2"],
  /**
   * Each audience's next step, the same wherever the audience is offered one: companies
   * talk to sales with their purpose, learners register on the platform in one step.
   */
  nextSteps: {
    demo: "/contact?intent=demo",
    pricing: "/pricing",
    startFree: site.platformRegisterUrl,
  },
  /** The Solutions pages' audiences and the next steps each is offered. */
  audiences: {
    "/large-corporates": ["demo", "pricing"],
    "/small-mid-sized-companies": ["demo", "pricing"],
    "/individuals": ["startFree"],
  },
} as const satisfies Navigation;

/** A header entry: one page, or a group of pages with, as Solutions has, an overview page of its own. */
type HeaderEntry = { page: string } | { group: string; page?: string; pages: readonly string[] };

interface Navigation {
  header: readonly HeaderEntry[];
  footer: readonly { group: string; pages: readonly string[] }[];
  home: string;
  register: string;
  learnerPages: readonly string[];
  startThroughContact: readonly string[];
  nextSteps: Readonly<Record<NextStep, string>>;
  audiences: Readonly<Record<string, readonly NextStep[]>>;
}

type NextStep = "demo" | "pricing" | "startFree";
const nextStepKeys = ["demo", "pricing", "startFree"] as const satisfies readonly NextStep[];

/** Pages a header dropdown lists: their words include the line the desktop dropdown shows. */
const describedPages = new Set<string>(
  navigation.header.flatMap((entry) => ("pages" in entry ? entry.pages : [])),
);
const linkedPages = new Set<string>([
  ...navigation.header.flatMap((entry) => [
    ...("page" in entry && entry.page ? [entry.page] : []),
    ...("pages" in entry ? entry.pages : []),
  ]),
  ...navigation.footer.flatMap((group) => group.pages),
]);
const groups = new Set<string>([
  ...navigation.header.flatMap((entry) => ("group" in entry ? [entry.group] : [])),
  ...navigation.footer.map((group) => group.group),
]);

/**
 * Where the navigation links a path that is no page of the default locale, one
 * line each: copy-check prints them before the build, and composing the chrome
 * refuses to go on.
 */
export function navigationProblems(tree: Navigation = navigation): string[] {
  const at = (where: string, path: string) => {
    const result = href.safeParse(path);
    return result.success
      ? []
      : result.error.issues.map(
          (issue) => `src/content/navigation.ts → ${where}: ${issue.message}`,
        );
  };
  return [
    ...tree.header.flatMap((entry, i) => [
      ...("page" in entry && entry.page ? at(`header.${i}.page`, entry.page) : []),
      ...("pages" in entry ? entry.pages.flatMap((p, j) => at(`header.${i}.pages.${j}`, p)) : []),
    ]),
    ...tree.footer.flatMap((group, i) =>
      group.pages.flatMap((p, j) => at(`footer.${i}.pages.${j}`, p)),
    ),
    ...(["home", "register"] as const).flatMap((key) => at(key, tree[key])),
    ...tree.learnerPages.flatMap((path, i) => at(`learnerPages.${i}`, path)),
    ...tree.startThroughContact.flatMap((path, i) => at(`startThroughContact.${i}`, path)),
    ...nextStepKeys.flatMap((key) => at(`nextSteps.${key}`, tree.nextSteps[key])),
    ...Object.keys(tree.audiences).flatMap((path) => at(`audiences.${path}`, path)),
  ];
}

/** An object of the words file: "required" when it is left out, like a missing text. */
const fields = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) => (issue.input === undefined ? "required" : "a set of fields expected"),
  });

const audiencePages = new Set<string>(Object.keys(navigation.audiences));

/** An audience's page also says whom it serves ("Up to 1,000 employees"), so a visitor finds theirs by size. */
const pageWords = (path: string) => {
  if (audiencePages.has(path)) return fields({ label: text, description: text, serves: text });
  if (describedPages.has(path)) return fields({ label: text, description: text });
  return fields({ label: text });
};

/**
 * A language's navigation.yaml: every group and page of the navigation named,
 * and nothing it does not link.
 */
export const navigationCopy = fields({
  skipLink: text,
  groups: fields(Object.fromEntries([...groups].map((group) => [group, text]))),
  pages: fields(Object.fromEntries([...linkedPages].map((path) => [path, pageWords(path)]))),
  header: fields({
    register: text,
    /** The phone bar's one button: a demo for companies, a start for learners. */
    barAction: fields({ companies: text, learners: text }),
    login: text,
    /** Read after the brand's name: "Kairon AI home". */
    homeLabel: text,
    newTabHint: text,
    toggleLabel: text,
    submenuSuffix: text,
    mainNavLabel: text,
    mobileNavLabel: text,
    /** Read after the name of a link whose page is in another language than this one. */
    otherLanguageHint: text,
  }),
  /** The words of each audience's next step (navigation.nextSteps), on every page that offers one. */
  nextSteps: fields(Object.fromEntries(nextStepKeys.map((key) => [key, text]))),
  footer: fields({
    summary: text,
    addressLabel: text,
    country: text,
    navLabel: text,
    /** After "© <year> <legal name>.". */
    rights: text,
    /** Shown once under the links when some lead to pages in another language than this one. */
    otherLanguageNote: text,
  }),
});

export type NavigationCopy = z.infer<typeof navigationCopy>;

/**
 * Everything the shell around a page says (skip link, header, footer), in the
 * page's language: a German page is German up to its last word.
 */
export interface SiteChrome {
  skipLink: string;
  header: HeaderCopy;
  footer: FooterCopy;
  /** The audiences' pages with whom each serves and its next steps, for the sections that offer them. */
  audiences: readonly Audience[];
}

/** An audience's page, whom it serves and the next steps it is offered. */
export interface Audience {
  href: string;
  serves: string;
  nextSteps: readonly Link[];
}

/** Whom a page is written for: its phone bar offers that audience's next step. */
export type PageAudience = keyof HeaderCopy["barActions"];

/** The audience of the page at `path` (any language's version; none for an error page: companies). */
export function audienceOf(path: string | undefined): PageAudience {
  const route = pageRoutes.find((candidate) => candidate.path === path);
  const english =
    route?.locale === defaultLocale ? route.path : route?.counterparts?.[defaultLocale];
  const among = (paths: readonly string[]) => english !== undefined && paths.includes(english);
  if (among(navigation.startThroughContact)) return "learnersThroughContact";
  return among(navigation.learnerPages) ? "learners" : "companies";
}

/** The header and footer of a page in `locale`, from that language's words. */
export function siteChrome(words: NavigationCopy, locale: Locale): SiteChrome {
  const problems = navigationProblems();
  if (problems.length > 0) throw new Error(problems.join("\n"));
  const link = (path: string) => localizedHref(path, locale);
  // The schema has made sure each is named; a gap here is a words file read unchecked.
  const named = <Words>(of: Record<string, Words>, key: string) => {
    const found = of[key];
    if (found === undefined) throw new Error(`the ${locale} navigation.yaml does not name ${key}`);
    return found;
  };
  const page = (path: string) => named(words.pages, path);
  const group = (id: string) => named(words.groups, id);
  const nextStep = (key: NextStep): Link => ({
    label: named(words.nextSteps, key),
    href: link(navigation.nextSteps[key]),
  });
  const audienceSteps = (path: string): readonly NextStep[] =>
    (navigation.audiences as Navigation["audiences"])[path] ?? [];
  const menu: MenuItem[] = navigation.header.map((entry) => {
    if (!("pages" in entry)) return { title: page(entry.page).label, href: link(entry.page) };
    // One row of the group's audiences' next steps: both company pages share theirs.
    const steps = [...new Set(entry.pages.flatMap(audienceSteps))];
    return {
      title: group(entry.group),
      ...("page" in entry ? { href: link(entry.page) } : {}),
      items: entry.pages.map((path) => ({ ...page(path), href: link(path) })),
      ...(steps.length > 0 ? { nextSteps: steps.map(nextStep) } : {}),
    };
  });
  const serves = (path: string) => {
    const words: Record<string, unknown> = page(path);
    if (typeof words.serves !== "string") {
      throw new Error(`the ${locale} navigation.yaml does not say whom ${path} serves`);
    }
    return words.serves;
  };
  const audiences = [...audiencePages].map((path) => ({
    href: link(path),
    serves: serves(path),
    nextSteps: audienceSteps(path).map(nextStep),
  }));
  return {
    skipLink: words.skipLink,
    header: {
      menu,
      register: { label: words.header.register, href: link(navigation.register) },
      barActions: {
        companies: { label: words.header.barAction.companies, href: nextStep("demo").href },
        learners: { label: words.header.barAction.learners, href: nextStep("startFree").href },
        learnersThroughContact: {
          label: words.header.barAction.learners,
          href: link(navigation.register),
        },
      },
      panelActions: [nextStep("demo"), nextStep("pricing")],
      login: { label: words.header.login, href: site.platformLoginUrl },
      newTabHint: words.header.newTabHint,
      toggleLabel: words.header.toggleLabel,
      submenuSuffix: words.header.submenuSuffix,
      homeLabel: `${site.name} ${words.header.homeLabel}`,
      homeHref: link(navigation.home),
      mainNavLabel: words.header.mainNavLabel,
      mobileNavLabel: words.header.mobileNavLabel,
      otherLanguageHint: words.header.otherLanguageHint,
    },
    footer: {
      groups: navigation.footer.map((entry) => ({
        title: group(entry.group),
        links: entry.pages.map((path) => ({ label: page(path).label, href: link(path) })),
      })),
      summary: words.footer.summary,
      addressLabel: words.footer.addressLabel,
      country: words.footer.country,
      navLabel: words.footer.navLabel,
      copyright: `© ${site.copyrightYear} ${site.legalName}. ${words.footer.rights}`,
      otherLanguageNote: words.footer.otherLanguageNote,
    },
    audiences,
  };
}
