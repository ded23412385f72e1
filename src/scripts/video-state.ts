/**
 * Marks each player's frame (components/ui/Video.tsx) with whether its clip is
 * playing, so the stylesheet shows the play badge only on a paused clip. CSS
 * cannot tell yet: Chromium has no :paused.
 */
export function startVideoState(): void {
  for (const frame of document.querySelectorAll<HTMLElement>("[data-video-frame]")) {
    const video = frame.querySelector("video");
    if (!video) continue;
    const mark = () => {
      frame.dataset.videoFrame = video.paused ? "paused" : "playing";
    };
    for (const type of ["play", "pause", "ended"]) video.addEventListener(type, mark);
    mark();
  }
}

/**
 * A lead player (Video's `lead`) asks for its metadata once the page has loaded
 * and shown the frame after: before that, its clip would share a slow link with
 * the first screen's text, font and poster.
 */
export function startLeadVideoMetadata(): void {
  const load = () => {
    for (const video of document.querySelectorAll<HTMLVideoElement>("video[data-lead]")) {
      video.preload = "metadata";
    }
  };
  // The second frame after the load starts only once the first one, which holds the
  // poster if the load came before any paint, is on screen.
  const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(load));
  if (document.readyState === "complete") afterPaint();
  else addEventListener("load", afterPaint, { once: true });
}
