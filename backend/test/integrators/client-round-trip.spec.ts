import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  CAREER_APPLICATION_EXAMPLE,
  CONTACT_US_EXAMPLES,
  USER_SUBSCRIPTION_EXAMPLE,
} from '@orbitwise/contracts';
import type { SubmissionKind } from '@orbitwise/contracts/admin';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createOrbitwiseClient, multipart, type paths } from '../../../clients/typescript/src/index';
import { createKey } from '../integration-keys';
import { signIn } from '../operator-session';
import { docx } from '../resume-fixtures';
import { confirmSubscriptions } from '../submissions';
import { createTestApp } from '../test-app';

/** One lead's body as the document types it: each form by its own schema. */
type LeadBody = paths['/api/ContactUs/AddContactUs']['post']['requestBody']['content']['application/json'];

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * with the generated client (@orbitwise/client, over real HTTP), a key made
 * through the admin API submits every kind with no cookie and no captcha; a read key lists them
 * back, reads one, and downloads the resume, whose SHA-256 is the one uploaded.
 */
describe('the generated client, end to end with integration keys', () => {
  let app: NestExpressApplication;
  let baseUrl: string;

  beforeAll(async () => {
    app = await createTestApp();
    await app.listen(0, '127.0.0.1');
    baseUrl = await app.getUrl();
  });
  afterAll(() => app.close());

  it('submits each kind with a key, reads them back with a read key, and downloads the resume intact', async () => {
    const admin = await signIn(app, { role: 'admin' });
    const { secret: submitKey } = await createKey(admin, [
      'submit:enquiry',
      'submit:contact',
      'submit:event',
      'submit:it-support',
      'submit:newsletter',
      'submit:application',
    ]);
    const { secret: readKey } = await createKey(admin, ['read:leads', 'read:applications']);
    // Only the Authorization header: the client sends no cookie, token or captcha.
    const sent: Headers[] = [];
    const recording: typeof fetch = (input, init) => {
      sent.push(new Headers((input as Request).headers));
      return fetch(input, init);
    };
    const submitter = createOrbitwiseClient({ baseUrl, key: submitKey, fetch: recording });
    const reader = createOrbitwiseClient({ baseUrl, key: readKey });

    const stamp = Date.now();
    const email = (kind: string) => `client.${kind}.${stamp}@example.com`;
    const expected = new Map<SubmissionKind, string>();
    for (const [form, kind] of [
      ['enquiry', 'enquiry'],
      ['contact', 'contact'],
      ['event', 'event'],
      ['itSupport', 'it-support'],
    ] as const) {
      const { data, error, response } = await submitter.POST('/api/ContactUs/AddContactUs', {
        // The contracts type their examples by the browser's one loose shape; each is one form's body.
        body: { ...CONTACT_US_EXAMPLES[form], email: email(kind) } as LeadBody,
      });
      expect({ kind, status: response.status, error }).toEqual({ kind, status: 200, error: undefined });
      expect(data).toEqual({
        isSuccess: true,
        errorMessage: null,
        id: expect.stringMatching(/^\d+$/),
        ref: expect.stringMatching(/^#\d+$/),
        // An event registration says whether it joined the waitlist.
        ...(kind === 'event' ? { waitlisted: false } : {}),
      });
      expected.set(kind, email(kind));
    }
    const subscription = await submitter.POST('/api/ContactUs/AddUserSubscription', {
      body: { ...USER_SUBSCRIPTION_EXAMPLE, email: email('newsletter') },
    });
    expect(subscription.response.status).toBe(200);
    expected.set('newsletter', email('newsletter'));
    await confirmSubscriptions(app.get(DataSource), email('newsletter')); // read back once confirmed

    const resume = docx();
    const career = await submitter.POST('/api/ContactUs/AddCareer', {
      body: {
        data: {
          ...CAREER_APPLICATION_EXAMPLE,
          ApplicationDetails: 'Business Development Executive',
          Email: email('application'),
        },
        file: new File([new Uint8Array(resume)], 'résumé.docx', {
          type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        }),
      },
      bodySerializer: multipart,
    });
    expect({ status: career.response.status, error: career.error }).toEqual({
      status: 200,
      error: undefined,
    });
    expected.set('application', email('application'));

    for (const headers of sent) {
      expect(headers.get('authorization')).toBe(`Bearer ${submitKey}`);
      expect([headers.get('cookie'), headers.get('x-csrf-token'), headers.get('x-altcha')]).toEqual([
        null,
        null,
        null,
      ]);
    }
    const stored: { kind: string; email: string }[] = await app
      .get(DataSource)
      .query('SELECT kind, email FROM submission WHERE email LIKE $1 ORDER BY kind', [
        `client.%.${stamp}@example.com`,
      ]);
    expect(stored).toEqual(
      [...expected]
        .map(([kind, address]) => ({ kind, email: address }))
        .sort((a, b) => a.kind.localeCompare(b.kind)),
    );

    // Read back, page by page (two per page), as the read key sees them: this run's only (the database
    // is shared with every other spec, and paging through all of it would meet the key's rate limit).
    const listed: { id: string; kind: string; email: string }[] = [];
    let cursor: string | undefined;
    do {
      const page = await reader.GET('/api/v1/submissions', {
        params: { query: { limit: 2, cursor, q: String(stamp) } },
      });
      expect(page.response.status).toBe(200);
      listed.push(...page.data!.items);
      cursor = page.data!.nextCursor ?? undefined;
    } while (cursor);
    const ours = listed.filter((item) => item.email.endsWith(`.${stamp}@example.com`));
    expect(new Map(ours.map((item) => [item.kind, item.email]))).toEqual(expected);

    const application = ours.find((item) => item.kind === 'application')!;
    const detail = await reader.GET('/api/v1/submissions/{id}', { params: { path: { id: application.id } } });
    expect(detail.response.status).toBe(200);
    expect(detail.data!.resume).toMatchObject({
      originalName: 'résumé.docx',
      size: resume.length,
      sha256: sha256(resume),
    });

    const download = await reader.GET('/api/v1/submissions/{id}/resume', {
      params: { path: { id: application.id } },
      parseAs: 'arrayBuffer',
    });
    expect(download.response.status).toBe(200);
    const bytes = new Uint8Array(download.data as ArrayBuffer);
    expect(sha256(bytes)).toBe(sha256(resume));
    expect(bytes.length).toBe(resume.length);

    // The submit key cannot read, the read key cannot submit: each its exact problem.
    const denied = await createOrbitwiseClient({ baseUrl, key: submitKey }).GET('/api/v1/submissions');
    expect(denied.response.status).toBe(403);
    const refused = await reader.POST('/api/ContactUs/AddUserSubscription', {
      body: { ...USER_SUBSCRIPTION_EXAMPLE, email: email('refused') },
    });
    expect(refused.response.status).toBe(403);
  });
});
