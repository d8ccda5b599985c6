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

test('a replica over its RSS or start time, or a figure that could not be measured, fails', () => {
  assert.deepEqual(judge({ apiIdleRssMB: 300, apiStartToReadyS: 2.1 }).over, ['apiIdleRssMB']);
  assert.deepEqual(judge({ apiIdleRssMB: 150, apiStartToReadyS: 31 }).over, ['apiStartToReadyS']);
  assert.match(
    judge({ apiIdleRssMB: 190 }).lines[0],
    /190\.0 MB \(limit 280 MB, target 160 MB: not met yet\) ok/,
  );
  assert.deepEqual(judge({ apiIdleRssMB: Number.NaN }).over, ['apiIdleRssMB']);
  assert.equal(run('webAddedMB=').status, 1);
});
