/**
 * Sets the logo strips (components/sections/LogoStrip.tsx) moving and drives
 * their pause/play buttons. A strip moves only while data-playing="true"
 * (app.css); it starts so unless the visitor prefers reduced motion, and then
 * follows that setting until the visitor presses the button.
 */
export function startLogoStrips(): void {
  const strips = document.querySelectorAll<HTMLElement>("[data-logo-strip]");
  if (strips.length === 0) return;
  const reducedMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)");

  for (const strip of strips) {
    const toggle = strip.querySelector<HTMLButtonElement>("[data-logo-strip-toggle]");
    // Without its button a strip could not be stopped, so it must not move.
    if (!toggle) continue;
    const labels = toggle.querySelectorAll<HTMLElement>("[data-logo-strip-label]");
    const show = (playing: boolean) => {
      strip.dataset.playing = String(playing);
      // The button says what a press will do: pause while moving, play while still.
      for (const label of labels) {
        label.hidden = label.dataset.logoStripLabel !== (playing ? "pause" : "play");
      }
    };

    strip.style.setProperty("--logo-strip-duration", `${strip.dataset.durationMs}ms`);
    let chosen = false;
    show(!reducedMotion?.matches);
    toggle.addEventListener("click", () => {
      chosen = true;
      show(strip.dataset.playing !== "true");
    });
    reducedMotion?.addEventListener("change", () => {
      if (!chosen) show(!reducedMotion.matches);
    });
  }
}
