import { useId } from "react";
import { Container } from "~/components/ui/Container";
import type { TrustCentreCopy } from "./TrustCentre.schema";
import { TrustTopic } from "./TrustTopic";

export type { TrustCentreCopy };

/**
 * The trust centre: every topic of a security review on one page, and beside
 * them a table of contents made from the topics themselves, so it links to each
 * one and to nothing else. On wide screens the contents stay in view as the
 * topics scroll past; on narrower ones they open the list. Plain anchor links:
 * the browser scrolls and the global scroll margin keeps each heading clear of
 * the fixed header, with or without JavaScript.
 */
export function TrustCentre({ contents, topics }: TrustCentreCopy) {
  const contentsId = useId();
  return (
    <div className="bg-white py-14 sm:py-20">
      <Container className="lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-16 xl:grid-cols-[16rem_minmax(0,1fr)] xl:gap-20">
        <nav aria-labelledby={contentsId} className="mb-14 lg:mb-0">
          <div className="rounded-2xl bg-surface p-5 ring-1 ring-line sm:p-6 lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:rounded-none lg:bg-transparent lg:p-0 lg:ring-0">
            <p
              id={contentsId}
              className="text-sm font-semibold tracking-wide text-brand-600 uppercase"
            >
              {contents}
            </p>
            <ol className="mt-4 grid gap-x-8 sm:grid-cols-2 lg:grid-cols-1 lg:border-l lg:border-line">
              {topics.map((topic) => (
                <li key={topic.id}>
                  <a
                    href={`#${topic.id}`}
                    className="-ml-px block border-l-2 border-transparent py-2 pl-3 font-medium text-ink/80 hover:border-brand-500 hover:text-brand-700 lg:py-1.5 lg:pl-4 lg:text-sm"
                  >
                    {topic.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <div>
          {topics.map((topic) => (
            <TrustTopic key={topic.id} {...topic} />
          ))}
        </div>
      </Container>
    </div>
  );
}
