// Generates the placeholder media of the individuals and learning-journey pages
// into public/media/journey/: feature illustrations as small
// SVGs, and the intro clip in every language (H.264 with WebP posters).
// The owner replaces these files with real ones under the same names.
// Run: node scripts/media/generate-journey-media.mjs  (needs ffmpeg on PATH)
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { renderClipSet } from "./brand-clips.mjs";
import { journeyIllustrations } from "./journey-illustrations.mjs";

const out = path.resolve("public/media/journey");
mkdirSync(out, { recursive: true });

for (const [name, svg] of Object.entries(journeyIllustrations)) {
  writeFileSync(path.join(out, `${name}.svg`), svg);
}

// The intro clips (English intro.mp4, then intro-de.mp4, intro-fr.mp4…, each with a WebP
// poster): brand title cards in Inter, rendered by scripts/media/brand-clips.mjs.
await renderClipSet("journey");
