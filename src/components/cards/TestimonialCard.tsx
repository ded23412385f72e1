import { Card } from "~/components/ui/Card";
import { assetUrl } from "~/site.config";
import type { Testimonial } from "./TestimonialCard.schema";

export type { Testimonial };

/** One quote with the speaker's portrait, name, role and company. */
export function TestimonialCard({ name, role, company, image, imageAlt, quote }: Testimonial) {
  return (
    // A ring is drawn outside the box: a pixel of margin keeps the carousel from clipping it.
    <Card className="mx-px flex h-full flex-col">
      <figure className="flex h-full flex-col">
        <blockquote className="flex-1 text-lg text-pretty">
          <p>{quote}</p>
        </blockquote>
        <figcaption className="mt-6 flex items-center gap-4">
          <img
            src={assetUrl(image)}
            alt={imageAlt}
            width={56}
            height={56}
            loading="lazy"
            decoding="async"
            className="size-14 shrink-0 rounded-full"
          />
          <span>
            <span className="block font-semibold">{name}</span>
            <span className="block text-sm text-muted">
              {role}, {company}
            </span>
          </span>
        </figcaption>
      </figure>
    </Card>
  );
}
