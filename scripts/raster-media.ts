// Pre-build step (also before `astro dev`): WebP copies of the SVG logos under
// public/media/, at their own width and at twice it, beside the SVG (ADR 0019).
// The names come from src/lib/raster-media.ts, which the pictures' srcset uses too.
// Written into public/ (git-ignored there) so that the dev server serves
// them as well; a copy newer than its SVG is kept, so a second build costs nothing.
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import subsetFont from "subset-font";
import { hasRasterCopies, RASTER_SCALES, rasterPath } from "../src/lib/raster-media";

const PUBLIC_DIR = fileURLToPath(new URL("../public", import.meta.url));

/**
 * WebP, not AVIF: every browser the site serves decodes it, so one <img> needs no
 * <picture> fallback, and it decodes faster. Quality 80 keeps the wordmarks' letters clean.
 */
const WEBP = { quality: 80 } as const;

/** The weights the wordmarks set their text in. */
const TEXT_WEIGHTS = [600, 700] as const;

interface Job {
  svg: Buffer;
  width: number;
  target: string;
}

/** The SVG's own width in pixels (its `width` attribute, else its viewBox). */
function intrinsicWidth(svg: string): number {
  const root = svg.match(/<svg\b[^>]*>/)?.[0] ?? "";
  const width = root.match(/\swidth="(\d+(?:\.\d+)?)(?:px)?"/)?.[1];
  const viewBoxWidth = root.match(/\sviewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)/)?.[1];
  const value = Number(width ?? viewBoxWidth);
  if (!Number.isFinite(value) || value <= 0) throw new Error("no width or viewBox on the <svg>");
  return Math.round(value);
}

async function newerThan(file: string, source: number): Promise<boolean> {
  try {
    return (await stat(file)).mtimeMs >= source;
  } catch {
    return false;
  }
}

/** The copies of one SVG that are missing or older than it. */
async function staleCopies(urlPath: string): Promise<Job[]> {
  const file = path.join(PUBLIC_DIR, urlPath);
  const [svg, { mtimeMs }] = await Promise.all([readFile(file), stat(file)]);
  let width: number;
  try {
    width = intrinsicWidth(svg.toString("utf8"));
  } catch (error) {
    throw new Error(`${urlPath}: ${(error as Error).message}`);
  }
  const jobs: Job[] = [];
  for (const scale of RASTER_SCALES) {
    const target = path.join(PUBLIC_DIR, rasterPath(urlPath, width * scale));
    if (!(await newerThan(target, mtimeMs))) jobs.push({ svg, width: width * scale, target });
  }
  return jobs;
}

/** Every letter the logos set as text, so the fonts below can be cut to them. */
function textOf(svgs: readonly Buffer[]): string {
  const letters = new Set<string>();
  for (const svg of svgs) {
    for (const [, text = ""] of svg.toString("utf8").matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)) {
      for (const letter of text) letters.add(letter);
    }
  }
  return [...letters].join("");
}

/**
 * Inter as TrueType files (the renderer reads no WOFF) in `dir`, cut to `text`. The
 * wordmarks are set in it whatever fonts the machine has: a build image without
 * any would otherwise draw them blank.
 */
async function textFonts(dir: string, text: string): Promise<string[]> {
  const files = path.join(
    path.dirname(createRequire(import.meta.url).resolve("@fontsource/inter")),
    "files",
  );
  return Promise.all(
    TEXT_WEIGHTS.map(async (weight) => {
      const woff = await readFile(path.join(files, `inter-latin-${weight}-normal.woff`));
      const file = path.join(dir, `inter-${weight}.ttf`);
      await writeFile(file, await subsetFont(woff, text, { targetFormat: "truetype" }));
      return file;
    }),
  );
}

async function main() {
  const entries = await readdir(path.join(PUBLIC_DIR, "media"), { recursive: true });
  const pictures = entries
    .map((entry) => `/media/${entry.split(path.sep).join("/")}`)
    .filter(hasRasterCopies);
  const jobs = (await Promise.all(pictures.map(staleCopies))).flat();
  if (jobs.length > 0) {
    const fontDir = await mkdtemp(path.join(os.tmpdir(), "raster-media-"));
    try {
      const font = {
        loadSystemFonts: false,
        fontFiles: await textFonts(fontDir, textOf(jobs.map((job) => job.svg))),
        defaultFontFamily: "Inter",
        sansSerifFamily: "Inter",
      };
      // resvg draws on this thread; sharp encodes on libuv's pool, so encodes overlap.
      await Promise.all(
        jobs.map(({ svg, width, target }) => {
          const png = new Resvg(svg, { fitTo: { mode: "width", value: width }, font })
            .render()
            .asPng();
          return sharp(png)
            .webp(WEBP)
            .toBuffer()
            .then((webp) => writeFile(target, webp));
        }),
      );
    } finally {
      await rm(fontDir, { recursive: true, force: true });
    }
  }
  console.log(`Raster media: ${pictures.length} SVGs, ${jobs.length} WebP copies written`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
