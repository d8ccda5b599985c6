import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  ADMIN_API,
  ADMIN_LIMITS,
  type SubmissionDetail,
  type SubmissionListResponse,
  type SubmissionSummary,
} from '@orbitwise/contracts/admin';
import type { DataSource } from 'typeorm';
import { insertApplication, insertEnquiry, insertSubscription } from '../../test/inbox-fixtures';
import { createConsoleApp } from '../../test/console-app';
import { signIn, type OperatorClient } from '../../test/operator-session';

const ids = (body: SubmissionListResponse) => body.items.map((item) => item.id);
const day = (d: string) => `from=${d}&to=${d}`;

describe('the inbox API', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let admin: OperatorClient;
  let sales: OperatorClient;
  let hr: OperatorClient;

  const list = async (client: OperatorClient, query: string, status = 200) => {
    const response = await client.get(`${ADMIN_API.submissions}?${query}`);
    expect(response.status).toBe(status);
    return response.body as SubmissionListResponse;
  };

  beforeAll(async () => {
    ({ app, db, admin, sales, hr } = await createConsoleApp({
      admin: 'Ada Admin',
      sales: 'Sam Sales',
      hr: 'Hana HR',
    }));
  });
  afterAll(() => app.close());

  describe('GET /api/admin/submissions', () => {
    const D = '2001-01-10';
    let contact: string, event: string, application: string, newsletter: string, sameTimeA: string;
    let sameTimeB: string, lastMicro: string, nextDay: string, previousDay: string;

    beforeAll(async () => {
      previousDay = await insertEnquiry(db, { at: '2001-01-09T23:59:59.999999Z' });
      contact = await insertEnquiry(db, { at: `${D}T08:00:00Z`, email: 'c@example.com' });
      event = await insertEnquiry(db, { form: 'event', at: `${D}T09:00:00Z` });
      sameTimeA = await insertEnquiry(db, { form: 'it-support', at: `${D}T10:00:00Z` });
      sameTimeB = await insertEnquiry(db, { form: 'enquiry', at: `${D}T10:00:00Z` });
      application = await insertApplication(db, { at: `${D}T11:00:00Z` });
      newsletter = await insertSubscription(db, 'n@example.com', `${D}T12:00:00Z`);
      lastMicro = await insertEnquiry(db, { at: `${D}T23:59:59.999999Z` });
      nextDay = await insertEnquiry(db, { at: '2001-01-11T00:00:00Z' });
    });

    it('lists newest first (received_at, then id), from and to inclusive UTC days', async () => {
      expect(ids(await list(admin, day(D)))).toEqual([
        lastMicro,
        newsletter,
        application,
        sameTimeB,
        sameTimeA,
        event,
        contact,
      ]);
      const twoDays = ids(await list(admin, 'from=2001-01-09&to=2001-01-10'));
      expect(twoDays).toContain(previousDay);
      expect(twoDays).not.toContain(nextDay);
    });

    it('answers the summary of each submission', async () => {
      const [item] = (await list(admin, `${day(D)}&kind=application`)).items as [SubmissionSummary];
      expect(item).toEqual({
        id: application,
        kind: 'application',
        receivedAt: `${D}T11:00:00.000Z`,
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
        name: 'Ana Kowalska',
        email: 'ana@example.com',
        phone: '9876543210',
        subject: 'Sales Intern',
        status: 'new',
        read: false,
        assignee: null,
        hasResume: true,
        waitlisted: false,
      });
    });

    it('filters by kind, status, assignee and unread', async () => {
      expect(ids(await list(admin, `${day(D)}&kind=event`))).toEqual([event]);
      await admin
        .patch(ADMIN_API.submission(contact))
        .send({ status: 'done', assigneeId: sales.operator.id });
      await admin.patch(ADMIN_API.submission(event)).send({ read: true });
      expect(ids(await list(admin, `${day(D)}&status=done`))).toEqual([contact]);
      expect(ids(await list(admin, `${day(D)}&assignee=${sales.operator.id}`))).toEqual([contact]);
      expect(ids(await list(admin, `${day(D)}&assignee=none`))).not.toContain(contact);
      expect(ids(await list(admin, `${day(D)}&assignee=none`))).toHaveLength(6);
      expect(ids(await list(admin, `${day(D)}&unread=true`))).not.toContain(event);
      expect(ids(await list(admin, `${day(D)}&unread=true`))).toHaveLength(6);
    });

    it('shows each role only its kinds, and refuses a filter on another kind with 403', async () => {
      expect(ids(await list(hr, day(D)))).toEqual([application]);
      expect(ids(await list(sales, day(D)))).toEqual([
        lastMicro,
        newsletter,
        sameTimeB,
        sameTimeA,
        event,
        contact,
      ]);
      const refused = await hr.get(`${ADMIN_API.submissions}?kind=contact`);
      expect(refused.status).toBe(403);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect((await sales.get(`${ADMIN_API.submissions}?kind=application`)).status).toBe(403);
      expect((await sales.get(`${ADMIN_API.submissionsExport}?kind=application`)).status).toBe(403);
    });

    it.each([
      ['an unknown parameter', 'sort=name'],
      ['an unknown kind', 'kind=invoice'],
      ['an unknown status', 'status=open'],
      ['a day that does not exist', 'from=2001-02-30'],
      ['a day in another format', 'to=10/01/2001'],
      ['to before from', 'from=2001-01-10&to=2001-01-09'],
      ['an assignee that is not an id', 'assignee=bob'],
      ['unread other than true', 'unread=yes'],
      ['a repeated parameter', 'kind=contact&kind=event'],
      ['a q that is too long', `q=${'a'.repeat(ADMIN_LIMITS.searchMax + 1)}`],
      ['a limit of 0', 'limit=0'],
      ['a limit above the maximum', `limit=${ADMIN_LIMITS.pageSizeMax + 1}`],
      ['a limit that is not a number', 'limit=ten'],
    ])('refuses %s with 400 problem details', async (_case, query) => {
      const response = await admin.get(`${ADMIN_API.submissions}?${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ status: 400, title: 'Bad Request' });
    });

    it('needs a signed-in operator', async () => {
      const { default: request } = await import('supertest');
      const response = await request(app.getHttpServer()).get(ADMIN_API.submissions);
      expect(response.status).toBe(401);
    });
  });

  describe('search', () => {
    const D = '2001-01-20';
    const rows: Record<string, string> = {};
    const texts = {
      percent: 'we are 100% sure',
      hundred: 'we are 100 sure',
      underscore: 'file a_b attached',
      aXb: 'file aXb attached',
      backslash: 'path C:\\temp\\x',
      quotes: `O'Brien said "hi"`,
      sql: `x'; DROP TABLE submission; --`,
      sqlLike: 'x DROP TABLE submission',
    };

    beforeAll(async () => {
      for (const [key, description] of Object.entries(texts)) {
        rows[key] = await insertEnquiry(db, { at: `${D}T10:00:00Z`, description, subject: null });
      }
      rows.byName = await insertEnquiry(db, { at: `${D}T11:00:00Z`, name: 'Zoltan Quixote' });
      rows.byEmail = await insertEnquiry(db, { at: `${D}T11:00:00Z`, email: 'zeta.unique@example.org' });
      rows.byPhone = await insertEnquiry(db, { at: `${D}T11:00:00Z`, number: '9123456780' });
      rows.bySubject = await insertEnquiry(db, { at: `${D}T11:00:00Z`, subject: 'Kubernetes upgrade' });
    });

    const search = async (q: string, client = admin) =>
      ids(await list(client, `${day(D)}&q=${encodeURIComponent(q)}`)).sort();
    const only = (...keys: string[]) => keys.map((key) => rows[key]).sort();

    it.each([
      ['100%', ['percent']],
      ['%', ['percent']],
      ['a_b', ['underscore']],
      ['_', ['underscore']],
      ['\\', ['backslash']],
      ['C:\\temp', ['backslash']],
      [`o'brien`, ['quotes']],
      ['"hi"', ['quotes']],
      [`'; DROP TABLE submission; --`, ['sql']],
      [`%' OR '1'='1`, []],
    ])('matches %j literally', async (q, keys) => {
      expect(await search(q)).toEqual(only(...keys));
    });

    it('searches the name, email, phone, subject and message, whatever the case', async () => {
      expect(await search('ZOLTAN')).toEqual(only('byName'));
      expect(await search('zeta.unique@')).toEqual(only('byEmail'));
      expect(await search('9123456780')).toEqual(only('byPhone'));
      expect(await search('kubernetes')).toEqual(only('bySubject'));
      expect(await search('  aXb  ')).toEqual(only('aXb'));
    });

    it('searches only the kinds the role can see', async () => {
      expect(await search('100', hr)).toEqual([]);
      expect(await search('100', sales)).toEqual(only('percent', 'hundred'));
    });
  });

  describe('keyset pagination', () => {
    const D = '2001-02-01';
    let expected: string[];

    beforeAll(async () => {
      // Microseconds apart, and several at the very same instant: a cursor must keep both apart.
      for (let i = 0; i < 12; i++) {
        await insertEnquiry(db, { at: `${D}T10:00:00.00000${i % 4}Z` });
      }
      const rows: { id: string }[] = await db.query(
        `SELECT id FROM submission WHERE received_at >= $1 AND received_at < $2
         ORDER BY received_at DESC, id DESC`,
        [`${D}T00:00:00Z`, '2001-02-02T00:00:00Z'],
      );
      expected = rows.map((row) => row.id);
    });

    it('walks every row once, in order, while newer rows arrive', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: SubmissionListResponse = await list(
          admin,
          `${day(D)}&limit=5${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...ids(page));
        cursor = page.nextCursor;
        // A newer submission arriving between pages does not shift the next page.
        await insertEnquiry(db, { at: `${D}T23:00:00Z` });
        pages++;
      } while (cursor);
      expect(seen).toEqual(expected);
      expect(pages).toBe(3);
    });

    it('has no next page when the last page is full', async () => {
      const page = await list(admin, `from=2001-01-09&to=2001-01-09&limit=1`);
      expect(page.items).toHaveLength(1);
      expect(page.nextCursor).toBeNull();
    });

    it.each([
      ['garbage', 'not a cursor!'],
      ['base64 of something else', Buffer.from('hello').toString('base64url')],
      ['an id out of range', Buffer.from('1:99999999999999999999').toString('base64url')],
      ['too long', 'A'.repeat(ADMIN_LIMITS.cursorMax + 1)],
    ])('refuses a cursor that is %s with 400', async (_case, cursor) => {
      const response = await admin.get(`${ADMIN_API.submissions}?cursor=${encodeURIComponent(cursor)}`);
      expect(response.status).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.body.errors.cursor).toBeDefined();
    });
  });

  describe('GET /api/admin/submissions/:id', () => {
    let contact: string;
    let event: string;
    let application: string;
    let newsletter: string;

    beforeAll(async () => {
      contact = await insertEnquiry(db, {
        at: '2001-03-01T10:00:00Z',
        name: 'Ravi <b>Kumar</b>',
        email: 'ravi@example.com',
        number: '+91-9876543210',
        subject: 'Quote',
        description: 'Line one\nline two',
      });
      event = await insertEnquiry(db, {
        form: 'event',
        at: '2001-03-01T11:00:00Z',
        countryCode: '+44',
        number: '7700900123',
        howdidyoufindus: 'LinkedIn',
      });
      application = await insertApplication(db, { at: '2001-03-01T12:00:00Z' });
      newsletter = await insertSubscription(db, 'news@example.com', '2001-03-01T13:00:00Z');
    });

    it('answers every field as submitted with its label, the source and the history; marks it read', async () => {
      const response = await sales.get(ADMIN_API.submission(contact));
      expect(response.status).toBe(200);
      const detail = response.body as SubmissionDetail;
      expect(detail).toMatchObject({
        id: contact,
        kind: 'contact',
        read: true,
        name: 'Ravi <b>Kumar</b>',
        source: 'Contact page (/contactus)',
        resume: null,
        notes: [],
        statusHistory: [{ from: null, to: 'new', by: null, at: '2001-03-01T10:00:00.000Z' }],
      });
      expect(detail.fields).toEqual([
        { name: 'userName', label: 'Name', value: 'Ravi <b>Kumar</b>' },
        { name: 'email', label: 'Email', value: 'ravi@example.com' },
        { name: 'number', label: 'Mobile number', value: '+91-9876543210' },
        { name: 'subject', label: 'Subject', value: 'Quote' },
        { name: 'description', label: 'Message', value: 'Line one\nline two' },
        { name: 'isActive', label: 'Active', value: 'Yes' },
      ]);
      const readers = await db.query('SELECT operator_id FROM submission_read WHERE submission_id = $1', [
        contact,
      ]);
      expect(readers).toEqual([{ operator_id: sales.operator.id }]);
      const audit = await db.query(
        `SELECT action, target FROM audit_log WHERE actor_id = $1 AND target = $2`,
        [sales.operator.id, `submission #${contact}`],
      );
      expect(audit).toEqual([{ action: 'submission-viewed', target: `submission #${contact}` }]);
    });

    it('labels each form its own way', async () => {
      const detail = (await admin.get(ADMIN_API.submission(event))).body as SubmissionDetail;
      expect(detail.source).toMatch(/^Event registration/);
      expect(detail.fields.map((field) => field.label)).toContain('How did you find us');
      expect(detail.fields).toContainEqual({ name: 'countryCode', label: 'Country code', value: '+44' });
      const news = (await admin.get(ADMIN_API.submission(newsletter))).body as SubmissionDetail;
      expect(news.fields).toEqual([
        { name: 'email', label: 'Email', value: 'news@example.com' },
        { name: 'userActivationDate', label: 'Activation date', value: '2001-03-01T13:00:00.000Z' },
        { name: 'isActive', label: 'Active', value: 'Yes' },
        { name: 'state', label: 'Subscriber state', value: 'confirmed' },
        { name: 'consentForm', label: 'Consent given on form', value: null },
        { name: 'consentPage', label: 'Consent given on page', value: null },
        { name: 'consentWording', label: 'Consent wording version', value: null },
        { name: 'confirmedAt', label: 'Confirmed at', value: '2001-03-01T13:00:00.000Z' },
        { name: 'unsubscribedAt', label: 'Unsubscribed at', value: null },
      ]);
    });

    it("answers an application's fields and resume details", async () => {
      const detail = (await hr.get(ADMIN_API.submission(application))).body as SubmissionDetail;
      expect(detail.fields).toContainEqual({
        name: 'dateOfBirth',
        label: 'Date of birth',
        value: '1990-05-17',
      });
      expect(detail.fields).toContainEqual({
        name: 'expectedSalary',
        label: 'Expected salary (LPA)',
        value: '12.25',
      });
      expect(detail.resume).toEqual({
        originalName: 'CV Ana.pdf',
        size: 1234,
        mimeType: 'application/pdf',
        sha256: 'a'.repeat(64),
      });
    });

    it('answers a kind the role cannot see exactly as an unknown reference (404), malformed ones with 400', async () => {
      const unknown = await sales.get(ADMIN_API.submission('999999999'));
      expect(unknown.status).toBe(404);
      const hidden = [
        await hr.get(ADMIN_API.submission(contact)),
        await sales.get(ADMIN_API.submission(application)),
        await sales.patch(ADMIN_API.submission(application)).send({ read: true }),
        await sales.patch(ADMIN_API.submission(application)).send({ status: 'rejected' }),
        await sales.post(ADMIN_API.submissionNotes(application)).send({ text: 'x' }),
        await sales.get(ADMIN_API.submissionDeliveries(application)),
      ];
      for (const response of hidden) {
        expect(response.status).toBe(404);
        // The same body but for the path and the request's own id.
        const { instance: _instance, requestId: _requestId, ...problem } = response.body;
        const { instance: _unknownInstance, requestId: _unknownRequestId, ...unknownProblem } = unknown.body;
        expect(problem).toEqual(unknownProblem);
        expect(response.body.requestId).toBe(response.headers['x-request-id']);
      }
      for (const [id, status] of [
        ['999999999999', 404],
        ['abc', 400],
        ['0', 400],
        ['-1', 400],
        ['1.5', 400],
        ['99999999999999999999', 400],
      ] as const) {
        const response = await admin.get(ADMIN_API.submission(id));
        expect(response.status).toBe(status);
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      }
    });
  });

  describe('PATCH /api/admin/submissions/:id and notes', () => {
    let contact: string;
    let application: string;

    beforeAll(async () => {
      contact = await insertEnquiry(db, { at: '2001-04-01T10:00:00Z' });
      application = await insertApplication(db, { at: '2001-04-01T11:00:00Z' });
    });

    it('changes the status within the kind and records each change in the history', async () => {
      let response = await sales.patch(ADMIN_API.submission(contact)).send({ status: 'in-progress' });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: contact, status: 'in-progress' });
      await admin.patch(ADMIN_API.submission(contact)).send({ status: 'done' });
      await admin.patch(ADMIN_API.submission(contact)).send({ status: 'done' }); // no change, no history
      response = await admin.get(ADMIN_API.submission(contact));
      const history = (response.body as SubmissionDetail).statusHistory;
      expect(history.map(({ from, to, by }) => ({ from, to, by }))).toEqual([
        { from: null, to: 'new', by: null },
        { from: 'new', to: 'in-progress', by: 'Sam Sales' },
        { from: 'in-progress', to: 'done', by: 'Ada Admin' },
      ]);
      const audit = await db.query(
        `SELECT action FROM audit_log WHERE target = $1 AND action = 'status-changed'`,
        [`submission #${contact}`],
      );
      expect(audit).toHaveLength(2);
    });

    it.each([
      ['an application status for a lead', 'contact', 'reviewing'],
      ['a lead status for an application', 'application', 'done'],
      ['an unknown status', 'contact', 'archived'],
    ])('refuses %s with 400', async (_case, which, status) => {
      const id = which === 'contact' ? contact : application;
      const response = await admin.patch(ADMIN_API.submission(id)).send({ status });
      expect(response.status).toBe(400);
      expect(response.body.errors.status).toBeDefined();
    });

    it('assigns to an operator whose role can see the kind, and unassigns', async () => {
      let response = await admin
        .patch(ADMIN_API.submission(application))
        .send({ assigneeId: hr.operator.id });
      expect(response.status).toBe(200);
      expect(response.body.assignee).toEqual({ id: hr.operator.id, displayName: 'Hana HR' });
      response = await admin.patch(ADMIN_API.submission(application)).send({ assigneeId: null });
      expect(response.body.assignee).toBeNull();
      const audit = await db.query(`SELECT action FROM audit_log WHERE target = $1 AND action = 'assigned'`, [
        `submission #${application}`,
      ]);
      expect(audit).toHaveLength(2);
    });

    it('refuses an assignee who cannot see the kind, is unknown or disabled, with 400', async () => {
      const cases = [
        [contact, hr.operator.id],
        [application, sales.operator.id],
        [contact, '00000000-0000-4000-8000-000000000000'],
        [contact, 'not-a-uuid'],
        [contact, 42],
      ] as const;
      for (const [id, assigneeId] of cases) {
        const response = await admin.patch(ADMIN_API.submission(id)).send({ assigneeId });
        expect(response.status).toBe(400);
        expect(response.body.errors.assigneeId).toBeDefined();
      }
      const disabled = await signIn(app, { role: 'sales' });
      await db.query('UPDATE operator SET disabled = true WHERE id = $1', [disabled.operator.id]);
      const response = await admin
        .patch(ADMIN_API.submission(contact))
        .send({ assigneeId: disabled.operator.id });
      expect(response.status).toBe(400);
    });

    it('marks read and unread', async () => {
      let response = await admin.patch(ADMIN_API.submission(contact)).send({ read: false });
      expect(response.body.read).toBe(false);
      response = await admin.patch(ADMIN_API.submission(contact)).send({ read: true });
      expect(response.body.read).toBe(true);
    });

    it('refuses an empty change, unknown fields and a body that is not JSON', async () => {
      expect((await admin.patch(ADMIN_API.submission(contact)).send({})).status).toBe(400);
      expect((await admin.patch(ADMIN_API.submission(contact)).send({ status: 'done', x: 1 })).status).toBe(
        400,
      );
      expect((await admin.patch(ADMIN_API.submission(contact)).send({ read: 'yes' })).status).toBe(400);
      const form = await admin.patch(ADMIN_API.submission(contact)).type('form').send('read=true');
      expect(form.status).toBe(415);
    });

    it('appends trimmed notes with their author and time', async () => {
      const response = await hr.post(ADMIN_API.submissionNotes(application)).send({ text: '  Strong CV  ' });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ text: 'Strong CV', author: 'Hana HR' });
      await admin.post(ADMIN_API.submissionNotes(application)).send({ text: 'Call on Monday' });
      const detail = (await hr.get(ADMIN_API.submission(application))).body as SubmissionDetail;
      expect(detail.notes.map(({ text, author }) => ({ text, author }))).toEqual([
        { text: 'Strong CV', author: 'Hana HR' },
        { text: 'Call on Monday', author: 'Ada Admin' },
      ]);
      const audit = await db.query(`SELECT 1 FROM audit_log WHERE target = $1 AND action = 'note-added'`, [
        `submission #${application}`,
      ]);
      expect(audit).toHaveLength(2);
    });

    it.each([
      ['blank', { text: '   ' }],
      ['missing', {}],
      ['not text', { text: 5 }],
      ['too long', { text: 'x'.repeat(ADMIN_LIMITS.noteMax + 1) }],
    ])('refuses a %s note with 400', async (_case, body) => {
      const response = await admin.post(ADMIN_API.submissionNotes(application)).send(body);
      expect(response.status).toBe(400);
    });

    it('accepts a note of exactly the maximum length', async () => {
      const response = await admin
        .post(ADMIN_API.submissionNotes(contact))
        .send({ text: 'y'.repeat(ADMIN_LIMITS.noteMax) });
      expect(response.status).toBe(201);
    });
  });

  describe('GET /api/admin/dashboard', () => {
    it('counts totals and unread of the kinds the role sees, with the newest unread and the retention', async () => {
      const response = await hr.get(ADMIN_API.dashboard);
      expect(response.status).toBe(200);
      const [application] = response.body.kinds;
      expect(response.body.kinds).toHaveLength(1);
      const [counts] = await db.query(
        `SELECT count(*)::int AS total,
                (count(*) FILTER (WHERE NOT EXISTS (
                   SELECT 1 FROM submission_read r WHERE r.submission_id = s.id AND r.operator_id = $1)))::int
                  AS unread
         FROM submission s WHERE kind = 'application'`,
        [hr.operator.id],
      );
      expect(application).toEqual({ kind: 'application', ...counts });
      expect(
        response.body.newestUnread.every((s: SubmissionSummary) => s.kind === 'application' && !s.read),
      ).toBe(true);
      expect(response.body.newestUnread.length).toBeLessThanOrEqual(10);
      expect(response.body.retention).toMatchObject({ application: 180, newsletter: null });
      const salesKinds = (await sales.get(ADMIN_API.dashboard)).body.kinds.map(
        (k: { kind: string }) => k.kind,
      );
      expect(salesKinds).toEqual(['enquiry', 'contact', 'event', 'it-support', 'newsletter']);
    });
  });
});
