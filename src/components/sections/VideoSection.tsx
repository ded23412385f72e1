import { useId } from "react";
import type { SectionTone } from "~/components/headers/SectionFrame";
import { SectionHeader } from "~/components/headers/SectionHeader";
import { Reveal } from "~/components/ui/Reveal";
import { Section } from "~/components/ui/Section";
import { Video } from "~/components/ui/Video";
import type { PlayerCopy } from "~/content/ui-copy";
import { cn } from "~/lib/cn";
import type { VideoSectionCopy } from "./VideoSection.schema";

export type { VideoSectionCopy };

export interface VideoSectionProps extends VideoSectionCopy {
  /** The page's words for players and its captions' language. */
  player: PlayerCopy;
  tone?: SectionTone;
  /**
   * "stacked": the heading centred over a wide video, for a page's one film.
   * "split": on wide screens the heading beside the video, for a tour among other sections.
   */
  layout?: "stacked" | "split";
  /** The band is in the page's first screen on a phone; see Video's `lead`. */
  lead?: boolean;
}

/** A titled band around one video with native controls. */
export function VideoSection({
  id,
  eyebrow,
  title,
  intro,
  video,
  player,
  tone,
  layout = "stacked",
  lead = false,
}: VideoSectionProps) {
  const headingId = useId();
  const split = layout === "split";
  return (
    <Section id={id} tone={tone} aria-labelledby={headingId}>
      <Reveal
        className={cn(
          split && "grid gap-x-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-center",
        )}
      >
        <SectionHeader
          eyebrow={eyebrow}
          title={title}
          intro={intro}
          headingId={headingId}
          align={split ? "start" : "center"}
          className={cn(split && "lg:mb-0")}
        />
        <div
          className={cn(
            "overflow-hidden rounded-2xl bg-brand-900 shadow-lg ring-1 ring-line",
            !split && "mx-auto max-w-4xl",
          )}
        >
          <Video
            src={video.src}
            poster={video.poster}
            title={video.title}
            player={player}
            width={video.width}
            height={video.height}
            lead={lead}
          />
        </div>
      </Reveal>
    </Section>
  );
}
