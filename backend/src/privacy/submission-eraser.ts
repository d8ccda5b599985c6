import { Injectable } from '@nestjs/common';
import { FORM_TYPES } from '@orbitwise/contracts';
import { type SubmissionKind } from '@orbitwise/contracts/admin';
import { CareerErasureService } from '../submissions/careers/career-erasure.service';
import { EnquiriesService } from '../submissions/enquiries/enquiries.service';
import { SubscriptionsService } from '../submissions/subscriptions/subscriptions.service';

/** What to erase: an envelope's kind and the id of its row in the owning domain's table. */
export interface ErasureTarget {
  kind: SubmissionKind;
  sourceId: string;
}

const isEnquiry = (kind: SubmissionKind) => (FORM_TYPES as readonly string[]).includes(kind);

/**
 * Erases submissions through the domains that own their tables: each DELETE takes the row with its
 * inbox envelope, notes and status history (ON DELETE CASCADE), and careers removes the resume files
 * once its DELETE has committed. One statement per domain, each atomic on its own; a failure part
 * way leaves the rest for a retry, which finds only what is still there.
 */
@Injectable()
export class SubmissionEraser {
  constructor(
    private readonly enquiries: EnquiriesService,
    private readonly careers: CareerErasureService,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  /** Returns how many of them existed and are now gone. */
  async erase(targets: readonly ErasureTarget[]): Promise<number> {
    const ids = (match: (kind: SubmissionKind) => boolean) =>
      targets.filter((target) => match(target.kind)).map((target) => target.sourceId);
    return (
      (await this.enquiries.eraseByIds(ids(isEnquiry))) +
      (await this.careers.eraseByIds(ids((kind) => kind === 'application'))) +
      (await this.subscriptions.eraseByIds(ids((kind) => kind === 'newsletter')))
    );
  }

  /** Erases at most `limit` submissions of `kind` received before `before`; returns how many. */
  eraseOlderThan(kind: SubmissionKind, before: Date, limit: number): Promise<number> {
    if (kind === 'application') return this.careers.eraseOlderThan(before, limit);
    if (kind === 'newsletter') return this.subscriptions.eraseOlderThan(before, limit);
    return this.enquiries.eraseOlderThan(kind, before, limit);
  }
}
