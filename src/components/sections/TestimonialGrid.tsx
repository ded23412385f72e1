import { SectionFrame, type SectionTone } from "./SectionFrame";
import type { SectionHeading } from "./SectionHeader";
import { type Testimonial, TestimonialCard } from "./TestimonialCard";

export interface TestimonialGridContent extends SectionHeading {
  items: readonly Testimonial[];
}

/**
 * A few quotes side by side, nothing to scroll: for three voices a carousel
 * would only hide one, and would cost its script.
 */
export function TestimonialGrid({
  items,
  tone,
  ...heading
}: TestimonialGridContent & { tone?: SectionTone }) {
  return (
    <SectionFrame {...heading} tone={tone}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.name}>
            <TestimonialCard {...item} />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
