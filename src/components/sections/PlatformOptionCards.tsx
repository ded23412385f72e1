import { Icon } from "~/components/icons/Icon";
import { Badge } from "~/components/ui/Badge";
import { cn } from "~/lib/cn";
import type { PlatformOption, PlatformRecommendation } from "./PlatformOptionCards.schema";

export type { PlatformOption, PlatformRecommendation };

interface PlatformOptionCardsProps {
  options: readonly PlatformOption[];
  recommended?: PlatformRecommendation;
  /** The id of the heading the cards stand under, which names the row a phone scrolls. */
  labelledBy?: string;
  /**
   * The level of each option's title: one below the heading the cards stand under
   * (4 under the company offer's h3, 3 directly under a section's h2).
   */
  headingLevel?: 3 | 4;
}

/**
 * The ways to run the platform side by side; a page may highlight the one it recommends.
 * Each option's title is a heading one level below the one the cards stand under: an
 * h4 under the h3 of the company offer's platform part, an h3 under a section's h2. On a
 * phone they are a row to swipe, the next card showing at the edge: stacked, three
 * cards took more than a screen's height of a page that must not grow (issue 40). The
 * row takes focus, so a keyboard scrolls it too: the list sits in a group named by the
 * heading, which is the stop in the tab order, as a list is no control to stop at. A
 * group, not a region: the section around it is already a region of that name.
 */
export function PlatformOptionCards({
  options,
  recommended,
  labelledBy,
  headingLevel = 4,
}: PlatformOptionCardsProps) {
  const OptionHeading = headingLevel === 3 ? "h3" : "h4";
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named row of cards is a group, not a form fieldset
    <div
      role="group"
      aria-labelledby={labelledBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling row must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className="-mx-4 snap-x snap-mandatory scroll-px-4 overflow-x-auto px-4 pt-1 pb-4 md:mx-0 md:overflow-visible md:p-0"
    >
      <ul className="flex gap-4 md:grid md:gap-6 lg:grid-cols-3">
        {options.map((option) => {
          const badge = option.title === recommended?.option ? recommended.badge : undefined;
          const highlighted = badge !== undefined;
          return (
            <li
              key={option.title}
              className={cn(
                "flex w-[85%] shrink-0 snap-start md:w-auto",
                highlighted && "lg:-my-4",
              )}
            >
              <div
                className={cn(
                  "flex-1 rounded-2xl p-6 sm:p-8",
                  // The recommended option is the one dark card of the row, raised above the others.
                  highlighted
                    ? "bg-brand-900 text-white shadow-xl lg:py-12"
                    : "bg-white shadow-sm ring-1 ring-line",
                )}
              >
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <OptionHeading className="text-2xl font-semibold">{option.title}</OptionHeading>
                  {highlighted ? <Badge variant="accent">{badge}</Badge> : null}
                </div>
                {/* On a tablet the card runs the page's width: its features in two columns. */}
                <ul className="mt-5 gap-x-10 md:max-lg:columns-2">
                  {option.features.map((feature) => (
                    <li key={feature} className="mb-2 flex break-inside-avoid gap-3 last:mb-0">
                      <Icon
                        name="check"
                        className={cn(
                          "mt-0.5 size-5",
                          highlighted ? "text-accent-500" : "text-brand-600",
                        )}
                      />
                      {feature}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
