import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { setTimeout as delay } from 'node:timers/promises';
import { JobQueue } from '../../jobs/job-queue';
import { NOTIFICATION_QUEUES } from './queues';

/** Sends of the doorbell start at least this far apart (ms): under load, a few a second, not one per request. */
export const RING_SPACING_MS = 50;
export const RING_SPACING = Symbol('RING_SPACING');

/**
 * The outbox's doorbell. A submission's deliveries are written with it, in its own statement (see the
 * CreateNotifications migration); this only asks the relay to queue them now rather than at its next
 * periodic sweep. Many rings while one relay is waiting are one relay (its queue is `stately`).
 *
 * Rings are also coalesced in the process: while one send is under way (and for RING_SPACING_MS after
 * it began), the rings that arrive share a single send made after it (their rows committed after the
 * first send began, so it may have missed them; the trailing one cannot). Under load that is one send
 * per spacing, not per request: each send is a transaction, and so is the relay it starts.
 */
@Injectable()
export class NotificationOutbox {
  private readonly logger = new Logger('Notifications');
  /** A send under way, with the spacing after its start. */
  private busy?: Promise<void>;
  private trailing?: Promise<void>;

  constructor(
    private readonly jobs: JobQueue,
    @Optional() @Inject(RING_SPACING) private readonly spacingMs: number = RING_SPACING_MS,
  ) {}

  /** Never fails the caller: what is not relayed now is relayed by the sweep within a minute. */
  ring(): Promise<void> {
    if (!this.busy) {
      const sent = this.send();
      const spaced = this.spacingMs > 0 ? Promise.all([sent, delay(this.spacingMs)]) : sent;
      this.busy = spaced.then(() => {
        this.busy = undefined;
      });
      return sent;
    }
    this.trailing ??= this.busy.then(() => {
      this.trailing = undefined;
      return this.ring();
    });
    return this.trailing;
  }

  private async send(): Promise<void> {
    try {
      await this.jobs.send(NOTIFICATION_QUEUES.relay, {});
    } catch (error) {
      this.logger.warn(`Relay not queued now, the sweep will: ${(error as Error).message}`);
    }
  }
}
