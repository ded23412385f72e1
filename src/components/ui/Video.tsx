import { assetUrl } from "~/site.config";

/** A video file with its poster; paths go through assetUrl(). */
export interface VideoContent {
  src: string;
  poster: string;
  title: string;
  width: number;
  height: number;
  placeholder?: boolean;
}

export interface VideoProps {
  src: string;
  poster: string;
  /** The video's accessible name. */
  title: string;
  /** Shown by browsers that cannot play video, in the page's language. */
  fallback: string;
  width: number;
  height: number;
  /** Always muted; started by scripts/video-autoplay.ts, never under prefers-reduced-motion. */
  autoPlay?: boolean;
  muted?: boolean;
  loop?: boolean;
}

/**
 * A native player that loads only its metadata until the visitor presses play,
 * and nothing at all (poster included) until it nears the viewport: browsers
 * that know `loading="lazy"` on video wait for it (ADR 0008), the others load
 * as before.
 */
export function Video({
  src,
  poster,
  title,
  fallback,
  width,
  height,
  autoPlay = false,
  muted = false,
  loop = false,
}: VideoProps) {
  return (
    // The frame carries the clip's state (scripts/video-state.ts) for the play
    // badge, and its 16:9 box while the player is not yet drawn (app.css).
    <div data-video-frame="paused" className="relative aspect-video">
      <video
        src={assetUrl(src)}
        poster={assetUrl(poster)}
        width={width}
        height={height}
        aria-label={title}
        controls
        preload="metadata"
        loading="lazy"
        playsInline
        // Never the autoplay attribute: it would start the clip before the visitor's
        // motion setting can be read. The script reads this mark instead.
        data-autoplay={autoPlay ? "" : undefined}
        muted={autoPlay || muted}
        loop={loop}
        className="block size-full rounded-2xl bg-ink"
      >
        {fallback}
      </video>
      <span aria-hidden="true" className="video-play-badge">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          focusable="false"
          className="size-5 translate-x-0.5 sm:size-6"
        >
          <path d="M7 4.5v15l13-7.5Z" fill="currentColor" />
        </svg>
      </span>
    </div>
  );
}
