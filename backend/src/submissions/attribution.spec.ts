import {
  API_PATHS,
  CAREER_APPLICATION_EXAMPLE,
  CONTACT_US_EXAMPLES,
  USER_SUBSCRIPTION_EXAMPLE,
  type Attribution,
} from '@orbitwise/contracts';
import {
  ADMIN_API,
  SUBMISSION_KINDS,
  type ConsoleSubmissionDetail,
  type SubmissionDetail,
  type SubmissionListResponse,
  type SubmissionWebhookEvent,
} from '@orbitwise/contracts/admin';
import { INTEGRATION_API } from '@orbitwise/contracts/integrations';
import { randomBytes } from 'node:crypto';
import { visitorEmail } from '../../test/console-app';
import { parseCsv } from '../../test/inbox-fixtures';
import { createKey, KeyClient } from '../../test/integration-keys';
import { createNotificationApp, eventually, type NotificationApp } from '../../test/notification-app';
import { pdf } from '../../test/resume-fixtures';
import { confirmSubscriptions } from '../../test/submissions';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';

/**
 * Where leads come from: a submission's `attribution` (first and last touch, the page it was sent
 * from) is stored with it and comes back in the console's detail, the inbox's filters, the export,
 * the read API and the webhook; one that breaks the rules is refused with a 400 naming it.
 */

/** Distinct values, so that no other spec's submission can match the filters. */
const RUN = randomBytes(4).toString('hex');
const ATTRIBUTION: Attribution = {
  first: {
    source: `newsletter-${RUN}`,
    medium: 'email',
    campaign: `autumn-${RUN}`,
    referrer: 'mail.example.net',
    landing: '/',
  },
  last: { source: `linkedin-${RUN}`, medium: 'social', referrer: 'www.linkedin.com', landing: '/training' },
  sentFrom: '/contactus',
};

interface Answer {
  id: string;
}

describe('Attribution of a submission', () => {
  let n: NotificationApp;
  let receiver: WebhookReceiver;
  let key: KeyClient;
  const email = visitorEmail('attribution');
  const ids = { contact: '', application: '', newsletter: '', none: '' };

  beforeAll(async () => {
    n = await createNotificationApp({});
    receiver = await startWebhookReceiver(`whsec_${randomBytes(24).toString('base64')}`);
    const hook = await n.admin.post(ADMIN_API.webhooks).send({ url: receiver.url, kinds: SUBMISSION_KINDS });
    expect(hook.status).toBe(201);
    key = new KeyClient(
      n.app,
      (
        await createKey(n.admin, [
          'submit:contact',
          'submit:application',
          'submit:newsletter',
          'read:leads',
          'read:applications',
        ])
      ).secret,
    );
    const contact = await key
      .post(API_PATHS.addContactUs)
      .send({ ...CONTACT_US_EXAMPLES.contact, email, attribution: ATTRIBUTION });
    const application = await key
      .post(API_PATHS.addCareer)
      .field(
        'data',
        JSON.stringify({
          ...CAREER_APPLICATION_EXAMPLE,
          Email: email,
          attribution: { sentFrom: '/careers/jobs' },
        }),
      )
      .attach('file', pdf(), { filename: 'cv.pdf', contentType: 'application/pdf' });
    const newsletter = await key
      .post(API_PATHS.addUserSubscription)
      .send({ ...USER_SUBSCRIPTION_EXAMPLE, email, attribution: { first: ATTRIBUTION.first } });
    const none = await key.post(API_PATHS.addContactUs).send({ ...CONTACT_US_EXAMPLES.contact, email });
    for (const answer of [contact, application, newsletter, none]) expect(answer.status).toBe(200);
    await confirmSubscriptions(n.db, email); // a lead only once its owner confirms it
    Object.assign(ids, {
      contact: (contact.body as Answer).id,
      application: (application.body as Answer).id,
      newsletter: (newsletter.body as Answer).id,
      none: (none.body as Answer).id,
    });
  });

  afterAll(async () => {
    await receiver?.close();
    await n?.close();
  });

  it("is stored on the submission's row as sent, and every form takes it", async () => {
    const rows = await n.db.query<{ id: string; attribution: Attribution | null }[]>(
      `SELECT submission_id::text AS id, attribution FROM submission_attribution
       WHERE submission_id = ANY($1::bigint[]) ORDER BY submission_id`,
      [Object.values(ids)],
    );
    expect(rows).toEqual([
      { id: ids.contact, attribution: ATTRIBUTION },
      { id: ids.application, attribution: { sentFrom: '/careers/jobs' } },
      { id: ids.newsletter, attribution: { first: ATTRIBUTION.first } },
    ]);
  });

  it("is on the console's detail and the read API's, null when none was sent", async () => {
    const detail = await n.admin.get(ADMIN_API.submission(ids.contact));
    expect((detail.body as ConsoleSubmissionDetail).attribution).toEqual(ATTRIBUTION);
    const read = await key.get(INTEGRATION_API.submission(ids.contact));
    expect(read.status).toBe(200);
    expect((read.body as SubmissionDetail).attribution).toEqual(ATTRIBUTION);
    const none = await key.get(INTEGRATION_API.submission(ids.none));
    expect((none.body as SubmissionDetail).attribution).toBeNull();
  });

  it("filters the inbox and the read API by a touch's source, medium and campaign", async () => {
    const listed = async (query: string) => {
      const response = await n.admin.get(`${ADMIN_API.submissions}?${query}`);
      expect(response.status).toBe(200);
      return (response.body as SubmissionListResponse).items.map((item) => item.id).sort();
    };
    // The first touch's source, any case; the last touch's source; a campaign of the first.
    expect(await listed(`utmSource=NEWSLETTER-${RUN}`)).toEqual([ids.contact, ids.newsletter].sort());
    expect(await listed(`utmSource=linkedin-${RUN}`)).toEqual([ids.contact]);
    expect(await listed(`utmCampaign=autumn-${RUN}&kind=newsletter`)).toEqual([ids.newsletter]);
    // One touch must match every value given: the first touch's source with the last one's medium is none.
    expect(await listed(`utmSource=newsletter-${RUN}&utmMedium=social`)).toEqual([]);
    const read = await key.get(`${INTEGRATION_API.submissions}?utmSource=linkedin-${RUN}`);
    expect((read.body as SubmissionListResponse).items.map((item) => item.id)).toEqual([ids.contact]);
  });

  it('is in the CSV and JSON exports', async () => {
    const csv = await n.admin
      .get(`${ADMIN_API.submissionsExport}?utmSource=newsletter-${RUN}&kind=contact`)
      .responseType('blob');
    const [header, ...records] = parseCsv((csv.body as Buffer).toString('utf8').slice(1));
    const row = Object.fromEntries(header!.map((name, index) => [name, records[0]![index]]));
    expect(records).toHaveLength(1);
    expect(row).toMatchObject({
      Reference: ids.contact,
      'First touch source': `newsletter-${RUN}`,
      'First touch campaign': `autumn-${RUN}`,
      'First touch referrer': 'mail.example.net',
      'First touch landing page': '/',
      'Last touch source': `linkedin-${RUN}`,
      'Last touch landing page': '/training',
      'Sent from page': '/contactus',
    });
    const json = await n.admin.get(`${ADMIN_API.submissionsExport}?format=json&utmSource=linkedin-${RUN}`);
    expect((json.body as { attribution: Attribution }[]).map((item) => item.attribution)).toEqual([
      ATTRIBUTION,
    ]);
  });

  it("is in the person's access-request export, with the rest of each submission", async () => {
    const response = await n.admin.get(`${ADMIN_API.dataSubjectExport}?email=${encodeURIComponent(email)}`);
    const byId = Object.fromEntries(
      (response.body.submissions as { id: string; fields: { attribution: unknown } }[]).map((s) => [
        s.id,
        s.fields.attribution,
      ]),
    );
    expect(byId).toEqual({
      [ids.contact]: ATTRIBUTION,
      [ids.application]: { sentFrom: '/careers/jobs' },
      [ids.newsletter]: { first: ATTRIBUTION.first },
      [ids.none]: null,
    });
  });

  it("is in the submission.created webhook's data", async () => {
    const event = await eventually('the webhook of the attributed contact', () =>
      receiver.received
        .map((hook) => JSON.parse(hook.body) as SubmissionWebhookEvent)
        .find((body) => body.type === 'submission.created' && body.data.id === ids.contact),
    );
    expect(event.data.attribution).toEqual(ATTRIBUTION);
  });
});
