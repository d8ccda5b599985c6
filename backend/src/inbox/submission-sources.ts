import { Injectable } from '@nestjs/common';
import { Attributions } from '../submissions/attributions';
import { CareersService } from '../submissions/careers/careers.service';
import { EnquiriesService } from '../submissions/enquiries/enquiries.service';
import { SubscriptionsService } from '../submissions/subscriptions/subscriptions.service';
import type { EnvelopeRow } from './submissions.repository';

/** Reads the row behind an envelope from the domain that owns it (the inbox and notifications show it). */
@Injectable()
export class SubmissionSources {
  constructor(
    private readonly enquiries: EnquiriesService,
    private readonly careers: CareersService,
    private readonly subscriptions: SubscriptionsService,
    private readonly attributions: Attributions,
  ) {}

  /** The row as submitted; null when it was erased a moment ago. */
  rowOf(envelope: Pick<EnvelopeRow, 'kind' | 'sourceId'>) {
    if (envelope.kind === 'application') return this.careers.findById(envelope.sourceId);
    if (envelope.kind === 'newsletter') return this.subscriptions.findById(envelope.sourceId);
    return this.enquiries.findById(envelope.sourceId);
  }

  /** Where it came from (its form's attribution); null when none was sent. */
  attributionOf(submissionId: string) {
    return this.attributions.of(submissionId);
  }
}
