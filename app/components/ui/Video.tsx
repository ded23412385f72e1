import { useEffect, useRef } from "react";
import { usePrefersReducedMotion } from "~/hooks/usePrefersReducedMotion";
import { useUiText } from "~/hooks/useUiText";
import { cn } from "~/lib/cn";
import { assetUrl } from "~/site.config";

export interface VideoProps {
  src: string;
  poster: string;
  /** The video's accessible name. */
  title: string;
  width: number;
  height: number;
  /** Always muted; never under prefers-reduced-motion. */
  autoPlay?: boolean;
  muted?: boolean;
  loop?: boolean;
  className?: string;
}

/** Share of an autoplaying clip that must be on screen for it to play. */
export const AUTOPLAY_VISIBLE_SHARE = 0.5;

/** A native player that loads only its metadata until the visitor presses play. */
export function Video({
  src,
  poster,
  title,
  width,
  height,
  autoPlay = false,
  muted = false,
  loop = false,
  className,
}: VideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const { video: text } = useUiText();

  // The prerendered HTML has no autoplay attribute, since it would start playing
  // before the motion setting can be read; playback is started here instead.
  useEffect(() => {
    const video = ref.current;
    if (!autoPlay || !video) return;
    if (reducedMotion) {
      video.pause();
      return;
    }
    video.muted = true;
    // A browser may still refuse (data saver, policy); the controls remain.
    const play = () => video.play()?.catch(() => {});
    if (typeof IntersectionObserver !== "function") {
      play();
      return;
    }
    // A clip plays while at least half of it is on screen: off screen it would
    // spend data and main-thread time on frames nobody sees. Once the visitor
    // pauses it, it stays paused.
    let pausingForView = false;
    let stoppedByVisitor = false;
    const onPause = () => {
      if (pausingForView) pausingForView = false;
      else stoppedByVisitor = true;
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        if (visible && !stoppedByVisitor) play();
        else if (!visible && !video.paused) {
          pausingForView = true;
          video.pause();
        }
      },
      { threshold: AUTOPLAY_VISIBLE_SHARE },
    );
    video.addEventListener("pause", onPause);
    observer.observe(video);
    return () => {
      observer.disconnect();
      video.removeEventListener("pause", onPause);
    };
  }, [autoPlay, reducedMotion]);

  return (
    <video
      ref={ref}
      src={assetUrl(src)}
      poster={assetUrl(poster)}
      width={width}
      height={height}
      aria-label={title}
      controls
      preload="metadata"
      playsInline
      // Set once hydrated and motion is welcome (the hook answers "reduce" until then).
      autoPlay={autoPlay && !reducedMotion}
      muted={autoPlay || muted}
      loop={loop}
      className={cn("h-auto w-full rounded-2xl bg-ink", className)}
    >
      {text.fallback}
    </video>
  );
}
