import { SectionFrame, type SectionTone } from "~/components/headers/SectionFrame";
import { Carousel, type CarouselCopy } from "~/components/ui/Carousel";
import { MediaImage } from "~/components/ui/MediaImage";
import type { PartnerLogosCopy } from "./PartnerLogos.schema";

export type { PartnerLogosCopy };

/** The section's copy, its logos included, and the words of the carousel's controls. */
export type PartnerLogosProps = PartnerLogosCopy & { carouselCopy: CarouselCopy };

/** A looping carousel of partner logos: 2, 3, 4 or 5 per view as the screen widens. */
export function PartnerLogos({
  id,
  eyebrow,
  title,
  intro,
  partners,
  carouselLabel,
  carouselCopy,
  tone,
}: PartnerLogosProps & { tone?: SectionTone }) {
  return (
    <SectionFrame id={id} eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      <Carousel
        label={carouselLabel}
        copy={carouselCopy}
        items={partners}
        getKey={(partner) => partner.name}
        slideClassName="basis-1/2 sm:basis-1/3 md:basis-1/4 lg:basis-1/5"
        // A ring is drawn outside the box: a pixel of margin keeps the carousel from clipping it.
        renderSlide={(partner) => (
          <div className="mx-px flex h-24 items-center justify-center rounded-xl bg-white px-4 ring-1 ring-line">
            <MediaImage
              src={partner.logo}
              alt={partner.alt}
              width={240}
              height={64}
              className="h-auto max-h-12 w-full max-w-44 object-contain"
            />
          </div>
        )}
      />
    </SectionFrame>
  );
}
