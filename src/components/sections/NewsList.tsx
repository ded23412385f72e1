import { useId } from "react";
import { ButtonLink, type Link } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { Reveal } from "~/components/ui/Reveal";
import { Section } from "~/components/ui/Section";
import { SectionHeader, type SectionHeading } from "./SectionHeader";

/** One entry on /news. `date` is ISO (YYYY-MM-DD) so the list can sort it. */
export interface NewsItem {
  date: string;
  title: string;
  summary: string;
  link?: Link;
}

export interface NewsListContent extends SectionHeading {
  /** The locale the dates are written in: "en-GB" (2 November 2025), "de-CH" (2. November 2025). */
  dateLocale: string;
  empty: {
    title: string;
    text: string;
    actions: readonly Link[];
    /** A way to reach us for press and partnership news, e.g. "Press enquiries:". */
    press: { lead: string; email: string };
  };
}

interface NewsListProps extends NewsListContent {
  items: readonly NewsItem[];
}

// The page's locale and a fixed time zone: the prerendered HTML and the hydrated page must agree.
function dateFormat(locale: string) {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
}

function newestFirst(items: readonly NewsItem[]): NewsItem[] {
  return [...items].sort((a, b) => b.date.localeCompare(a.date));
}

/** Stacked announcement cards in the brand's colours: "news will appear here". */
function NewsIllustration() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 240 200" className="h-auto w-48">
      <rect
        x="46"
        y="36"
        width="150"
        height="118"
        rx="16"
        fill="#dde7ff"
        transform="rotate(-8 121 95)"
      />
      <rect
        x="44"
        y="42"
        width="152"
        height="120"
        rx="16"
        fill="#fff"
        stroke="#bccfff"
        strokeWidth="2"
      />
      <rect x="62" y="60" width="52" height="40" rx="8" fill="#4761e4" />
      <path d="m70 92 12-14 9 9 7-6 8 11Z" fill="#cdfaec" />
      <rect x="124" y="62" width="56" height="8" rx="4" fill="#3548d1" />
      <rect x="124" y="78" width="44" height="8" rx="4" fill="#bccfff" />
      <rect x="124" y="92" width="50" height="8" rx="4" fill="#bccfff" />
      <rect x="62" y="114" width="118" height="8" rx="4" fill="#dde7ff" />
      <rect x="62" y="130" width="92" height="8" rx="4" fill="#dde7ff" />
      <circle cx="190" cy="44" r="20" fill="#00ba99" />
      <path d="M190 34v12m0 6v.5" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

function EmptyNews({ title, text, actions, press }: NewsListContent["empty"]) {
  return (
    <div className="grid overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-line sm:grid-cols-[2fr_3fr]">
      <div className="flex items-center justify-center bg-linear-to-br from-brand-50 to-accent-100 p-8">
        <NewsIllustration />
      </div>
      <div className="p-8 sm:p-10">
        <p className="text-2xl font-bold tracking-tight">{title}</p>
        <p className="mt-3 text-muted">{text}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          {actions.map((action, i) => (
            <ButtonLink
              key={action.href}
              href={action.href}
              variant={i === 0 ? "primary" : "secondary"}
            >
              {action.label}
            </ButtonLink>
          ))}
        </div>
        <p className="mt-8 border-t border-line pt-6 text-sm text-muted">
          {press.lead}{" "}
          <a
            href={`mailto:${press.email}`}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {press.email}
          </a>
        </p>
      </div>
    </div>
  );
}

/** The news index: newest first, or a clear note that there is nothing yet. */
export function NewsList({ id, eyebrow, title, intro, items, empty, dateLocale }: NewsListProps) {
  const dates = dateFormat(dateLocale);
  const headingId = useId();
  return (
    <Section id={id} tone="tinted" aria-labelledby={headingId}>
      <Reveal className="mx-auto max-w-3xl">
        <SectionHeader eyebrow={eyebrow} title={title} intro={intro} headingId={headingId} />
        {items.length === 0 ? (
          <EmptyNews {...empty} />
        ) : (
          <ol className="space-y-6">
            {newestFirst(items).map((item) => (
              <li key={`${item.date}-${item.title}`}>
                <Card>
                  <time dateTime={item.date} className="text-sm font-semibold text-brand-700">
                    {dates.format(new Date(item.date))}
                  </time>
                  <h3 className="mt-2 text-xl font-bold">{item.title}</h3>
                  <p className="mt-3 text-muted">{item.summary}</p>
                  {item.link ? (
                    <ButtonLink
                      href={item.link.href}
                      variant="secondary"
                      size="sm"
                      className="mt-5"
                    >
                      {item.link.label}
                    </ButtonLink>
                  ) : null}
                </Card>
              </li>
            ))}
          </ol>
        )}
      </Reveal>
    </Section>
  );
}
