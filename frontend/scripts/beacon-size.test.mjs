import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { beaconReport, measureBeacon } from './beacon-size.mjs';

const dirs = [];
function build(files) {
  const dir = mkdtempSync(join(tmpdir(), 'beacon-size-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'assets', name), text);
  return dir;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the beacon size check', () => {
  it('measures the beacon chunk and passes at 1 KB minified', () => {
    const measured = measureBeacon(
      build({ 'beacon-Ab_1.js': 'x'.repeat(1024), 'other-B2.js': 'y'.repeat(5000) }),
    );
    expect(measured).toMatchObject({ file: 'assets/beacon-Ab_1.js', raw: 1024 });
    expect(beaconReport(measured)).toEqual({
      ok: true,
      line: expect.stringMatching(
        /^PASS: the analytics beacon \(assets\/beacon-Ab_1\.js\) is 1024 B minified, \d+ B gzip/,
      ),
    });
  });

  it('fails over 1 KB, and without a beacon chunk', () => {
    expect(beaconReport(measureBeacon(build({ 'beacon-C3.js': 'x'.repeat(1025) }))).ok).toBe(false);
    expect(beaconReport(measureBeacon(build({ 'other-D4.js': '1' })))).toEqual({
      ok: false,
      line: 'FAIL: no beacon chunk (assets/beacon-*.js) in the build',
    });
  });
});
