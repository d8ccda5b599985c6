import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  fillPlaceholders,
  hasLineBreak,
  REPLY_MESSAGES,
  SUBMISSION_KIND_LABELS,
  unknownPlaceholders,
  type ReplyPlaceholder,
  type SubmissionReply,
} from '@orbitwise/contracts/admin';
import type { SignedInOperator } from '../auth/signed-in-operator';
import { AuditService } from '../audit/audit.service';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { InboxService } from '../inbox/inbox.service';
import { SubmissionSources } from '../inbox/submission-sources';
import { JobQueue } from '../jobs/job-queue';
import { Database } from '../platform/database/database';
import { invalidRequest } from '../platform/http/validation';
import { ProblemException } from '../platform/problems/problem';
import type { SendReplyDto } from './dto/reply.dto';
import { RepliesRepository } from './replies.repository';
import { companyNameOf } from './reply-mailer';
import { REPLY_QUEUE, type SendReplyJob } from './reply-queue';
import { ReplyTemplatesRepository } from './reply-templates.repository';

type Envelope = Awaited<ReturnType<InboxService['envelope']>>;

/** Placeholders in subject and body, refused when unknown (400, per field). */
export function assertKnownPlaceholders(text: { subject: string; body: string }): void {
  const errors: Record<string, string[]> = {};
  for (const field of ['subject', 'body'] as const) {
    const unknown = unknownPlaceholders(text[field]);
    if (unknown.length > 0) errors[field] = [REPLY_MESSAGES.unknownPlaceholder(unknown)];
  }
  if (Object.keys(errors).length > 0) throw invalidRequest(errors);
}

/**
 * Replies from a submission's page. The submission is read, its access checked, and its status moved
 * through the inbox's service (what the inbox offers every domain); the e-mail goes to the address the
 * person gave, from the company's address (MAIL_FROM) with Reply-To the operator, by a job queued in
 * the same transaction as the reply's row.
 */
@Injectable()
export class RepliesService {
  private readonly companyName: string;

  constructor(
    private readonly inbox: InboxService,
    private readonly sources: SubmissionSources,
    private readonly replies: RepliesRepository,
    private readonly templates: ReplyTemplatesRepository,
    private readonly db: Database,
    private readonly jobs: JobQueue,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.companyName = companyNameOf(config.notifications.mailFrom);
  }

  async list(actor: SignedInOperator, reference: string): Promise<SubmissionReply[]> {
    const envelope = await this.inbox.envelope(actor, reference);
    return this.replies.forSubmission(envelope.id);
  }

  async send(actor: SignedInOperator, reference: string, request: SendReplyDto): Promise<SubmissionReply> {
    const envelope = await this.inbox.envelope(actor, reference);
    assertKnownPlaceholders(request);
    const template = request.templateId ? await this.templates.find(request.templateId) : null;
    if (request.templateId && !template) {
      throw invalidRequest({ templateId: ['There is no reply template with this id.'] });
    }
    const values = await this.placeholderValues(envelope, actor);
    // A value is the person's own text: in the subject it must not break the header line or carry
    // control characters.
    const oneLine = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        value.replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' '),
      ]),
    ) as typeof values;
    const subject = fillPlaceholders(request.subject, oneLine);
    if (hasLineBreak(subject)) throw invalidRequest({ subject: [REPLY_MESSAGES.subjectLineBreak] });
    const reply = await this.db.transaction(async (tx) => {
      const stored = await this.replies.insert(tx, {
        submissionId: envelope.id,
        operatorId: actor.id,
        operatorName: actor.displayName,
        replyTo: actor.email,
        to: envelope.email,
        subject,
        body: fillPlaceholders(request.body, values),
        templateName: template?.name ?? null,
      });
      await this.jobs.sendMany(
        REPLY_QUEUE,
        [{ id: stored.id, data: { replyId: stored.id } satisfies SendReplyJob }],
        {
          tx,
        },
      );
      return stored;
    });
    await this.audit.record({
      actor,
      action: 'reply-sent',
      target: `submission #${envelope.id}`,
      targetLabel: `${SUBMISSION_KIND_LABELS[envelope.kind]} #${envelope.id}`,
      changes: template ? [{ field: 'template', from: null, to: template.name }] : [],
      ip: actor.ip,
    });
    if (request.markContacted !== false && envelope.status !== 'contacted') {
      await this.inbox.update(actor, envelope.id, { status: 'contacted' });
    }
    return reply;
  }

  /** From the submission as sent: its name, and an application's position or an event's title. */
  private async placeholderValues(
    envelope: Envelope,
    actor: SignedInOperator,
  ): Promise<Record<ReplyPlaceholder, string>> {
    const source = envelope.kind === 'application' ? await this.sources.rowOf(envelope) : null;
    return {
      firstName:
        source && 'firstName' in source ? source.firstName : (envelope.name.trim().split(/\s+/)[0] ?? ''),
      jobTitle: source && 'position' in source ? source.position : '',
      eventTitle: envelope.kind === 'event' ? (envelope.subject ?? '') : '',
      companyName: this.companyName,
      operatorName: actor.displayName,
    };
  }
}

export const templateNotFound = () =>
  new ProblemException(HttpStatus.NOT_FOUND, 'There is no reply template with this id.');
