// Runs independent commands at the same time and fails if any of them fails. `npm test` runs the
// image builds (mmdebstrap, npm ci and builds in buildah; the compose check follows afterwards) from
// the start in one lane, and in the other the build and then three lanes: the static checks and the API's
// in-process tests; the site's unit tests, the API's tests of whole processes (faults, jobs), the nginx
// suite and the soak tests, which mostly wait on child processes and timers; and the browser tests. Each Jest run has its own throwaway PostgreSQL,
// each stack its own ports; together they take the time of the longest lane.
//   node scripts/run-parallel.mjs "label: command" ["label: command" ...]
// Output is streamed line by line, each line prefixed with its command's label; each command's
// result and duration are printed when it ends, the failed ones again at the end.
import { spawn } from 'node:child_process';

const tasks = process.argv.slice(2).map((arg) => {
  const match = /^([\w:. -]+?):\s+(.+)$/s.exec(arg);
  return match ? { label: match[1], command: match[2] } : { label: arg, command: arg };
});
if (tasks.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs "label: command" ...');
  process.exit(2);
}

const started = Date.now();
const seconds = (from) => ((Date.now() - from) / 1000).toFixed(1);
const children = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(1);
  });
}

/** Writes whole lines of `stream` to stdout, each prefixed with `[label]`, and keeps them in `kept`. */
function prefixLines(stream, label, kept) {
  let partial = '';
  const write = (line) => {
    kept.push(line);
    process.stdout.write(`[${label}] ${line}\n`);
  };
  stream.setEncoding('utf8');
  stream.on('data', (text) => {
    const lines = (partial + text).split('\n');
    partial = lines.pop();
    for (const line of lines) write(line);
  });
  return () => {
    if (partial) write(partial);
    partial = '';
  };
}

// CI shows only the end of a long log (about 200 lines): a failed lane's failures are repeated there,
// each lane in a bounded number of lines so one lane's page snapshots cannot push out another's.
const FAILURE_LINE = /\bFAIL\b|✕|✘|not ok|failed|Error:|●|\d+\) \[/;
const DIGEST_HEADING = /--- [\w:. -]+ failed: its failure lines/;
/** Lines that name a failure; a Jest heading (`● suite › test`) with the 6 lines of its error after it. */
function failureLines(lines) {
  const picked = new Set();
  lines.forEach((line, index) => {
    if (!FAILURE_LINE.test(line) || line.includes(`"level":`) || /● Console\s*$/.test(line)) return;
    picked.add(index);
    if (/^\s*● /.test(line)) for (let next = index + 1; next <= index + 6; next++) picked.add(next);
  });
  return [...picked].filter((index) => index < lines.length).map((index) => lines[index]);
}

function failureDigest(label, lines) {
  // A nested run-parallel already printed its lanes' digests: repeat those rather than re-digest them.
  const nested = lines.findIndex((line) => DIGEST_HEADING.test(line));
  const body =
    nested >= 0
      ? lines.slice(nested)
      : [
          ...failureLines(lines).slice(0, 30),
          ...lines.filter((line) => line.includes('¦ ')).slice(0, 30),
          '...',
          ...lines.slice(-8),
        ];
  return [`--- ${label} failed: its failure lines, then its last lines ---`, ...body]
    .map((line) => `[${label}] ${line}`)
    .join('\n');
}

const results = await Promise.all(
  tasks.map(
    ({ label, command }) =>
      new Promise((resolve) => {
        const taskStarted = Date.now();
        console.log(`[${label}] $ ${command}`);
        const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
        children.add(child);
        const kept = [];
        const flushOut = prefixLines(child.stdout, label, kept);
        const flushErr = prefixLines(child.stderr, label, kept);
        child.on('close', (code, signal) => {
          children.delete(child);
          flushOut();
          flushErr();
          const ok = code === 0;
          console.log(
            `[${label}] ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds(taskStarted)} s`,
          );
          resolve({ label, ok, seconds: seconds(taskStarted), kept });
        });
      }),
  ),
);

const failed = results.filter((result) => !result.ok);
for (const result of failed) console.log(failureDigest(result.label, result.kept));
console.log(
  `run-parallel: ${results.map((r) => `${r.label} ${r.seconds} s`).join(', ')}; ` +
    `${failed.length ? `FAILED: ${failed.map((r) => r.label).join(', ')}` : 'all passed'} in ${seconds(started)} s`,
);
process.exit(failed.length ? 1 : 0);
