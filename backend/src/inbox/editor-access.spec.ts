import type { NestExpressApplication } from '@nestjs/platform-express';
import { ADMIN_API } from '@orbitwise/contracts/admin';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { ApiClient } from '../../test/api-client';
import { privateDatabase } from '../../test/hostile/private-database';
import { signIn, type OperatorClient } from '../../test/operator-session';
import { envelopeId, submitEnquiry } from '../../test/submissions';
import { testConfig } from '../../test/test-app';
import { createApp } from '../app.factory';

const MISSING = '999999999';

/** The problem without what belongs to the request (its path and id). */
const problemOf = (response: Response) => {
  const { instance: _instance, requestId: _requestId, ...problem } = response.body;
  return { status: response.status, contentType: response.headers['content-type'], problem };
};

describe('A role that sees no submission (editor) and one submission', () => {
  let app: NestExpressApplication;
  let dropDatabase: () => Promise<void>;
  let editor: OperatorClient;
  let existing: string;

  beforeAll(async () => {
    const database = await privateDatabase('editor_access');
    dropDatabase = database.drop;
    app = await createApp(testConfig(), database.url);
    editor = await signIn(app, { role: 'editor' });
    await submitEnquiry(await ApiClient.create(app), 'visitor@example.com');
    existing = await envelopeId(app.get(DataSource), 'visitor@example.com');
  });
  afterAll(async () => {
    await app.close();
    await dropDatabase();
  });

  it('answers 404 for an existing submission exactly as for a missing one, never 403', async () => {
    const missing = await editor.get(ADMIN_API.submission(MISSING));
    expect(problemOf(missing)).toEqual({
      status: 404,
      contentType: expect.stringMatching(/^application\/problem\+json/),
      problem: expect.objectContaining({
        status: 404,
        detail: 'There is no submission with this reference.',
      }),
    });
    const hidden = [
      await editor.get(ADMIN_API.submission(existing)),
      await editor.patch(ADMIN_API.submission(existing)).send({ read: true }),
      await editor.post(ADMIN_API.submissionNotes(existing)).send({ text: 'x' }),
      await editor.patch(ADMIN_API.submission(MISSING)).send({ read: true }),
      await editor.post(ADMIN_API.submissionNotes(MISSING)).send({ text: 'x' }),
      await editor.get(ADMIN_API.submissionDeliveries(existing)),
      await editor.get(ADMIN_API.submissionDeliveries(MISSING)),
      await editor.post(ADMIN_API.deliveryResend(existing, '1')),
      await editor.post(ADMIN_API.deliveryResend(MISSING, '1')),
    ];
    for (const response of hidden) expect(problemOf(response)).toEqual(problemOf(missing));
  });

  it('still answers 403 for the inbox screens, which are off-limits to the role as a whole', async () => {
    for (const path of [ADMIN_API.dashboard, ADMIN_API.submissions]) {
      const response = await editor.get(path);
      expect(`${path}: ${response.status}`).toBe(`${path}: 403`);
    }
  });
});
