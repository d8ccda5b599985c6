// `npm run bench:compare -- --before DIR [--runs N] [--no-build]`: `bench:api` of another checkout
// (DIR, e.g. a worktree of the commit before a change, already built) and of this one, interleaved
// on the same machine, and both sets of figures with their means. Each run starts its own throwaway
// embedded PostgreSQL and API: this tree's backend/bench/api-bench.mjs, so both trees get the same
// load, against each tree's own built API (BENCH_API_DIR for the other checkout).
// The order alternates (before, after, after, before, ...) so that a machine getting busier or
// quieter during the runs weighs on both sides alike. BENCH_DURATION (s, default 10) is passed on.
//
// DIR is never built nor changed here: build it yourself (`npm ci && npm run build -w contracts &&
// npm run build -w backend` in it). This tree is built first unless --no-build.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
  },
});
if (!values.before) {
  console.error('usage: npm run bench:compare -- --before DIR [--runs N] [--no-build]');
  process.exit(2);
}
const trees = { before: path.resolve(process.env.INIT_CWD ?? process.cwd(), values.before), after: ROOT };
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs, 1 or more');
for (const [side, dir] of Object.entries(trees)) {
  if (side === 'after' && !values['no-build']) continue;
  if (!existsSync(path.join(dir, 'backend/dist/main.js'))) {
    throw new Error(`${side} (${dir}) has no backend/dist/main.js: build it first`);
  }
}

if (!values['no-build']) {
  console.log('Building this tree (contracts, backend)...');
  for (const workspace of ['contracts', 'backend']) {
    const built = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** The fields of /proc/PID/stat after the command name (which may hold spaces). */
function procStat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** The API process a bench started: its child running dist/main.js. */
function apiProcessOf(benchPid) {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || procStat(entry)?.[1] !== String(benchPid)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('dist/main.js')) return Number(entry);
    } catch {
      // gone already
    }
  }
  return undefined;
}

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid) {
  const fields = procStat(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS : NaN;
}

/**
 * One `bench:api` run of a tree (its own script, its own dist), its figures read from the output.
 * Also the API process's CPU time per request, from its measured run to the report (the background
 * work the submissions start included): on a shared machine it varies far less than req/s.
 */
function benchApi(dir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bench/api-bench.mjs'], {
      cwd: path.join(ROOT, 'backend'),
      env: { ...process.env, BENCH_API_DIR: path.join(dir, 'backend') },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    let api;
    let cpuAtStart = NaN;
    let cpuAtEnd = NaN;
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (Number.isNaN(cpuAtStart) && /^API: \d+ s at/m.test(output)) {
        api = apiProcessOf(child.pid);
        cpuAtStart = api ? cpuSeconds(api) : NaN;
      }
      if (api && Number.isNaN(cpuAtEnd) && /^AddContactUs, /m.test(output)) cpuAtEnd = cpuSeconds(api);
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const row = (label) =>
        output.match(new RegExp(`^${label}.*?\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)$`, 'm'));
      const apiRow = row('API \\(');
      const baseline = row('baseline \\(');
      const xacts = output.match(/transactions per request: baseline [\d.]+, API ([\d.]+)/);
      if (code !== 0 || !apiRow || !baseline) {
        reject(new Error(`bench:api in ${dir} failed (exit ${code}):\n${output}`));
        return;
      }
      resolve({
        rps: Number(apiRow[1]),
        p99: Number(apiRow[2]),
        failed: Number(apiRow[4]),
        baseline: Number(baseline[1]),
        xacts: xacts ? Number(xacts[1]) : NaN,
        cpuMs: ((cpuAtEnd - cpuAtStart) * 1000) / Number(apiRow[3]),
      });
    });
  });
}

const results = { before: [], after: [] };
const order = [];
for (let i = 0; i < runs; i++) order.push(...(i % 2 === 0 ? ['before', 'after'] : ['after', 'before']));
console.log(
  `${runs} runs each, interleaved (${order.join(', ')}), BENCH_DURATION=${process.env.BENCH_DURATION ?? 10} s, ` +
    `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), load average ${os.loadavg()[0].toFixed(2)}`,
);
for (const [index, side] of order.entries()) {
  const result = await benchApi(trees[side]);
  results[side].push(result);
  console.log(
    `${String(index + 1).padStart(2)}. ${side.padEnd(6)} API ${String(result.rps).padStart(5)} req/s, ` +
      `p99 ${String(result.p99).padStart(4)} ms, baseline ${String(result.baseline).padStart(5)} req/s ` +
      `(API/baseline ${(result.rps / result.baseline).toFixed(3)}), API CPU ${result.cpuMs.toFixed(2)} ms/request, ` +
      `${result.xacts.toFixed(2)} transactions/request, ` +
      `${result.failed} failed; load average ${os.loadavg()[0].toFixed(2)}`,
  );
}

const mean = (numbers) => numbers.reduce((sum, n) => sum + n, 0) / numbers.length;
const summary = (side) => {
  const set = results[side];
  return {
    rps: mean(set.map((r) => r.rps)),
    ratio: mean(set.map((r) => r.rps / r.baseline)),
    p99: mean(set.map((r) => r.p99)),
    cpuMs: mean(set.map((r) => r.cpuMs)),
  };
};
const before = summary('before');
const after = summary('after');
const change = (a, b) => `${(((a - b) / b) * 100).toFixed(1)} %`;
console.log('');
console.log(`before (${trees.before}): API req/s ${results.before.map((r) => r.rps).join(' / ')}`);
console.log(`after  (${trees.after}): API req/s ${results.after.map((r) => r.rps).join(' / ')}`);
console.log(
  `mean API req/s: before ${before.rps.toFixed(0)}, after ${after.rps.toFixed(0)} (after vs before ${change(after.rps, before.rps)})`,
);
console.log(
  `mean API/baseline ratio (the baseline server measured in the same run, which evens out the machine's load): ` +
    `before ${before.ratio.toFixed(3)}, after ${after.ratio.toFixed(3)} (${change(after.ratio, before.ratio)})`,
);
console.log(
  `mean API CPU time per request: before ${before.cpuMs.toFixed(2)} ms, after ${after.cpuMs.toFixed(2)} ms ` +
    `(${change(after.cpuMs, before.cpuMs)})`,
);
console.log(`mean p99: before ${before.p99.toFixed(0)} ms, after ${after.p99.toFixed(0)} ms`);
