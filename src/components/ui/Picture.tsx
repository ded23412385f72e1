/** A picture in modern formats, each at several widths, as the build's image pipeline wrote it. */
export interface PictureSource {
  /** "image/avif", "image/webp" */
  type: string;
  srcSet: string;
}

export interface PictureProps {
  /** The fallback file, for browsers that take none of the sources. */
  src: string;
  sources: readonly PictureSource[];
  width: number;
  height: number;
  alt: string;
  /** How wide the picture is shown, for the browser's choice of file. */
  sizes: string;
  /** Above the fold: load at once, and first. */
  priority?: boolean;
  className?: string;
}

export function Picture({
  src,
  sources,
  width,
  height,
  alt,
  sizes,
  priority,
  className,
}: PictureProps) {
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={src}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
