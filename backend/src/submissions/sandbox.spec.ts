import {
  ADMIN_API,
  SUBMISSION_KINDS,
  type ConsoleSubmissionDetail,
  type DashboardResponse,
  statusesFor,
  type NotificationSettings,
  type SubmissionListResponse,
} from '@orbitwise/contracts/admin';
import { INTEGRATION_API, type IntegrationScope } from '@orbitwise/contracts/integrations';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@orbitwise/contracts';
import {
  CONTENT_API,
  CONTENT_MESSAGES,
  type ContentDocumentView,
  type EventData,
} from '@orbitwise/contracts/content';
import { EVENTS } from '@orbitwise/contracts/content-seed';
import { randomBytes } from 'node:crypto';
import { visitorEmail } from '../../test/console-app';
import { createKey, KeyClient } from '../../test/integration-keys';
import { MailSink } from '../../test/mail-sink';
import { createNotificationApp, type NotificationApp } from '../../test/notification-app';
import { signIn } from '../../test/operator-session';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';
import { submissionsStored } from '../platform/metrics/metrics';

/**
 * The sandbox: a test key's submissions are checked and answered like a live key's, stored flagged,
 * notify nobody (no staff e-mail, no acknowledgement, no webhook), and are kept apart from the live
 * ones: in the console behind its toggle, in the read API for test keys alone.
 */

const SCOPES: IntegrationScope[] = [
  'submit:enquiry',
  'submit:event',
  'submit:application',
  'submit:newsletter',
  'read:leads',
  'read:applications',
];

interface Answer {
  isSuccess: boolean;
  errorMessage: string | null;
  id: string;
}

describe('Test keys store into the sandbox and notify nobody', () => {
  let sink: MailSink;
  let receiver: WebhookReceiver;
  let n: NotificationApp;
  let live: KeyClient;
  let test: KeyClient;
  /** What the test key stored, by kind, and the live enquiry posted after them. */
  const sandboxIds: Record<'enquiry' | 'application' | 'newsletter', string> = {
    enquiry: '',
    application: '',
    newsletter: '',
  };
  let liveId = '';
  /** The stored-submissions counter's total before and after the test key's posts. */
  const storedCount = { before: 0, after: 0 };
  const testEmail = visitorEmail('sandbox');
  const liveEmail = visitorEmail('sandbox-live');

  const flagsOf = async (id: string) => {
    const [row] = await n.db.query<{ envelope: boolean; source: boolean }[]>(
      `SELECT s.sandbox AS envelope, coalesce(e.sandbox, a.sandbox, sub.sandbox) AS source
       FROM submission s LEFT JOIN enquiry e ON e.id = s.enquiry_id
       LEFT JOIN career_application a ON a.id = s.career_application_id
       LEFT JOIN subscription sub ON sub.id = s.subscription_id WHERE s.id = $1`,
      [id],
    );
    return row;
  };
  const deliveryCount = async (ids: string[]) => {
    const [row] = await n.db.query<{ count: number }[]>(
      'SELECT count(*)::int AS count FROM notification_delivery WHERE submission_id = ANY($1::bigint[])',
      [ids],
    );
    return row!.count;
  };

  beforeAll(async () => {
    sink = await MailSink.start();
    n = await createNotificationApp({ smtpUrl: sink.url });
    receiver = await startWebhookReceiver(`whsec_${randomBytes(24).toString('base64')}`);
    const hook = await n.admin.post(ADMIN_API.webhooks).send({ url: receiver.url, kinds: SUBMISSION_KINDS });
    expect(hook.status).toBe(201);
    const acknowledgeAll: NotificationSettings = {
      recipients: { leads: [], applications: [] },
      acknowledgement: Object.fromEntries(
        SUBMISSION_KINDS.map((kind) => [kind, true]),
      ) as NotificationSettings['acknowledgement'],
    };
    expect((await n.admin.put(ADMIN_API.notificationSettings).send(acknowledgeAll)).status).toBe(200);
    live = new KeyClient(n.app, (await createKey(n.admin, SCOPES, 'Live CRM')).secret);
    test = new KeyClient(
      n.app,
      (await createKey(n.admin, SCOPES, 'Test CRM', { kind: 'test' })).secret,
      '10.99.0.2',
    );
    expect(test.secret).toMatch(/^ow_test_/);

    const countStored = async () =>
      (await submissionsStored.get()).values.reduce((sum, value) => sum + value.value, 0);
    storedCount.before = await countStored();
    const answers = await Promise.all([
      test.enquiry('enquiry', testEmail),
      test.application(testEmail),
      test.subscription(testEmail),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ isSuccess: true, errorMessage: null });
    }
    const [enquiry, application, newsletter] = answers.map((answer) => (answer.body as Answer).id);
    Object.assign(sandboxIds, { enquiry, application, newsletter });
    storedCount.after = await countStored();
    // Posted after the test ones: once its notifications arrived, theirs would have too.
    const posted = await live.enquiry('enquiry', liveEmail);
    expect(posted.status).toBe(200);
    liveId = (posted.body as Answer).id;
  });

  afterAll(async () => {
    await receiver?.close();
    await n?.close();
    await sink?.stop();
  });

  it('stores each kind flagged sandbox, on its row and its inbox envelope, with no notification', async () => {
    for (const id of Object.values(sandboxIds)) {
      expect(await flagsOf(id)).toEqual({ envelope: true, source: true });
    }
    expect(await flagsOf(liveId)).toEqual({ envelope: false, source: false });
    expect(await deliveryCount(Object.values(sandboxIds))).toBe(0);
    // The live one: staff e-mail, acknowledgement, webhook.
    expect(await deliveryCount([liveId])).toBe(3);
    // Nor are they counted by the submissions metric.
    expect(storedCount.after).toBe(storedCount.before);
  });

  it('sends no e-mail and no webhook for a test submission, while the live one posted after it gets both', async () => {
    await sink.waitFor(
      () =>
        sink.forSubmission(liveId).length >= 1 && sink.received.some((m) => m.recipients.includes(liveEmail)),
      45_000,
    );
    const deadline = Date.now() + 45_000;
    while (!receiver.received.some((request) => request.body.includes(`"id":"${liveId}"`))) {
      if (Date.now() > deadline) throw new Error('The live webhook never came');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    for (const id of Object.values(sandboxIds)) {
      expect(sink.forSubmission(id)).toEqual([]);
      expect(receiver.received.filter((request) => request.body.includes(`"id":"${id}"`))).toEqual([]);
    }
    expect(sink.received.filter((mail) => mail.recipients.includes(testEmail))).toEqual([]);
  });

  it('the console lists, counts and exports the live submissions alone; the toggle shows the sandbox alone', async () => {
    const ids = (body: SubmissionListResponse) => body.items.map((item) => item.id).sort();
    const listed = await n.admin.get(ADMIN_API.submissions).expect(200);
    expect(ids(listed.body as SubmissionListResponse)).toEqual([liveId]);
    const sandbox = await n.admin.get(ADMIN_API.submissions).query({ sandbox: 'true' }).expect(200);
    expect(ids(sandbox.body as SubmissionListResponse)).toEqual(Object.values(sandboxIds).sort());

    const dashboard = (await n.admin.get(ADMIN_API.dashboard).expect(200)).body as DashboardResponse;
    const totals = Object.fromEntries(dashboard.kinds.map((count) => [count.kind, count.total]));
    expect(totals).toMatchObject({ enquiry: 1, application: 0, newsletter: 0 });
    expect(dashboard.newestUnread.map((item) => item.id)).toEqual([liveId]);

    const exported = await n.admin.get(ADMIN_API.submissionsExport).query({ format: 'json' }).expect(200);
    expect(exported.text).toContain(liveEmail);
    expect(exported.text).not.toContain(testEmail);
    const exportedSandbox = await n.admin
      .get(ADMIN_API.submissionsExport)
      .query({ format: 'json', sandbox: 'true' })
      .expect(200);
    expect(exportedSandbox.text).toContain(testEmail);
    expect(exportedSandbox.text).not.toContain(liveEmail);
  });

  it("the console's detail says whether a test key sent it; the read API's detail does not", async () => {
    const detail = async (id: string) =>
      (await n.admin.get(ADMIN_API.submission(id)).expect(200)).body as ConsoleSubmissionDetail;
    expect((await detail(sandboxIds.enquiry)).sandbox).toBe(true);
    expect((await detail(sandboxIds.application)).sandbox).toBe(true);
    expect((await detail(liveId)).sandbox).toBe(false);
    const byTest = await test.get(INTEGRATION_API.submission(sandboxIds.enquiry)).expect(200);
    expect(byTest.body).not.toHaveProperty('sandbox');
  });

  it('the read API: a live key never sees the sandbox, a test key sees nothing else', async () => {
    const ids = (body: SubmissionListResponse) => body.items.map((item) => item.id).sort();
    const byLive = await live.get(INTEGRATION_API.submissions).expect(200);
    expect(ids(byLive.body as SubmissionListResponse)).toEqual([liveId]);
    const byTest = await test.get(INTEGRATION_API.submissions).expect(200);
    expect(ids(byTest.body as SubmissionListResponse)).toEqual(Object.values(sandboxIds).sort());
    // No way out of its space: the query cannot ask for the other one.
    await live.get(INTEGRATION_API.submissions).query({ sandbox: 'true' }).expect(400);

    await live.get(INTEGRATION_API.submission(sandboxIds.enquiry)).expect(404);
    await test.get(INTEGRATION_API.submission(liveId)).expect(404);
    await test.get(INTEGRATION_API.submission(sandboxIds.enquiry)).expect(200);
    await live.get(INTEGRATION_API.submissionResume(sandboxIds.application)).expect(404);
    await test.get(INTEGRATION_API.submissionResume(sandboxIds.application)).expect(200);
  });

  it('replays an idempotent retry of a test key like a live one: the same answer, one sandbox row', async () => {
    const email = visitorEmail('sandbox-retry');
    const first = await test.subscription(email).set(IDEMPOTENCY_KEY_HEADER, 'sandbox-retry-2').expect(200);
    const again = await test.subscription(email).set(IDEMPOTENCY_KEY_HEADER, 'sandbox-retry-2').expect(200);
    expect(again.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await flagsOf((first.body as Answer).id)).toEqual({ envelope: true, source: true });
    const [stored] = await n.db.query<{ count: number }[]>(
      'SELECT count(*)::int AS count FROM subscription WHERE email = $1 AND sandbox',
      [email],
    );
    expect(stored!.count).toBe(1);
  });

  it('fires no webhook when a test submission is triaged or erased, where a live one fires both', async () => {
    const post = async (client: KeyClient, label: string) =>
      ((await client.enquiry('enquiry', visitorEmail(label)).expect(200)).body as Answer).id;
    const [sandboxId, controlId] = [await post(test, 'sandbox-triage'), await post(live, 'live-triage')];
    const eventsFor = async (id: string) =>
      (
        await n.db.query<{ event: string }[]>(
          `SELECT event FROM notification_delivery
           WHERE channel = 'webhook' AND event <> 'submission.created'
             AND (submission_id = $1 OR event_data ->> 'id' = $1::text)`,
          [id],
        )
      ).map((row) => row.event);
    const status = statusesFor('enquiry').find((candidate) => candidate !== 'new')!;
    for (const id of [sandboxId, controlId]) {
      await n.admin.patch(ADMIN_API.submission(id)).send({ status }).expect(200);
    }
    expect(await eventsFor(sandboxId)).toEqual([]);
    expect(await eventsFor(controlId)).toEqual(['submission.updated']);
    for (const id of [sandboxId, controlId]) {
      await n.admin.delete(ADMIN_API.submission(id)).expect(204);
    }
    expect(await eventsFor(sandboxId)).toEqual([]);
    // The update's delivery went with the erased row; the erasure's own stays.
    expect(await eventsFor(controlId)).toEqual(['submission.erased']);
  });

  it("a test key's event registration takes no place, and is refused like a live one when the event is full", async () => {
    const slug = EVENTS[0]!.slug;
    const placesTaken = async () => {
      const [row] = await n.db.query<{ registrations: number }[]>(
        'SELECT coalesce(max(registrations), 0)::int AS registrations FROM event_registration_count WHERE event_slug = $1',
        [slug],
      );
      return row!.registrations;
    };
    await live.enquiry('event', visitorEmail('event-live')).expect(200);
    const taken = await placesTaken();
    expect(taken).toBeGreaterThan(0);
    const registered = await test.enquiry('event', visitorEmail('event-test')).expect(200);
    expect(await flagsOf((registered.body as Answer).id)).toEqual({ envelope: true, source: true });
    expect(await placesTaken()).toBe(taken);

    const editor = await signIn(n.app, { role: 'editor' });
    const current = (await editor.get(CONTENT_API.document('event', slug)).expect(200))
      .body as ContentDocumentView<'event'>;
    const full: Partial<EventData> = { capacity: taken };
    await editor
      .put(CONTENT_API.document('event', slug))
      .send({ data: { ...current.draft, ...full }, version: current.version })
      .expect(200);
    await editor.post(CONTENT_API.publish('event', slug)).send({}).expect(200);
    const refused = await test.enquiry('event', visitorEmail('event-test-full')).expect(409);
    expect(refused.body).toMatchObject({ status: 409, detail: CONTENT_MESSAGES.eventFull });
  });
});
