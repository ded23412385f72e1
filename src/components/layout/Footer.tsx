import { Container } from "~/components/ui/Container";
import { siteChrome } from "~/content/navigation";
import { linkedPageLang, type PageLang } from "~/route-table";
import { site } from "~/site.config";
import { BrandMark } from "./BrandMark";
import { PageLink } from "./PageLink";

export function Footer({ lang }: { lang: PageLang }) {
  const { address } = site;
  const text = siteChrome[lang].footer;
  const linksInOtherLanguage = text.groups.some((group) =>
    group.links.some((link) => linkedPageLang(link.href) !== lang),
  );
  return (
    <footer className="bg-brand-900 text-white">
      <Container className="grid gap-12 py-16 lg:grid-cols-[1fr_2fr]">
        <div>
          <BrandMark />
          <p className="mt-4 max-w-xs text-sm text-white/80">{text.summary}</p>
          <address className="mt-6 text-sm text-white/80 not-italic">
            <span className="block font-semibold text-white">{text.addressLabel}</span>
            {address.organisation}
            <br />
            {address.street}
            <br />
            {address.postalCode} {address.city}
            <br />
            {text.country}
          </address>
        </div>
        <nav aria-label={text.navLabel}>
          <div className="grid gap-10 sm:grid-cols-3">
            {text.groups.map((group) => (
              <div key={group.title}>
                <h2 className="text-sm font-semibold tracking-wide uppercase">{group.title}</h2>
                <ul className="mt-4 space-y-3">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <PageLink
                        href={link.href}
                        pageLang={lang}
                        className="text-sm text-white/80 hover:text-white"
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
            <p className="mt-8 text-sm text-white/70">{siteChrome[lang].otherLanguage.note}</p>
          ) : null}
        </nav>
      </Container>
      <div className="border-t border-white/10">
        <Container className="py-6 text-sm text-white/70">{text.copyright}</Container>
      </div>
    </footer>
  );
}
