import { useId } from "react";
import { SectionHeader } from "~/components/headers/SectionHeader";
import { Icon } from "~/components/icons/Icon";
import { Section } from "~/components/ui/Section";
import { cn } from "~/lib/cn";
import type { OfferPathCopy, OfferPathsCopy } from "./OfferPaths.schema";

export type { OfferPathsCopy };

/**
 * What an offer's own data says (its name, amounts and points), given by the
 * page beside its words, so a price or feature is written in one place only.
 */
export type OfferFacts = {
  name?: string;
  /** The amount the path's price words are written around, e.g. "CHF 270". */
  price?: string;
  /** The amount of the second price line. */
  priceNote?: string;
  points?: readonly string[];
};

type OfferPathsProps = OfferPathsCopy & {
  /** The facts of each offer, by the key its path names (`offer`). */
  offers: Readonly<Record<string, OfferFacts>>;
};

/** A fact the path needs from its words or its offer's data; a build without it would show a blank. */
function required<Value>(value: Value | undefined, offer: string, field: string): Value {
  if (value === undefined) {
    throw new Error(
      `OfferPaths: the "${offer}" path has no ${field}, in its words or its offer's facts`,
    );
  }
  return value;
}

function priceLine(
  words: string,
  amount: string | undefined,
  offer: string,
  field: string,
): string {
  if (!words.includes("{amount}")) return words;
  return words.replace("{amount}", required(amount, offer, `${field} amount`));
}

/** A path as the visitor reads it: its own words, completed with its offer's facts. */
function shown(path: OfferPathCopy, facts: OfferFacts = {}) {
  return {
    ...path,
    name: required(path.title ?? facts.name, path.offer, "title"),
    price: priceLine(path.price, facts.price, path.offer, "price"),
    priceNote:
      path.priceNote === undefined
        ? undefined
        : priceLine(path.priceNote, facts.priceNote, path.offer, "priceNote"),
    points: required(path.points ?? facts.points, path.offer, "points"),
  };
}

/**
 * The individuals hub's comparison of the offers: free, Premium in CHF and the
 * monthly plans in USD, side by side, each leading to the page that sells it.
 */
export function OfferPaths({ id, eyebrow, title, intro, paths, offers }: OfferPathsProps) {
  const headingId = useId();
  return (
    <Section id={id} aria-labelledby={headingId}>
      <SectionHeader eyebrow={eyebrow} title={title} intro={intro} headingId={headingId} />
      <ol className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-3">
        {paths
          .map((written) => shown(written, offers[written.offer]))
          .map((path, index) => (
            <li
              key={path.name}
              className={cn(
                // On a tablet the card runs the page's width: what it costs beside what it holds.
                "flex flex-col rounded-3xl p-6 sm:p-8 md:max-lg:grid md:max-lg:grid-cols-2 md:max-lg:gap-x-10",
                path.highlighted
                  ? "bg-brand-900 text-white shadow-xl"
                  : "bg-surface ring-1 ring-line",
              )}
            >
              <div>
                <p
                  className={cn(
                    "text-sm font-semibold tracking-wide uppercase",
                    path.highlighted ? "text-accent-100" : "text-brand-600",
                  )}
                >
                  <span aria-hidden="true">{index + 1} · </span>
                  {path.forWhom}
                </p>
                <h3 className="mt-3 text-2xl font-bold tracking-tight">{path.name}</h3>
                <p className="mt-4 text-3xl font-bold tracking-tight">{path.price}</p>
                {path.priceNote ? (
                  <p
                    className={cn(
                      "mt-1 text-sm",
                      path.highlighted ? "text-white/80" : "text-muted",
                    )}
                  >
                    {path.priceNote}
                  </p>
                ) : null}
              </div>
              <ul className="mt-6 mb-8 flex-1 space-y-3 md:max-lg:row-span-2 md:max-lg:mt-0">
                {path.points.map((point) => (
                  <li key={point} className="flex gap-3">
                    <Icon
                      name="check"
                      className={cn(
                        "mt-0.5 size-5",
                        path.highlighted ? "text-accent-500" : "text-brand-600",
                      )}
                    />
                    <span className={path.highlighted ? "text-white/90" : undefined}>{point}</span>
                  </li>
                ))}
              </ul>
              <a
                href={path.link.href}
                className={cn(
                  "inline-flex h-12 items-center justify-center gap-2 rounded-full px-6 font-semibold md:max-lg:mt-6 md:max-lg:self-end",
                  path.highlighted
                    ? "bg-white text-brand-900 hover:bg-brand-50"
                    : "bg-white text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50",
                )}
              >
                {path.link.label}
                <Icon name="arrow-right" className="size-4" />
              </a>
            </li>
          ))}
      </ol>
    </Section>
  );
}
