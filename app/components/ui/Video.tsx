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

  // Autoplay is started here rather than by the attribute: the prerendered HTML
  // would otherwise start playing before we can check the motion setting.
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
    // A clip starts when it first comes into view: off screen it would spend data
    // and main-thread time on frames nobody sees.
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      play();
      observer.disconnect();
    });
    observer.observe(video);
    return () => observer.disconnect();
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
      muted={autoPlay || muted}
      loop={loop}
      className={cn("h-auto w-full rounded-2xl bg-ink", className)}
    >
      {text.fallback}
    </video>
  );
}
