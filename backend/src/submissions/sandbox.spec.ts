import {
  ADMIN_API,
  SUBMISSION_KINDS,
  type DashboardResponse,
  type NotificationSettings,
  type SubmissionListResponse,
} from '@orbitwise/contracts/admin';
import { INTEGRATION_API, type IntegrationScope } from '@orbitwise/contracts/integrations';
import { randomBytes } from 'node:crypto';
import { visitorEmail } from '../../test/console-app';
import { createKey, KeyClient } from '../../test/integration-keys';
import { MailSink } from '../../test/mail-sink';
import { createNotificationApp, type NotificationApp } from '../../test/notification-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';

/**
 * The sandbox: a test key's submissions are checked and answered like a live key's, stored flagged,
 * notify nobody (no staff e-mail, no acknowledgement, no webhook), and are kept apart from the live
 * ones: in the console behind its toggle, in the read API for test keys alone.
 */

const SCOPES: IntegrationScope[] = [
  'submit:enquiry',
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

    const answers = await Promise.all([
      test.enquiry('enquiry', testEmail),
      test.application(testEmail),
      test.subscription(testEmail),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ isSuccess: true, errorMessage: null });
    }
    [sandboxIds.enquiry, sandboxIds.application, sandboxIds.newsletter] = answers.map(
      (answer) => (answer.body as Answer).id,
    );
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
});
