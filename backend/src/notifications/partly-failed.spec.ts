import {
  ADMIN_API,
  SUBMISSION_KINDS,
  type AuditListResponse,
  type DeliveryListResponse,
  type DeliveryView,
  type NotificationSettings,
} from '@orbitwise/contracts/admin';
import { visitorEmail } from '../../test/console-app';
import { MailSink, type ReceivedMail } from '../../test/mail-sink';
import { createNotificationApp, eventually, type NotificationApp } from '../../test/notification-app';
import { envelopeId, submitEnquiry } from '../../test/submissions';

const SALES = 'sales1@example.com';
const BOUNCE = 'bounce@example.com';
const MANAGER = 'manager@example.com';

const header = (mail: ReceivedMail, name: string) => {
  const value = mail.parsed.headers.get(name);
  return typeof value === 'string' ? value : undefined;
};

describe('An e-mail that reached all but one recipient: partly failed, and resent to that one', () => {
  let sink: MailSink;
  let n: NotificationApp;

  beforeAll(async () => {
    sink = await MailSink.start();
    n = await createNotificationApp({ smtpUrl: sink.url, retryLimit: 3 });
    const settings: NotificationSettings = {
      recipients: { leads: [SALES, BOUNCE, MANAGER], applications: [] },
      acknowledgement: Object.fromEntries(
        SUBMISSION_KINDS.map((kind) => [kind, false]),
      ) as NotificationSettings['acknowledgement'],
    };
    expect((await n.admin.put(ADMIN_API.notificationSettings).send(settings)).status).toBe(200);
  });

  afterAll(async () => {
    await n?.close();
    await sink?.stop();
  });

  const emailOf = async (id: string): Promise<DeliveryView> => {
    const response = await n.admin.get(ADMIN_API.submissionDeliveries(id));
    expect(response.status).toBe(200);
    return (response.body as DeliveryListResponse).deliveries.find(
      (delivery) => delivery.channel === 'email',
    )!;
  };
  const settledAs = (id: string, state: DeliveryView['state']) =>
    eventually(`the e-mail to be ${state}`, async () => {
      const email = await emailOf(id);
      return email.state === state && email;
    });
  const copiesOf = (deliveryId: string) =>
    sink.received.filter((mail) => header(mail, 'x-orbitwise-delivery') === deliveryId);
  const alertsAbout = (deliveryId: string) =>
    sink.received.filter((mail) => header(mail, 'x-orbitwise-alert') === deliveryId);

  it('reports "partly-failed", resends to the failed recipient only under a new Message-ID, and audits it', async () => {
    sink.refuseRecipients([BOUNCE]);
    const visitor = visitorEmail('partly');
    await submitEnquiry(n.visitor, visitor);
    const id = await envelopeId(n.db, visitor, 'enquiry');

    const partly = await settledAs(id, 'partly-failed');
    expect(partly.recipients.map(({ address, state }) => [address, state])).toEqual([
      [SALES, 'sent'],
      [BOUNCE, 'failed'],
      [MANAGER, 'sent'],
    ]);
    await sink.waitFor(() => alertsAbout(partly.id).length === 1);
    const [alert] = alertsAbout(partly.id);
    expect(alert!.parsed.subject).toBe(`Delivery partly failed: e-mail to staff for enquiry #${id}`);
    expect(alert!.parsed.text).toContain('reached some of its recipients, not all');
    const [first] = copiesOf(partly.id);
    expect([...first!.recipients].sort()).toEqual([MANAGER, SALES]);
    expect(first!.parsed.messageId).toMatch(new RegExp(`^<delivery-${partly.id}@`));

    // Resent while the address still bounces: partly failed again, and the admins get a new alert
    // (its own Message-ID, so their mail system does not drop it as a copy of the first).
    const again = await n.admin.post(ADMIN_API.deliveryResend(id, partly.id));
    expect(again.status).toBe(200);
    expect((again.body as DeliveryView).state).toBe('pending');
    await settledAs(id, 'partly-failed');
    await sink.waitFor(() => alertsAbout(partly.id).length === 2);
    expect(alertsAbout(partly.id).map((mail) => mail.parsed.messageId)).toEqual([
      expect.stringMatching(new RegExp(`^<alert\\.delivery-${partly.id}@`)),
      expect.stringMatching(new RegExp(`^<alert\\.delivery-${partly.id}\\.resend1@`)),
    ]);
    expect(copiesOf(partly.id)).toHaveLength(1); // the other two were not sent it again

    // The address works again; Resend (the default): only it gets the e-mail, as a new message.
    sink.refuseRecipients([]);
    expect((await n.admin.post(ADMIN_API.deliveryResend(id, partly.id)).send({})).status).toBe(200);
    const sent = await settledAs(id, 'sent');
    expect(sent.recipients.map(({ state }) => state)).toEqual(['sent', 'sent', 'sent']);
    const [, resent, ...more] = copiesOf(partly.id);
    expect(more).toEqual([]);
    expect(resent!.recipients).toEqual([BOUNCE]);
    expect(resent!.parsed.messageId).toMatch(new RegExp(`^<delivery-${partly.id}\\.resend2@`));

    // "Resend to all" sends it to every recipient again.
    expect((await n.admin.post(`${ADMIN_API.deliveryResend(id, partly.id)}?to=all`)).status).toBe(200);
    await settledAs(id, 'sent');
    await sink.waitFor(() => copiesOf(partly.id).length === 3);
    const [, , toAll] = copiesOf(partly.id);
    expect([...toAll!.recipients].sort()).toEqual([BOUNCE, MANAGER, SALES]);
    expect(toAll!.parsed.messageId).toMatch(new RegExp(`^<delivery-${partly.id}\\.resend3@`));

    // The audit names the delivery, its channel and whom it went to (never an address).
    const audit = await n.admin.get(`${ADMIN_API.audit}?action=delivery-resent`);
    expect(audit.status).toBe(200);
    const entries = (audit.body as AuditListResponse).items.filter(
      (entry) => entry.target === `submission #${id}`,
    );
    const delivery = { field: 'delivery', from: null, to: `#${partly.id}` };
    const channel = { field: 'channel', from: null, to: 'E-mail to staff' };
    expect(entries.map((entry) => entry.changes)).toEqual([
      [
        delivery,
        channel,
        { field: 'state', from: 'Sent', to: 'Pending' },
        { field: 'sent to', from: null, to: 'every recipient, read afresh' },
      ],
      [
        delivery,
        channel,
        { field: 'state', from: 'Partly failed', to: 'Pending' },
        { field: 'sent to', from: null, to: 'the 1 of 3 recipients it did not reach' },
      ],
      [
        delivery,
        channel,
        { field: 'state', from: 'Partly failed', to: 'Pending' },
        { field: 'sent to', from: null, to: 'the 1 of 3 recipients it did not reach' },
      ],
    ]);
    expect(entries[0]).toMatchObject({ targetLabel: `Enquiry #${id}`, actor: expect.anything() });
    expect(JSON.stringify(entries)).not.toContain(BOUNCE);
  }, 60_000);

  it('refuses an unknown `to` with problem details, and queues nothing', async () => {
    const visitor = visitorEmail('resend-to');
    await submitEnquiry(n.visitor, visitor);
    const id = await envelopeId(n.db, visitor, 'enquiry');
    const sent = await settledAs(id, 'sent');
    const response = await n.admin.post(`${ADMIN_API.deliveryResend(id, sent.id)}?to=everyone`);
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.body.errors).toEqual({ to: ['to must be failed or all.'] });
    expect((await emailOf(id)).state).toBe('sent');
  }, 30_000);
});
