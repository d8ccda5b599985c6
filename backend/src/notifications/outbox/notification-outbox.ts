import { Injectable, Logger } from '@nestjs/common';
import { JobQueue } from '../../jobs/job-queue';
import { NOTIFICATION_QUEUES } from './queues';

/**
 * The outbox's doorbell. A submission's deliveries are written with it, in its own statement (see the
 * CreateNotifications migration); this only asks the relay to queue them now rather than at its next
 * periodic sweep. Many rings while one relay is waiting are one relay (its queue is `stately`).
 */
@Injectable()
export class NotificationOutbox {
  private readonly logger = new Logger('Notifications');

  constructor(private readonly jobs: JobQueue) {}

  /** Never fails the caller: what is not relayed now is relayed by the sweep within a minute. */
  async ring(): Promise<void> {
    try {
      await this.jobs.send(NOTIFICATION_QUEUES.relay, {});
    } catch (error) {
      this.logger.warn(`Relay not queued now, the sweep will: ${(error as Error).message}`);
    }
  }
}
