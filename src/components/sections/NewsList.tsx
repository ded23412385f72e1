import { useId } from "react";
import { ButtonLink } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { Reveal } from "~/components/ui/Reveal";
import { Section } from "~/components/ui/Section";
import type { Link, NewsItem, SectionHeading } from "~/content/types";
import { SectionHeader } from "./SectionHeader";

export interface NewsListContent extends SectionHeading {
  empty: { title: string; text: string; actions: readonly Link[] };
}

interface NewsListProps extends NewsListContent {
  items: readonly NewsItem[];
}

// Fixed locale and time zone: the prerendered HTML and the hydrated page must agree.
const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

function newestFirst(items: readonly NewsItem[]): NewsItem[] {
  return [...items].sort((a, b) => b.date.localeCompare(a.date));
}

/** The news index: newest first, or a clear note that there is nothing yet. */
export function NewsList({ id, eyebrow, title, intro, items, empty }: NewsListProps) {
  const headingId = useId();
  return (
    <Section id={id} tone="tinted" aria-labelledby={headingId}>
      <Reveal className="mx-auto max-w-3xl">
        <SectionHeader eyebrow={eyebrow} title={title} intro={intro} headingId={headingId} />
        {items.length === 0 ? (
          <Card className="text-center">
            <p className="text-xl font-semibold">{empty.title}</p>
            <p className="mt-3 text-muted">{empty.text}</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              {empty.actions.map((action, i) => (
                <ButtonLink
                  key={action.href}
                  href={action.href}
                  variant={i === 0 ? "primary" : "secondary"}
                >
                  {action.label}
                </ButtonLink>
              ))}
            </div>
          </Card>
        ) : (
          <ol className="space-y-6">
            {newestFirst(items).map((item) => (
              <li key={`${item.date}-${item.title}`}>
                <Card>
                  <time dateTime={item.date} className="text-sm font-semibold text-brand-700">
                    {dateFormat.format(new Date(item.date))}
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
