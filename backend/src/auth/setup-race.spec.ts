import type { NestExpressApplication } from '@nestjs/platform-express';
import { ADMIN_API } from '@orbitwise/contracts/admin';
import { ApiClient } from '../../test/api-client';
import { freshDatabase, type FreshDatabase } from '../../test/jobs/fresh-database';
import { randomPassword } from '../../test/operator-session';
import { testConfig } from '../../test/test-app';
import { createApp } from '../app.factory';
import { ALREADY_SET_UP_DETAIL, SetupService } from './setup.service';

describe('First administrator: setups racing with different valid links', () => {
  let database: FreshDatabase;
  let app: NestExpressApplication;

  beforeAll(async () => {
    database = await freshDatabase('setup_race');
    app = await createApp(testConfig(), database.url);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('creates exactly one administrator of 10 parallel setups, each with its own link; the others get 410', async () => {
    const setup = app.get(SetupService);
    // Fewer setups than the pool's 20 connections: each queued one holds a connection at the lock,
    // and what else the API does meanwhile (jobs, the others' checks) still gets one.
    const tokens = await Promise.all(Array.from({ length: 10 }, () => setup.createToken()));
    const clients = await Promise.all(tokens.map(() => ApiClient.create(app)));
    // The setups queue behind a lock on `operator` (after their checks, at their insert) and are
    // released together, so that their statements really overlap.
    const blocker = await database.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE operator IN EXCLUSIVE MODE');
    // An answer that comes before the lock is released (a setup refused before its insert) ends the
    // wait too: the assertions below then say which, instead of the wait running out.
    let answered = 0;
    const sent = Promise.all(
      tokens.map((token, i) =>
        clients[i]!.post(ADMIN_API.setup)
          .send({
            token,
            email: `racer-${i}@example.com`,
            displayName: `Racer ${i}`,
            password: randomPassword(),
          })
          .then((answer) => {
            answered += 1;
            return answer;
          }),
      ),
    );
    for (let waiting = 0; waiting + answered < tokens.length;) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const [row] = await database.query<{ waiting: number }>(
        `SELECT count(*)::int AS waiting FROM pg_locks WHERE relation = 'operator'::regclass AND NOT granted`,
      );
      waiting = row!.waiting;
    }
    await blocker.query('COMMIT');
    const answers = await sent;
    const created = answers.filter((answer) => answer.status === 201);
    expect(created).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect([answer.status, answer.body.detail]).toEqual([410, ALREADY_SET_UP_DETAIL]);
      expect(answer.body.detail).toBe(ALREADY_SET_UP_DETAIL);
    }
    const operators = await database.query<{ email: string; role: string }>(
      'SELECT email, role FROM operator',
    );
    expect(operators).toEqual([{ email: created[0]!.body.email, role: 'admin' }]);
    const audit = await database.query(`SELECT 1 FROM audit_log WHERE action = 'setup-completed'`);
    expect(audit).toHaveLength(1);
  }, 300_000); // 10 argon2id hashes and strength checks at once: slow on a loaded CI, never timed
});
