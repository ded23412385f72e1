/**
 * Starts the clips components/ui/Video.tsx marks with data-autoplay. The HTML has
 * no autoplay attribute, since that would start playing before the visitor's
 * motion setting can be read; under prefers-reduced-motion nothing starts.
 */

/** Share of an autoplaying clip that must be on screen for it to play. */
export const AUTOPLAY_VISIBLE_SHARE = 0.5;

/** A browser may still refuse (data saver, policy); the controls remain. */
function play(video: HTMLVideoElement): void {
  video.play()?.catch(() => {});
}

export function startVideoAutoplay(): void {
  const videos = document.querySelectorAll<HTMLVideoElement>("video[data-autoplay]");
  if (videos.length === 0 || window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) {
    return;
  }
  for (const video of videos) video.muted = true;

  if (typeof IntersectionObserver !== "function") {
    for (const video of videos) play(video);
    return;
  }

  // A clip plays while at least half of it is on screen: off screen it would
  // spend data and main-thread time on frames nobody sees. Once the visitor
  // pauses it, it stays paused.
  const pausingForView = new WeakSet<HTMLVideoElement>();
  const stoppedByVisitor = new WeakSet<HTMLVideoElement>();
  const observer = new IntersectionObserver(
    (entries) => {
      const latest = new Map(entries.map((entry) => [entry.target as HTMLVideoElement, entry]));
      for (const [video, entry] of latest) {
        if (entry.isIntersecting) {
          if (!stoppedByVisitor.has(video)) play(video);
        } else if (!video.paused) {
          pausingForView.add(video);
          video.pause();
        }
      }
    },
    { threshold: AUTOPLAY_VISIBLE_SHARE },
  );
  for (const video of videos) {
    video.addEventListener("pause", () => {
      if (pausingForView.has(video)) pausingForView.delete(video);
      else stoppedByVisitor.add(video);
    });
    observer.observe(video);
  }
}
