import { ButtonLink } from "~/components/ui/Button";
import type { LanguageSwitchContent } from "~/content/types";

/**
 * The same page in the other language, as a button fixed to the corner so it is
 * at hand wherever the visitor has scrolled to.
 */
export function LanguageSwitch({ label, description, href, lang }: LanguageSwitchContent) {
  return (
    <ButtonLink
      href={href}
      hrefLang={lang}
      lang={lang}
      size="sm"
      className="fixed right-4 bottom-4 z-40 shadow-header sm:right-6 sm:bottom-6"
    >
      {label} <span className="sr-only">{description}</span>
    </ButtonLink>
  );
}
