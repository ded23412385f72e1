import { TestimonialCard } from "~/components/cards/TestimonialCard";
import { SectionFrame, type SectionTone } from "~/components/headers/SectionFrame";
import { Carousel, type CarouselCopy } from "~/components/ui/Carousel";
import type { TestimonialsCopy } from "./Testimonials.schema";

export type { TestimonialsCopy };

/** The section's copy, its quotes included, and the words of the carousel's controls. */
export interface TestimonialsProps extends TestimonialsCopy {
  carouselCopy: CarouselCopy;
  tone?: SectionTone;
}

/** Customer quotes in a looping, drag-free carousel: one per view on phones, two from md up. */
export function Testimonials({
  id,
  eyebrow,
  title,
  intro,
  items,
  carouselLabel,
  carouselCopy,
  tone,
}: TestimonialsProps) {
  return (
    <SectionFrame id={id} eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      <Carousel
        label={carouselLabel}
        copy={carouselCopy}
        items={items}
        getKey={(item) => item.id}
        slideClassName="basis-full md:basis-1/2"
        dragFree
        renderSlide={(item) => <TestimonialCard {...item} />}
      />
    </SectionFrame>
  );
}
