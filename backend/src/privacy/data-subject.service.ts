import { Injectable } from '@nestjs/common';
import type {
  DataSubjectErasureResponse,
  DataSubjectResponse,
  SubmissionKind,
} from '@orbitwise/contracts/admin';
import { AuditService } from '../audit/audit.service';
import type { SignedInOperator } from '../auth/signed-in-operator';
import { NotesRepository } from '../inbox/notes.repository';
import { StatusChangesRepository } from '../inbox/status-changes.repository';
import { toSummary } from '../inbox/submission-views';
import { SubmissionsRepository, type EnvelopeRow } from '../inbox/submissions.repository';
import { CareersService } from '../submissions/careers/careers.service';
import { EnquiriesService } from '../submissions/enquiries/enquiries.service';
import { SubscriptionsService } from '../submissions/subscriptions/subscriptions.service';
import { toDataSubjectExport, type DataSubjectExport } from './data-subject.views';
import { SubmissionEraser } from './submission-eraser';

/** Targets name how many submissions, never whose: the email stays out of the audit log. */
const subjectTarget = (count: number) => `data subject (${count} submission${count === 1 ? '' : 's'})`;

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
  ) {}

  async find(email: string): Promise<DataSubjectResponse> {
    const envelopes = await this.envelopes.findByEmail(email);
    return { email, items: envelopes.map(toSummary) };
  }

  /** Every field of every submission from this address, with the notes and status history kept on it. */
  async export(email: string, operator: SignedInOperator): Promise<DataSubjectExport> {
    const envelopes = await this.envelopes.findByEmail(email);
    const ids = envelopes.map((envelope) => envelope.id);
    const [rows, notes, history] = await Promise.all([
      Promise.all(envelopes.map((envelope) => this.sourceRow(envelope))),
      this.notes.forSubmissions(ids),
      this.statusChanges.forSubmissions(ids),
    ]);
    await this.audit.record({
      actor: operator,
      action: 'data-subject-exported',
      target: subjectTarget(envelopes.length),
      ip: operator.ip,
    });
    return toDataSubjectExport(email, envelopes, rows, notes, history);
  }

  async erase(email: string, operator: SignedInOperator): Promise<DataSubjectErasureResponse> {
    const erased = await this.eraser.erase(await this.envelopes.findByEmail(email));
    await this.audit.record({
      actor: operator,
      action: 'data-subject-erased',
      target: subjectTarget(erased),
      ip: operator.ip,
    });
    return { erased };
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
