// Pre-build step (also before `astro dev`): the one web font the site loads,
// cut down to what the pages draw (ADR 0008).
//
// Fontsource's Latin file of Inter Variable carries the whole weight axis
// (100–900) and 49 KB; every visitor fetches it at the highest priority while the
// first screen is painting. The site sets text at 400–700 only, so the axis is
// limited to that range and the glyphs to the Latin range the @font-face in
// src/app.css declares (the same list, so no letter it promises is missing).
// Written to src/generated/ (git-ignored): it follows the installed Fontsource
// version instead of a binary someone must remember to refresh.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

/** Fontsource's unicode-range of its Latin subset, as declared in src/app.css. */
export const LATIN_RANGES = [
  [0x0000, 0x00ff],
  [0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6],
  [0x02da],
  [0x02dc],
  [0x0304],
  [0x0308],
  [0x0329],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
  [0xfeff],
  [0xfffd],
];

/** The weights the site's styles use (normal, medium, semibold, bold). */
export const WEIGHT_RANGE = { min: 400, max: 700, default: 400 };

export const OUTPUT = fileURLToPath(
  new URL("../src/generated/inter-latin-400-700.woff2", import.meta.url),
);

/** Every code point of the ranges, as the text the subset must be able to draw. */
export function rangeText(ranges) {
  return ranges
    .flatMap(([first, last = first]) =>
      Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
    )
    .join("");
}

async function main() {
  const source = createRequire(import.meta.url).resolve(
    "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  );
  const font = await readFile(source);
  const subset = await subsetFont(font, rangeText(LATIN_RANGES), {
    targetFormat: "woff2",
    variationAxes: { wght: WEIGHT_RANGE },
  });
  await mkdir(path.dirname(OUTPUT), { recursive: true });
  await writeFile(OUTPUT, subset);
  console.log(
    `Inter subset: ${(font.length / 1024).toFixed(1)} KB -> ${(subset.length / 1024).toFixed(1)} KB (${path.relative(process.cwd(), OUTPUT)})`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
