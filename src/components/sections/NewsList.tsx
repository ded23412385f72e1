import { useId } from "react";
import { SectionHeader } from "~/components/headers/SectionHeader";
import { Badge } from "~/components/ui/Badge";
import { ButtonLink } from "~/components/ui/Button";
import { Picture, type PictureProps } from "~/components/ui/Picture";
import { Section } from "~/components/ui/Section";
import { cn } from "~/lib/cn";
import { dateFormat } from "~/lib/date-format";
import type { NewsListCopy, NewsPaginationCopy } from "./NewsList.schema";

/** One post on the news list. `date` is ISO (YYYY-MM-DD). */
export interface NewsItem {
  href: string;
  date: string;
  title: string;
  description: string;
  tags: readonly string[];
  cover: PictureProps;
}

export type { NewsListCopy, NewsPaginationCopy };

/** Which page of the list this is, and where the others are. */
export interface NewsListPage {
  page: number;
  pageCount: number;
  hrefOf: (page: number) => string;
}

interface NewsListProps extends NewsListCopy {
  /** The locale the dates are written in: "en-GB" (2 November 2025), "de-CH" (2. November 2025). */
  dateLocale: string;
  /** The posts of this page of the list, newest first. */
  items: readonly NewsItem[];
  listPage: NewsListPage;
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

function EmptyNews({ title, text, actions, press }: NewsListCopy["empty"]) {
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

/** A post on the list: its cover beside its date, title, description and tags; the title links. */
function NewsCard({
  item,
  dates,
  tagsLabel,
  lead,
}: {
  item: NewsItem;
  dates: Intl.DateTimeFormat;
  tagsLabel: string;
  /** The newest post: a larger picture and title. */
  lead: boolean;
}) {
  const titleId = useId();
  return (
    // Named by its title, so a screen reader's list of articles tells the posts apart.
    <article
      aria-labelledby={titleId}
      className={cn(
        "group relative grid overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-line transition-shadow hover:shadow-lg focus-within:ring-2 focus-within:ring-brand-600",
        lead ? "lg:grid-cols-[3fr_2fr]" : "sm:grid-cols-[2fr_3fr]",
      )}
    >
      <div className="overflow-hidden bg-brand-50">
        <Picture
          {...item.cover}
          priority={lead}
          className="aspect-video size-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      </div>
      <div className={cn("flex flex-col p-6", lead ? "sm:p-8 lg:p-10" : "sm:p-8")}>
        <time dateTime={item.date} className="text-sm font-semibold text-brand-700">
          {dates.format(new Date(item.date))}
        </time>
        <h3
          id={titleId}
          className={cn(
            "mt-2 font-bold tracking-tight text-balance",
            lead ? "text-2xl sm:text-3xl" : "text-xl sm:text-2xl",
          )}
        >
          {/* The whole card takes the click; the link's name is the title alone. */}
          <a
            href={item.href}
            className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-brand-700"
          >
            {item.title}
          </a>
        </h3>
        <p className="mt-3 text-pretty text-muted">{item.description}</p>
        <ul aria-label={tagsLabel} className="mt-auto flex flex-wrap gap-2 pt-5">
          {item.tags.map((tag) => (
            <li key={tag}>
              <Badge className="px-2.5 py-0.5 text-xs">{tag}</Badge>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

/** Links to the list's other pages, when it has more than one. */
function Pagination({
  page,
  pageCount,
  hrefOf,
  copy,
}: NewsListPage & { copy: NewsPaginationCopy }) {
  const step =
    "inline-flex h-11 items-center rounded-full px-4 font-semibold ring-1 ring-line hover:bg-brand-50";
  return (
    <nav aria-label={copy.label} className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <a href={hrefOf(page - 1)} rel="prev" className={step}>
          {copy.newer}
        </a>
      ) : null}
      <ol className="flex flex-wrap gap-2">
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            <a
              href={hrefOf(number)}
              aria-label={copy.page.replace("{page}", String(number))}
              aria-current={number === page ? "page" : undefined}
              className={cn(
                "inline-flex size-11 items-center justify-center rounded-full font-semibold",
                number === page ? "bg-brand-600 text-white" : "ring-1 ring-line hover:bg-brand-50",
              )}
            >
              {number}
            </a>
          </li>
        ))}
      </ol>
      {page < pageCount ? (
        <a href={hrefOf(page + 1)} rel="next" className={step}>
          {copy.older}
        </a>
      ) : null}
    </nav>
  );
}

/** The news index: newest first, a page at a time, or a clear note that there is nothing yet. */
export function NewsList({
  id,
  eyebrow,
  title,
  intro,
  items,
  empty,
  dateLocale,
  tagsLabel,
  pagination,
  listPage,
}: NewsListProps) {
  const dates = dateFormat(dateLocale);
  const headingId = useId();
  return (
    <Section id={id} tone="tinted" aria-labelledby={headingId}>
      <div className="mx-auto max-w-5xl">
        <SectionHeader eyebrow={eyebrow} title={title} intro={intro} headingId={headingId} />
        {items.length === 0 ? (
          <EmptyNews {...empty} />
        ) : (
          <ol className="space-y-6 sm:space-y-8">
            {items.map((item, index) => (
              <li key={item.href}>
                <NewsCard
                  item={item}
                  dates={dates}
                  tagsLabel={tagsLabel}
                  lead={listPage.page === 1 && index === 0}
                />
              </li>
            ))}
          </ol>
        )}
        {listPage.pageCount > 1 ? <Pagination {...listPage} copy={pagination} /> : null}
      </div>
    </Section>
  );
}
