import { privateDatabase } from '../../../test/hostile/private-database';
import { migratedDatabase } from '../../../test/run-migration';
import { NewsletterLeadsOnceConfirmed1764628300000 } from '../../platform/database/migrations/1764628300000-NewsletterLeadsOnceConfirmed';
import { MIGRATIONS } from '../../platform/database/typeorm-options';

/**
 * On an existing database, subscriptions their owners never confirmed (pending, legacy, or pending
 * when unsubscribed) leave the inbox; confirmed ones stay, and so do those unsubscribed after
 * confirming. A new one's staff e-mail waits for its confirmation.
 */
describe('Newsletter leads-once-confirmed migration', () => {
  let drop: () => Promise<void>;
  let url: string;

  beforeAll(async () => ({ url, drop } = await privateDatabase('newsletter_leads_migration')));
  afterAll(() => drop?.());

  const migrated = (migrations: unknown[]) => migratedDatabase(url, migrations);

  it('holds back the rows never confirmed, keeps the confirmed ones, and queues the staff e-mail at confirmation', async () => {
    const before = MIGRATIONS.filter((migration) => migration !== NewsletterLeadsOnceConfirmed1764628300000);
    const old = await migrated(before);
    await old.query(`
      INSERT INTO subscription (email, user_activation_date, is_active, state, confirmed_at, unsubscribed_at) VALUES
        ('legacy@example.com', now(), true, 'unconfirmed-legacy', NULL, NULL),
        ('pending@example.com', now(), true, 'pending', NULL, NULL),
        ('confirmed@example.com', now(), true, 'confirmed', now(), NULL),
        ('left@example.com', now(), true, 'unsubscribed', now(), now()),
        ('never@example.com', now(), true, 'unsubscribed', NULL, now())`);
    await old.destroy();

    const now = await migrated(MIGRATIONS);
    try {
      expect(
        await now.query(
          `SELECT email, awaiting_confirmation FROM submission WHERE kind = 'newsletter' ORDER BY id`,
        ),
      ).toEqual([
        { email: 'legacy@example.com', awaiting_confirmation: true },
        { email: 'pending@example.com', awaiting_confirmation: true },
        { email: 'confirmed@example.com', awaiting_confirmation: false },
        { email: 'left@example.com', awaiting_confirmation: false },
        { email: 'never@example.com', awaiting_confirmation: true },
      ]);

      const [{ id }] = await now.query(
        `INSERT INTO subscription (email, user_activation_date, is_active) VALUES ('new@example.com', now(), true) RETURNING id`,
      );
      const channels = async () =>
        (
          await now.query(
            `SELECT d.channel FROM notification_delivery d JOIN submission s ON s.id = d.submission_id
             WHERE s.subscription_id = $1 ORDER BY d.channel`,
            [id],
          )
        ).map((row: { channel: string }) => row.channel);
      expect(await channels()).toEqual(['acknowledgement']);
      await now.query(`UPDATE subscription SET state = 'confirmed', confirmed_at = now() WHERE id = $1`, [
        id,
      ]);
      await now.query(
        `UPDATE subscription SET state = 'unsubscribed', unsubscribed_at = now() WHERE id = $1`,
        [id],
      );
      expect(await channels()).toEqual(['acknowledgement', 'email']);
    } finally {
      await now.destroy();
    }
  });
});
