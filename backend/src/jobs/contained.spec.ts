import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * Each case runs in a Node process of its own (the TypeScript run as is, types stripped): the test
 * runner puts its own uncaught-error handlers on the process, which would hide what the process does.
 */
function runScript(body: string) {
  const script =
    `import { EventEmitter } from 'node:events';\n` +
    `import { contained } from ${JSON.stringify(path.join(__dirname, 'contained.ts'))};\n` +
    `const signal = new AbortController().signal;\n` +
    `const listeners = () => process.listenerCount('uncaughtException') + process.listenerCount('unhandledRejection');\n` +
    body;
  const child = spawnSync(process.execPath, ['--no-warnings', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { status: child.status, stdout: child.stdout.trim(), stderr: child.stderr };
}

describe('contained: an error a job loses fails the job, not the process', () => {
  it("fails the run with an 'error' event nobody listens to, emitted later by something it created", () => {
    const result = runScript(`
      let seen;
      const outcome = await contained(signal, async (jobSignal) => {
        seen = jobSignal;
        const archive = new EventEmitter(); // a stream of the job's own, with no 'error' listener
        setTimeout(() => archive.emit('error', new Error('unknown recipient type')), 5);
        await new Promise(() => {}); // and a handler that waits on it for ever
      }).then(() => 'completed', (error) => 'failed: ' + error.message);
      console.log(JSON.stringify({ outcome, aborted: seen.aborted, reason: seen.reason.message, listeners: listeners() }));
    `);
    expect(result).toEqual({
      status: 0,
      stdout: JSON.stringify({
        outcome: 'failed: unknown recipient type',
        aborted: true,
        reason: 'unknown recipient type',
        listeners: 0, // the process is back to Node's own handling
      }),
      stderr: '',
    });
  });

  it('fails the run with a rejection it did not await; the other runs go on', () => {
    const result = runScript(`
      const other = contained(signal, () => new Promise((resolve) => setTimeout(resolve, 50)));
      const outcome = await contained(signal, async () => {
        void Promise.reject(new Error('lost rejection'));
        await new Promise(() => {});
      }).catch((error) => 'failed: ' + error.message);
      await other;
      console.log(outcome, listeners());
    `);
    expect(result).toEqual({ status: 0, stdout: 'failed: lost rejection 0', stderr: '' });
  });

  it("settles with the handler's own outcome, and aborts with the job's signal", () => {
    const result = runScript(`
      const job = new AbortController();
      const outcomes = await Promise.allSettled([
        contained(signal, async () => {}),
        contained(signal, () => Promise.reject(new Error('thrown'))),
        contained(job.signal, (s) => new Promise((_, reject) => s.addEventListener('abort', () => reject(new Error('aborted'))))),
        (job.abort(), undefined),
      ]);
      console.log(outcomes.slice(0, 3).map((o) => o.status === 'fulfilled' ? 'ok' : o.reason.message).join(','));
    `);
    expect(result).toEqual({ status: 0, stdout: 'ok,thrown,aborted', stderr: '' });
  });

  // These must end the process, as they would with no job running.
  it.each([
    ['outside every job, while a job runs', 'setTimeout(() => { throw new Error("not a job\'s"); }, 5);'],
    [
      'from something a finished job left behind',
      'let later; await contained(signal, async () => { later = new EventEmitter(); });\n' +
        'setTimeout(() => later.emit("error", new Error("not a job\'s")), 5);',
    ],
    [
      'in an unawaited rejection outside every job',
      'setTimeout(() => { void Promise.reject(new Error("not a job\'s")); }, 5);',
    ],
  ])('still ends the process with an error %s', (_case, body) => {
    const result = runScript(
      `const running = contained(signal, () => new Promise((resolve) => setTimeout(resolve, 60_000)));\n${body}\n`,
    );
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain("Error: not a job's");
  });
});
