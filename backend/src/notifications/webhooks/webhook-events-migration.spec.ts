import { privateDatabase } from '../../../test/hostile/private-database';
import { migratedDatabase } from '../../../test/run-migration';
import { WebhookEvents1764613000000 } from '../../platform/database/migrations/1764613000000-WebhookEvents';
import { MIGRATIONS } from '../../platform/database/typeorm-options';

/**
 * An endpoint that existed before there were several events keeps only the one its receiver was
 * written for; one added afterwards takes every event unless it chose.
 */
describe('Webhook events migration', () => {
  let drop: () => Promise<void>;
  let url: string;

  beforeAll(async () => ({ url, drop } = await privateDatabase('webhook_events_migration')));
  afterAll(() => drop?.());

  const migrated = (migrations: unknown[]) => migratedDatabase(url, migrations);

  it('gives existing endpoints submission.created only, new ones every event', async () => {
    const before = MIGRATIONS.slice(0, MIGRATIONS.indexOf(WebhookEvents1764613000000));
    const old = await migrated(before);
    await old.query(
      `INSERT INTO webhook_endpoint (url, secret, kinds) VALUES ('https://crm.example.com/hook', 'whsec_x', '{contact}')`,
    );
    await old.destroy();

    const now = await migrated(MIGRATIONS);
    try {
      await now.query(
        `INSERT INTO webhook_endpoint (url, secret, kinds) VALUES ('https://new.example.com/hook', 'whsec_y', '{contact}')`,
      );
      expect(await now.query('SELECT url, events FROM webhook_endpoint ORDER BY id')).toEqual([
        { url: 'https://crm.example.com/hook', events: ['submission.created'] },
        {
          url: 'https://new.example.com/hook',
          events: ['submission.created', 'submission.updated', 'submission.erased'],
        },
      ]);
    } finally {
      await now.destroy();
    }
  });
});
