import { Injectable } from '@nestjs/common';
import { NOTIFICATION_AREAS, SUBMISSION_KINDS, type NotificationSettings } from '@orbitwise/contracts/admin';
import { Database } from '../../platform/database/database';

/** notification_recipients and acknowledgement_setting: absent rows are the defaults. */
@Injectable()
export class NotificationSettingsRepository {
  constructor(private readonly db: Database) {}

  async read(): Promise<NotificationSettings> {
    const [recipients, acknowledgements] = await Promise.all([
      this.db.query<{ area: string; addresses: string[] }>(
        'SELECT area, addresses FROM notification_recipients',
      ),
      this.db.query<{ kind: string; enabled: boolean }>('SELECT kind, enabled FROM acknowledgement_setting'),
    ]);
    return {
      recipients: Object.fromEntries(
        NOTIFICATION_AREAS.map((area) => [
          area,
          recipients.find((row) => row.area === area)?.addresses ?? [],
        ]),
      ) as NotificationSettings['recipients'],
      acknowledgement: Object.fromEntries(
        SUBMISSION_KINDS.map((kind) => [
          kind,
          acknowledgements.find((row) => row.kind === kind)?.enabled ?? false,
        ]),
      ) as NotificationSettings['acknowledgement'],
    };
  }

  /** Replaces every setting, together. */
  save(settings: NotificationSettings): Promise<void> {
    return this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM notification_recipients');
      for (const area of NOTIFICATION_AREAS) {
        const addresses = settings.recipients[area];
        if (addresses.length === 0) continue;
        await tx.query('INSERT INTO notification_recipients (area, addresses) VALUES ($1, $2)', [
          area,
          addresses,
        ]);
      }
      await tx.query(
        `INSERT INTO acknowledgement_setting (kind, enabled)
         SELECT key, value::boolean FROM jsonb_each_text($1::jsonb)
         ON CONFLICT (kind) DO UPDATE SET enabled = excluded.enabled`,
        [JSON.stringify(settings.acknowledgement)],
      );
    });
  }
}
