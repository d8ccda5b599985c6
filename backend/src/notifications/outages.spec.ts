import { API_PATHS, CAREER_APPLICATION_EXAMPLE, CONTACT_US_EXAMPLES } from '@orbitwise/contracts';
import { ADMIN_API, type DeliveryListResponse, type NotificationHealth } from '@orbitwise/contracts/admin';
import { performance } from 'node:perf_hooks';
import type { ApiClient } from '../../test/api-client';
import { visitorEmail } from '../../test/console-app';
import { MailSink, type SinkMode } from '../../test/mail-sink';
import {
  APPLICATIONS_TO,
  LEADS_TO,
  createNotificationApp,
  deliveriesOf,
  eventually,
  sleep,
  type NotificationApp,
} from '../../test/notification-app';
import { pdf } from '../../test/resume-fixtures';
import { envelopeId, submitEnquiry, submitApplication } from '../../test/submissions';

/** A generous bound, not a benchmark: a submission never waits for the SMTP server. */
const AT_ONCE_MS = 2000;

type Form = 'enquiry' | 'event' | 'itSupport' | 'application';

/** One submission through the real API, its POST timed (the captcha is solved before the clock starts). */
async function timedSubmission(
  visitor: ApiClient,
  form: Form,
  label: string,
): Promise<{ email: string; ms: number; status: number }> {
  const email = visitorEmail(label);
  const captcha = await visitor.solveCaptcha();
  const started = performance.now();
  const response =
    form === 'application'
      ? await visitor
          .post(API_PATHS.addCareer, captcha)
          .field('data', JSON.stringify({ ...CAREER_APPLICATION_EXAMPLE, Email: email }))
          .attach('file', pdf(), { filename: 'cv.pdf', contentType: 'application/pdf' })
      : await visitor.post(API_PATHS.addContactUs, captcha).send({ ...CONTACT_US_EXAMPLES[form], email });
  return { email, ms: performance.now() - started, status: response.status };
}

const KIND: Record<Form, string> = {
  enquiry: 'enquiry',
  event: 'event',
  itSupport: 'it-support',
  application: 'application',
};

/** What each outage leaves in a failed try's detail: nodemailer's own words, readable as they are. */
const OUTAGE_DETAIL: Record<Exclude<SinkMode, 'accept'>, RegExp> = {
  refuse: /ECONNREFUSED/,
  tempfail: /451.*Mailbox busy, try again later/,
  hang: /Greeting never received|Timeout/i,
};

describe('Notifications while the SMTP server is down: nothing waits for it, nothing is lost or doubled', () => {
  let sink: MailSink;
  let n: NotificationApp;

  beforeAll(async () => {
    sink = await MailSink.start();
    // The SMTP server is given up on after a second, so that a hanging one fails a try quickly.
    n = await createNotificationApp({ smtpUrl: sink.url, smtpTimeoutSeconds: 1 });
  });

  afterAll(async () => {
    await n?.close();
    await sink?.stop();
  });

  it('answers 200 at once through refusals, 451s and a hanging server; then every e-mail arrives exactly once', async () => {
    const submitted: { id: string; kind: string; outage: Exclude<SinkMode, 'accept'> }[] = [];
    const outages = ['refuse', 'tempfail', 'hang'] as const;
    for (const outage of outages) {
      await sink.setMode(outage);
      const batch: typeof submitted = [];
      for (const form of ['enquiry', 'itSupport', 'application'] as const) {
        const { email, ms, status } = await timedSubmission(n.visitor, form, `outage-${outage}`);
        expect({ status, fast: ms < AT_ONCE_MS }).toEqual({ status: 200, fast: true });
        batch.push({ id: await envelopeId(n.db, email, KIND[form]), kind: KIND[form], outage });
      }
      submitted.push(...batch);
      // Each submission so far (the earlier batches too, retried) has been tried against this outage
      // and failed with its words; none has given up, none was sent.
      await eventually(`a failed try of each submission against "${outage}"`, async () => {
        const deliveries = await deliveriesOf(
          n.db,
          submitted.map(({ id }) => id),
        );
        return (
          deliveries.length === submitted.length &&
          deliveries.every(
            (d) =>
              d.state === 'pending' && d.attempts.some((a) => !a.ok && OUTAGE_DETAIL[outage].test(a.detail)),
          )
        );
      });
      expect(sink.received).toEqual([]);
    }

    await sink.setMode('accept');
    await sink.waitFor(
      (received) => submitted.every(({ id }) => received.some((mail) => mail.submission === id)),
      20_000,
    );
    await sleep(4000); // longer than the longest retry delay: a duplicate would have arrived by now

    for (const { id, kind } of submitted) {
      const mails = sink.forSubmission(id);
      expect({ id, mails: mails.length }).toEqual({ id, mails: 1 });
      expect(mails[0]!.recipients).toEqual([kind === 'application' ? APPLICATIONS_TO : LEADS_TO]);
    }
    expect(sink.received).toHaveLength(submitted.length);

    const deliveries = await deliveriesOf(
      n.db,
      submitted.map(({ id }) => id),
    );
    for (const delivery of deliveries) {
      expect(delivery.state).toBe('sent');
      // Every try but the last failed, with the server's (or the connection's) own words; the last one sent it.
      expect(delivery.attempts.length).toBeGreaterThanOrEqual(2);
      expect(delivery.attempts.at(-1)).toEqual({ ok: true, detail: expect.stringMatching(/^250 /) });
      for (const attempt of delivery.attempts.slice(0, -1)) {
        expect(attempt.ok).toBe(false);
        expect(attempt.detail).toMatch(
          new RegExp(
            Object.values(OUTAGE_DETAIL)
              .map((pattern) => pattern.source)
              .join('|'),
            'i',
          ),
        );
      }
    }

    // The console's delivery log of the first submission tells the whole story, newest first.
    const log = await n.admin.get(ADMIN_API.submissionDeliveries(submitted[0]!.id));
    expect(log.status).toBe(200);
    const [email] = (log.body as DeliveryListResponse).deliveries;
    expect(email).toMatchObject({ channel: 'email', state: 'sent', target: LEADS_TO });
    const details = email!.attempts.map((attempt) => attempt.detail);
    expect(email!.attempts[0]!.ok).toBe(true);
    for (const outage of outages)
      expect(details.some((detail) => OUTAGE_DETAIL[outage].test(detail))).toBe(true);
  }, 90_000);
});

describe('Notifications with no SMTP_URL: recorded as "e-mail not configured", delivered once it is', () => {
  let sink: MailSink;
  let withoutSmtp: NotificationApp | undefined;
  let withSmtp: NotificationApp | undefined;

  beforeAll(async () => {
    sink = await MailSink.start();
  });

  afterAll(async () => {
    await withSmtp?.close();
    await withoutSmtp?.close();
    await sink?.stop();
  });

  it('keeps every e-mail as unconfigured, says so, and a later start with SMTP sends each exactly once', async () => {
    withoutSmtp = await createNotificationApp({ smtpUrl: undefined });
    const emails = [visitorEmail('unconfigured-enquiry'), visitorEmail('unconfigured-applicant')];
    await submitEnquiry(withoutSmtp.visitor, emails[0]!);
    await submitApplication(withoutSmtp.visitor, emails[1]!);
    const ids = [
      await envelopeId(withoutSmtp.db, emails[0]!, 'enquiry'),
      await envelopeId(withoutSmtp.db, emails[1]!, 'application'),
    ];
    const app = withoutSmtp;
    const recorded = await eventually('both deliveries recorded as unconfigured', async () => {
      const deliveries = await deliveriesOf(app.db, ids);
      return deliveries.length === 2 && deliveries.every((d) => d.state === 'unconfigured') && deliveries;
    });
    for (const delivery of recorded) {
      expect(delivery.reason).toMatch(/not configured \(SMTP_URL\)/);
      expect(delivery.attempts).toEqual([]); // not a failed try: nothing was tried
    }
    const health = await withoutSmtp.admin.get(ADMIN_API.notificationHealth);
    expect(health.status).toBe(200);
    expect(health.body as NotificationHealth).toMatchObject({
      emailConfigured: false,
      unconfigured: 2,
      failed: 0,
      held: 0,
    });
    const log = await withoutSmtp.admin.get(ADMIN_API.submissionDeliveries(ids[0]!));
    expect(log.body).toMatchObject({
      emailConfigured: false,
      deliveries: [{ channel: 'email', state: 'unconfigured' }],
    });

    // The operator sets SMTP_URL and starts the API again, on the same database.
    const databaseUrl = withoutSmtp.databaseUrl;
    await withoutSmtp.close({ keepDatabase: true });
    withoutSmtp = undefined;
    withSmtp = await createNotificationApp({ smtpUrl: sink.url }, { databaseUrl });
    await sink.waitFor((received) => ids.every((id) => received.some((mail) => mail.submission === id)));
    await sleep(3000);
    expect(ids.map((id) => sink.forSubmission(id).length)).toEqual([1, 1]);
    expect(sink.forSubmission(ids[0]!)[0]!.recipients).toEqual([LEADS_TO]);
    expect(sink.forSubmission(ids[1]!)[0]!.recipients).toEqual([APPLICATIONS_TO]);
    expect(sink.received).toHaveLength(2);
    expect((await deliveriesOf(withSmtp.db, ids)).map((d) => [d.state, d.attempts.length])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
    const after = await withSmtp.admin.get(ADMIN_API.notificationHealth);
    expect(after.body as NotificationHealth).toMatchObject({ emailConfigured: true, unconfigured: 0 });
  }, 60_000);
});
