import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  DELIVERY_CHANNEL_LABELS,
  DELIVERY_STATE_LABELS,
  KINDS_BY_ROLE,
  SUBMISSION_KIND_LABELS,
  type DeliveryListResponse,
  type DeliveryState,
  type DeliveryView,
  type NotificationHealth,
  type ResendTarget,
} from '@orbitwise/contracts/admin';
import { AuditService } from '../audit/audit.service';
import type { SignedInOperator } from '../auth/signed-in-operator';
import { InboxService } from '../inbox/inbox.service';
import { JobQueue } from '../jobs/job-queue';
import { Database } from '../platform/database/database';
import { ProblemException } from '../platform/problems/problem';
import {
  DeliveriesRepository,
  type AttemptRow,
  type DeliveryRow,
  type RecipientState,
  type Requeued,
} from './deliveries.repository';
import { MAILER, type Mailer } from '../platform/mail/mailer';
import { NOTIFICATION_QUEUES, type DeliverJob } from './outbox/queues';

const RECENT_FAILURES = 10;

/** The console's view of deliveries: a submission's log, Resend, and what needs attention. */
@Injectable()
export class DeliveriesService {
  constructor(
    private readonly inbox: InboxService,
    private readonly deliveries: DeliveriesRepository,
    private readonly jobs: JobQueue,
    private readonly db: Database,
    private readonly audit: AuditService,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  async list(actor: SignedInOperator, reference: string): Promise<DeliveryListResponse> {
    const envelope = await this.inbox.envelope(actor, reference);
    return { emailConfigured: this.mailer.configured, deliveries: await this.views(envelope.id) };
  }

  /**
   * Queues the delivery again, whatever its state, with a fresh set of tries: `to` failed, an e-mail
   * that reached some recipients goes to the others only.
   */
  async resend(
    actor: SignedInOperator,
    reference: string,
    deliveryId: string,
    to: ResendTarget,
  ): Promise<DeliveryView> {
    const envelope = await this.inbox.envelope(actor, reference);
    if (envelope.status === 'spam') {
      throw new ProblemException(
        HttpStatus.CONFLICT,
        'This submission is marked spam, so it sends nothing: move it out of spam first.',
      );
    }
    const requeued = await this.db.transaction(async (tx) => {
      const queued = await this.deliveries.requeue(tx, deliveryId, envelope.id, to);
      if (queued) {
        await this.jobs.sendMany(
          NOTIFICATION_QUEUES.deliver,
          [{ id: queued.jobId, data: { deliveryId } satisfies DeliverJob }],
          { tx },
        );
      }
      return queued;
    });
    if (!requeued) throw new ProblemException(HttpStatus.NOT_FOUND, 'This submission has no such delivery.');
    // Names the delivery, its channel and how many it went to: never a recipient's address.
    await this.audit.record({
      actor,
      action: 'delivery-resent',
      target: `submission #${envelope.id}`,
      targetLabel: `${SUBMISSION_KIND_LABELS[envelope.kind]} #${envelope.id}`,
      changes: [
        { field: 'delivery', from: null, to: `#${deliveryId}` },
        { field: 'channel', from: null, to: DELIVERY_CHANNEL_LABELS[requeued.before.channel] },
        {
          field: 'state',
          from: DELIVERY_STATE_LABELS[shownState(requeued.before)],
          to: DELIVERY_STATE_LABELS.pending,
        },
        { field: 'sent to', from: null, to: resentTo(requeued) },
      ],
      ip: actor.ip,
    });
    const view = (await this.views(envelope.id)).find((delivery) => delivery.id === deliveryId);
    if (!view) throw new ProblemException(HttpStatus.NOT_FOUND, 'This submission has no such delivery.');
    return view;
  }

  async health(actor: SignedInOperator): Promise<NotificationHealth> {
    const kinds = KINDS_BY_ROLE[actor.role];
    const [counts, failures, retrying] = await Promise.all([
      this.deliveries.countsNeedingAttention(kinds),
      this.deliveries.recentFailures(kinds, RECENT_FAILURES),
      this.deliveries.retrying(kinds),
    ]);
    return {
      emailConfigured: this.mailer.configured,
      failed: counts.failed ?? 0,
      unconfigured: counts.unconfigured ?? 0,
      held: counts.held ?? 0,
      recentFailures: failures.map((row) => ({ ...row, at: row.at.toISOString() })),
      retrying: retrying.count,
      retryingSince: retrying.since?.toISOString() ?? null,
      lastError: retrying.lastError,
      lastErrorAt: retrying.lastErrorAt?.toISOString() ?? null,
    };
  }

  private async views(submissionId: string): Promise<DeliveryView[]> {
    const rows = await this.deliveries.forSubmission(submissionId);
    const attempts = rows.length === 0 ? [] : await this.deliveries.attemptsOf(rows.map((row) => row.id));
    return rows.map((row) => toView(row, attempts));
  }
}

/** The state the console shows: a failed e-mail that reached some of its recipients is partly failed. */
export function shownState(row: {
  state: DeliveryState;
  recipients: RecipientState[] | null;
}): DeliveryState {
  const reachedSome = row.recipients?.some((recipient) => recipient.state === 'sent') ?? false;
  return row.state === 'failed' && reachedSome ? 'partly-failed' : row.state;
}

function resentTo({ before, recipients }: Requeued): string {
  if (before.channel === 'webhook') return 'its endpoint';
  if (!recipients) return 'every recipient, read afresh';
  const waiting = recipients.filter((recipient) => recipient.state === 'pending').length;
  return `the ${waiting} of ${recipients.length} recipients it did not reach`;
}

function toView(row: DeliveryRow, attempts: AttemptRow[]): DeliveryView {
  return {
    id: row.id,
    channel: row.channel,
    event: row.event,
    target: row.target,
    state: shownState(row),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    attempts: attempts
      .filter((attempt) => attempt.deliveryId === row.id)
      .map(({ at, ok, detail, durationMs }) => ({ at: at.toISOString(), ok, detail, durationMs })),
    recipients: row.recipients ?? [],
  };
}
