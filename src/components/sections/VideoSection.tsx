import { Video, type VideoContent } from "~/components/ui/Video";
import { SectionFrame, type SectionTone } from "./SectionFrame";
import type { SectionHeading } from "./SectionHeader";

export interface VideoSectionContent extends SectionHeading {
  video: VideoContent;
  /** Shown by browsers that cannot play video. */
  videoFallback: string;
}

/** A titled band around one video with native controls. */
export function VideoSection({
  id,
  eyebrow,
  title,
  intro,
  video,
  videoFallback,
  tone,
}: VideoSectionContent & { tone?: SectionTone }) {
  return (
    <SectionFrame id={id} eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      <div className="mx-auto max-w-4xl overflow-hidden rounded-2xl bg-brand-900 shadow-lg ring-1 ring-line">
        <Video
          src={video.src}
          poster={video.poster}
          title={video.title}
          fallback={videoFallback}
          width={video.width}
          height={video.height}
        />
      </div>
    </SectionFrame>
  );
}
