import { Inject, Injectable } from '@nestjs/common';
import type { Attribution } from '@orbitwise/contracts';
import { consoleSubmissionPath, type WebhookField } from '@orbitwise/contracts/admin';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { asText, FIELD_SPECS, SOURCES } from '../inbox/source-fields';
import { SubmissionSources } from '../inbox/submission-sources';
import type { DeliveryToTry } from './deliveries.repository';
import type { Announced } from './mail/messages';

/** Each field also with its stable name, which webhooks send (the e-mails show the labels), and where it came from. */
export type AnnouncedFields = Announced & { fields: WebhookField[]; attribution: Attribution | null };

/** What the notifications say about a submission: its fields as submitted and its console link. */
@Injectable()
export class Announcements {
  constructor(
    private readonly sources: SubmissionSources,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  consoleUrl(submissionId: string): string {
    return `${this.config.siteOrigin}${consoleSubmissionPath(submissionId)}`;
  }

  /** Null when the submission's row was erased a moment ago. */
  async of(delivery: DeliveryToTry): Promise<AnnouncedFields | null> {
    const [row, attribution] = await Promise.all([
      this.sources.rowOf({ kind: delivery.kind, sourceId: delivery.sourceId }),
      this.sources.attributionOf(delivery.submissionId),
    ]);
    if (!row) return null;
    return {
      id: delivery.submissionId,
      kind: delivery.kind,
      receivedAt: delivery.receivedAt,
      source: SOURCES[delivery.kind],
      email: delivery.email,
      // The labels people read, and the stored field's name beside each for machines (webhooks).
      fields: FIELD_SPECS[delivery.kind].map(({ prop, label }) => ({
        name: prop,
        label,
        value: asText((row as unknown as Record<string, unknown>)[prop]),
      })),
      attribution,
      consoleUrl: this.consoleUrl(delivery.submissionId),
    };
  }
}
