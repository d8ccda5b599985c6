import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompress } from './precompress.mjs';

let dir;
const page = `<!doctype html><html><body>${'<p>Prerendered text.</p>'.repeat(100)}</body></html>`;
const script = 'export const answer = 42;\n'.repeat(60);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'orbitwise-precompress-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'about'));
  writeFileSync(join(dir, 'about/index.html'), page);
  writeFileSync(join(dir, 'assets/entry-a1.js'), script);
  writeFileSync(join(dir, 'software-development.data'), '[{"_1":2},"routes/service-page"]'.repeat(40));
  writeFileSync(join(dir, 'assets/tiny-b2.js'), 'export{};');
  writeFileSync(join(dir, 'photo.png'), Buffer.alloc(4096, 7));
  // Random bytes do not compress: no copy is kept (an older one is removed).
  writeFileSync(join(dir, 'noise.svg'), randomBytes(2048));
  writeFileSync(join(dir, 'noise.svg.br'), 'stale');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes brotli and gzip copies that decompress to the original', () => {
    const totals = precompress(dir);
    for (const [file, text] of [
      ['about/index.html', page],
      ['assets/entry-a1.js', script],
    ]) {
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`))).toString()).toBe(text);
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))).toString()).toBe(text);
      expect(readFileSync(join(dir, `${file}.br`)).length).toBeLessThan(text.length / 4);
    }
    expect(existsSync(join(dir, 'software-development.data.br'))).toBe(true);
    expect(totals.files).toBe(4);
    expect(totals.br).toBeLessThan(totals.gz);
  });

  it(`skips files under ${MIN_BYTES} bytes, binary types and copies that would not be smaller`, () => {
    precompress(dir);
    expect(existsSync(join(dir, 'assets/tiny-b2.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'photo.png.gz'))).toBe(false);
    expect(existsSync(join(dir, 'noise.svg.br'))).toBe(false);
  });
});
