import type { NestExpressApplication } from '@nestjs/platform-express';
import { API_PATHS, CONTACT_US_EXAMPLES, EVENT_SUBJECT } from '@orbitwise/contracts';
import { ADMIN_API, type SubmissionSummary } from '@orbitwise/contracts/admin';
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
import { EventCollection1764622000000 } from '../platform/database/migrations/1764622000000-EventCollection';
import { runMigration } from '../../test/run-migration';
import { withTypedCompanyNames } from '../platform/database/content-migrations';

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
  const publish = async (changes: Partial<EventData>, of = slug) => {
    const current = (await editor.get(CONTENT_API.document('event', of)).expect(200))
      .body as ContentDocumentView<'event'>;
    await editor
      .put(CONTENT_API.document('event', of))
      .send({ data: { ...current.draft, ...changes }, version: current.version })
      .expect(200);
    await editor.post(CONTENT_API.publish('event', of)).send({}).expect(200);
  };
  /** A registration for the meetup by its slug: its own subject and description are stored for it. */
  const meetup = EVENTS.find((event) => event.slug === 'hyderabad-dotnet-azure-meetup-2027')!;
  const registerFor = async (eventSlug: string, email: string, fields: object = {}) => {
    const { subject: _subject, description: _description, ...body } = CONTACT_US_EXAMPLES.event;
    const visitor = await ApiClient.create(app);
    return visitor.submit(API_PATHS.addContactUs, { ...body, eventSlug, email, ...fields });
  };
  const storedFor = async (email: string) =>
    (await db.query(
      `SELECT subject, description, event_slug AS "eventSlug", waitlisted FROM enquiry WHERE email = $1`,
      [email],
    )) as { subject: string; description: string; eventSlug: string; waitlisted: boolean }[];

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
      // its inbox envelope got. (A page re-render of the event's publishing may read the events too.)
      const writes = statements.filter((sql) => /\b(INSERT|UPDATE|DELETE)\b/.test(sql));
      expect(writes).toHaveLength(1);
      expect(writes[0]).toMatch(
        /INSERT INTO rate_limit_counter[\s\S]*INSERT INTO captcha_solution[\s\S]*INSERT INTO event_registration_count[\s\S]*INSERT INTO enquiry/,
      );
      const write = statements.indexOf(writes[0]!);
      expect(
        statements.slice(0, write).some((sql) => /^\s*SELECT[\s\S]*FROM content_document/.test(sql)),
      ).toBe(true);
      expect(statements.slice(write + 1)).toContainEqual(
        expect.stringMatching(/^SELECT id::text AS id FROM submission WHERE enquiry_id = \$1$/),
      );
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
    await publish({
      capacity: null,
      startsAt: '2026-01-01T09:00:00+05:30',
      endsAt: '2026-01-31T18:00:00+05:30',
    });
    const ended = await register('late@example.com');
    expect(ended.status).toBe(409);
    expect(ended.body).toMatchObject({ status: 409, detail: CONTENT_MESSAGES.eventEnded });
    expect(await registrations()).toBe(before);
    await publish({ startsAt: EVENTS[0]!.data.startsAt, endsAt: EVENTS[0]!.data.endsAt });
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

  it("registers for the event its eventSlug names, under that event's title, and nothing for another title or an unknown slug", async () => {
    const answer = await registerFor(meetup.slug, 'meetup@example.com');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ isSuccess: true, errorMessage: null, waitlisted: false });
    expect(await storedFor('meetup@example.com')).toEqual([
      {
        subject: 'Registered for Hyderabad .NET and Azure Meetup',
        description: 'dss-enq-Hyderabad .NET and Azure Meetup',
        eventSlug: meetup.slug,
        waitlisted: false,
      },
    ]);
    // The spec's fixed subject names the AI fest, not this event.
    const wrong = await registerFor(meetup.slug, 'wrong-title@example.com', { subject: EVENT_SUBJECT });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ subject: [CONTENT_MESSAGES.eventSubject(meetup.data.title)] });
    for (const eventSlug of ['no-such-event', 'microsoft-ai-skills-fest-1999']) {
      const unknown = await registerFor(eventSlug, 'unknown@example.com');
      expect(unknown.status).toBe(409);
      expect(unknown.body).toMatchObject({ status: 409, detail: CONTENT_MESSAGES.eventClosed });
    }
    expect(await storedFor('wrong-title@example.com')).toEqual([]);
    expect(await storedFor('unknown@example.com')).toEqual([]);
    // The spec's body, without a slug, still registers for the AI fest's current edition (back on the site).
    await publish({}, slug);
    const spec = await register('spec-body@example.com');
    expect(spec.status).toBe(200);
    expect((await storedFor('spec-body@example.com'))[0]).toMatchObject({
      subject: EVENT_SUBJECT,
      eventSlug: slug,
    });
  });

  it('stores registrations on the waitlist once a waitlisted event is full, and refuses them without one', async () => {
    const admin = await signIn(app, { role: 'admin' });
    await publish({ capacity: 1, waitlist: true }, meetup.slug);
    const waiting = await registerFor(meetup.slug, 'waiting@example.com');
    expect(waiting.status).toBe(200);
    expect(waiting.body).toMatchObject({ isSuccess: true, errorMessage: null, waitlisted: true });
    expect(await storedFor('waiting@example.com')).toMatchObject([
      { eventSlug: meetup.slug, waitlisted: true },
    ]);
    const published = (
      await request(app.getHttpServer()).get(CONTENT_API.publishedOne('event', meetup.slug)).expect(200)
    ).body as PublishedDocument<'event'>;
    expect(published).toMatchObject({ registrations: 1, waitlisted: 1 });
    // The inbox's detail says which event and that it waits.
    const detail = await admin.get(ADMIN_API.submission(waiting.body.id)).expect(200);
    expect(detail.body.fields).toEqual(
      expect.arrayContaining([
        { name: 'eventSlug', label: 'Event', value: meetup.slug },
        { name: 'waitlisted', label: 'Waitlisted (the event was full)', value: 'Yes' },
      ]),
    );
    // The inbox's list marks it too, and only it.
    const list = await admin.get(ADMIN_API.submissions).query({ kind: 'event', limit: 100 }).expect(200);
    const items = list.body.items as SubmissionSummary[];
    expect(items.find((item) => item.id === waiting.body.id)).toMatchObject({ waitlisted: true });
    expect(items.filter((item) => item.waitlisted).map((item) => item.id)).toEqual([waiting.body.id]);

    await publish({ waitlist: false }, meetup.slug);
    const full = await registerFor(meetup.slug, 'no-waitlist@example.com');
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ status: 409, detail: CONTENT_MESSAGES.eventFull });
    expect(await storedFor('no-waitlist@example.com')).toEqual([]);
  });

  it('a database of events that stored their date words: the migration reshapes them, adds the meetup once, and a restore of an old revision works', async () => {
    const old = 'microsoft-ai-skills-fest';
    const words = {
      dates: '8 April to 28 May 2025',
      startDay: '8 April 2025',
      endDay: '28 May 2025',
      days: 50,
    };
    const calendarDays = { startDate: '2025-04-08', endDate: '2025-05-28' };
    // As stored before: the date words beside the times, no summary, no waitlist; an old revision too.
    await db.query(
      `WITH document AS (
         UPDATE content_document
            SET draft = (draft - 'summary' - 'waitlist') || $2::jsonb,
                published = (published - 'summary' - 'waitlist') || $2::jsonb, version = version + 1
          WHERE kind = 'event' AND slug = $1 RETURNING id, version, draft)
       INSERT INTO content_revision (document_id, revision, action, data)
       SELECT id, version, 'seeded', draft FROM document`,
      [old, JSON.stringify({ ...words, ...calendarDays })],
    );
    await db.query(`UPDATE content_document SET slug = 'meetup-renamed' WHERE kind = 'event' AND slug = $1`, [
      meetup.slug,
    ]);
    const migrate = () => runMigration(db, new EventCollection1764622000000());
    await migrate();
    await migrate();

    const [stored] = (await db.query(
      `SELECT draft, published, version FROM content_document WHERE kind = 'event' AND slug = $1`,
      [old],
    )) as { draft: EventData; published: EventData; version: number }[];
    const seeded = EVENTS.find((event) => event.slug === old)!.data;
    for (const data of [stored!.draft, stored!.published]) {
      for (const key of [...Object.keys(words), ...Object.keys(calendarDays)])
        expect(data).not.toHaveProperty(key);
      // The seed's summary as the seed had it then, the company's name typed out (a later migration
      // gives an untouched event the seed's {companyShortName}).
      expect(data).toMatchObject({
        summary: withTypedCompanyNames(seeded.summary),
        waitlist: false,
        startsAt: seeded.startsAt,
      });
    }
    const meetups = (await db.query(
      `SELECT slug, published->>'title' AS title FROM content_document WHERE kind = 'event' AND slug = $1`,
      [meetup.slug],
    )) as { slug: string; title: string }[];
    expect(meetups).toEqual([{ slug: meetup.slug, title: meetup.data.title }]);

    // The old-shaped revision restores as today's shape (the editor's saved data, its words dropped).
    const restored = await editor.post(CONTENT_API.restore('event', old, stored!.version)).expect(200);
    expect((restored.body as ContentDocumentView<'event'>).draft).toMatchObject({
      summary: 'Join a worldwide celebration of AI skills.',
      waitlist: false,
    });
    expect((restored.body as ContentDocumentView<'event'>).draft).not.toHaveProperty('dates');
  });
});
