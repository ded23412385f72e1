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
