import { API_PATHS, CONTACT_US_EXAMPLES } from '@orbitwise/contracts';
import { ADMIN_API, type SubmissionKind } from '@orbitwise/contracts/admin';
import { MailSink } from '../../test/mail-sink';
import {
  APPLICATIONS_TO,
  LEADS_TO,
  createNotificationApp,
  type NotificationApp,
} from '../../test/notification-app';
import { visitorEmail } from '../../test/console-app';
import {
  confirmSubscriptions,
  envelopeId,
  submitApplication,
  submitEnquiry,
  submitSubscription,
} from '../../test/submissions';

const MARKUP = '<b>Tom & "Jerry"</b>';

/** Each kind by its form's proper name. */
const SUBJECT_NOUNS: Record<SubmissionKind, string> = {
  enquiry: 'enquiry',
  contact: 'Contact page message',
  event: 'event registration',
  'it-support': 'IT support request',
  newsletter: 'newsletter subscription',
  application: 'job application',
};

describe('Notifications: one e-mail per submission, through a real SMTP server', () => {
  let sink: MailSink;
  let n: NotificationApp;

  beforeAll(async () => {
    sink = await MailSink.start();
    n = await createNotificationApp({ smtpUrl: sink.url });
  });

  afterAll(async () => {
    await n?.close();
    await sink?.stop();
  });

  it('each of the six forms produces exactly one e-mail to its area, replying to the visitor, escaped, with the console link', async () => {
    const sent: { kind: SubmissionKind; email: string; id: string }[] = [];
    for (const form of ['enquiry', 'event', 'itSupport'] as const) {
      const email = visitorEmail(form);
      await submitEnquiry(n.visitor, email, form);
      const kind = form === 'itSupport' ? 'it-support' : form;
      sent.push({ kind, email, id: await envelopeId(n.db, email, kind) });
    }
    const contactEmail = visitorEmail('contact');
    const contact = await n.visitor.submit(API_PATHS.addContactUs, {
      ...CONTACT_US_EXAMPLES.contact,
      email: contactEmail,
      description: `Hello ${MARKUP}, call me.`,
    });
    expect(contact.status).toBe(200);
    sent.push({ kind: 'contact', email: contactEmail, id: await envelopeId(n.db, contactEmail, 'contact') });
    const subscriber = visitorEmail('newsletter');
    await submitSubscription(n.visitor, subscriber);
    await confirmSubscriptions(n.db, subscriber); // a lead only once its owner confirms it
    sent.push({
      kind: 'newsletter',
      email: subscriber,
      id: await envelopeId(n.db, subscriber, 'newsletter'),
    });
    const applicant = visitorEmail('applicant');
    await submitApplication(n.visitor, applicant);
    sent.push({
      kind: 'application',
      email: applicant,
      id: await envelopeId(n.db, applicant, 'application'),
    });

    await sink.waitFor((received) => sent.every(({ id }) => received.some((mail) => mail.submission === id)));
    await new Promise((resolve) => setTimeout(resolve, 1500)); // time for a duplicate to show, if any

    for (const { kind, email, id } of sent) {
      // The visitor's own mail aside: a newsletter subscription's confirmation (double opt-in).
      const mails = sink.forSubmission(id).filter((mail) => !mail.recipients.includes(email));
      expect(mails).toHaveLength(1);
      const [{ parsed, recipients }] = mails as [(typeof mails)[number]];
      expect(recipients).toEqual([kind === 'application' ? APPLICATIONS_TO : LEADS_TO]);
      expect(parsed.replyTo?.value.map((address) => address.address)).toEqual([email]);
      expect(parsed.subject).toBe(`New ${SUBJECT_NOUNS[kind]} #${id}`);
      expect(parsed.text).toMatch(new RegExp(`^A new ${SUBJECT_NOUNS[kind]} arrived on the website\\.\\n`));
      const link = `http://localhost:8080/admin/inbox/${id}`;
      expect(parsed.text).toContain(link);
      expect(parsed.html).toContain(`href="${link}"`);
      expect(parsed.attachments).toHaveLength(0);
    }
    const contactMail = sink.forSubmission(sent.find((s) => s.kind === 'contact')!.id)[0]!.parsed;
    expect(contactMail.text).toContain(MARKUP);
    expect(contactMail.html).toContain('&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt;');
    expect(contactMail.html).not.toContain('<b>Tom');

    const states: { state: string; attempts: number }[] = await n.db.query(
      `SELECT d.state, (SELECT count(*)::int FROM notification_attempt a WHERE a.delivery_id = d.id) AS attempts
       FROM notification_delivery d WHERE d.submission_id = ANY($1::bigint[]) AND d.channel = 'email'`,
      [sent.map(({ id }) => id)],
    );
    expect(states).toEqual(sent.map(() => ({ state: 'sent', attempts: 1 })));

    const log = await n.admin.get(ADMIN_API.submissionDeliveries(sent[0]!.id));
    expect(log.status).toBe(200);
    expect(log.body.emailConfigured).toBe(true);
    expect(log.body.deliveries).toEqual([
      expect.objectContaining({
        channel: 'email',
        state: 'sent',
        target: LEADS_TO,
        attempts: [expect.objectContaining({ ok: true })],
      }),
    ]);
  });
});
