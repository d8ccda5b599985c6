#!/usr/bin/env node
// Post-build step: writes a brotli (.br) and a gzip (.gz) copy beside every text file of the built site
// (HTML, scripts, styles, SVG, JSON, XML, route data), once, at the highest levels, so no server
// compresses on each request: nginx serves the .gz (gzip_static) and the one-port server of `npm start`
// (backend/src/platform/site/site.router.ts) whichever the browser accepts.
// Usage: node scripts/precompress.mjs [clientDir]
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text files worth compressing (the same types as nginx's gzip_types), route data included. */
export const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|xml|txt|webmanifest|map|data)$/;
/** Below this size a compressed copy saves nothing worth a request header (nginx's gzip_min_length). */
export const MIN_BYTES = 512;

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(file);
    else if (entry.isFile()) yield file;
  }
}

/** The brotli and gzip copies of one file's bytes (brotli in text mode at quality 11, gzip at level 9). */
export function compress(data) {
  return {
    br: brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz: gzipSync(data, { level: 9 }),
  };
}

/**
 * Writes file.br and file.gz beside each compressible file of dir that is at least MIN_BYTES long
 * (overwriting older copies); a copy that would not be smaller is not written (an older one removed). Returns counts and
 * byte totals.
 */
export function precompress(dir) {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const data = readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    const { br, gz } = compress(data);
    for (const [ext, copy] of [
      ['br', br],
      ['gz', gz],
    ]) {
      if (copy.length < data.length) writeFileSync(`${file}.${ext}`, copy);
      else rmSync(`${file}.${ext}`, { force: true });
    }
    totals.files++;
    totals.raw += data.length;
    totals.br += Math.min(br.length, data.length);
    totals.gz += Math.min(gz.length, data.length);
  }
  return totals;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const dir = resolve(
    process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'build', 'client'),
  );
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    console.error(`precompress: ${dir} does not exist; run the build first`);
    process.exit(1);
  }
  const started = Date.now();
  const t = precompress(dir);
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `precompress: ${t.files} files in ${dir}: ${kb(t.raw)} -> brotli ${kb(t.br)}, gzip ${kb(t.gz)} ` +
      `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}
