import { HttpStatus, Injectable } from '@nestjs/common';
import {
  ADMIN_LIMITS,
  KINDS_BY_ROLE,
  STATUS_LABELS,
  SUBMISSION_KIND_LABELS,
  roleCanSee,
  type AuditChange,
  statusesFor,
  type AuditAction,
  type DashboardResponse,
  type SubmissionDetail,
  type ConsoleSubmissionDetail,
  type SubmissionListResponse,
  type SubmissionNote,
  type SubmissionSummary,
  type SubmissionKind,
} from '@orbitwise/contracts/admin';
import { AuditService } from '../audit/audit.service';
import { OperatorsRepository } from '../operators/operators.repository';
import { invalidRequest } from '../platform/http/validation';
import { ProblemException } from '../platform/problems/problem';
import { NotificationOutbox } from '../notifications/outbox/notification-outbox';
import { decodeCursor, encodeCursor } from './cursor';
import type { SubmissionFiltersDto, SubmissionListQueryDto } from './dto/submission-query.dto';
import type { UpdateSubmissionDto } from './dto/update-submission.dto';
import { assertCanSee, notFound, parseReference, visibleKinds, type InboxActor } from './inbox-access';
import { NotesRepository } from './notes.repository';
import { labelledFields, SOURCES } from './source-fields';
import { StatusChangesRepository } from './status-changes.repository';
import { SubmissionSources } from './submission-sources';
import { utmFilter, type SubmissionFilter } from './submission-filters';
import { toHistory, toNote, toSummary } from './submission-views';
import { SubmissionsRepository, type EnvelopeRow } from './submissions.repository';

const NEWEST_UNREAD = 10;
/** The reader of a caller that is no operator: no operator has this id, so nothing reads as read. */
const NO_READER = '00000000-0000-0000-0000-000000000000';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The inbox: listing, reading and triaging submissions of the kinds the operator's role may see. */
@Injectable()
export class InboxService {
  constructor(
    private readonly submissions: SubmissionsRepository,
    private readonly statusChanges: StatusChangesRepository,
    private readonly notes: NotesRepository,
    private readonly sources: SubmissionSources,
    private readonly outbox: NotificationOutbox,
    private readonly operators: OperatorsRepository,
    private readonly audit: AuditService,
  ) {}

  /** The query's filters, checked: a kind the role cannot see is 403; `to` before `from` is 400. */
  filterFor(actor: Pick<InboxActor, 'id' | 'role'>, query: SubmissionFiltersDto): SubmissionFilter {
    return this.filterOf(visibleKinds(actor.role, query.kind), actor.id, query);
  }

  async list(actor: InboxActor, query: SubmissionListQueryDto): Promise<SubmissionListResponse> {
    return this.page(this.filterFor(actor, query), query);
  }

  /**
   * The list for a caller that is no operator (an integration key): `kinds` are the ones it
   * may read, already narrowed to the query's kind by the caller; `read` is false (no read marks).
   * `sandbox`: a test key's caller reads the sandbox alone, any other never sees it.
   */
  async listOfKinds(
    kinds: readonly SubmissionKind[],
    query: Omit<SubmissionListQueryDto, 'unread' | 'sandbox'>,
    sandbox: boolean,
  ): Promise<SubmissionListResponse> {
    return this.page({ ...this.filterOf(kinds, NO_READER, query), sandbox }, query);
  }

  /** The filter of a list call's query for the given kinds and reader (the read API's sync too). */
  filterOf(
    kinds: readonly SubmissionKind[],
    readerId: string,
    query: Omit<SubmissionFiltersDto, 'kind'>,
  ): SubmissionFilter {
    const receivedFrom = query.from ? new Date(`${query.from}T00:00:00Z`) : undefined;
    const receivedBefore = query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) : undefined;
    if (receivedFrom && receivedBefore && receivedFrom >= receivedBefore) {
      throw invalidRequest({ to: ['to must not be before from.'] });
    }
    const q = query.q?.trim();
    return {
      kinds,
      readerId,
      status: query.status,
      receivedFrom,
      receivedBefore,
      assigneeId:
        query.assignee === undefined ? undefined : query.assignee === 'none' ? null : query.assignee,
      unread: query.unread === 'true',
      q: q || undefined,
      sandbox: query.sandbox === 'true',
      utm: utmFilter(query),
    };
  }

  private async page(
    filter: SubmissionFilter,
    query: Pick<SubmissionListQueryDto, 'cursor' | 'limit'>,
  ): Promise<SubmissionListResponse> {
    const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
    if (query.cursor !== undefined && !after) throw invalidRequest({ cursor: ['The cursor is not valid.'] });
    const limit = query.limit ?? ADMIN_LIMITS.pageSizeDefault;
    const rows = await this.submissions.list(filter, after, limit + 1);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      items: page.map(toSummary),
      nextCursor:
        rows.length > limit && last
          ? encodeCursor({ receivedMicros: last.receivedMicros, id: last.id })
          : null,
    };
  }

  async dashboard(actor: InboxActor): Promise<DashboardResponse> {
    const kinds = KINDS_BY_ROLE[actor.role];
    const [counts, newestUnread, retention] = await Promise.all([
      this.submissions.countByKind(kinds, actor.id),
      this.submissions.list({ kinds, readerId: actor.id, unread: true }, null, NEWEST_UNREAD),
      this.submissions.retention(),
    ]);
    return {
      kinds: kinds.map(
        (kind) => counts.find((count) => count.kind === kind) ?? { kind, total: 0, unread: 0 },
      ),
      newestUnread: newestUnread.map(toSummary),
      retention,
    };
  }

  /** Every field as submitted, the history and the notes; opening it marks it read for this operator. */
  async detail(actor: InboxActor, reference: string): Promise<ConsoleSubmissionDetail> {
    const envelope = await this.envelope(actor, reference);
    const detail = { ...(await this.compose({ ...envelope, read: true })), sandbox: envelope.sandbox };
    if (!envelope.read) await this.submissions.markRead(envelope.id, actor.id);
    await this.record(actor, 'submission-viewed', envelope);
    return detail;
  }

  /**
   * One submission for a caller that is no operator (an integration key): 404 unless its
   * kind is one of `kinds` and it is in the caller's space (`sandbox`: a test key's); nothing is
   * marked read (the caller audits its own use).
   */
  async detailOfKinds(
    kinds: readonly SubmissionKind[],
    reference: string,
    sandbox: boolean,
  ): Promise<SubmissionDetail> {
    const envelope = await this.submissions.find(parseReference(reference));
    if (
      !envelope ||
      !kinds.includes(envelope.kind) ||
      envelope.sandbox !== sandbox ||
      envelope.awaitingConfirmation
    )
      throw notFound();
    return this.compose(envelope);
  }

  /**
   * 404 when the submission is in the other space than a key's caller (`sandbox`: a test key's, which
   * reads the sandbox alone); an unknown reference is left to the caller's own answer.
   */
  async assertInKeySpace(reference: string, sandbox: boolean): Promise<void> {
    const envelope = await this.submissions.find(parseReference(reference));
    if (envelope && envelope.sandbox !== sandbox) throw notFound();
  }

  private async compose(envelope: EnvelopeRow): Promise<SubmissionDetail> {
    const [source, changes, notes, attribution] = await Promise.all([
      this.sources.rowOf(envelope),
      this.statusChanges.forSubmission(envelope.id),
      this.notes.forSubmission(envelope.id),
      this.sources.attributionOf(envelope.id),
    ]);
    if (!source) throw notFound(); // erased a moment ago
    const application = 'resumeKey' in source ? source : null;
    return {
      ...toSummary(envelope),
      source: SOURCES[envelope.kind],
      fields: labelledFields(envelope.kind, source),
      statusHistory: toHistory(envelope, changes),
      notes: notes.map(toNote),
      resume: application && {
        originalName: application.resumeOriginalName,
        size: application.resumeSize,
        mimeType: application.resumeMimeType,
        sha256: application.resumeSha256,
      },
      attribution,
    };
  }

  /** Status (recorded in the history), assignee and read state. */
  async update(actor: InboxActor, reference: string, body: UpdateSubmissionDto): Promise<SubmissionSummary> {
    if (body.status === undefined && body.assigneeId === undefined && body.read === undefined) {
      throw new ProblemException(HttpStatus.BAD_REQUEST, 'Send at least one of status, assigneeId and read.');
    }
    const envelope = await this.envelope(actor, reference);
    const kindLabel = SUBMISSION_KIND_LABELS[envelope.kind].toLowerCase();
    if (body.status !== undefined && !statusesFor(envelope.kind).includes(body.status)) {
      throw invalidRequest({
        status: [`A ${kindLabel} takes one of: ${statusesFor(envelope.kind).join(', ')}.`],
      });
    }
    if (body.assigneeId) {
      const assignee = await this.operators.findById(body.assigneeId);
      if (!assignee || assignee.disabled) {
        throw invalidRequest({ assigneeId: ['There is no enabled operator with this id.'] });
      }
      if (!roleCanSee(assignee.role, envelope.kind)) {
        throw invalidRequest({ assigneeId: [`This operator's role cannot see ${kindLabel} submissions.`] });
      }
    }
    const change = await this.submissions.triage(envelope.id, body, actor.id);
    const updated = change && (await this.submissions.find(envelope.id, actor.id));
    if (!change || !updated) throw notFound();
    if (change.fromStatus !== change.toStatus) {
      await this.record(actor, 'status-changed', envelope, [
        { field: 'status', from: STATUS_LABELS[change.fromStatus], to: STATUS_LABELS[change.toStatus] },
      ]);
    }
    // Out of spam, what was held is released (by a trigger in the same statement): queue it now.
    if (change.fromStatus === 'spam' && change.toStatus !== 'spam') await this.outbox.ring();
    if (change.fromAssigneeId !== change.toAssigneeId) {
      await this.record(actor, 'assigned', envelope, [
        { field: 'assignee', from: envelope.assigneeName, to: updated.assigneeName },
      ]);
    }
    return toSummary(updated);
  }

  async addNote(actor: InboxActor, reference: string, text: string): Promise<SubmissionNote> {
    const envelope = await this.envelope(actor, reference);
    const note = await this.notes.add(envelope.id, actor.id, text);
    if (!note) throw notFound();
    await this.record(actor, 'note-added', envelope);
    return toNote(note);
  }

  /**
   * The envelope behind a reference: 404 if there is none, it is a subscription not confirmed yet
   * (no lead: nothing to read, triage or reply to), or the role cannot see its kind.
   */
  async envelope(actor: InboxActor, reference: string): Promise<EnvelopeRow> {
    const envelope = await this.submissions.find(parseReference(reference), actor.id);
    if (!envelope || envelope.awaitingConfirmation) throw notFound();
    assertCanSee(actor.role, envelope.kind);
    return envelope;
  }

  /** Named by kind and reference: the audit log holds no visitor's data. */
  private record(
    actor: InboxActor,
    action: AuditAction,
    envelope: Pick<EnvelopeRow, 'id' | 'kind'>,
    changes: AuditChange[] = [],
  ): Promise<void> {
    return this.audit.record({
      actor,
      action,
      target: `submission #${envelope.id}`,
      targetLabel: `${SUBMISSION_KIND_LABELS[envelope.kind]} #${envelope.id}`,
      changes,
      ip: actor.ip,
    });
  }
}
