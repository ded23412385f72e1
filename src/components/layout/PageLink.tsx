import type { ReactNode } from "react";
import { type Locale, localeOf } from "~/locales";
import { linkedPageLocale } from "~/route-table";

/** The hidden text that tells a screen-reader user a link leads to a page in another language. */
export const OTHER_LANGUAGE_HINT_ID = "other-language-hint";

export function OtherLanguageHint({ text }: { text: string }) {
  return (
    <span id={OTHER_LANGUAGE_HINT_ID} hidden>
      {text}
    </span>
  );
}

interface PageLinkProps {
  href: string;
  /** The locale of the page the link is on. */
  pageLocale: Locale;
  currentPath?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link to a page of this site in the header or footer: marked current on that
 * page, and when the page it leads to is in another language than this one,
 * it says so (hreflang, and the hint read after its name).
 */
export function PageLink({ href, pageLocale, currentPath, className, children }: PageLinkProps) {
  const target = linkedPageLocale(href);
  const otherLanguage = target && target !== pageLocale;
  return (
    <a
      href={href}
      className={className}
      aria-current={href === currentPath ? "page" : undefined}
      {...(otherLanguage
        ? { hrefLang: localeOf(target).lang, "aria-describedby": OTHER_LANGUAGE_HINT_ID }
        : {})}
    >
      {children}
    </a>
  );
}
