import { Injectable, Logger } from '@nestjs/common';
import { JobQueue } from '../../jobs/job-queue';
import { NOTIFICATION_QUEUES } from './queues';

/**
 * The outbox's doorbell. A submission's deliveries are written with it, in its own statement (see the
 * CreateNotifications migration); this only asks the relay to queue them now rather than at its next
 * periodic sweep. Many rings while one relay is waiting are one relay (its queue is `stately`).
 *
 * Rings are also coalesced in the process: while one send is under way, the rings that arrive share
 * a single send made after it ends (their rows committed after the first send began, so it may have
 * missed them; the trailing one cannot). Under load that is one send per round trip, not per request.
 */
@Injectable()
export class NotificationOutbox {
  private readonly logger = new Logger('Notifications');
  private sending?: Promise<void>;
  private trailing?: Promise<void>;

  constructor(private readonly jobs: JobQueue) {}

  /** Never fails the caller: what is not relayed now is relayed by the sweep within a minute. */
  ring(): Promise<void> {
    if (!this.sending) {
      this.sending = this.send().finally(() => (this.sending = undefined));
      return this.sending;
    }
    this.trailing ??= this.sending.then(() => {
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
