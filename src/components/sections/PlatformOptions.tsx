import { SectionFrame, type SectionTone } from "~/components/headers/SectionFrame";
import { Icon } from "~/components/icons/Icon";
import { Badge } from "~/components/ui/Badge";
import { cn } from "~/lib/cn";
import type {
  PlatformOption,
  PlatformOptionsCopy,
  PlatformRecommendation,
} from "./PlatformOptions.schema";

export type { PlatformOption, PlatformOptionsCopy, PlatformRecommendation };

/** The ways to run the platform side by side; a page may highlight the one it recommends. */
export function PlatformOptions({
  id,
  eyebrow,
  title,
  intro,
  options,
  recommended,
  tone,
}: PlatformOptionsCopy & { tone?: SectionTone }) {
  return (
    <SectionFrame id={id} eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {options.map((option) => {
          const badge = option.title === recommended?.option ? recommended.badge : undefined;
          const highlighted = badge !== undefined;
          return (
            <li key={option.title} className={cn("flex", highlighted && "lg:-my-4")}>
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
                  <h3 className="text-2xl font-semibold">{option.title}</h3>
                  {highlighted ? <Badge variant="accent">{badge}</Badge> : null}
                </div>
                {/* On a tablet the card runs the page's width: its features in two columns. */}
                <ul className="mt-6 gap-x-10 md:max-lg:columns-2">
                  {option.features.map((feature) => (
                    <li key={feature} className="mb-3 flex break-inside-avoid gap-3 last:mb-0">
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
    </SectionFrame>
  );
}
