import { onStopSignals, SAME_STOP_WINDOW_MS, StopSignals } from './graceful-shutdown';

/**
 * One stop request reaches the API once per layer that passes it on (the group, start.mjs, npm): the
 * copies are one stop. Asking again later exits at once. A fake clock decides "later".
 */
describe('Stop signals', () => {
  let clock = 0;
  const now = () => clock;

  beforeEach(() => {
    clock = 1_000_000;
  });

  it('starts one shutdown for the copies of one stop, and forces an exit when asked again later', () => {
    const signals = new StopSignals(now);
    expect(signals.receive()).toBe('stop');
    clock += 5; // the copy passed on by start.mjs
    expect(signals.receive()).toBe('same');
    clock += SAME_STOP_WINDOW_MS - 6; // a late copy, from a busy machine
    expect(signals.receive()).toBe('same');
    clock += 1; // someone asking again
    expect(signals.receive()).toBe('force');
    expect(signals.receive()).toBe('force');
  });

  describe('installed on the process', () => {
    const added: { signal: 'SIGINT' | 'SIGTERM'; listener: (...args: unknown[]) => void }[] = [];
    let exit: jest.SpyInstance;

    beforeEach(() => {
      exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    });
    afterEach(() => {
      exit.mockRestore();
      for (const { signal, listener } of added.splice(0)) process.removeListener(signal, listener);
    });

    function install(stop: (signal: string) => void): void {
      const before = new Set([...process.listeners('SIGINT'), ...process.listeners('SIGTERM')]);
      onStopSignals(stop, now);
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        for (const listener of process.listeners(signal)) {
          if (!before.has(listener))
            added.push({ signal, listener: listener as (...args: unknown[]) => void });
        }
      }
    }

    it('a SIGINT from the group, SIGINTs passed on and a SIGTERM with them: one graceful stop', () => {
      const stops: string[] = [];
      install((signal) => stops.push(signal));
      process.emit('SIGINT');
      clock += 2;
      process.emit('SIGINT');
      process.emit('SIGTERM');
      process.emit('SIGINT');
      expect(stops).toEqual(['SIGINT']);
      expect(exit).not.toHaveBeenCalled();
    });

    it('a second Ctrl+C after the window exits at once with 1', () => {
      const stops: string[] = [];
      install((signal) => stops.push(signal));
      process.emit('SIGTERM');
      clock += SAME_STOP_WINDOW_MS;
      process.emit('SIGINT');
      expect(stops).toEqual(['SIGTERM']);
      expect(exit).toHaveBeenCalledWith(1);
    });
  });
});
