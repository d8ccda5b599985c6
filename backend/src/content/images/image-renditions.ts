import {
  CONTENT_LIMITS,
  MEDIA_EXTENSIONS,
  type ImageVariant,
  type MediaFormat,
} from '@orbitwise/contracts/content';
import { createHash } from 'node:crypto';
import type Sharp from 'sharp';

/**
 * sharp and libvips are loaded on the first picture, not at start: an API replica that never handles
 * one (most of them, most of the time) stays about 10 MB smaller.
 */
let loadedSharp: typeof Sharp | undefined;
function sharp(...args: Parameters<typeof Sharp>): ReturnType<typeof Sharp> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, see above
  loadedSharp ??= require('sharp') as typeof Sharp;
  return loadedSharp(...args);
}

/** Pictures larger than this are refused before being decoded (a small file can expand enormously). */
export const MAX_INPUT_PIXELS = 40_000_000;

export const MEDIA_CONTENT_TYPES: Record<MediaFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

export class NotAnImageError extends Error {}
export class TooManyPixelsError extends Error {}

export interface Rendition extends ImageVariant {
  key: string;
  bytes: Buffer;
  contentType: string;
}

export interface ImageRenditions {
  sha256: string;
  /** What the bytes are (never the client's word). */
  format: MediaFormat;
  /** Upright, as displayed. */
  width: number;
  height: number;
  /** The fallback in a format every browser shows (PNG stays PNG for its transparency, else JPEG), widest. */
  fallback: Rendition;
  renditions: Rendition[];
}

/** The widths made: the responsive ones narrower than the picture, and the picture's own up to the widest. */
export function widthsFor(width: number): number[] {
  const widest = CONTENT_LIMITS.imageWidths[CONTENT_LIMITS.imageWidths.length - 1]!;
  const widths: number[] = CONTENT_LIMITS.imageWidths.filter((candidate) => candidate < width);
  if (width <= widest) widths.push(width);
  return widths;
}

/**
 * Decides the type from the bytes (sharp reads the header; anything it cannot decode, SVG included, is
 * refused), then makes every width in AVIF, WebP and the fallback format, upright and without the
 * camera's metadata (EXIF location included).
 */
export async function renditionsOf(bytes: Buffer): Promise<ImageRenditions> {
  const format = await formatOf(bytes);
  const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const meta = await source.metadata();
  const upright = (meta.orientation ?? 1) >= 5;
  const width = upright ? meta.height : meta.width;
  const height = upright ? meta.width : meta.height;
  if (!width || !height) throw new NotAnImageError('No dimensions');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const fallbackFormat: MediaFormat = format === 'png' ? 'png' : 'jpeg';
  const renditions: Rendition[] = [];
  for (const size of widthsFor(width)) {
    for (const target of ['avif', 'webp', fallbackFormat] as const) {
      const resized = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({ width: size });
      const encoded =
        target === 'avif'
          ? resized.avif({ quality: 50, effort: 2 })
          : target === 'webp'
            ? resized.webp({ quality: 75 })
            : target === 'png'
              ? resized.png({ compressionLevel: 9 })
              : resized.jpeg({ quality: 80, mozjpeg: true });
      const output = await encoded.toBuffer();
      const key = `${sha256}-${size}.${MEDIA_EXTENSIONS[target]}`;
      renditions.push({
        key,
        format: target,
        width: size,
        url: '',
        bytes: output,
        contentType: MEDIA_CONTENT_TYPES[target],
      });
    }
  }
  const fallback = renditions.filter((rendition) => rendition.format === fallbackFormat).at(-1)!;
  return { sha256, format, width, height, fallback, renditions };
}

async function formatOf(bytes: Buffer): Promise<MediaFormat> {
  let meta: Sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new NotAnImageError('Not a picture sharp can read');
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS)
    throw new TooManyPixelsError('Too many pixels');
  if (meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp') return meta.format;
  if (meta.format === 'heif' && meta.compression === 'av1') return 'avif';
  throw new NotAnImageError(`Not an accepted format: ${meta.format}`);
}
