import { useId } from "react";
import { Reveal } from "~/components/ui/Reveal";
import { Section } from "~/components/ui/Section";
import { Video } from "~/components/ui/Video";
import type { SectionHeading, VideoTestimonial } from "~/content/types";
import { SectionHeader } from "./SectionHeader";

export interface VideoTestimonialsContent extends SectionHeading {
  items: readonly VideoTestimonial[];
}

/** Customers on video: short silent loops that play by themselves, with the gist beside them. */
export function VideoTestimonials({ id, eyebrow, title, intro, items }: VideoTestimonialsContent) {
  const headingId = useId();
  return (
    <Section id={id} aria-labelledby={headingId}>
      <Reveal>
        <SectionHeader eyebrow={eyebrow} title={title} intro={intro} headingId={headingId} />
        <ul className="grid gap-10 md:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.name}>
              <figure className="flex h-full flex-col">
                <Video {...item.video} autoPlay muted loop />
                <blockquote className="mt-6 flex-1 text-lg">
                  <p>“{item.quote}”</p>
                </blockquote>
                <figcaption className="mt-4">
                  <span className="block font-semibold">{item.name}</span>
                  <span className="block text-muted">
                    {item.role}, {item.company}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Reveal>
    </Section>
  );
}
