import type { JobQueue } from '../../jobs/job-queue';
import { NotificationOutbox, RING_SPACING_MS } from './notification-outbox';

/** A queue whose sends finish when the test says so, recording when each began. */
class ControlledQueue {
  readonly started: number[] = [];
  private finishers: (() => void)[] = [];
  private clock = 0;

  send(): Promise<null> {
    this.started.push(++this.clock);
    return new Promise((resolve) => this.finishers.push(() => resolve(null)));
  }

  /** Ends the oldest unfinished send. */
  async finishOne(): Promise<void> {
    this.finishers.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  }

  tick(): number {
    return ++this.clock;
  }
}

describe('NotificationOutbox.ring', () => {
  it('coalesces the rings made during a send into one send that starts after it', async () => {
    const queue = new ControlledQueue();
    // Without spacing (see the next test): the send's own duration alone.
    const outbox = new NotificationOutbox(queue as unknown as JobQueue, 0);
    const settled: string[] = [];

    const first = outbox.ring().then(() => settled.push('first'));
    const ringedAt = queue.tick();
    const later = Array.from({ length: 10 }, (_, i) => outbox.ring().then(() => settled.push(`later-${i}`)));
    expect(queue.started).toHaveLength(1);

    await queue.finishOne();
    await first;
    expect(settled).toEqual(['first']); // the later rings wait for a send begun after them
    expect(queue.started).toHaveLength(2);
    expect(queue.started[1]).toBeGreaterThan(ringedAt);

    await queue.finishOne();
    await Promise.all(later);
    expect(settled).toHaveLength(11);
    expect(queue.started).toHaveLength(2);

    // Idle again: the next ring sends at once.
    const next = outbox.ring();
    expect(queue.started).toHaveLength(3);
    await queue.finishOne();
    await next;
  });

  it(`starts sends at least ${RING_SPACING_MS} ms apart: the rings in between share the next one`, async () => {
    const queue = new ControlledQueue();
    const outbox = new NotificationOutbox(queue as unknown as JobQueue);
    const startedAt: number[] = [];
    const send = queue.send.bind(queue);
    queue.send = () => {
      startedAt.push(performance.now());
      return send();
    };
    const first = outbox.ring();
    await queue.finishOne();
    await first;
    // The first send is over, but within the spacing: these rings wait and share one send.
    const later = Array.from({ length: 5 }, () => outbox.ring());
    expect(queue.started).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, RING_SPACING_MS + 20));
    expect(queue.started).toHaveLength(2);
    expect(startedAt[1]! - startedAt[0]!).toBeGreaterThanOrEqual(RING_SPACING_MS - 1);
    await queue.finishOne();
    await Promise.all(later);
    expect(queue.started).toHaveLength(2);
  });

  it('never fails its caller when the queue is down', async () => {
    const queue = { send: () => Promise.reject(new Error('connection refused')) };
    const outbox = new NotificationOutbox(queue as unknown as JobQueue);
    await expect(Promise.all([outbox.ring(), outbox.ring(), outbox.ring()])).resolves.toBeDefined();
  });
});
