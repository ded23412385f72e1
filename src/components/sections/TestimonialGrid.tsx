import { TestimonialCard } from "~/components/cards/TestimonialCard";
import { SectionFrame, type SectionTone } from "~/components/headers/SectionFrame";
import type { TestimonialGridCopy } from "./TestimonialGrid.schema";

export type { TestimonialGridCopy };

/**
 * A few quotes side by side, nothing to scroll: for three voices a carousel
 * would only hide one, and would cost its script.
 */
export function TestimonialGrid({
  items,
  tone,
  ...heading
}: TestimonialGridCopy & { tone?: SectionTone }) {
  return (
    <SectionFrame {...heading} tone={tone}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>
            <TestimonialCard {...item} />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
