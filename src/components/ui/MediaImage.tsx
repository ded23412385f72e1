import { rasterImage } from "~/lib/raster-media";
import { assetUrl } from "~/site.config";

export interface MediaImageProps {
  /** A file under /media/, as the content names it. */
  src: string;
  alt: string;
  /** The file's own size (an SVG's width and height); CSS shows it at most that wide. */
  width: number;
  height: number;
  className?: string;
}

/**
 * A picture below the first screen, fetched lazily. An SVG with raster copies (the
 * logos, ADR 0019) is shown through them, which the browser decodes off the main thread.
 */
export function MediaImage({ src, alt, width, height, className }: MediaImageProps) {
  const raster = rasterImage(src, width, assetUrl);
  return (
    <img
      src={raster?.src ?? assetUrl(src)}
      srcSet={raster?.srcSet}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
