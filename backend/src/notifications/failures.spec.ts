import { ADMIN_API, type DeliveryView, type NotificationHealth } from '@orbitwise/contracts/admin';
import { visitorEmail } from '../../test/console-app';
import { MailSink, type ReceivedMail } from '../../test/mail-sink';
import {
  LEADS_TO,
  createNotificationApp,
  deliveriesOf,
  eventually,
  sleep,
  type NotificationApp,
} from '../../test/notification-app';
import { signIn } from '../../test/operator-session';
import { envelopeId, submitEnquiry } from '../../test/submissions';

const RETRY_LIMIT = 2;

const alertOf = (mail: ReceivedMail) => {
  const header = mail.parsed.headers.get('x-orbitwise-alert');
  return typeof header === 'string' ? header : undefined;
};

describe('A delivery that fails for good: marked failed, the admins alerted once, shown, and resent', () => {
  let sink: MailSink;
  let n: NotificationApp;

  beforeAll(async () => {
    sink = await MailSink.start();
    n = await createNotificationApp({ smtpUrl: sink.url, retryLimit: RETRY_LIMIT });
  });

  afterAll(async () => {
    await n?.close();
    await sink?.stop();
  });

  it(`gives up after ${RETRY_LIMIT + 1} tries, alerts the enabled admins with one e-mail, and Resend delivers it`, async () => {
    // Who is told: the enabled admins only (not a disabled admin, not the other roles).
    const secondAdmin = await signIn(n.app, { role: 'admin' });
    const disabledAdmin = await signIn(n.app, { role: 'admin' });
    await signIn(n.app, { role: 'sales' });
    expect(
      (await n.admin.patch(ADMIN_API.operator(disabledAdmin.operator.id)).send({ disabled: true })).status,
    ).toBe(200);
    const admins = [n.admin.operator.email, secondAdmin.operator.email].sort();

    // The staff's mailbox answers 451 at RCPT TO; everyone else's accepts.
    sink.tempfailRecipients([LEADS_TO]);
    const email = visitorEmail('failing');
    await submitEnquiry(n.visitor, email);
    const id = await envelopeId(n.db, email, 'enquiry');

    const [failed] = await eventually(
      'the delivery to fail for good',
      async () => {
        const deliveries = await deliveriesOf(n.db, [id]);
        return deliveries[0]?.state === 'failed' && deliveries;
      },
      30_000,
    );
    expect(failed!.attempts).toHaveLength(RETRY_LIMIT + 1);
    for (const attempt of failed!.attempts) {
      expect(attempt).toEqual({ ok: false, detail: expect.stringMatching(/451.*busy, try again later/) });
    }
    expect(failed!.reason).toMatch(/451/);

    await sink.waitFor((received) => received.some((mail) => alertOf(mail) === failed!.id));
    await sleep(3000); // a second alert would have come by now
    const alerts = sink.received.filter((mail) => alertOf(mail) !== undefined);
    expect(alerts).toHaveLength(1);
    const [alert] = alerts as [ReceivedMail];
    expect([...alert.recipients].sort()).toEqual(admins);
    expect(alert.submission).toBe(id);
    expect(alert.parsed.subject).toBe(`Delivery failed: e-mail to staff for enquiry #${id}`);
    expect(alert.parsed.text).toContain(failed!.reason!);
    expect(alert.parsed.text).toContain(`http://localhost:8080/admin/inbox/${id}`);
    // And no staff e-mail went out.
    expect(sink.received.filter((mail) => mail.recipients.includes(LEADS_TO))).toEqual([]);

    // The dashboard shows it.
    const health = await n.admin.get(ADMIN_API.notificationHealth);
    expect(health.status).toBe(200);
    const { failed: failedCount, recentFailures } = health.body as NotificationHealth;
    expect(failedCount).toBeGreaterThanOrEqual(1);
    expect(recentFailures).toContainEqual({
      submissionId: id,
      kind: 'enquiry',
      deliveryId: failed!.id,
      channel: 'email',
      at: expect.any(String),
      reason: failed!.reason,
    });

    // The mailbox works again; an operator presses Resend.
    sink.tempfailRecipients([]);
    const resent = await n.admin.post(ADMIN_API.deliveryResend(id, failed!.id)).send({});
    expect(resent.status).toBe(200);
    expect(resent.body as DeliveryView).toMatchObject({ id: failed!.id, state: 'pending', reason: null });
    await sink.waitFor((received) => received.some((mail) => mail.recipients.includes(LEADS_TO)));
    await sleep(2000);
    expect(sink.received.filter((mail) => mail.recipients.includes(LEADS_TO))).toHaveLength(1);
    const sent = (await deliveriesOf(n.db, [id]))[0]!;
    expect(sent.state).toBe('sent');
    expect(sent.attempts.map((attempt) => attempt.ok)).toEqual([false, false, false, true]);
    expect(sink.received.filter((mail) => alertOf(mail) !== undefined)).toHaveLength(1);
    const after = await n.admin.get(ADMIN_API.notificationHealth);
    expect((after.body as NotificationHealth).failed).toBe(0);
    expect((after.body as NotificationHealth).recentFailures).toEqual([]);
  }, 60_000);
});
