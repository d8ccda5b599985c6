import { privateDatabase } from '../../test/hostile/private-database';
import { migratedDatabase } from '../../test/run-migration';
import { DigestSwitchedOnAt1764629400000 } from '../platform/database/migrations/1764629400000-DigestSwitchedOnAt';
import { MIGRATIONS } from '../platform/database/typeorm-options';

/**
 * A digest schedule already on when the switch-on time began to be kept counts as switched on at its
 * last change; one that is off has none.
 */
describe('Digest switch-on migration', () => {
  let drop: () => Promise<void>;
  let url: string;

  beforeAll(async () => ({ url, drop } = await privateDatabase('digest_switched_on_migration')));
  afterAll(() => drop?.());

  const migrated = (migrations: unknown[]) => migratedDatabase(url, migrations);

  it('takes the last change of a schedule that is on as its switch-on time', async () => {
    const old = await migrated(MIGRATIONS.slice(0, MIGRATIONS.indexOf(DigestSwitchedOnAt1764629400000)));
    await old.query(
      `UPDATE digest_settings SET schedule = 'weekly', updated_at = '2026-11-02T09:30:00Z' WHERE id = 1`,
    );
    await old.destroy();

    const now = await migrated(MIGRATIONS);
    try {
      const [row] = await now.query<{ at: Date }[]>('SELECT switched_on_at AS at FROM digest_settings');
      expect(row!.at.toISOString()).toBe('2026-11-02T09:30:00.000Z');
      await now.query(`UPDATE digest_settings SET schedule = 'off', switched_on_at = NULL`);
      await new DigestSwitchedOnAt1764629400000().up(now.createQueryRunner());
      expect(await now.query('SELECT switched_on_at FROM digest_settings')).toEqual([
        { switched_on_at: null },
      ]);
    } finally {
      await now.destroy();
    }
  });
});
