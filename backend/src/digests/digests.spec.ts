import {
  ADMIN_API,
  NEWSLETTER_ADMIN_API,
  type DigestIssueView,
  type DigestSettings,
} from '@orbitwise/contracts/admin';
import { CONTENT_API } from '@orbitwise/contracts/content';
import { POSTS } from '@orbitwise/contracts/content-seed';
import request from 'supertest';
import { MailSink, type ReceivedMail } from '../../test/mail-sink';
import { createNotificationApp, eventually, type NotificationApp } from '../../test/notification-app';
import { DigestsService } from './digests.service';

/**
 * The newsletter's digests, on a private database: the schedule on a fake clock (one issue per due
 * tick with news, none otherwise), each confirmed subscriber mailed once at the set pace with the
 * RFC 8058 headers (a real SMTP sink), the console's issue list and the subscribers' CSV export.
 */
const HOUR = 60 * 60 * 1000;
let sequence = 0;
const address = (who: string) => `digest-${who}.${Date.now()}.${++sequence}@example.com`;

describe('Newsletter digests', () => {
  let n: NotificationApp;
  let sink: MailSink;
  let digests: DigestsService;
  /** A tick three hours ahead (its weekday and hour the schedule's): no real tick falls on it meanwhile. */
  const tick = new Date(Math.floor(Date.now() / HOUR) * HOUR + 3 * HOUR);
  const at = (ms: number) => () => new Date(tick.getTime() + ms);
  const weekly: DigestSettings = {
    schedule: 'weekly',
    weekday: tick.getUTCDay(),
    hour: tick.getUTCHours(),
    includeJobs: false,
    includeEvents: true,
    perMinute: 1000,
  };
  const subscribers = [address('a'), address('b'), address('c'), address('refused'), address('leaving')];
  const postTitle = `Digest news ${Date.now()}`;
  const pending = () => n.db.query(`SELECT 1 FROM digest_recipient WHERE state = 'pending'`);
  const digestsTo = (email: string) =>
    sink.received.filter(
      (mail) => mail.recipients.includes(email) && /^<digest-/.test(mail.parsed.messageId ?? ''),
    );
  const header = (mail: ReceivedMail, name: string) =>
    mail.parsed.headerLines.find((line) => line.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '');
  const issues = async () =>
    ((await n.admin.get(NEWSLETTER_ADMIN_API.digestIssues).expect(200)).body as { items: DigestIssueView[] })
      .items;

  beforeAll(async () => {
    sink = await MailSink.start();
    n = await createNotificationApp({ smtpUrl: sink.url, retryLimit: 2 });
    digests = n.app.get(DigestsService);
    for (const email of [...subscribers, address('pending')]) {
      await n.db.query(
        `INSERT INTO subscription (email, user_activation_date, is_active, state, confirmed_at, consent_form, consent_page, consent_wording)
         VALUES ($1, now(), true, $2, $3, 'AddUserSubscription', '/blog', 'newsletter-consent-2026-11')`,
        [
          email,
          email.includes('pending') ? 'pending' : 'confirmed',
          email.includes('pending') ? null : new Date(),
        ],
      );
    }
  }, 120_000);
  afterAll(async () => {
    await n?.close();
    await sink?.stop();
  });

  it('makes one issue per due tick with what is new, for each confirmed subscriber once; an hour not due or nothing new makes none', async () => {
    await n.admin
      .put(NEWSLETTER_ADMIN_API.digestSettings)
      .send({ ...weekly, schedule: 'off' })
      .expect(200);
    digests.clock = at(20_000);
    expect(await digests.tick()).toBe(false); // off

    // A pace of 2 a minute from the start, whichever run sends (this test's or the every-minute job).
    await n.admin
      .put(NEWSLETTER_ADMIN_API.digestSettings)
      .send({ ...weekly, perMinute: 2 })
      .expect(200);
    // Published once the schedule is on: the seed, published when the database was made, is not news.
    const slug = `digest-news-${Date.now()}`;
    await n.admin
      .post(CONTENT_API.documents('post'))
      .send({ slug, data: { ...POSTS[0]!.data, title: postTitle, externalUrl: null } })
      .expect(201);
    await n.admin.post(CONTENT_API.publish('post', slug)).send({}).expect(200);
    digests.clock = at(-HOUR + 20_000);
    expect(await digests.tick()).toBe(false); // the hour before
    digests.clock = at(24 * HOUR + 20_000);
    expect(await digests.tick()).toBe(false); // the next day, same hour

    digests.clock = at(20_000);
    expect(await digests.tick()).toBe(true);
    expect(await digests.tick()).toBe(false); // the same tick again (a retry): still one issue
    digests.clock = at(30 * 60_000);
    expect(await digests.tick()).toBe(false);

    const [issue] = await issues();
    // Only what was published after the schedule was switched on (events are included, none is new).
    expect(issue!.items).toEqual([
      { kind: 'post', title: postTitle, url: expect.stringMatching(/\/bloggrid\/post\/digest-news-\d+$/) },
    ]);
    expect(issue!.recipients).toBe(subscribers.length); // confirmed only: not the pending one
    const rows = await n.db.query<{ email: string }[]>(
      'SELECT email FROM digest_recipient WHERE issue_id = $1 ORDER BY email',
      [issue!.id],
    );
    expect(rows.map((row) => row.email)).toEqual([...subscribers].sort());

    // A week later nothing new was published since this issue: no issue.
    digests.clock = at(7 * 24 * HOUR + 20_000);
    expect(await digests.tick()).toBe(false);
    expect(await issues()).toHaveLength(1);
  });

  it('sends each copy once at the set pace, with the RFC 8058 headers and the recipient’s own unsubscribe link; counts failures', async () => {
    const [refused, leaving] = [subscribers[3]!, subscribers[4]!];
    sink.refuseRecipients([refused]);
    // Unsubscribed after the issue was made, before its turn: not mailed.
    await n.db.query(
      `UPDATE subscription SET state = 'unsubscribed', unsubscribed_at = now() WHERE email = $1`,
      [leaving],
    );
    await digests.sendDue();
    await digests.sendDue();
    // The every-minute job may be sending too: wait until no run holds a claim, then look at the tries.
    await eventually('no copy claimed by a run still sending', async () => {
      const claimed = await n.db.query(`SELECT 1 FROM digest_recipient WHERE claimed_until IS NOT NULL`);
      return claimed.length === 0;
    });
    const tried = await n.db.query<{ at: Date }[]>(
      `SELECT tried_at AS at FROM digest_recipient WHERE tried_at IS NOT NULL ORDER BY tried_at`,
    );
    // The pace holds, however many runs: at least this test's two tries, never three within a minute.
    expect(tried.length).toBeGreaterThanOrEqual(2);
    for (let i = 2; i < tried.length; i++) {
      expect(tried[i]!.at.getTime() - tried[i - 2]!.at.getTime()).toBeGreaterThan(60_000);
    }
    await n.admin.put(NEWSLETTER_ADMIN_API.digestSettings).send(weekly).expect(200);
    await eventually('every copy settled', async () => {
      await digests.sendDue();
      return (await pending()).length === 0;
    });
    await digests.sendDue(); // nothing left: nobody is mailed twice

    for (const email of subscribers.slice(0, 3)) {
      const mails = digestsTo(email);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.parsed.subject).toMatch(/^New: /);
      expect(mail.parsed.text).toContain(postTitle);
      const unsubscribe = header(mail, 'List-Unsubscribe')!.replace(/^<|>$/g, '');
      expect(unsubscribe).toMatch(/\/api\/newsletter\/unsubscribe\?token=u\.\d+\./);
      expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(mail.parsed.text).toContain(unsubscribe); // the visible link too
    }
    expect(digestsTo(leaving)).toHaveLength(0);
    const [issue] = await issues();
    expect(issue).toMatchObject({ recipients: 5, delivered: 3, failed: 1, pending: 0 });

    // The one-click POST of a digest's link unsubscribes that reader at once.
    const link = new URL(header(digestsTo(subscribers[0]!)[0]!, 'List-Unsubscribe')!.replace(/^<|>$/g, ''));
    const answer = await request(n.app.getHttpServer())
      .post(`${link.pathname}${link.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(answer.body).toEqual({ unsubscribed: true });
    const [row] = await n.db.query<{ state: string }[]>('SELECT state FROM subscription WHERE email = $1', [
      subscribers[0],
    ]);
    expect(row!.state).toBe('unsubscribed');
  });

  it('keeps the settings for admins only, refuses invalid ones with problem details, and audits a change', async () => {
    const bad = await n.admin
      .put(NEWSLETTER_ADMIN_API.digestSettings)
      .send({ ...weekly, schedule: 'daily', hour: 24, perMinute: 0 })
      .expect(400);
    expect(bad.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['hour', 'perMinute', 'schedule']);
    await n.admin
      .put(NEWSLETTER_ADMIN_API.digestSettings)
      .send({ ...weekly, schedule: 'monthly', hour: 7 })
      .expect(200);
    expect((await n.admin.get(NEWSLETTER_ADMIN_API.digestSettings).expect(200)).body).toEqual({
      ...weekly,
      schedule: 'monthly',
      hour: 7,
    });
    const [entry] = await n.db.query<{ target: string; changes: unknown }[]>(
      `SELECT target, changes FROM audit_log WHERE action = 'digest-settings-changed' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry!.target).toBe('digest monthly');
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        { field: 'schedule', from: 'weekly', to: 'monthly' },
        { field: 'hour', from: String(weekly.hour), to: '7' },
      ]),
    );
  });

  it('exports the confirmed subscribers only, with their consent record, as CSV, audited', async () => {
    const exported = await n.admin
      .get(NEWSLETTER_ADMIN_API.subscribersExport)
      .responseType('blob')
      .expect(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d\d-\d\d\.csv"/,
    );
    const lines = (exported.body as Buffer)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Email,Confirmed at,Consent form,Consent page,Consent wording version');
    // Still confirmed: b, c and the refused address (a and `leaving` unsubscribed; the pending one never confirmed).
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual([subscribers[1], subscribers[2], subscribers[3]].sort());
    expect(lines[1]).toMatch(
      /^[^,]+,\d{4}-\d\d-\d\dT[\d:.]+Z,AddUserSubscription,\/blog,newsletter-consent-2026-11$/,
    );
    const [entry] = await n.db.query<{ target: string }[]>(
      `SELECT target FROM audit_log WHERE action = 'exported' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry!.target).toBe('export newsletter-subscribers csv rows=3');
  });

  it('erasing an address removes it from every issue with its subscription', async () => {
    const erased = subscribers[1]!;
    await n.admin.delete(`${ADMIN_API.dataSubject}?email=${encodeURIComponent(erased)}`).expect(200);
    const left = await n.db.query('SELECT 1 FROM digest_recipient WHERE lower(email) = lower($1)', [erased]);
    expect(left).toEqual([]);
    expect((await issues())[0]).toMatchObject({ recipients: 4, delivered: 2 });
  });
});
