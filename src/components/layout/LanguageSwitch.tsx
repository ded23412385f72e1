/** The same page in another language, named in that language. */
export interface LanguageCounterpart {
  href: string;
  /** Its `lang` value (src/locales.ts). */
  lang: string;
  /** The language's own name for itself: "Deutsch", "English". */
  label: string;
}

function GlobeIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 20 20"
      className="size-4.5 shrink-0 max-sm:hidden lg:max-xl:hidden"
    >
      <circle cx="10" cy="10" r="7.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="M2.75 10h14.5M10 2.75c2 2.1 3 4.5 3 7.25s-1 5.15-3 7.25c-2-2.1-3-4.5-3-7.25s1-5.15 3-7.25Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The same page in every other language, in the header (one link per other locale),
 * so it stays at hand wherever the visitor has scrolled to, on a phone too. Each link
 * speaks the language it leads to. Where the bar is tight (phones, and 1024–1279 px
 * beside the full menu) each shows its code: "DE" is still the start of "Deutsch",
 * so the name a voice user says matches the link's name. Beside the full menu at
 * 1024–1279 px the globe gives its room too: English's long log-in label needs it,
 * and so on a phone, where the bar holds the page's next step.
 */
export function LanguageSwitch({ languages }: { languages: readonly LanguageCounterpart[] }) {
  if (languages.length === 0) return null;
  return (
    <div className="inline-flex h-9 items-center rounded-full ps-1 pe-1 text-sm font-semibold text-ink ring-1 ring-line sm:ps-3 lg:max-xl:ps-1">
      <GlobeIcon />
      {languages.map(({ href, lang, label }) => (
        <a
          key={lang}
          href={href}
          hrefLang={lang}
          lang={lang}
          className="inline-flex h-7 items-center rounded-full px-2 hover:bg-brand-50 hover:text-brand-700"
        >
          <span aria-hidden="true" className="uppercase sm:max-lg:hidden xl:hidden">
            {lang}
          </span>
          <span className="max-sm:sr-only lg:max-xl:sr-only">{label}</span>
        </a>
      ))}
    </div>
  );
}
