import type { ContentImage, ImageVariant } from '@orbitwise/contracts/content';

/** Formats a browser may choose from, best first; the original's own format is the `<img>`'s. */
const SOURCE_FORMATS = ['avif', 'webp'] as const;

const srcSetOf = (variants: readonly ImageVariant[]) =>
  variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');

/**
 * A picture as a content document holds it. An upload has its widths in AVIF and WebP (one `<source>`
 * each) and in its own format (the `<img>`'s srcset), so the browser fetches the smallest file that
 * fills `sizes`; a site picture (no variants) is a plain `<img>`.
 */
export function ContentPicture({
  image,
  sizes,
  alt = image.alt,
  eager = false,
  width = image.width ?? 1200,
  height = image.height ?? 800,
}: {
  image: ContentImage;
  /** The width the picture takes in the layout, as the `sizes` attribute says it. */
  sizes: string;
  /** Defaults to the image's alt text; '' for a picture that only decorates a titled card. */
  alt?: string;
  /** For the picture at the top of a page (the largest paint): fetched at once. */
  eager?: boolean;
  /** The box the layout gives it (its aspect ratio before it loads); defaults to the image's own size. */
  width?: number;
  height?: number;
}) {
  const variants = image.variants ?? [];
  const sources = SOURCE_FORMATS.map((format) => ({
    format,
    widths: variants.filter((variant) => variant.format === format),
  })).filter((source) => source.widths.length > 0);
  const fallback = variants.filter(
    (variant) => !(SOURCE_FORMATS as readonly string[]).includes(variant.format),
  );
  return (
    <picture>
      {sources.map(({ format, widths }) => (
        <source key={format} type={`image/${format}`} srcSet={srcSetOf(widths)} sizes={sizes} />
      ))}
      <img
        src={image.src}
        srcSet={fallback.length > 0 ? srcSetOf(fallback) : undefined}
        sizes={fallback.length > 0 ? sizes : undefined}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  );
}
