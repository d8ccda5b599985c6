// `node bench/profile-owners.mjs FILE.cpuprofile` (a profile from BENCH_PROFILE_DIR=dir npm run
// bench:api): where the API's CPU went during the measured run, each sample given to the first frame
// outside Node's own code (its package, or its file under dist/), as a share of the samples, and the
// share of the logs and metrics code. The measured run is found as the longest stretch of seconds at
// least 80 % busy (the warm-ups are shorter); --from/--to (seconds into the profile) override it.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { from: { type: 'string' }, to: { type: 'string' }, top: { type: 'string', default: '25' } },
});
if (positionals.length !== 1) {
  console.error('usage: node bench/profile-owners.mjs FILE.cpuprofile [--from S --to S] [--top N]');
  process.exit(2);
}
const LOGS_AND_METRICS =
  /^(pino|pino-http|pino-std-serializers|sonic-boom|nestjs-pino|prom-client|app:platform\/(logging|metrics)\/.*)$/;

const profile = JSON.parse(readFileSync(positionals[0], 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);

const samples = []; // [time in µs from the start, node id, duration]
let clock = 0;
for (let i = 0; i < profile.samples.length; i++) {
  clock += profile.timeDeltas[i];
  samples.push([clock, profile.samples[i], profile.timeDeltas[i + 1] ?? 0]);
}
const isIdle = (id) => nodes.get(id).callFrame.functionName === '(idle)';

function busiestStretch() {
  const seconds = [];
  for (const [time, id, duration] of samples) {
    const second = (seconds[Math.floor(time / 1e6)] ??= { busy: 0, all: 0 });
    second.all += duration;
    if (!isIdle(id)) second.busy += duration;
  }
  let best = [0, 0];
  let start = -1;
  seconds.forEach((second, index) => {
    const busy = second && second.busy >= 0.8 * second.all;
    if (busy && start < 0) start = index;
    if (!busy && start >= 0) start = -1;
    if (busy && index + 1 - start > best[1] - best[0]) best = [start, index + 1];
  });
  return best;
}

const [from, to] =
  values.from !== undefined ? [Number(values.from), Number(values.to ?? Infinity)] : busiestStretch();
const ownerOf = (url) =>
  url.match(/node_modules\/((@[^/]+\/)?[^/]+)/)?.[1] ??
  (url.includes('/dist/') ? `app:${url.split('/dist/')[1]}` : url);

const owners = new Map();
let total = 0;
for (const [time, leaf, duration] of samples) {
  if (time < from * 1e6 || time >= to * 1e6) continue;
  total += duration;
  let owner = '(node internals only)';
  for (let id = leaf; id !== undefined; id = parents.get(id)) {
    const { functionName, url } = nodes.get(id).callFrame;
    if (['(idle)', '(garbage collector)', '(program)'].includes(functionName)) {
      owner = functionName;
      break;
    }
    if (url && !url.startsWith('node:')) {
      owner = ownerOf(url);
      break;
    }
  }
  owners.set(owner, (owners.get(owner) ?? 0) + duration);
}

const share = (duration) => `${((100 * duration) / total).toFixed(2).padStart(6)} %`;
console.log(`${positionals[0]}: ${from}-${to} s, ${(total / 1e6).toFixed(1)} s of samples`);
for (const [owner, duration] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top))) {
  console.log(`${share(duration)}  ${owner}`);
}
const ours = [...owners].filter(([owner]) => LOGS_AND_METRICS.test(owner));
console.log('\nLogs and metrics:');
for (const [owner, duration] of ours.sort((a, b) => b[1] - a[1])) console.log(`${share(duration)}  ${owner}`);
console.log(`${share(ours.reduce((sum, [, duration]) => sum + duration, 0))}  in all`);
