/**
 * Raster copies of the site's SVG pictures (ADR 0019). Chromium draws an SVG in an
 * <img> as a document of its own, built, laid out and painted on the main thread;
 * a WebP is decoded off it. scripts/raster-media.ts writes the files this names,
 * before every build, so the two cannot disagree.
 */

/**
 * The pictures that get raster copies: the logos. Each SVG is tiny (0.4 KB), yet
 * costs the main thread 1–2 ms as a document of its own; its copies are 0.9–3 KB.
 * The drawings and portraits stay SVG: as WebP they were 2–10 times the bytes,
 * and those that load with a page held up its Largest Contentful Paint in
 * Lighthouse's model of a slow connection (`/` by 0.2 s, `/team` by 0.3 s).
 */
const RASTERIZED = /^\/media\/logos\/.+\.svg$/;

/** Whether `svgPath` has raster copies. */
export function hasRasterCopies(svgPath: string): boolean {
  return RASTERIZED.test(svgPath);
}

/** Copies at the picture's own width and at twice it, for screens of two device pixels per CSS pixel. */
export const RASTER_SCALES = [1, 2] as const;

/** Where the raster copy of `svgPath` at `width` pixels lives, beside the SVG. */
export function rasterPath(svgPath: string, width: number): string {
  return svgPath.replace(/\.svg$/, `.${width}w.webp`);
}

/**
 * The raster copies of a picture whose own width (the SVG's `width`) is `width`:
 * the copy at that width as `src`, the one at twice it for denser screens.
 * Undefined for a picture without copies.
 */
export function rasterImage(
  svgPath: string,
  width: number,
  url: (path: string) => string = (path) => path,
): { src: string; srcSet: string } | undefined {
  if (!hasRasterCopies(svgPath)) return undefined;
  const [single, double] = RASTER_SCALES.map((scale) => url(rasterPath(svgPath, width * scale)));
  return { src: single as string, srcSet: `${double} 2x` };
}
