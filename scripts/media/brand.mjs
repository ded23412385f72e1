// What the media generators share: the app's brand tokens (src/app.css) in sRGB,
// the font stack for the few numerals drawn into SVGs, and writing a set of files.
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

export const c = {
  b50: "#f0f5ff",
  b100: "#dde7ff",
  b200: "#bccfff",
  b500: "#4761e4",
  b600: "#3548d1",
  b700: "#2b39a8",
  b900: "#131d53",
  deep: "#0c1240",
  a100: "#cdfaec",
  a500: "#00ba99",
  a700: "#006955",
  ink: "#1a1f3c",
  soft: "#c9d6ff",
};

export const FONT = "Inter, Arial, sans-serif";

/** Writes `files` (name → content) into `dir` under public/, printing each size. */
export function writeMedia(dir, files) {
  const out = path.resolve("public", dir);
  mkdirSync(out, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(out, name);
    writeFileSync(file, content);
    console.log(`${name}: ${statSync(file).size} bytes`);
  }
}
