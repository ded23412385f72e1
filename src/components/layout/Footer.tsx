import type { Link } from "~/components/ui/Button";
import { Container } from "~/components/ui/Container";
import type { Locale } from "~/locales";
import { linkedPageLocale } from "~/route-table";
import { site } from "~/site.config";
import { BrandMark } from "./BrandMark";
import { PageLink } from "./PageLink";

interface FooterGroup {
  title: string;
  links: readonly Link[];
}

/** What the footer says, in the language of the page it is on. */
export interface FooterCopy {
  /** The 15 footer links of spec §2 Footer, in three groups. */
  groups: readonly FooterGroup[];
  summary: string;
  addressLabel: string;
  country: string;
  navLabel: string;
  copyright: string;
  /** Shown once under the links when some lead to pages in another language than this one. */
  otherLanguageNote: string;
}

export function Footer({ locale, copy }: { locale: Locale; copy: FooterCopy }) {
  const { address } = site;
  const linksInOtherLanguage = copy.groups.some((group) =>
    group.links.some((link) => linkedPageLocale(link.href) !== locale),
  );
  return (
    <footer data-site-footer className="bg-brand-900 text-white">
      <Container className="grid gap-12 py-16 lg:grid-cols-[1fr_2fr]">
        {/* Summary and address side by side on a tablet, where the links sit below
            them rather than beside: no blank half row above the links. */}
        <div className="grid gap-6 sm:grid-cols-2 sm:gap-x-10 lg:block">
          <div>
            <BrandMark />
            <p className="mt-4 max-w-xs text-sm text-white/80">{copy.summary}</p>
          </div>
          <address className="text-sm text-white/80 not-italic sm:self-end lg:mt-6">
            <span className="block font-semibold text-white">{copy.addressLabel}</span>
            {address.organisation}
            <br />
            {address.street}
            <br />
            {address.postalCode} {address.city}
            <br />
            {copy.country}
          </address>
        </div>
        <nav aria-label={copy.navLabel}>
          {/* Two balanced columns on a phone, three in a row from the small breakpoint up. */}
          <div className="columns-2 gap-x-6 sm:grid sm:grid-cols-3 sm:gap-10">
            {copy.groups.map((group) => (
              <div key={group.title} className="mb-10 break-inside-avoid last:mb-0 sm:mb-0">
                <h2 className="text-sm font-semibold tracking-wide uppercase">{group.title}</h2>
                <ul className="mt-4 space-y-3">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      {/* A block: a label that wraps on a phone is one box under the
                          pointer, not two lines with a gap between them. */}
                      <PageLink
                        href={link.href}
                        pageLocale={locale}
                        className="block text-sm text-white/80 hover:text-white"
                      >
                        {link.label}
                      </PageLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          {linksInOtherLanguage ? (
            <p className="mt-8 text-sm text-white/70">{copy.otherLanguageNote}</p>
          ) : null}
        </nav>
      </Container>
      <div className="border-t border-white/10">
        <Container className="py-6 text-sm text-white/70">{copy.copyright}</Container>
      </div>
    </footer>
  );
}
