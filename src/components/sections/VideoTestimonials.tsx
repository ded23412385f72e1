import { useId } from "react";
import { SectionHeader } from "~/components/headers/SectionHeader";
import { Reveal } from "~/components/ui/Reveal";
import { Section } from "~/components/ui/Section";
import { Video } from "~/components/ui/Video";
import type { PlayerCopy } from "~/content/ui-copy";
import { cn } from "~/lib/cn";
import type { VideoTestimonialsCopy } from "./VideoTestimonials.schema";

export type { VideoTestimonialsCopy };

/** The section's heading and voices, and the page's words for players. */
export type VideoTestimonialsProps = VideoTestimonialsCopy & {
  player: PlayerCopy;
};

/** Customers on video: short silent loops that play by themselves, with the gist beside them. */
export function VideoTestimonials({
  id,
  eyebrow,
  title,
  intro,
  items,
  player,
}: VideoTestimonialsProps) {
  const headingId = useId();
  return (
    <Section id={id} aria-labelledby={headingId}>
      <Reveal>
        <SectionHeader eyebrow={eyebrow} title={title} intro={intro} headingId={headingId} />
        {/* One story a row, the clip large and the quote beside it, sides alternating:
            a small frame would sit under the player's controls. */}
        <ul className="space-y-16 lg:space-y-24">
          {items.map((item, index) => (
            <li key={item.id}>
              <figure className="grid gap-y-6 lg:grid-cols-2 lg:grid-rows-[1fr_auto_1fr] lg:gap-x-16">
                <div
                  className={cn(
                    "overflow-hidden rounded-2xl bg-brand-900 shadow-xl ring-1 ring-line lg:row-span-3 lg:row-start-1 lg:self-center",
                    index % 2 === 1 ? "lg:col-start-2" : "lg:col-start-1",
                  )}
                >
                  <Video {...item.video} player={player} autoPlay muted loop />
                </div>
                <blockquote
                  className={cn(
                    "text-2xl/snug font-semibold tracking-tight text-balance sm:text-3xl/snug lg:row-start-2",
                    index % 2 === 1 ? "lg:col-start-1" : "lg:col-start-2",
                  )}
                >
                  <svg
                    aria-hidden="true"
                    focusable="false"
                    viewBox="0 0 32 24"
                    className="mb-5 h-6 w-8 text-accent-500"
                  >
                    <path
                      fill="currentColor"
                      d="M0 24V14C0 6 4 1 12 0l1 4c-4 1-6 4-6 8h6v12Zm18 0V14c0-8 4-13 12-14l1 4c-4 1-6 4-6 8h6v12Z"
                    />
                  </svg>
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption
                  className={cn(
                    "self-start border-l-2 border-brand-600 pl-4 lg:row-start-3",
                    index % 2 === 1 ? "lg:col-start-1" : "lg:col-start-2",
                  )}
                >
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
