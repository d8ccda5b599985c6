import {
  ADMIN_API,
  SUBMISSION_KINDS,
  type DeliveryListResponse,
  type NotificationHealth,
  type NotificationSettings,
} from '@orbitwise/contracts/admin';
import { visitorEmail } from '../../test/console-app';
import { MailSink, type ReceivedMail } from '../../test/mail-sink';
import {
  createNotificationApp,
  deliveriesOf,
  eventually,
  sleep,
  type NotificationApp,
} from '../../test/notification-app';
import { envelopeId, submitEnquiry } from '../../test/submissions';

const SALES = 'sales1@example.com';
const BOUNCE = 'bounce@example.com';
const SLOW = 'slow-mailbox@example.com';
const LATER = 'sales2@example.com';

const alertOf = (mail: ReceivedMail) => mail.parsed.headers.get('x-orbitwise-alert');
const staffCopies = (sink: MailSink, id: string) => sink.forSubmission(id).filter((mail) => !alertOf(mail));
const headerTo = (mail: ReceivedMail) =>
  [mail.parsed.to ?? []].flat().flatMap((to) => to.value.map((address) => address.address));

describe('E-mail to several recipients: each recipient stands on its own', () => {
  let sink: MailSink;
  let n: NotificationApp;

  const setLeads = async (leads: string[]) => {
    const body: NotificationSettings = {
      recipients: { leads, applications: [] },
      acknowledgement: Object.fromEntries(
        SUBMISSION_KINDS.map((kind) => [kind, false]),
      ) as NotificationSettings['acknowledgement'],
    };
    expect((await n.admin.put(ADMIN_API.notificationSettings).send(body)).status).toBe(200);
  };

  beforeAll(async () => {
    sink = await MailSink.start();
    n = await createNotificationApp({ smtpUrl: sink.url, retryLimit: 5 });
  });

  afterEach(() => {
    sink.refuseRecipients([]);
    sink.tempfailRecipients([]);
  });

  afterAll(async () => {
    await n?.close();
    await sink?.stop();
  });

  it('a 550 for one address: the other gets one copy, the log shows the 550, and it fails at once, alerted', async () => {
    await setLeads([SALES, BOUNCE]);
    sink.refuseRecipients([BOUNCE]);
    const email = visitorEmail('bounce');
    await submitEnquiry(n.visitor, email);
    const id = await envelopeId(n.db, email, 'enquiry');

    const [failed] = await eventually('the delivery to fail', async () => {
      const deliveries = await deliveriesOf(n.db, [id]);
      return deliveries[0]?.state === 'failed' && deliveries;
    });
    await sink.waitFor((received) => received.some((mail) => alertOf(mail) === failed!.id));
    await sleep(4000); // retries come a second or two apart: another copy or try would be here by now

    const copies = staffCopies(sink, id);
    expect(copies.map((mail) => mail.recipients)).toEqual([[SALES]]);
    expect(headerTo(copies[0]!)).toEqual([SALES, BOUNCE]);
    const [attempt] = (await deliveriesOf(n.db, [id]))[0]!.attempts;
    expect((await deliveriesOf(n.db, [id]))[0]!.attempts).toHaveLength(1);
    expect(attempt!.ok).toBe(false);
    expect(attempt!.detail).toMatch(new RegExp(`^sent to ${SALES}: 250 .*; refused for ${BOUNCE}: 550 `));
    expect(attempt!.detail).toContain(`550 5.1.1 <${BOUNCE}>: no such user here`);
    expect(failed!.reason).toBe(attempt!.detail);
    expect(sink.received.filter((mail) => alertOf(mail) === failed!.id)).toHaveLength(1);

    // The console's log says where each recipient stands.
    const log = (await n.admin.get(ADMIN_API.submissionDeliveries(id))).body as DeliveryListResponse;
    expect(log.deliveries[0]).toMatchObject({
      state: 'partly-failed', // stored as failed; reported apart
      target: `${SALES}, ${BOUNCE}`,
      recipients: [
        { address: SALES, state: 'sent', reply: expect.stringMatching(/^250 /) },
        { address: BOUNCE, state: 'failed', reply: `550 5.1.1 <${BOUNCE}>: no such user here` },
      ],
    });
  }, 30_000);

  it('a 451 for one address: retried to it alone, to the list read at the first try, one copy each', async () => {
    await setLeads([SALES, SLOW]);
    sink.tempfailRecipients([SLOW]);
    const email = visitorEmail('slow');
    await submitEnquiry(n.visitor, email);
    const id = await envelopeId(n.db, email, 'enquiry');

    await eventually('two refused tries, still pending', async () => {
      const [delivery] = await deliveriesOf(n.db, [id]);
      return delivery?.state === 'pending' && delivery.attempts.length >= 2;
    });
    // While it is retried, the dashboard's data says so.
    const health = (await n.admin.get(ADMIN_API.notificationHealth)).body as NotificationHealth;
    expect(health.retrying).toBe(1);
    expect(Date.parse(health.retryingSince!)).toBeLessThanOrEqual(Date.now());
    expect(health.lastError).toMatch(new RegExp(`^refused for ${SLOW}: 451 `));

    await setLeads([LATER]); // a retry keeps the recipients of the first try
    sink.tempfailRecipients([]);
    const sent = await eventually('the delivery to be sent', async () => {
      const [delivery] = await deliveriesOf(n.db, [id]);
      return delivery?.state === 'sent' && delivery;
    });
    await sleep(3000);

    const copies = staffCopies(sink, id);
    expect(copies.map((mail) => mail.recipients)).toEqual([[SALES], [SLOW]]);
    expect(new Set(copies.map((mail) => mail.parsed.messageId)).size).toBe(1);
    expect(copies.map(headerTo)).toEqual([
      [SALES, SLOW],
      [SALES, SLOW],
    ]);
    const [first, ...rest] = sent.attempts;
    expect(first!.detail).toMatch(new RegExp(`^sent to ${SALES}: 250 .*; refused for ${SLOW}: 451 .*busy`));
    expect(rest.at(-1)).toEqual({ ok: true, detail: expect.stringMatching(/^250 /) });
    for (const retry of rest.slice(0, -1))
      expect(retry.detail).toMatch(new RegExp(`^refused for ${SLOW}: 451 `));
    const after = (await n.admin.get(ADMIN_API.notificationHealth)).body as NotificationHealth;
    expect(after).toMatchObject({ retrying: 0, retryingSince: null, lastError: null });
  }, 40_000);
});
