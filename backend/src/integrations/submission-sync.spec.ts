import { ADMIN_API, type SubmissionDetail, type SubmissionSummary } from '@orbitwise/contracts/admin';
import { INTEGRATION_API } from '@orbitwise/contracts/integrations';
import { setTimeout as sleep } from 'node:timers/promises';
import { createConsoleApp, visitorEmail, type ConsoleApp } from '../../test/console-app';
import type { Response } from 'supertest';
import { createKey, KeyClient } from '../../test/integration-keys';
import { TOMBSTONE_DAYS } from '../inbox/submission-changes.repository';
import { SYNC_CURSOR_MESSAGES } from '../inbox/sync-cursor';
import { RetentionService } from '../privacy/retention.service';

/**
 * Incremental sync of the read API: a client that keeps the answer's `syncCursor` between runs sees
 * every change once, oldest first (`updatedAt`, then `id`), across pages and equal timestamps, and
 * every erasure once in the erased feed.
 */

const ERASED = `${INTEGRATION_API.submissions}/erased`;

const errorsOf = (response: Response) => (response.body as { errors?: Record<string, string[]> }).errors;

interface SyncAnswer<T> {
  items: T[];
  nextCursor: string | null;
  syncCursor: string;
}

/** One partner's sync state: the cursor it stores between runs, per feed. */
class SyncClient {
  private cursors: Record<string, string | undefined> = {};

  constructor(
    private readonly key: KeyClient,
    private readonly updatedSince: string,
  ) {}

  /** One run: every page of a feed until there is no more now; the cursor kept as a client would. */
  async run<T>(path: string, limit: number): Promise<T[]> {
    const items: T[] = [];
    for (;;) {
      const cursor = this.cursors[path];
      const query = cursor ? { cursor, limit } : { updatedSince: this.updatedSince, limit };
      const response = await this.key.get(path).query(query);
      // Over the key's quota, a partner waits as told and asks again.
      if (response.status === 429) {
        await sleep(Number(response.headers['retry-after']) * 1000);
        continue;
      }
      expect(response.status).toBe(200);
      const page = response.body as SyncAnswer<T>;
      items.push(...page.items);
      this.cursors[path] = page.syncCursor;
      if (!page.nextCursor) return items;
      expect(page.nextCursor).toBe(page.syncCursor);
    }
  }

  /** Runs until `done` holds for what this sync has seen (a change may sit past the horizon a moment). */
  async until<T>(path: string, limit: number, done: (seen: T[]) => boolean): Promise<T[]> {
    const seen: T[] = [];
    const deadline = Date.now() + 45_000;
    while (!done(seen)) {
      if (Date.now() > deadline) throw new Error(`Sync of ${path} timed out with ${JSON.stringify(seen)}`);
      const items = await this.run<T>(path, limit);
      seen.push(...items);
      // Each run is a call on the key's quota (120 a minute in tests): poll gently.
      if (items.length === 0) await sleep(1000);
    }
    return seen;
  }
}

describe('Read API: incremental sync', () => {
  let ctx: ConsoleApp;
  let reader: KeyClient;
  let submitter: KeyClient;

  beforeAll(async () => {
    ctx = await createConsoleApp();
    reader = new KeyClient(ctx.app, (await createKey(ctx.admin, ['read:leads'], 'Sync reader')).secret);
    submitter = new KeyClient(
      ctx.app,
      (await createKey(ctx.admin, ['submit:contact'], 'Sync poster')).secret,
    );
  });

  afterAll(async () => {
    await ctx.app.close();
  });

  it('sees a created, a triaged and an erased submission once each, in order, across pages with equal timestamps', async () => {
    const [row] = await ctx.db.query<{ now: string }[]>(
      `SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS now`,
    );
    const sync = new SyncClient(reader, row!.now);
    const ids: string[] = [];
    for (const label of ['first', 'second', 'third']) {
      const posted = await submitter.enquiry('contact', visitorEmail(`sync-${label}`)).expect(200);
      ids.push(String((posted.body as { id: string | number }).id));
    }
    const [a, b, c] = ids as [string, string, string];
    const ours = (items: SubmissionSummary[]) => items.filter((item) => ids.includes(item.id));

    const created = ours(
      await sync.until<SubmissionSummary>(INTEGRATION_API.submissions, 2, (s) => ours(s).length >= 3),
    );
    expect(created.map((item) => [item.id, item.status])).toEqual([
      [a, 'new'],
      [b, 'new'],
      [c, 'new'],
    ]);
    for (const item of created) expect(item.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);

    // A triaged in the console; then B and C changed in one transaction: the same updatedAt.
    await ctx.admin.patch(ADMIN_API.submission(a)).send({ status: 'in-progress' }).expect(200);
    await ctx.db.query("UPDATE submission SET status = 'done' WHERE id = ANY($1::bigint[])", [[b, c]]);
    const triaged = ours(
      await sync.until<SubmissionSummary>(INTEGRATION_API.submissions, 1, (s) => ours(s).length >= 3),
    );
    expect(triaged.map((item) => [item.id, item.status])).toEqual([
      [a, 'in-progress'],
      [b, 'done'],
      [c, 'done'],
    ]);
    expect(triaged[1]!.updatedAt).toBe(triaged[2]!.updatedAt);
    expect(triaged[0]!.updatedAt > created[2]!.updatedAt).toBe(true);

    // The detail has the same updatedAt, and its fields by stable names beside their labels.
    const detail = (await reader.get(INTEGRATION_API.submission(a)).expect(200)).body as SubmissionDetail;
    expect(detail.updatedAt).toBe(triaged[0]!.updatedAt);
    expect(detail.fields).toContainEqual({ name: 'userName', label: 'Name', value: expect.any(String) });

    // A note moves it too (the detail shows notes).
    await ctx.admin.post(ADMIN_API.submissionNotes(a)).send({ text: 'Called back' }).expect(201);
    const noted = ours(
      await sync.until<SubmissionSummary>(INTEGRATION_API.submissions, 1, (s) => ours(s).length >= 1),
    );
    expect(noted.map((item) => item.id)).toEqual([a]);

    await ctx.admin.delete(ADMIN_API.submission(a)).expect(204);
    const erased = await sync.until<{ id: string }>(ERASED, 1, (s) => s.some((item) => item.id === a));
    expect(erased.filter((item) => ids.includes(item.id))).toEqual([
      { id: a, kind: 'contact', erased: true, erasedAt: expect.stringMatching(/\.\d{6}Z$/) },
    ]);

    // Nothing again: the erased one is gone from the list, nothing is repeated.
    expect(ours(await sync.run<SubmissionSummary>(INTEGRATION_API.submissions, 1))).toEqual([]);
    expect((await sync.run<{ id: string }>(ERASED, 1)).filter((item) => ids.includes(item.id))).toEqual([]);
    expect((await reader.get(INTEGRATION_API.submission(a)).expect(404)).status).toBe(404);
  });

  it('refuses a bad updatedSince with 400 problem details naming it, and a list cursor in a sync', async () => {
    const bad = [
      'yesterday',
      '2026-11-27',
      '2026-11-27T09:30:00',
      '2026-11-27 09:30:00Z',
      '2026-02-30T09:30:00Z',
      '2026-11-27T25:00:00Z',
      '2026-11-27T09:30:00.1234567Z',
      '0000-01-01T00:00:00Z',
      '2026-11-27t09:30:00z',
      '2026-11-27T09:30:00+0530',
    ];
    for (const updatedSince of bad) {
      for (const path of [INTEGRATION_API.submissions, ERASED]) {
        const response = await reader.get(path).query({ updatedSince }).expect(400);
        expect(errorsOf(response)).toEqual({ updatedSince: [expect.stringContaining('RFC 3339')] });
      }
    }
    const list = await reader.get(INTEGRATION_API.submissions).query({ limit: 1 }).expect(200);
    const listCursor = (list.body as { nextCursor: string | null }).nextCursor;
    expect(listCursor).not.toBeNull();
    const mixed = await reader
      .get(INTEGRATION_API.submissions)
      .query({ updatedSince: '2026-11-27T09:30:00+05:30', cursor: listCursor })
      .expect(400);
    expect(errorsOf(mixed)).toEqual({ cursor: [SYNC_CURSOR_MESSAGES.withUpdatedSince] });
    await reader
      .get(INTEGRATION_API.submissions)
      .query({ updatedSince: '2026-11-27T09:30:00.123456-04:00' })
      .expect(200);
  });

  it("refuses one feed's sync cursor on the other, and a cursor with updatedSince, naming cursor", async () => {
    const since = '2026-11-27T09:30:00Z';
    const syncCursorOf = async (path: string) =>
      (
        (await reader.get(path).query({ updatedSince: since, limit: 1 }).expect(200))
          .body as SyncAnswer<unknown>
      ).syncCursor;
    const changes = await syncCursorOf(INTEGRATION_API.submissions);
    const erased = await syncCursorOf(ERASED);
    const refusals = [
      [INTEGRATION_API.submissions, { cursor: erased }, SYNC_CURSOR_MESSAGES.otherFeed('changes')],
      [ERASED, { cursor: changes }, SYNC_CURSOR_MESSAGES.otherFeed('erased')],
      [
        INTEGRATION_API.submissions,
        { cursor: changes, updatedSince: since },
        SYNC_CURSOR_MESSAGES.withUpdatedSince,
      ],
      [ERASED, { cursor: erased, updatedSince: since }, SYNC_CURSOR_MESSAGES.withUpdatedSince],
    ] as const;
    for (const [path, query, message] of refusals) {
      const response = await reader.get(path).query(query).expect(400);
      expect([path, errorsOf(response)]).toEqual([path, { cursor: [message] }]);
    }
    expect(SYNC_CURSOR_MESSAGES.otherFeed('changes')).toContain(`GET ${ERASED}:`);
    await reader.get(INTEGRATION_API.submissions).query({ cursor: changes }).expect(200);
    await reader.get(ERASED).query({ cursor: erased }).expect(200);
  });

  it(`reports an erasure for ${TOMBSTONE_DAYS} days, to keys of its kind and space: the daily purge forgets older tombstones`, async () => {
    const testReader = new KeyClient(
      ctx.app,
      (await createKey(ctx.admin, ['read:leads'], 'Sync test reader', { kind: 'test' })).secret,
    );
    const [row] = await ctx.db.query<{ id: string }[]>(
      'SELECT (coalesce(max(id), 0) + 1000000)::text AS id FROM submission_tombstone',
    );
    const [old, young, application, sandbox] = [0, 1, 2, 3].map((n) => String(BigInt(row!.id) + BigInt(n)));
    await ctx.db.query(
      `INSERT INTO submission_tombstone (id, kind, sandbox, erased_at) VALUES
         ($1, 'contact', false, now() - make_interval(days => $5 + 1)),
         ($2, 'contact', false, now() - make_interval(days => $5 - 1)),
         ($3, 'application', false, now() - make_interval(days => $5 - 1)),
         ($4, 'contact', true, now() - make_interval(days => $5 - 1))`,
      [old, young, application, sandbox, TOMBSTONE_DAYS],
    );
    const seen = async (key: KeyClient) =>
      (await new SyncClient(key, '2000-01-01T00:00:00Z').run<{ id: string }>(ERASED, 100))
        .map((item) => item.id)
        .filter((id) => [old, young, application, sandbox].includes(id));
    // A leads key never hears of an application, a live key of the sandbox, a test key of live ones.
    expect(await seen(reader)).toEqual([old, young]);
    expect(await seen(testReader)).toEqual([sandbox]);

    // A real sandbox submission, erased: its tombstone is the sandbox's.
    const testPoster = new KeyClient(
      ctx.app,
      (await createKey(ctx.admin, ['submit:contact'], 'Sync test poster', { kind: 'test' })).secret,
    );
    const posted = await testPoster.enquiry('contact', visitorEmail('sync-sandbox')).expect(200);
    const testId = String((posted.body as { id: string | number }).id);
    await ctx.admin.delete(ADMIN_API.submission(testId)).expect(204);
    const heard = await new SyncClient(testReader, '2000-01-01T00:00:00Z').until<{ id: string }>(
      ERASED,
      100,
      (items) => items.some((item) => item.id === testId),
    );
    expect(heard.filter((item) => item.id === testId)).toHaveLength(1);
    expect(
      (await new SyncClient(reader, '2000-01-01T00:00:00Z').run<{ id: string }>(ERASED, 100)).map(
        (i) => i.id,
      ),
    ).not.toContain(testId);

    await ctx.app.get(RetentionService).purge();

    expect(await seen(reader)).toEqual([young]);
  }, 150_000); // a hang guard: a run may wait out the key's quota (Retry-After)
});
