import { useEffect, useId, useRef, useState } from "react";
import { Icon } from "~/components/icons/Icon";
import { Section } from "~/components/ui/Section";
import type { Logo } from "~/content/types";
import { usePrefersReducedMotion } from "~/hooks/usePrefersReducedMotion";
import { assetUrl } from "~/site.config";

export interface LogoStripContent {
  title: string;
  logos: readonly Logo[];
  pauseLabel: string;
  playLabel: string;
}

/** How long one logo takes to pass, so long lists do not race. */
const MS_PER_LOGO = 2500;

function LogoList({ logos, hidden }: { logos: readonly Logo[]; hidden?: boolean }) {
  return (
    <ul className="flex shrink-0 items-center" aria-hidden={hidden || undefined}>
      {logos.map((logo) => (
        <li key={logo.name} className="shrink-0 px-6 sm:px-8">
          <img
            src={assetUrl(logo.logo)}
            alt={logo.alt}
            width={240}
            height={64}
            loading="lazy"
            decoding="async"
            className="h-12 w-auto opacity-90 sm:h-14"
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * A strip of logos moving in an endless loop: the list is shown twice and the
 * track slides by one list width. It moves only with JavaScript (Web Animations,
 * no CSS keyframes to ship), stays still under prefers-reduced-motion until the
 * visitor presses play, holds while hovered, and always has a visible pause/play
 * button (WCAG 2.2.2).
 */
export function LogoStrip({ title, logos, pauseLabel, playLabel }: LogoStripContent) {
  const headingId = useId();
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const animationRef = useRef<Animation | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const playing = choice ?? !reducedMotion;

  useEffect(() => {
    const track = trackRef.current;
    if (!track?.animate) return;
    const animation = track.animate(
      [{ transform: "translateX(0)" }, { transform: "translateX(-50%)" }],
      { duration: logos.length * MS_PER_LOGO, iterations: Number.POSITIVE_INFINITY },
    );
    animation.pause();
    animationRef.current = animation;
    const viewport = viewportRef.current;
    const hold = () => setHovered(true);
    const release = () => setHovered(false);
    viewport?.addEventListener("mouseenter", hold);
    viewport?.addEventListener("mouseleave", release);
    return () => {
      animation.cancel();
      viewport?.removeEventListener("mouseenter", hold);
      viewport?.removeEventListener("mouseleave", release);
    };
  }, [logos.length]);

  useEffect(() => {
    const animation = animationRef.current;
    if (playing && !hovered) animation?.play();
    else animation?.pause();
  }, [playing, hovered]);

  return (
    <Section aria-labelledby={headingId} className="py-10 sm:py-14">
      <div className="mb-6 flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-sm font-semibold tracking-wide text-muted uppercase">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => setChoice(!playing)}
          className="inline-flex min-w-36 items-center justify-center gap-2 rounded-full px-3 py-2 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
        >
          <Icon name={playing ? "pause" : "play"} className="size-4" />
          {playing ? pauseLabel : playLabel}
        </button>
      </div>
      <div ref={viewportRef} className="overflow-hidden mask-x-from-90% mask-x-to-100%">
        <div ref={trackRef} className="flex w-max">
          <LogoList logos={logos} />
          <LogoList logos={logos} hidden />
        </div>
      </div>
    </Section>
  );
}
