import {
  ADMIN_API,
  REPLY_API,
  type ReplyTemplate,
  type SubmissionDetail,
  type SubmissionReply,
} from '@orbitwise/contracts/admin';
import { insertApplication, insertEnquiry } from '../../test/inbox-fixtures';
import { MailSink, type ReceivedMail } from '../../test/mail-sink';
import { createNotificationApp, eventually, type NotificationApp } from '../../test/notification-app';
import { signIn, type OperatorClient } from '../../test/operator-session';
import { ReplyWorker } from './reply.worker';

/**
 * Replies from the console, end to end: an admin's template, a sales operator's reply as a real SMTP
 * server receives it (From, Reply-To, To, subject and body with the placeholders filled), the timeline
 * with its delivery state, the status moved to contacted, the audit row; refusals (a line break in the
 * subject, an unknown placeholder, a role that cannot see the kind); erasure removes the replies.
 */
describe('Replies from the console', () => {
  let n: NotificationApp;
  let sink: MailSink;
  let sales: OperatorClient;
  let hr: OperatorClient;
  let editor: OperatorClient;
  const unique = Date.now();

  beforeAll(async () => {
    sink = await MailSink.start();
    n = await createNotificationApp({
      smtpUrl: sink.url,
      mailFrom: 'Orbitwise Technologies <hello@orbitwise.test>',
    });
    [sales, hr, editor] = await Promise.all([
      signIn(n.app, { role: 'sales', displayName: 'Priya Sales' }),
      signIn(n.app, { role: 'hr', displayName: 'Hari HR' }),
      signIn(n.app, { role: 'editor' }),
    ]);
  });
  afterAll(async () => {
    await n?.close();
    await sink?.stop();
  });

  const replyMail = (replyId: string): ReceivedMail | undefined =>
    sink.received.find((mail) => mail.parsed.headers.get('x-orbitwise-reply') === replyId);
  const createTemplate = async (body: { name: string; subject: string; body: string }) => {
    const response = await n.admin.post(REPLY_API.templates).send(body);
    expect(response.status).toBe(201);
    return response.body as ReplyTemplate;
  };

  it('sends a templated reply from the company with Reply-To the operator, shows it on the timeline, marks the submission contacted and audits it', async () => {
    const template = await createTemplate({
      name: `Event welcome ${unique}`,
      subject: 'Your place at {eventTitle}',
      body: 'Hello {firstName},\n\nSee you at {eventTitle}.\n\n{operatorName}, {companyName}',
    });
    const email = `guest.${unique}@example.com`;
    const id = await insertEnquiry(n.db, {
      form: 'event',
      name: 'Meera Iyer',
      email,
      subject: 'Cloud Summit 2026',
      at: new Date().toISOString(),
    });

    const sent = await sales.post(REPLY_API.replies(id)).send({
      subject: template.subject,
      body: template.body,
      templateId: template.id,
    });
    expect(sent.status).toBe(201);
    const reply = sent.body as SubmissionReply;
    expect(reply).toMatchObject({
      by: 'Priya Sales',
      to: email,
      subject: 'Your place at Cloud Summit 2026',
      templateName: template.name,
    });

    await sink.waitFor(() => replyMail(reply.id) !== undefined, 45_000);
    const mail = replyMail(reply.id)!;
    expect(mail.parsed.from?.value).toEqual([
      { address: 'hello@orbitwise.test', name: 'Orbitwise Technologies' },
    ]);
    expect(mail.parsed.replyTo?.value.map((value) => value.address)).toEqual([sales.operator.email]);
    expect(mail.recipients).toEqual([email]);
    expect(mail.parsed.subject).toBe('Your place at Cloud Summit 2026');
    expect(mail.parsed.text?.trim()).toBe(
      'Hello Meera,\n\nSee you at Cloud Summit 2026.\n\nPriya Sales, Orbitwise Technologies',
    );
    expect(mail.parsed.html).toBe(false);
    expect(mail.submission).toBe(id);

    const timeline = await eventually('the reply is sent', async () => {
      const items = (await sales.get(REPLY_API.replies(id))).body.items as SubmissionReply[];
      return items[0]?.state === 'sent' ? items : undefined;
    });
    expect(timeline).toHaveLength(1);
    expect(timeline[0]).toMatchObject({
      id: reply.id,
      by: 'Priya Sales',
      tries: 1,
      reason: expect.stringMatching(/^250/),
    });

    const detail = (await sales.get(ADMIN_API.submission(id))).body as SubmissionDetail;
    expect(detail.status).toBe('contacted');
    expect(detail.statusHistory.at(-1)).toMatchObject({ from: 'new', to: 'contacted', by: 'Priya Sales' });

    const audit: { action: string; target: string; changes: unknown }[] = await n.db.query(
      `SELECT action, target, changes FROM audit_log WHERE actor_id = $1 AND action = 'reply-sent'`,
      [sales.operator.id],
    );
    expect(audit).toEqual([
      {
        action: 'reply-sent',
        target: `submission #${id}`,
        changes: [{ field: 'template', from: null, to: template.name }],
      },
    ]);
  });

  it('lets hr reply to an application with its job title, and leaves the status when the operator unticks it', async () => {
    const id = await insertApplication(n.db, {
      firstName: 'Ana',
      email: `ana.${unique}@example.com`,
      position: 'Cloud Engineer',
      at: new Date().toISOString(),
    });
    const sent = await hr.post(REPLY_API.replies(id)).send({
      subject: 'About {jobTitle}',
      body: 'Dear {firstName}, thank you for applying.',
      markContacted: false,
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      subject: 'About Cloud Engineer',
      body: 'Dear Ana, thank you for applying.',
    });
    expect(((await hr.get(ADMIN_API.submission(id))).body as SubmissionDetail).status).toBe('new');
  });

  it('refuses a line break in the subject, an unknown placeholder and a role that cannot see the kind, storing nothing', async () => {
    const id = await insertEnquiry(n.db, {
      email: `refused.${unique}@example.com`,
      at: new Date().toISOString(),
    });
    const injected = await sales
      .post(REPLY_API.replies(id))
      .send({ subject: 'Hello\r\nBcc: victim@example.com', body: 'Hi' });
    expect(injected.status).toBe(400);
    expect(injected.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(injected.body.errors.subject).toEqual(['The subject must be one line (no line breaks).']);

    const unknown = await sales.post(REPLY_API.replies(id)).send({ subject: 'Hi {lastName}', body: 'Hi' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.subject[0]).toMatch(/^Unknown placeholder \{lastName\}/);

    const templateWithUnknown = await n.admin
      .post(REPLY_API.templates)
      .send({ name: `Bad ${unique}`, subject: 'Hi', body: 'Dear {salutation}' });
    expect(templateWithUnknown.status).toBe(400);
    expect(templateWithUnknown.body.errors.body[0]).toMatch(/^Unknown placeholder \{salutation\}/);

    // hr cannot see an enquiry (404, as if it did not exist), an editor no submission; sales keeps no templates.
    expect((await hr.post(REPLY_API.replies(id)).send({ subject: 'Hi', body: 'Hi' })).status).toBe(404);
    expect((await editor.post(REPLY_API.replies(id)).send({ subject: 'Hi', body: 'Hi' })).status).toBe(404);
    expect(
      (await sales.post(REPLY_API.templates).send({ name: 'Mine', subject: 'Hi', body: 'Hi' })).status,
    ).toBe(403);

    const stored: unknown[] = await n.db.query('SELECT 1 FROM submission_reply WHERE submission_id = $1', [
      id,
    ]);
    expect(stored).toEqual([]);
  });

  it('keeps a reply the mail server refused for now pending with its answer, and sends it on a retry, once', async () => {
    const email = `later.${unique}@example.com`;
    const id = await insertEnquiry(n.db, { email, at: new Date().toISOString() });
    sink.tempfailRecipients([email]);
    const reply = (await sales.post(REPLY_API.replies(id)).send({ subject: 'Hi', body: 'Hi {firstName}' }))
      .body as SubmissionReply;
    const waiting = await eventually('the first try is refused', async () => {
      const [item] = (await sales.get(REPLY_API.replies(id))).body.items as SubmissionReply[];
      return item && item.tries > 0 ? item : undefined;
    });
    expect(waiting).toMatchObject({ state: 'pending', reason: expect.stringMatching(/^451/) });
    sink.tempfailRecipients([]);
    await eventually('the retry is sent', async () => {
      const [item] = (await sales.get(REPLY_API.replies(id))).body.items as SubmissionReply[];
      return item?.state === 'sent';
    });
    expect(
      sink.received.filter((mail) => mail.parsed.headers.get('x-orbitwise-reply') === reply.id),
    ).toHaveLength(1);
  });

  it('sends a reply that waited (no SMTP_URL then, or restored from a backup) when the API starts with e-mail', async () => {
    const id = await insertEnquiry(n.db, {
      email: `waited.${unique}@example.com`,
      at: new Date().toISOString(),
    });
    const [waiting] = await n.db.query<{ id: string }[]>(
      `INSERT INTO submission_reply (submission_id, operator_name, reply_to, to_address, subject, body, state, reason)
       VALUES ($1, 'Priya Sales', $2, $3, 'Hello', 'Hello Asha', 'unconfigured', 'Restored from a backup')
       RETURNING id`,
      [id, sales.operator.email, `waited.${unique}@example.com`],
    );
    await n.app.get(ReplyWorker).onApplicationBootstrap();
    await sink.waitFor(() => replyMail(waiting!.id) !== undefined, 45_000);
    const sent = await eventually('the waiting reply is recorded sent', async () => {
      const [item] = (await sales.get(REPLY_API.replies(id))).body.items as SubmissionReply[];
      return item?.state === 'sent' ? item : undefined;
    });
    expect(sent).toMatchObject({ id: waiting!.id, reason: expect.stringMatching(/^250/) });
  });

  it("a reply is in the person's access-request export, on its submission, as sent", async () => {
    const email = `access.${unique}@example.com`;
    const id = await insertEnquiry(n.db, { name: 'Asha Rao', email, at: new Date().toISOString() });
    const sent = await sales
      .post(REPLY_API.replies(id))
      .send({ subject: 'About your enquiry', body: 'Hello {firstName}.' });
    expect(sent.status).toBe(201);
    await eventually('the reply sent', () => replyMail((sent.body as SubmissionReply).id));
    await eventually('its delivery recorded', async () => {
      const [row] = await n.db.query<{ state: string }[]>(
        'SELECT state FROM submission_reply WHERE id = $1',
        [(sent.body as SubmissionReply).id],
      );
      return row?.state === 'sent';
    });
    const exported = await n.admin.get(`${ADMIN_API.dataSubjectExport}?email=${encodeURIComponent(email)}`);
    expect(exported.status).toBe(200);
    const [submission] = (exported.body as { submissions: { id: string; replies: unknown[] }[] }).submissions;
    expect(submission!.id).toBe(id);
    expect(submission!.replies).toEqual([
      {
        at: expect.any(String),
        by: 'Priya Sales',
        to: email,
        subject: 'About your enquiry',
        body: 'Hello Asha.',
        state: 'sent',
        sentAt: expect.any(String),
      },
    ]);
  });

  it('erasing the submission removes its replies', async () => {
    const id = await insertEnquiry(n.db, {
      email: `erased.${unique}@example.com`,
      at: new Date().toISOString(),
    });
    expect(
      (await sales.post(REPLY_API.replies(id)).send({ subject: 'Hi', body: 'Hi {firstName}' })).status,
    ).toBe(201);
    expect((await n.admin.delete(ADMIN_API.submission(id))).status).toBe(204);
    const left: unknown[] = await n.db.query('SELECT 1 FROM submission_reply WHERE submission_id = $1', [id]);
    expect(left).toEqual([]);
  });
});
