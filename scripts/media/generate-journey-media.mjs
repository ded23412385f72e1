// Generates the placeholder intro clip of the learning-journey pages into
// public/media/journey/, in every language (H.264 with WebP posters). The
// owner replaces these files with real ones under the same names. (The pages'
// views of the platform are screens drawn from copy: src/components/product.)
// Run: node scripts/media/generate-journey-media.mjs  (needs ffmpeg on PATH)
import { renderClipSet } from "./brand-clips.mjs";

// The intro clips (English intro.mp4, then intro-de.mp4, intro-fr.mp4…, each with a WebP
// poster): brand title cards in Inter, rendered by scripts/media/brand-clips.mjs.
await renderClipSet("journey");
