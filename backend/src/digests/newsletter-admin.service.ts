import { Injectable } from '@nestjs/common';
import type { AuditChange, DigestIssueView, DigestSettings } from '@orbitwise/contracts/admin';
import { stringify } from 'csv-stringify/sync';
import { AuditService } from '../audit/audit.service';
import type { SignedInOperator } from '../auth/signed-in-operator';
import { SubscriptionsService } from '../submissions/subscriptions/subscriptions.service';
import { DigestsService } from './digests.service';

const EXPORT_COLUMNS = ['Email', 'Confirmed at', 'Consent form', 'Consent page', 'Consent wording version'];

/** What the console does with the newsletter: audited like the rest of the console. */
@Injectable()
export class NewsletterAdminService {
  constructor(
    private readonly digests: DigestsService,
    private readonly subscriptions: SubscriptionsService,
    private readonly audit: AuditService,
  ) {}

  settings(): Promise<DigestSettings> {
    return this.digests.settings();
  }

  issues(): Promise<DigestIssueView[]> {
    return this.digests.issues();
  }

  async updateSettings(next: DigestSettings, operator: SignedInOperator): Promise<DigestSettings> {
    const before = await this.digests.settings();
    const saved = await this.digests.saveSettings(next);
    const changes: AuditChange[] = (Object.keys(saved) as (keyof DigestSettings)[])
      .filter((field) => before[field] !== saved[field])
      .map((field) => ({ field, from: String(before[field]), to: String(saved[field]) }));
    await this.audit.record({
      actor: operator,
      action: 'digest-settings-changed',
      target: `digest ${saved.schedule}`,
      changes,
      ip: operator.ip,
    });
    return saved;
  }

  /**
   * The confirmed subscribers, one row per address, as the inbox's CSV is written (csv-stringify: RFC
   * 4180, CRLF, a BOM, formulas escaped). Audited as an export, without any address.
   */
  async subscribersCsv(operator: SignedInOperator): Promise<{ csv: string; day: string }> {
    const subscribers = await this.subscriptions.confirmedSubscribers();
    await this.audit.record({
      actor: operator,
      action: 'exported',
      target: `export newsletter-subscribers csv rows=${subscribers.length}`,
      ip: operator.ip,
    });
    const csv = stringify(
      subscribers.map((s) => [
        s.email,
        s.confirmedAt.toISOString(),
        s.consentForm,
        s.consentPage,
        s.consentWording,
      ]),
      {
        bom: true,
        header: true,
        columns: EXPORT_COLUMNS,
        record_delimiter: 'windows',
        quote_record_delimiter: true,
        escape_formulas: true,
      },
    );
    return { csv, day: new Date().toISOString().slice(0, 10) };
  }
}
