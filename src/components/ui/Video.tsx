import type { PlayerCopy } from "~/content/ui-copy";
import { captionsPath } from "~/lib/captions";
import { assetUrl } from "~/site.config";

/** A video file with its poster; paths go through assetUrl(). */
export interface VideoCopy {
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
  /** The page's words for players and its captions' language. */
  player: PlayerCopy;
  width: number;
  height: number;
  /** Always muted; started by scripts/video-autoplay.ts, never under prefers-reduced-motion. */
  autoPlay?: boolean;
  muted?: boolean;
  loop?: boolean;
  /**
   * The player is in the page's first screen. Its poster is painted with the text (never lazy;
   * the page's head preloads it through Page's `leadImage`), and its metadata waits for the
   * page's load (scripts/video-state.ts), so the clip's bytes do not compete with the first screen.
   */
  lead?: boolean;
}

/**
 * A native player with captions in the page's language that loads only its metadata until the visitor presses play,
 * and nothing at all (poster included) until it nears the viewport: browsers
 * that know `loading="lazy"` on video wait for it (ADR 0008), the others load
 * as before. A lead player (first screen) loads its poster at once and its
 * metadata after the page's load (ADR 0015).
 */
export function Video({
  src,
  poster,
  title,
  player,
  width,
  height,
  autoPlay = false,
  muted = false,
  loop = false,
  lead = false,
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
        // Without scripts a lead player stays at "none" and loads when played.
        preload={lead ? "none" : "metadata"}
        data-lead={lead ? "" : undefined}
        loading={lead ? undefined : "lazy"}
        playsInline
        // Never the autoplay attribute: it would start the clip before the visitor's
        // motion setting can be read. The script reads this mark instead.
        data-autoplay={autoPlay ? "" : undefined}
        muted={autoPlay || muted}
        loop={loop}
        // Positioned: Chromium 150 finds no unpositioned video under the pointer inside
        // a contained box (the frame, app.css), so a press reached the frame, not the
        // player, and the pointer never brought up the controls.
        className="relative block size-full rounded-2xl bg-ink"
      >
        {/* Served from the page's own origin, as a track must be without CORS. */}
        <track
          kind="captions"
          src={captionsPath(player.lang, src)}
          srcLang={player.lang}
          label={player.captionsLabel}
          default
        />
        {player.fallback}
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
