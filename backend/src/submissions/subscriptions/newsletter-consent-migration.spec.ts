import { privateDatabase } from '../../../test/hostile/private-database';
import { migratedDatabase } from '../../../test/run-migration';
import { NewsletterConsent1764628000000 } from '../../platform/database/migrations/1764628000000-NewsletterConsent';
import { MIGRATIONS } from '../../platform/database/typeorm-options';

/**
 * Subscriptions stored before double opt-in were never confirmed by their owners: they become
 * `unconfirmed-legacy` (never mailed, never counted); new ones start `pending`, and the newsletter's
 * acknowledgement (its confirmation e-mail) is on.
 */
describe('Newsletter consent migration', () => {
  let drop: () => Promise<void>;
  let url: string;

  beforeAll(async () => ({ url, drop } = await privateDatabase('newsletter_consent_migration')));
  afterAll(() => drop?.());

  const migrated = (migrations: unknown[]) => migratedDatabase(url, migrations);

  it('marks the rows from before unconfirmed-legacy, new rows pending, and turns the confirmation on', async () => {
    const old = await migrated(MIGRATIONS.slice(0, MIGRATIONS.indexOf(NewsletterConsent1764628000000)));
    await old.query(
      `INSERT INTO subscription (email, user_activation_date, is_active) VALUES ('old@example.com', now(), true)`,
    );
    await old.destroy();

    const now = await migrated(MIGRATIONS);
    try {
      await now.query(
        `INSERT INTO subscription (email, user_activation_date, is_active) VALUES ('new@example.com', now(), true)`,
      );
      expect(await now.query('SELECT email, state, confirmed_at FROM subscription ORDER BY id')).toEqual([
        { email: 'old@example.com', state: 'unconfirmed-legacy', confirmed_at: null },
        { email: 'new@example.com', state: 'pending', confirmed_at: null },
      ]);
      expect(
        await now.query(`SELECT enabled FROM acknowledgement_setting WHERE kind = 'newsletter'`),
      ).toEqual([{ enabled: true }]);
    } finally {
      await now.destroy();
    }
  });
});
