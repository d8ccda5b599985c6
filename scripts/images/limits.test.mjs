// node --test scripts/images/limits.test.mjs: the image check fails past its limits (no image built).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { judge } from './limits.mjs';

const CLI = fileURLToPath(new URL('./limits.mjs', import.meta.url));
const run = (...args) => spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });

test('figures within the limits pass, each printed with its limit', () => {
  const result = run('apiAddedMB=109.9', 'webAddedMB=14.6');
  assert.equal(result.status, 0, result.stderr);
  assert.match(
    result.stdout,
    /API image: layers added to node:24-bookworm-slim: 109\.9 MB \(limit 110 MB\) ok/,
  );
  assert.match(result.stdout, /web image: layers added to nginx:1\.28-bookworm: 14\.6 MB \(limit 20 MB\) ok/);
});

test("today's 316 MB API layers fail the check", () => {
  const result = run('apiAddedMB=316', 'webAddedMB=14.6');
  assert.equal(result.status, 1);
  assert.match(result.stdout, /316\.0 MB \(limit 110 MB\) OVER THE LIMIT/);
  assert.match(result.stderr, /past the limits: apiAddedMB/);
});

test('a replica over 160 MB idle or 3 s to ready (the 250 MB and 7 s of a loaded run before), or a figure that could not be measured, fails', () => {
  assert.deepEqual(judge({ apiIdleRssMB: 250, apiStartCpuS: 2.1 }).over, ['apiIdleRssMB']);
  assert.deepEqual(judge({ apiIdleRssMB: 150, apiStartCpuS: 7 }).over, ['apiStartCpuS']);
  assert.deepEqual(judge({ apiIdleRssMB: 159.9, apiStartCpuS: 2.9 }).over, []);
  assert.match(
    judge({ apiIdleRssMB: 161 }).lines[0],
    /API replica: RSS when idle after warm-up: 161\.0 MB \(limit 160 MB\) OVER THE LIMIT/,
  );
  assert.match(
    judge({ apiStartCpuS: 1.4 }).lines[0],
    /CPU from process start to ready: 1\.4 s \(limit 3 s\) ok/,
  );
  assert.deepEqual(judge({ apiIdleRssMB: Number.NaN }).over, ['apiIdleRssMB']);
  assert.equal(run('webAddedMB=').status, 1);
});
