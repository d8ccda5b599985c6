#!/usr/bin/env node
// The page analytics' beacon adds at most 1 KB to a route's JavaScript: prints its chunk's minified
// size (raw and gzip level 9) and fails (exit code 1) when the minified chunk is over 1 KB or missing.
// The beacon is loaded after the page (the site layout's idle import); what it imports besides is the
// attribution module that import loaded before it, so its own chunk is what it adds.
// Run after `npm run build`. Usage: node scripts/beacon-size.mjs [clientDir]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BEACON_LIMIT_BYTES = 1024;

/** The beacon's chunk under clientDir/assets: { file, raw, gzip }, or null when there is none. */
export function measureBeacon(clientDir) {
  const assets = join(clientDir, 'assets');
  const file = existsSync(assets)
    ? readdirSync(assets).find((name) => /^beacon-[\w-]+\.js$/.test(name))
    : undefined;
  if (!file) return null;
  const bytes = readFileSync(join(assets, file));
  return { file: `assets/${file}`, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** The report's line and whether it passes. */
export function beaconReport(measured) {
  if (!measured) return { ok: false, line: 'FAIL: no beacon chunk (assets/beacon-*.js) in the build' };
  const ok = measured.raw <= BEACON_LIMIT_BYTES;
  return {
    ok,
    line:
      `${ok ? 'PASS' : 'FAIL'}: the analytics beacon (${measured.file}) is ${measured.raw} B minified, ` +
      `${measured.gzip} B gzip (at most ${BEACON_LIMIT_BYTES} B minified)`,
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const clientDir = resolve(process.argv[2] ?? fileURLToPath(new URL('../build/client', import.meta.url)));
  const { ok, line } = beaconReport(measureBeacon(clientDir));
  console.log(line);
  if (!ok) process.exitCode = 1;
}
