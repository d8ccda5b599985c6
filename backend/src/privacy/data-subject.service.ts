import { Inject, Injectable } from '@nestjs/common';
import type {
  AuditAction,
  DataSubjectErasureResponse,
  DataSubjectResponse,
  SubmissionKind,
} from '@orbitwise/contracts/admin';
import { AuditService } from '../audit/audit.service';
import { SubjectHash } from '../audit/subject-hash';
import type { SignedInOperator } from '../auth/signed-in-operator';
import { NotesRepository } from '../inbox/notes.repository';
import { StatusChangesRepository } from '../inbox/status-changes.repository';
import { toSummary } from '../inbox/submission-views';
import { SubmissionsRepository, type EnvelopeRow } from '../inbox/submissions.repository';
import { CareersService } from '../submissions/careers/careers.service';
import { EnquiriesService } from '../submissions/enquiries/enquiries.service';
import { SUBMISSION_REPLIES, type SubmissionRepliesSource } from '../platform/privacy/submission-replies';
import { SubscriptionsService } from '../submissions/subscriptions/subscriptions.service';
import { toDataSubjectExport, type DataSubjectExport } from './data-subject.views';
import { SubmissionEraser } from './submission-eraser';

/** How many submissions, never whose: the email stays out of the audit log. */
const subjectCount = (count: number) => `data subject (${count} submission${count === 1 ? '' : 's'})`;

/** Access requests and erasure for one email address, across every kind of submission. */
@Injectable()
export class DataSubjectService {
  constructor(
    private readonly envelopes: SubmissionsRepository,
    private readonly notes: NotesRepository,
    private readonly statusChanges: StatusChangesRepository,
    private readonly eraser: SubmissionEraser,
    private readonly enquiries: EnquiriesService,
    private readonly careers: CareersService,
    private readonly subscriptions: SubscriptionsService,
    private readonly audit: AuditService,
    private readonly subjectHash: SubjectHash,
    @Inject(SUBMISSION_REPLIES) private readonly replies: SubmissionRepliesSource,
  ) {}

  /** A lookup is audited too: looking someone up is access to their data. */
  async find(email: string, operator: SignedInOperator): Promise<DataSubjectResponse> {
    const envelopes = await this.envelopes.findByEmail(email);
    await this.record(operator, 'data-subject-viewed', email, envelopes.length);
    return { email, items: envelopes.map(toSummary) };
  }

  /** Every field of every submission from this address, with the notes, status history and replies kept on it. */
  async export(email: string, operator: SignedInOperator): Promise<DataSubjectExport> {
    const envelopes = await this.envelopes.findByEmail(email);
    const ids = envelopes.map((envelope) => envelope.id);
    const [rows, notes, history, replies] = await Promise.all([
      Promise.all(envelopes.map((envelope) => this.sourceRow(envelope))),
      this.notes.forSubmissions(ids),
      this.statusChanges.forSubmissions(ids),
      this.replies.forSubmissions(ids),
    ]);
    await this.record(operator, 'data-subject-exported', email, envelopes.length);
    return toDataSubjectExport(email, envelopes, rows, notes, history, replies);
  }

  async erase(email: string, operator: SignedInOperator): Promise<DataSubjectErasureResponse> {
    const erased = await this.eraser.erase(await this.envelopes.findByEmail(email));
    await this.record(operator, 'data-subject-erased', email, erased);
    return { erased };
  }

  /**
   * The target is the address's keyed hash (`data subject 3f9a…`): every entry about one address
   * can be found by hashing it again, and the log never holds the address.
   */
  private record(operator: SignedInOperator, action: AuditAction, email: string, count: number) {
    return this.audit.record({
      actor: operator,
      action,
      target: `data subject ${this.subjectHash.of(email)}`,
      targetLabel: subjectCount(count),
      ip: operator.ip,
    });
  }

  /** The submission's row as its owning domain stores it (null if erased meanwhile). */
  private sourceRow({ kind, sourceId }: EnvelopeRow): Promise<object | null> {
    const byKind: Record<SubmissionKind, () => Promise<object | null>> = {
      enquiry: () => this.enquiries.findById(sourceId),
      contact: () => this.enquiries.findById(sourceId),
      event: () => this.enquiries.findById(sourceId),
      'it-support': () => this.enquiries.findById(sourceId),
      newsletter: () => this.subscriptions.findById(sourceId),
      application: () => this.careers.findById(sourceId),
    };
    return byKind[kind]();
  }
}
