/**
 * A picture's files from Astro's image pipeline (build time only): AVIF and WebP at
 * several widths, and a fallback in the source's own format.
 */

import { getImage } from "astro:assets";
import type { ImageMetadata } from "astro";
import type { PictureProps } from "~/components/ui/Picture";

const FORMATS = [
  { format: "avif", type: "image/avif" },
  { format: "webp", type: "image/webp" },
] as const;

export async function pictureOf(
  image: ImageMetadata,
  { alt, sizes, widths }: { alt: string; sizes: string; widths: readonly number[] },
): Promise<Omit<PictureProps, "priority" | "className">> {
  const usable = widths.filter((width) => width <= image.width);
  const sources = await Promise.all(
    FORMATS.map(async ({ format, type }) => {
      const result = await getImage({ src: image, format, widths: usable, sizes });
      return { type, srcSet: result.srcSet.attribute };
    }),
  );
  const fallback = await getImage({ src: image, width: Math.max(...usable) });
  const height = Math.round((image.height / image.width) * Math.max(...usable));
  return { src: fallback.src, sources, width: Math.max(...usable), height, alt, sizes };
}
