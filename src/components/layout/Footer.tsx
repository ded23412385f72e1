import { Container } from "~/components/ui/Container";
import { footerGroups, footerText } from "~/content/navigation";
import { site } from "~/site.config";
import { BrandMark } from "./BrandMark";

export function Footer() {
  const { address } = site;
  return (
    <footer className="bg-brand-900 text-white">
      <Container className="grid gap-12 py-16 md:grid-cols-[1fr_2fr]">
        <div>
          <BrandMark />
          <p className="mt-4 max-w-xs text-sm text-white/80">{footerText.summary}</p>
          <address className="mt-6 text-sm text-white/80 not-italic">
            <span className="block font-semibold text-white">{footerText.addressLabel}</span>
            {address.organisation}
            <br />
            {address.street}
            <br />
            {address.postalCode} {address.city}
            <br />
            {address.country}
          </address>
        </div>
        <nav aria-label={footerText.navLabel} className="grid gap-10 sm:grid-cols-3">
          {footerGroups.map((group) => (
            <div key={group.title}>
              <h2 className="text-sm font-semibold tracking-wide uppercase">{group.title}</h2>
              <ul className="mt-4 space-y-3">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} className="text-sm text-white/80 hover:text-white">
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </Container>
      <div className="border-t border-white/10">
        <Container className="py-6 text-sm text-white/70">{footerText.copyright}</Container>
      </div>
    </footer>
  );
}
