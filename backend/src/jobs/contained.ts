import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Keeps an error that escapes a job's handler inside that job. A handler can lose an error to no
 * promise of its own: an `'error'` event nobody listens to (a stream it created, emitting later from
 * a callback) or a rejected promise it did not await. Node then raises it on the process, whose
 * default is to exit: one bad archive setting would end the site and its embedded database.
 *
 * Every run carries its job in an AsyncLocalStorage, which the callbacks and promises it starts
 * inherit. While runs are in progress, the process's `uncaughtException` and `unhandledRejection`
 * listeners below look it up: an error raised inside a run still in progress fails that run (its
 * promise rejects with it, and its signal aborts), as if the handler had thrown it. Any other error,
 * including one from something a finished run left behind, ends the process as it always did: it is
 * thrown again, with these listeners gone, to Node's own handling.
 */
interface Run {
  finished: boolean;
  fail(error: unknown): void;
}

const runs = new AsyncLocalStorage<Run>();
let inProgress = 0;
let crashing = false;

function escaped(error: unknown): void {
  const run = runs.getStore();
  if (run && !run.finished) {
    run.fail(error);
    return;
  }
  crashing = true;
  unguard();
  process.nextTick(() => {
    throw error;
  });
}

function guard(): void {
  if (++inProgress > 1 || crashing) return;
  process.on('uncaughtException', escaped);
  process.on('unhandledRejection', escaped);
}

function unguard(): void {
  process.off('uncaughtException', escaped);
  process.off('unhandledRejection', escaped);
}

/**
 * Runs `work` with a signal that aborts when the job's own `signal` does or an error escapes it;
 * settles with `work`'s outcome, or rejects with the first escaped error.
 */
export async function contained(
  signal: AbortSignal,
  work: (signal: AbortSignal) => Promise<void>,
): Promise<void> {
  const aborted = new AbortController();
  let reject: (error: unknown) => void = () => undefined;
  const failed = new Promise<never>((_resolve, rejectWith) => (reject = rejectWith));
  const run: Run = {
    finished: false,
    fail(error) {
      aborted.abort(error);
      reject(error);
    },
  };
  guard();
  try {
    await Promise.race([runs.run(run, () => work(AbortSignal.any([signal, aborted.signal]))), failed]);
  } finally {
    run.finished = true;
    if (--inProgress === 0 && !crashing) unguard();
  }
}
