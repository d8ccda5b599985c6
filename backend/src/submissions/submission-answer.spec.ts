import {
  API_PATHS,
  CAREER_APPLICATION_EXAMPLE,
  CONTACT_US_EXAMPLES,
  IDEMPOTENCY_KEY_HEADER,
  USER_SUBSCRIPTION_EXAMPLE,
  type ResultResponse,
} from '@orbitwise/contracts';
import {
  ADMIN_API,
  SUBMISSION_KINDS,
  type DataSubjectResponse,
  type SubmissionDetail,
  type SubmissionWebhookEvent,
  type WebhookEndpointView,
} from '@orbitwise/contracts/admin';
import { INTEGRATION_API } from '@orbitwise/contracts/integrations';
import { randomBytes } from 'node:crypto';
import type { Response } from 'supertest';
import { createKey, KeyClient } from '../../test/integration-keys';
import { createNotificationApp, eventually, type NotificationApp } from '../../test/notification-app';
import { pdf } from '../../test/resume-fixtures';
import { confirmSubscriptions, envelopeId } from '../../test/submissions';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';
import { CareerApplicationsRepository } from './careers/career-applications.repository';

/**
 * Every submission call answers with the submission's id (the read API's and the webhooks') and its
 * reference; and a real-world address (plus tag, capitals, a long top-level domain) is accepted by
 * every form and stored as sent.
 */
const ADDRESS = 'Asha.Rao+crm@Example.Agency';

describe('The answer to a submission names it; every form takes real addresses', () => {
  let n: NotificationApp;
  let receiver: WebhookReceiver;
  let reader: KeyClient;
  /** Each form's answer, by the kind the inbox files it under. */
  const answers = new Map<string, ResultResponse>();

  beforeAll(async () => {
    n = await createNotificationApp({});
    receiver = await startWebhookReceiver(`whsec_${randomBytes(24).toString('base64')}`);
    const endpoint = await n.admin
      .post(ADMIN_API.webhooks)
      .send({ url: receiver.url, kinds: [...SUBMISSION_KINDS] });
    expect((endpoint.body as WebhookEndpointView).url).toBe(receiver.url);
    reader = new KeyClient(n.app, (await createKey(n.admin, ['read:leads', 'read:applications'])).secret);

    // The website's forms, as a visitor sends them (anti-forgery token and captcha).
    const forms = [
      ['enquiry', 'enquiry'],
      ['contact', 'contact'],
      ['event', 'event'],
      ['itSupport', 'it-support'],
    ] as const;
    for (const [form, kind] of forms) {
      const response = await n.visitor.submit(API_PATHS.addContactUs, {
        ...CONTACT_US_EXAMPLES[form],
        email: ADDRESS,
      });
      answers.set(kind, answerOf(response));
    }
    const subscription = await n.visitor.submit(API_PATHS.addUserSubscription, {
      ...USER_SUBSCRIPTION_EXAMPLE,
      email: ADDRESS,
    });
    answers.set('newsletter', answerOf(subscription));
    await confirmSubscriptions(n.db, ADDRESS); // a lead, listed and announced, only once confirmed
    const application = await n.visitor
      .post(API_PATHS.addCareer, await n.visitor.solveCaptcha())
      .field('data', JSON.stringify({ ...CAREER_APPLICATION_EXAMPLE, Email: ADDRESS }))
      .attach('file', pdf(), { filename: 'cv.pdf', contentType: 'application/pdf' });
    answers.set('application', answerOf(application));
  });

  afterAll(async () => {
    await receiver?.close();
    await n?.close();
  });

  it('answers every form with the spec fields, the id and the reference #id', () => {
    expect([...answers.keys()]).toEqual([
      'enquiry',
      'contact',
      'event',
      'it-support',
      'newsletter',
      'application',
    ]);
    for (const [kind, answer] of answers) {
      expect(answer).toEqual({
        isSuccess: true,
        errorMessage: null,
        id: expect.stringMatching(/^\d+$/),
        ref: `#${answer.id}`,
        // An event registration also says whether it joined the event's waitlist.
        ...(kind === 'event' ? { waitlisted: false } : {}),
      });
    }
    expect(new Set([...answers.values()].map((answer) => answer.id)).size).toBe(answers.size);
  });

  it("names, by the answer's id, the read API's submission of that kind, with the address as sent", async () => {
    for (const [kind, { id }] of answers) {
      const response = await reader.get(INTEGRATION_API.submission(id!));
      expect([kind, response.status]).toEqual([kind, 200]);
      const detail = response.body as SubmissionDetail;
      expect({ id: detail.id, kind: detail.kind, email: detail.email }).toEqual({ id, kind, email: ADDRESS });
    }
  });

  it("names, by the answer's id, the submission each webhook announced", async () => {
    const created = await eventually('a webhook for each submission', () => {
      const events = receiver.received
        .map((request) => JSON.parse(request.body) as SubmissionWebhookEvent)
        .filter((event) => event.type === 'submission.created');
      return events.length >= answers.size && events;
    });
    const announced = new Map(created.map((event) => [event.data.kind as string, event.data]));
    for (const [kind, { id }] of answers) {
      expect([kind, announced.get(kind)?.id, announced.get(kind)?.email]).toEqual([kind, id, ADDRESS]);
    }
  });

  it('stores the address as sent in every table, and finds it whatever its case', async () => {
    const stored = await n.db.query<{ email: string }[]>(
      `SELECT e.email FROM enquiry e WHERE e.email = $1
       UNION ALL SELECT a.email FROM career_application a WHERE a.email = $1
       UNION ALL SELECT s.email FROM subscription s WHERE s.email = $1`,
      [ADDRESS],
    );
    expect(stored).toHaveLength(6);
    const subject = await n.admin.get(
      `${ADMIN_API.dataSubject}?email=${encodeURIComponent(ADDRESS.toLowerCase())}`,
    );
    const ids = (subject.body as DataSubjectResponse).items.map((item) => item.id);
    expect(ids.sort()).toEqual([...answers.values()].map((answer) => answer.id).sort());
  });

  it('replays the same id and reference for a retry with the same Idempotency-Key', async () => {
    const partner = new KeyClient(n.app, (await createKey(n.admin, ['submit:enquiry'])).secret, '10.99.7.1');
    const send = () =>
      partner
        .post(API_PATHS.addContactUs)
        .set(IDEMPOTENCY_KEY_HEADER, 'answer-names-it-0001')
        .send({ ...CONTACT_US_EXAMPLES.enquiry, email: ADDRESS });
    const first = answerOf(await send());
    const retry = await send();
    expect(retry.body).toEqual(first);
    expect(first.id).not.toBeNull();
  });

  it('answers the success, with a null id, when the id cannot be read after storing (the resume stays)', async () => {
    const email = 'Ravi.K+id-lost@Example.Agency';
    jest
      .spyOn(n.app.get(CareerApplicationsRepository), 'submissionIdOf')
      .mockRejectedValueOnce(new Error('connection lost'));
    const response = await n.visitor
      .post(API_PATHS.addCareer, await n.visitor.solveCaptcha())
      .field('data', JSON.stringify({ ...CAREER_APPLICATION_EXAMPLE, Email: email }))
      .attach('file', pdf(), { filename: 'cv.pdf', contentType: 'application/pdf' });
    expect(answerOf(response)).toEqual({ isSuccess: true, errorMessage: null, id: null, ref: null });
    const resume = await reader.get(
      INTEGRATION_API.submissionResume(await envelopeId(n.db, email, 'application')),
    );
    expect([resume.status, resume.body]).toEqual([200, pdf()]);
  });
});

function answerOf(response: Response): ResultResponse {
  if (response.status !== 200) throw new Error(`${response.status} ${JSON.stringify(response.body)}`);
  return response.body as ResultResponse;
}
