import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Encoding } from './site.router';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Below this a compressed copy saves nothing worth it (nginx's gzip_min_length, precompress.mjs). */
export const MIN_COMPRESSED_BYTES = 512;

/**
 * Brotli quality 6: about 5 ms for the 60 kB home page and within 2 % of quality 9's size (quality
 * 11, the build's, takes 130 ms), so a page's first request after a publish is not held up.
 */
const BROTLI_QUALITY = 6;

/**
 * The brotli and gzip copies of the pages re-rendered after a publish, made on a page's first request
 * in each coding (off the event loop, on libuv's threads) and kept by the page's ETag, which is its
 * body's hash: a re-render makes a new ETag and so a new copy. Bounded: the oldest copies are dropped
 * beyond `maxBytes` (the whole site is about 10 MB in both codings).
 */
export class CompressedPages {
  private readonly copies = new Map<string, Promise<Buffer>>();
  private readonly sizes = new Map<string, number>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  /** The page's body in `coding`; `etag` identifies the body (same ETag, same bytes). */
  copy(etag: string, body: string, coding: Encoding): Promise<Buffer> {
    const key = `${coding} ${etag}`;
    const cached = this.copies.get(key);
    if (cached) {
      // Most recently used last: eviction takes the oldest first.
      this.copies.delete(key);
      this.copies.set(key, cached);
      return cached;
    }
    const made = compress(body, coding);
    this.copies.set(key, made);
    made.then(
      (copy) => this.account(key, made, copy.length),
      () => this.copies.delete(key),
    );
    return made;
  }

  private account(key: string, made: Promise<Buffer>, size: number): void {
    if (this.copies.get(key) !== made) return; // dropped while it was being made
    this.sizes.set(key, size);
    this.bytes += size;
    for (const oldest of this.copies.keys()) {
      if (this.bytes <= this.maxBytes || oldest === key) break;
      this.copies.delete(oldest);
      this.bytes -= this.sizes.get(oldest) ?? 0;
      this.sizes.delete(oldest);
    }
  }
}

function compress(body: string, coding: Encoding): Promise<Buffer> {
  const data = Buffer.from(body, 'utf8');
  if (coding === 'gzip') return gzipped(data, { level: 6 });
  return brotli(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}
