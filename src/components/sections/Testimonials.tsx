import { Carousel, type CarouselText } from "~/components/ui/Carousel";
import { SectionFrame, type SectionTone } from "./SectionFrame";
import type { SectionHeading } from "./SectionHeader";
import { type Testimonial, TestimonialCard } from "./TestimonialCard";

export interface TestimonialsContent extends SectionHeading {
  items: readonly Testimonial[];
  /** Names the carousel region for screen readers. */
  carouselLabel: string;
  carouselText: CarouselText;
}

interface TestimonialsProps extends TestimonialsContent {
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
  carouselText,
  tone,
}: TestimonialsProps) {
  return (
    <SectionFrame id={id} eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      <Carousel
        label={carouselLabel}
        text={carouselText}
        items={items}
        getKey={(item) => item.name}
        slideClassName="basis-full md:basis-1/2"
        dragFree
        renderSlide={(item) => <TestimonialCard {...item} />}
      />
    </SectionFrame>
  );
}
