import { API_PATHS, USER_SUBSCRIPTION_EXAMPLE } from '@orbitwise/contracts';
import {
  ADMIN_API,
  type DashboardResponse,
  type SubmissionDetail,
  type SubmissionListResponse,
} from '@orbitwise/contracts/admin';
import request from 'supertest';
import { MailSink, type ReceivedMail } from '../../../test/mail-sink';
import {
  createNotificationApp,
  deliveriesOf,
  eventually,
  LEADS_TO,
  type NotificationApp,
} from '../../../test/notification-app';
import { INTEGRATION_API } from '@orbitwise/contracts/integrations';
import { createKey, KeyClient } from '../../../test/integration-keys';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';
import { CONFIRMATION_TTL_SECONDS } from './newsletter-tokens';
import { SubscriptionsService } from './subscriptions.service';

/**
 * Double opt-in and one-click unsubscribe, end to end: the answer, the confirmation e-mail as a real
 * SMTP server receives it, its link, the RFC 8058 headers and POST, the expiry (a moved clock), the
 * count of confirmed subscribers, and erasure.
 */
let sequence = 0;
const address = (who: string) => `${who}.${Date.now()}.${++sequence}@example.com`;

describe('The newsletter: double opt-in, consent record, one-click unsubscribe', () => {
  let n: NotificationApp;
  let sink: MailSink;
  let service: SubscriptionsService;
  const server = () => n.app.getHttpServer();

  beforeAll(async () => {
    sink = await MailSink.start();
    n = await createNotificationApp({ smtpUrl: sink.url });
    service = n.app.get(SubscriptionsService);
  });
  afterAll(async () => {
    await n?.close();
    await sink?.stop();
  });

  const subscribe = (email: string, headers: Record<string, string> = {}) =>
    n.visitor.submit(API_PATHS.addUserSubscription, { ...USER_SUBSCRIPTION_EXAMPLE, email }, headers);
  const subscribed = async (email: string) => {
    const response = await subscribe(email);
    expect(response.status).toBe(200);
    return response;
  };
  /** The console dashboard's count of newsletter subscriptions. */
  const newsletterOnDashboard = async () => {
    const dashboard = (await n.admin.get(ADMIN_API.dashboard)).body as DashboardResponse;
    return dashboard.kinds.find((count) => count.kind === 'newsletter')!.total;
  };
  const rowsOf = (email: string) =>
    n.db.query(
      `SELECT state, consent_form, consent_page, consent_wording, confirmed_at, unsubscribed_at
       FROM subscription WHERE email = $1 ORDER BY id`,
      [email],
    );
  const mailsTo = (email: string) => sink.received.filter((mail) => mail.recipients.includes(email));
  const confirmationTo = async (email: string): Promise<ReceivedMail> => {
    await sink.waitFor(() => mailsTo(email).length > 0, 45_000);
    return mailsTo(email)[0]!;
  };
  const header = (mail: ReceivedMail, name: string) =>
    mail.parsed.headerLines.find((line) => line.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '');
  /** The path and query of a link of ours in the mail's text. */
  const linkIn = (mail: ReceivedMail, path: string) => {
    const found = mail.parsed.text!.match(new RegExp(`https?://[^\\s]+${path}\\?token=[^\\s]+`));
    const url = new URL(found![0]);
    return `${url.pathname}${url.search}`;
  };
  /** The site's page a link's answer sends the browser to (303 See Other, never cached). */
  const landingOf = async (call: request.Test) => {
    const answer = await call.expect(303);
    expect(answer.headers['cache-control']).toBe('no-store');
    return answer.headers.location as string;
  };
  const confirmLink = (mail: ReceivedMail) => linkIn(mail, '/api/newsletter/confirm');
  const unsubscribeLink = (mail: ReceivedMail) => linkIn(mail, '/api/newsletter/unsubscribe');
  /** The confirmation page's button: a browser posting the link's token. */
  const pressConfirm = (link: string) => request(server()).post(link).set('Sec-Fetch-Mode', 'navigate');
  /** Confirms the way a non-browser client does (200, no page). */
  const confirmed = async (link: string) =>
    ((await request(server()).post(link).expect(200)).body as { confirmed: boolean }).confirmed;

  it('keeps the answer, holds the address pending with its consent record, and mails a confirmation with the RFC 8058 headers', async () => {
    const email = address('pending');
    const before = await service.countConfirmed();
    const response = await subscribe(email, {
      Referer: `${n.app.get<AppConfig>(APP_CONFIG).siteOrigin}/blog?x=1`,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      errorMessage: null,
      isSuccess: true,
      id: expect.stringMatching(/^\d+$/),
      ref: expect.stringMatching(/^#\d+$/),
    });
    expect(await rowsOf(email)).toEqual([
      {
        state: 'pending',
        consent_form: 'AddUserSubscription',
        consent_page: '/blog',
        consent_wording: 'newsletter-consent-2026-11',
        confirmed_at: null,
        unsubscribed_at: null,
      },
    ]);
    expect(await service.countConfirmed()).toBe(before);

    const mail = await confirmationTo(email);
    expect(mail.parsed.subject).toBe('Please confirm your newsletter subscription');
    const unsubscribe = unsubscribeLink(mail);
    expect(header(mail, 'List-Unsubscribe')).toMatch(
      new RegExp(`^<https?://[^>]+${unsubscribe.replace(/[.?]/g, '\\$&')}>$`),
    );
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.parsed.text).not.toContain(USER_SUBSCRIPTION_EXAMPLE.userActivationDate);

    // No lead yet: the console has no page for it until its owner confirms.
    await n.admin.get(ADMIN_API.submission(response.body.id)).expect(404);
  });

  it('re-sends a new link when a pending address subscribes again; either link confirms it once', async () => {
    const email = address('again');
    await subscribed(email);
    await confirmationTo(email);
    await subscribed(email);
    await sink.waitFor(() => mailsTo(email).length === 2, 45_000);
    const [first, second] = mailsTo(email).map(confirmLink) as [string, string];
    expect(second).not.toBe(first);
    expect(await landingOf(pressConfirm(second))).toBe('/newsletter/confirmed');
    // Already confirmed: the same page, nothing changed.
    expect(await landingOf(pressConfirm(first))).toBe('/newsletter/confirmed');
    expect((await rowsOf(email)).map((row: { state: string }) => row.state)).toEqual([
      'pending',
      'confirmed',
    ]);
  });

  it('confirms through the link, counts the subscriber only then, and a second subscription mails nothing', async () => {
    const email = address('confirmed');
    const before = await service.countConfirmed();
    const id = ((await subscribed(email)).body as { id: string }).id;
    const link = confirmLink(await confirmationTo(email));

    const dashboardBefore = await newsletterOnDashboard();
    expect(await landingOf(pressConfirm(link))).toBe('/newsletter/confirmed');
    expect(await newsletterOnDashboard()).toBe(dashboardBefore + 1);
    expect((await rowsOf(email))[0]).toMatchObject({ state: 'confirmed', confirmed_at: expect.any(Date) });
    // The staff see the consent record on the submission's page.
    const detail = (await n.admin.get(ADMIN_API.submission(id)).expect(200)).body as SubmissionDetail;
    expect(detail.fields).toEqual(
      expect.arrayContaining([
        { name: 'state', label: 'Subscriber state', value: 'confirmed' },
        { name: 'consentForm', label: 'Consent given on form', value: 'AddUserSubscription' },
        { name: 'consentWording', label: 'Consent wording version', value: 'newsletter-consent-2026-11' },
      ]),
    );
    const exported = await n.admin
      .get(`${ADMIN_API.submissionsExport}?kind=newsletter&q=${encodeURIComponent(email)}`)
      .responseType('blob');
    const csv = (exported.body as Buffer).toString('utf8');
    expect(csv).toContain('Subscriber state,Confirmed at,Consent wording version');
    expect(csv).toMatch(/,confirmed,\d{4}-\d\d-\d\dT[^,]+,newsletter-consent-2026-11/);
    expect(await service.countConfirmed()).toBe(before + 1);
    expect(await landingOf(pressConfirm(link))).toBe('/newsletter/confirmed');

    // Again, in capitals: the same answer, no e-mail, the subscriber unchanged.
    const again = await subscribed(email.toUpperCase());
    expect(again.body).toMatchObject({
      errorMessage: null,
      isSuccess: true,
      id: expect.stringMatching(/^\d+$/),
    });
    const [confirmation] = await eventually('the second acknowledgement settled', async () => {
      const deliveries = await deliveriesOf(n.db, [again.body.id]);
      const ack = deliveries.filter((d) => d.channel === 'acknowledgement' && d.state !== 'pending');
      return ack.length > 0 && ack;
    });
    expect(confirmation).toMatchObject({
      state: 'skipped',
      reason: 'The address is already a confirmed subscriber.',
    });
    expect(mailsTo(email)).toHaveLength(1);
    expect(await service.countConfirmed()).toBe(before + 1);
    expect(await newsletterOnDashboard()).toBe(dashboardBefore + 1);
  });

  it('a GET or HEAD of the confirmation link (a mail scanner prefetching it) confirms nothing: it leads to the page whose button posts', async () => {
    const email = address('prefetched');
    await subscribed(email);
    const link = confirmLink(await confirmationTo(email));
    const token = new URL(link, 'http://x').searchParams.get('token')!;
    const page = `/newsletter/confirm?token=${encodeURIComponent(token)}`;
    expect(await landingOf(request(server()).get(link))).toBe(page);
    expect(await landingOf(request(server()).head(link))).toBe(page);
    expect((await rowsOf(email))[0]).toMatchObject({ state: 'pending', confirmed_at: null });
    expect(await landingOf(request(server()).get(`${link}x`))).toBe('/newsletter/link-expired');

    // The page's button confirms; a non-browser POST is answered 200, again and again.
    expect(await landingOf(pressConfirm(link))).toBe('/newsletter/confirmed');
    expect(await confirmed(link)).toBe(true);
    expect(await confirmed(`${link}x`)).toBe(false);
    expect((await rowsOf(email))[0]).toMatchObject({ state: 'confirmed', confirmed_at: expect.any(Date) });
  });

  it('refuses a link after 7 days (a moved clock) and a forged one, and confirms nothing', async () => {
    const email = address('late');
    await subscribed(email);
    const link = confirmLink(await confirmationTo(email));
    const realClock = service.clock;
    service.clock = () => new Date(Date.now() + (CONFIRMATION_TTL_SECONDS + 60) * 1000);
    try {
      expect(await landingOf(pressConfirm(link))).toBe('/newsletter/link-expired');
    } finally {
      service.clock = realClock;
    }
    const forged = link.replace(
      /\.(\d+)\.(\d+)\./,
      (_all, id: string, exp: string) => `.${id}.${Number(exp) + 1}.`,
    );
    expect(await landingOf(pressConfirm(forged))).toBe('/newsletter/link-expired');
    expect((await rowsOf(email))[0]).toMatchObject({ state: 'pending', confirmed_at: null });
  });

  it('unsubscribes with the one-click POST (no sign-in, no anti-forgery token), at once and idempotently', async () => {
    const email = address('leaving');
    await subscribed(email);
    const mail = await confirmationTo(email);
    expect(await confirmed(confirmLink(mail))).toBe(true);
    const before = await service.countConfirmed();
    const dashboardBefore = await newsletterOnDashboard();
    const unsubscribe = unsubscribeLink(mail);

    // Opening the link (or a mail scanner prefetching it) changes nothing: it leads to the site's page
    // whose button posts the same token.
    const token = new URL(unsubscribe, 'http://x').searchParams.get('token')!;
    expect(await landingOf(request(server()).get(unsubscribe))).toBe(
      `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    expect((await rowsOf(email))[0].state).toBe('confirmed');

    // A mail client's one-click POST gets 200 (no page to follow), again and again.
    for (let i = 0; i < 2; i++) {
      const answer = await request(server())
        .post(unsubscribe)
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(200);
      expect(answer.body).toEqual({ unsubscribed: true });
    }
    // The page's button (a browser navigating) lands on the site's page.
    const fromPage = request(server()).post(unsubscribe).set('Sec-Fetch-Mode', 'navigate');
    expect(await landingOf(fromPage)).toBe('/newsletter/unsubscribed');
    expect((await rowsOf(email))[0]).toMatchObject({
      state: 'unsubscribed',
      unsubscribed_at: expect.any(Date),
    });
    expect(await service.countConfirmed()).toBe(before - 1);
    // The dashboard counts confirmed subscribers only (the unsubscribed one stays listed in the inbox).
    expect(await newsletterOnDashboard()).toBe(dashboardBefore - 1);
    // Its old confirmation link cannot subscribe it again.
    expect(await landingOf(pressConfirm(confirmLink(mail)))).toBe('/newsletter/link-expired');
  });

  it('erasure of an address removes its subscriptions and consent records, and its links then change nothing', async () => {
    const email = address('erased');
    const confirmedId = ((await subscribed(email)).body as { id: string }).id;
    const mail = await confirmationTo(email);
    expect(await confirmed(confirmLink(mail))).toBe(true);
    const before = await service.countConfirmed();
    await n.admin.delete(`${ADMIN_API.dataSubject}?email=${encodeURIComponent(email)}`).expect(200);
    expect(await rowsOf(email)).toEqual([]);
    expect(await service.countConfirmed()).toBe(before - 1);
    const fromPage = request(server()).post(unsubscribeLink(mail)).set('Accept', 'text/html');
    expect(await landingOf(fromPage)).toBe('/newsletter/unsubscribed');
    expect(await landingOf(pressConfirm(confirmLink(mail)))).toBe('/newsletter/link-expired');
    // Integrators saw the confirmed one, so its erasure is told to them; a pending one they never saw is not.
    const pending = address('erased-pending');
    const pendingId = ((await subscribed(pending)).body as { id: string }).id;
    await n.admin.delete(`${ADMIN_API.dataSubject}?email=${encodeURIComponent(pending)}`).expect(200);
    expect(await rowsOf(pending)).toEqual([]);
    // Everything of it goes: its inbox row and its outbox deliveries (the confirmation e-mail's) too.
    expect(await n.db.query('SELECT id FROM submission WHERE id = $1', [pendingId])).toEqual([]);
    expect(await deliveriesOf(n.db, [confirmedId, pendingId])).toEqual([]);
    const tombstones: { id: string }[] = await n.db.query(
      'SELECT id::text FROM submission_tombstone WHERE id = ANY($1::bigint[]) ORDER BY id',
      [[confirmedId, pendingId]],
    );
    expect(tombstones.map((row) => row.id)).toEqual([confirmedId]);
  });
  it('a subscription is a lead only once confirmed: then one staff e-mail and one webhook, and it is listed', async () => {
    const receiver: WebhookReceiver = await startWebhookReceiver('whsec_unused');
    try {
      const hook = await n.admin.post(ADMIN_API.webhooks).send({ url: receiver.url, kinds: ['newsletter'] });
      expect(hook.status).toBe(201);
      const reader = new KeyClient(n.app, (await createKey(n.admin, ['read:leads'])).secret);
      const email = address('lead');
      const since = new Date(Date.now() - 1000).toISOString();
      const id = ((await subscribed(email)).body as { id: string }).id;
      /** The ids found for the address: the inbox, its CSV export, the read API's list and its sync. */
      const listed = async () => {
        const q = `?q=${encodeURIComponent(email)}`;
        const ids = (response: request.Response) =>
          (response.body as SubmissionListResponse).items.map((item) => item.id);
        const inbox = await n.admin.get(`${ADMIN_API.submissions}${q}`).expect(200);
        const csv = await n.admin.get(`${ADMIN_API.submissionsExport}${q}`).responseType('blob').expect(200);
        const api = await reader.get(`${INTEGRATION_API.submissions}${q}`).expect(200);
        const sync = await reader
          .get(INTEGRATION_API.submissions)
          .query({ updatedSince: since, limit: 100 })
          .expect(200);
        return {
          inbox: ids(inbox),
          export: (csv.body as Buffer).toString('utf8').includes(email),
          api: ids(api),
          sync: ids(sync).filter((item) => item === id),
        };
      };
      const staffMails = () => sink.forSubmission(id).filter((m) => m.recipients.includes(LEADS_TO));
      const hooksFor = () => receiver.received.filter((hit) => hit.body.includes(`"${id}"`));

      const mail = await confirmationTo(email);
      // The confirmation went out; nothing for the staff or the integrators while it is pending.
      const settled = await eventually('the confirmation recorded as sent', async () => {
        const rows = await deliveriesOf(n.db, [id]);
        return rows.every((d) => d.state !== 'pending') && rows;
      });
      expect(settled.map((d) => `${d.channel}:${d.state}`)).toEqual(['acknowledgement:sent']);
      expect(await listed()).toEqual({ inbox: [], export: false, api: [], sync: [] });
      await reader.get(INTEGRATION_API.submission(id)).expect(404);
      await n.admin.get(ADMIN_API.submission(id)).expect(404);

      expect(await confirmed(confirmLink(mail))).toBe(true);
      await eventually(
        'the staff e-mail and the webhook',
        () => staffMails().length === 1 && hooksFor().length === 1,
      );
      expect(JSON.parse(hooksFor()[0]!.body)).toMatchObject({ type: 'submission.created', data: { id } });
      expect(
        await eventually('the sync shows it', async () => {
          const found = await listed();
          return found.sync.length > 0 && found;
        }),
      ).toEqual({ inbox: [id], export: true, api: [id], sync: [id] });
      await reader.get(INTEGRATION_API.submission(id)).expect(200);
      await n.admin.get(ADMIN_API.submission(id)).expect(200);
      // Following the link again sends nothing more.
      expect(await confirmed(confirmLink(mail))).toBe(true);
      const deliveries = await eventually('every delivery settled', async () => {
        const rows = await deliveriesOf(n.db, [id]);
        return rows.every((d) => d.state === 'sent') && rows;
      });
      expect(deliveries.map((d) => d.channel).sort()).toEqual(['acknowledgement', 'email', 'webhook']);
      expect(staffMails()).toHaveLength(1);
      expect(hooksFor()).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('an unsubscribe is a change integrators see: the sync lists it again with its time, and a submission.updated webhook goes', async () => {
    const receiver: WebhookReceiver = await startWebhookReceiver('whsec_unused');
    try {
      const hook = await n.admin.post(ADMIN_API.webhooks).send({ url: receiver.url, kinds: ['newsletter'] });
      expect(hook.status).toBe(201);
      const reader = new KeyClient(n.app, (await createKey(n.admin, ['read:leads'])).secret);
      const email = address('synced');
      const id = ((await subscribed(email)).body as { id: string }).id;
      const mail = await confirmationTo(email);
      expect(await confirmed(confirmLink(mail))).toBe(true);
      const hooksFor = () => receiver.received.filter((hit) => hit.body.includes(`"${id}"`));
      await eventually('the created webhook', () => hooksFor().length === 1);
      const [{ updated_at: confirmedAt }] = await n.db.query(
        'SELECT updated_at FROM submission WHERE id = $1',
        [id],
      );
      const since = new Date(confirmedAt.getTime() + 1).toISOString();
      const synced = async () =>
        (
          (
            await reader
              .get(INTEGRATION_API.submissions)
              .query({ updatedSince: since, limit: 100 })
              .expect(200)
          ).body as SubmissionListResponse
        ).items.filter((item) => item.id === id);
      expect(await synced()).toEqual([]);

      await request(server()).post(unsubscribeLink(mail)).expect(200);

      expect(await synced()).toHaveLength(1);
      const detail = (await reader.get(INTEGRATION_API.submission(id)).expect(200)).body as {
        fields: { name: string; value: unknown }[];
      };
      expect(detail.fields).toContainEqual(
        expect.objectContaining({ name: 'unsubscribedAt', value: expect.stringMatching(/^\d{4}-/) }),
      );
      const updates = await n.db.query(
        `SELECT event, event_data FROM notification_delivery WHERE submission_id = $1 AND event = 'submission.updated'
           AND webhook_endpoint_id = $2`,
        [id, hook.body.id],
      );
      expect(updates).toEqual([
        {
          event: 'submission.updated',
          event_data: { now: { status: 'new', assignee: null }, before: { status: 'new', assignee: null } },
        },
      ]);
      await eventually('the updated webhook', () => hooksFor().length === 2);
      expect(JSON.parse(hooksFor()[1]!.body)).toMatchObject({
        type: 'submission.updated',
        data: { id, kind: 'newsletter', status: 'new', changed: [] },
      });
      // Unsubscribing again changes nothing and sends nothing more.
      const allUpdates = () =>
        n.db.query(
          `SELECT 1 FROM notification_delivery WHERE submission_id = $1 AND event = 'submission.updated'`,
          [id],
        );
      const count = (await allUpdates()).length;
      await request(server()).post(unsubscribeLink(mail)).expect(200);
      expect(await allUpdates()).toHaveLength(count);
    } finally {
      await receiver.close();
    }
  });
});
