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
      className="size-4.5 lg:max-xl:hidden"
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
 * The same page in another language, in the header (one link per other locale), so
 * it stays at hand wherever the visitor has scrolled to. It speaks the language it
 * leads to.
 */
export function LanguageSwitch({ href, lang, label }: LanguageCounterpart) {
  return (
    <a
      href={href}
      hrefLang={lang}
      lang={lang}
      className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm lg:max-xl:px-2.5 font-semibold text-ink ring-1 ring-line hover:bg-brand-50 hover:text-brand-700"
    >
      <GlobeIcon />
      {/* Where the bar is tightest (1024–1279 px) the code stands for the name: "DE"
          is still the start of "Deutsch", so the name a voice user says matches. */}
      <span aria-hidden="true" className="hidden uppercase lg:max-xl:inline">
        {lang}
      </span>
      <span className="lg:max-xl:sr-only">{label}</span>
    </a>
  );
}
