import type { NestExpressApplication } from '@nestjs/platform-express';
import { API_PATHS, CONTACT_US_EXAMPLES, EVENT_SUBJECT } from '@orbitwise/contracts';
import {
  CONTENT_API,
  CONTENT_MESSAGES,
  type ContentDocumentView,
  type EventData,
  type PublishedDocument,
} from '@orbitwise/contracts/content';
import { EVENTS } from '@orbitwise/contracts/content-seed';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ApiClient } from '../../test/api-client';
import { createKey, KeyClient } from '../../test/integration-keys';
import { privateDatabase } from '../../test/hostile/private-database';
import { signIn, type OperatorClient } from '../../test/operator-session';
import { testConfig } from '../../test/test-app';
import { createApp } from '../app.factory';
import { Database } from '../platform/database/database';
import { PAGE_PUBLISHER, type PagePublisher } from '../platform/site/published-pages';

/**
 * The event form follows the published event: at capacity, past its end, or closed by the
 * editor, the API refuses further registrations, storing nothing. Its own database: it changes the
 * seeded event (the current edition, EVENTS[0]).
 */
describe('Event registrations follow the published event', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let dropDatabase: () => Promise<void>;
  let editor: OperatorClient;
  const slug = EVENTS[0]!.slug;

  const registrations = async () =>
    Number(
      (
        (await db.query(`SELECT count(*) AS n FROM enquiry WHERE form_type = 'event' AND subject = $1`, [
          EVENT_SUBJECT,
        ])) as { n: string }[]
      )[0]!.n,
    );
  /** The inbox envelopes and outbox deliveries of event registrations. */
  const writtenWith = async () => {
    const [row] = (await db.query(
      `SELECT (SELECT count(*) FROM submission WHERE kind = 'event')::int AS envelopes,
              (SELECT count(*) FROM notification_delivery d JOIN submission s ON s.id = d.submission_id
                WHERE s.kind = 'event')::int AS deliveries`,
    )) as { envelopes: number; deliveries: number }[];
    return row!;
  };
  const register = async (email: string) => {
    const visitor = await ApiClient.create(app);
    return visitor.submit(API_PATHS.addContactUs, { ...CONTACT_US_EXAMPLES.event, email });
  };
  const publish = async (changes: Partial<EventData>) => {
    const current = (await editor.get(CONTENT_API.document('event', slug)).expect(200))
      .body as ContentDocumentView<'event'>;
    await editor
      .put(CONTENT_API.document('event', slug))
      .send({ data: { ...current.draft, ...changes }, version: current.version })
      .expect(200);
    await editor.post(CONTENT_API.publish('event', slug)).send({}).expect(200);
  };

  beforeAll(async () => {
    const database = await privateDatabase('event_registrations');
    dropDatabase = database.drop;
    app = await createApp(testConfig(), database.url);
    db = app.get(DataSource);
    editor = await signIn(app, { role: 'editor' });
  });
  afterAll(async () => {
    await app?.close();
    await dropDatabase?.();
  });

  it('takes registrations up to its capacity, then refuses them', async () => {
    expect((await register('first@example.com')).status).toBe(200);
    await publish({ capacity: 2 });
    expect((await register('second@example.com')).status).toBe(200);
    expect(await registrations()).toBe(2);

    const full = await register('third@example.com');
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ status: 409, detail: CONTENT_MESSAGES.eventFull });
    expect(await registrations()).toBe(2);
    // A partner's key gets the same documented refusal.
    const admin = await signIn(app, { role: 'admin' });
    const partner = new KeyClient(app, (await createKey(admin, ['submit:event'], 'Event partner')).secret);
    const keyed = await partner.enquiry('event', 'partner@example.com').expect(409);
    expect(keyed.body).toMatchObject({
      status: 409,
      title: 'Conflict',
      detail: CONTENT_MESSAGES.eventFull,
      instance: API_PATHS.addContactUs,
    });
    expect(await registrations()).toBe(2);

    await publish({ capacity: 3 });
    expect((await register('third@example.com')).status).toBe(200);
  });

  it('stores a registration with one write statement: count, captcha, place and row together', async () => {
    await publish({ capacity: null });
    const visitor = await ApiClient.create(app);
    const query = jest.spyOn(app.get(Database), 'query');
    try {
      const answer = await visitor.submit(API_PATHS.addContactUs, {
        ...CONTACT_US_EXAMPLES.event,
        email: 'one-statement@example.com',
      });
      expect(answer.status).toBe(200);
      // The outbox's workers share the pool and may run meanwhile: only the registration's tables count.
      const statements = query.mock.calls
        .map(([sql]) => sql)
        .filter((sql) =>
          /content_document|enquiry|event_registration_count|captcha_solution|rate_limit_counter/.test(sql),
        );
      // The published event's rules (a read), the one statement that writes, then the read of the id
      // its inbox envelope got.
      expect(statements).toHaveLength(3);
      expect(statements[0]).toMatch(/^\s*SELECT[\s\S]*FROM content_document/);
      expect(statements[1]).toMatch(
        /INSERT INTO rate_limit_counter[\s\S]*INSERT INTO captcha_solution[\s\S]*INSERT INTO event_registration_count[\s\S]*INSERT INTO enquiry/,
      );
      expect(statements[2]).toMatch(/^SELECT id::text AS id FROM submission WHERE enquiry_id = \$1$/);
    } finally {
      query.mockRestore();
    }
  });

  it('lets exactly K of N concurrent registrations take the last K places, and writes nothing for the others', async () => {
    await publish({ capacity: (await registrations()) + 3, registrationOpen: true });
    const before = { rows: await registrations(), ...(await writtenWith()) };
    const pages = app.get<PagePublisher>(PAGE_PUBLISHER);
    const contentChanged = jest.spyOn(pages, 'contentChanged');
    const visitors = await Promise.all(Array.from({ length: 12 }, () => ApiClient.create(app)));
    const answers = await Promise.all(
      visitors.map((visitor, i) =>
        visitor.submit(API_PATHS.addContactUs, {
          ...CONTACT_US_EXAMPLES.event,
          email: `race${i}@example.com`,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      ...Array(3).fill(200),
      ...Array(9).fill(409),
    ]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body).toMatchObject({ status: 409, detail: CONTENT_MESSAGES.eventFull });
    }
    const acceptedEmails = answers.flatMap((answer, i) =>
      answer.status === 200 ? [`race${i}@example.com`] : [],
    );
    const emailsOf = async (sql: string) =>
      ((await db.query(sql)) as { email: string }[]).map((row) => row.email).sort();
    expect(await registrations()).toBe(before.rows + 3);
    expect(
      await emailsOf(`SELECT email FROM enquiry WHERE form_type = 'event' AND email LIKE 'race%'`),
    ).toEqual(acceptedEmails.sort());
    // The envelopes and the staff e-mails in the outbox: the three registrations', none of the others'.
    const after = await writtenWith();
    expect(after.envelopes).toBe(before.envelopes + 3);
    expect(
      await emailsOf(`SELECT s.email FROM submission s WHERE s.kind = 'event' AND s.email LIKE 'race%'`),
    ).toEqual(acceptedEmails);
    expect(
      await emailsOf(
        `SELECT s.email FROM notification_delivery d JOIN submission s ON s.id = d.submission_id
         WHERE d.channel = 'email' AND s.email LIKE 'race%'`,
      ),
    ).toEqual(acceptedEmails);
    expect(after.deliveries).toBeGreaterThanOrEqual(before.deliveries + 3);
    const refusedAgain = await register('late-comer@example.com');
    expect(refusedAgain.body).toMatchObject({ status: 409, detail: CONTENT_MESSAGES.eventFull });

    // The registration that took the last place had the event's page re-rendered, once; the published
    // event now says its places are taken, so that the page renders closed.
    expect(contentChanged.mock.calls).toEqual([[{ kind: 'event', slug, change: 'published' }]]);
    contentChanged.mockRestore();
    const published = (
      await request(app.getHttpServer()).get(CONTENT_API.publishedOne('event', slug)).expect(200)
    ).body as PublishedDocument<'event'>;
    expect(published.registrations).toBe(published.data.capacity);
  });

  it('refuses registrations once the event has ended, storing nothing', async () => {
    const before = await registrations();
    await publish({ capacity: null, endsAt: '2026-01-31T18:00:00+05:30' });
    const ended = await register('late@example.com');
    expect(ended.status).toBe(409);
    expect(ended.body).toMatchObject({ status: 409, detail: CONTENT_MESSAGES.eventEnded });
    expect(await registrations()).toBe(before);
    await publish({ endsAt: EVENTS[0]!.data.endsAt });
    expect((await register('intime@example.com')).status).toBe(200);
  });

  it('refuses registrations once the editor closes them, or takes the event off the site', async () => {
    const before = await registrations();
    await publish({ capacity: null, registrationOpen: false });
    const closed = await register('closed@example.com');
    expect(closed.status).toBe(409);
    expect(closed.body.detail).toBe(CONTENT_MESSAGES.eventClosed);

    await publish({ registrationOpen: true });
    expect((await register('reopened@example.com')).status).toBe(200);
    await editor.post(CONTENT_API.unpublish('event', slug)).expect(200);
    const gone = await register('gone@example.com');
    expect(gone.status).toBe(409);
    expect(await registrations()).toBe(before + 1);
  });
});
