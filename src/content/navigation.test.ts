import { describe, expect, it } from "vitest";
import { locales } from "~/locales";
import { pageRoute } from "~/route-table";
import { navigation, navigationProblems, type SiteChrome } from "./navigation";
import { readSiteChrome } from "./read-copy";

/** Every link of a language's header, footer and audiences that leads to a page of this site, by its path. */
function pageLinks({ header, footer, audiences }: SiteChrome): string[] {
  return [
    header.homeHref,
    ...header.menu.flatMap((entry) => [
      ...(entry.href ? [entry.href] : []),
      ...(entry.items ?? []).map((item) => item.href),
      ...(entry.nextSteps ?? []).map((step) => step.href),
    ]),
    header.register.href,
    ...Object.values(header.barActions).map((action) => action.href),
    ...header.panelActions.map((action) => action.href),
    ...footer.groups.flatMap((group) => group.links.map((link) => link.href)),
    ...audiences.flatMap((audience) => [
      audience.href,
      ...audience.nextSteps.map((step) => step.href),
    ]),
  ]
    .filter((href) => href.startsWith("/"))
    .map((href) => href.replace(/[?#].*$/, ""));
}

describe("the header and footer, written once for every language", () => {
  it.each(locales.map(({ code }) => code))(
    "lead a reader of %s to the pages in that language",
    (locale) => {
      const astray = pageLinks(readSiteChrome(locale)).filter(
        (href) => pageRoute(href).locale !== locale,
      );
      expect(astray).toEqual([]);
    },
  );

  it("link every page spec §2 lists for the footer, in its group", () => {
    const footer = Object.fromEntries(navigation.footer.map((g) => [g.group, g.pages]));
    expect(footer.platform).toEqual(
      expect.arrayContaining([
        "/platform",
        "/ai-adoption-gap",
        "/people-centric-transformation",
        "/why-ai-important",
      ]),
    );
    expect(footer.solutions).toEqual(
      expect.arrayContaining(["/solutions", "/individuals", "/customers", "/partners"]),
    );
    expect(footer.about).toEqual(
      expect.arrayContaining([
        "/company",
        "/team",
        "/philanthropy",
        "/news",
        "/contact",
        "/privacy-policy",
        "/terms-of-service",
      ]),
    );
  });

  it("stops the build on a link to a page that does not exist, or to a page by its German path", () => {
    expect(navigationProblems()).toEqual([]);
    const footer = [{ group: "about", pages: ["/team", "/plattform", "/de/contact"] }];
    expect(navigationProblems({ ...navigation, footer })).toEqual([
      'src/content/navigation.ts → footer.0.pages.1: "/plattform" is no page: name a page by its English path, as src/route-table.ts lists it (the site adds the language)',
      'src/content/navigation.ts → footer.0.pages.2: "/de/contact" is no page: name a page by its English path, as src/route-table.ts lists it (the site adds the language)',
    ]);
  });
});
