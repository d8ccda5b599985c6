import type { NestExpressApplication } from '@nestjs/platform-express';
import { API_PATHS, RESUME_TYPES } from '@orbitwise/contracts';
import request from 'supertest';
import { createTestApp } from '../../test/test-app';

describe('GET /api/forms/config', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ resumeMaxBytes: 2 * 1024 * 1024 });
  });
  afterAll(() => app.close());

  it('gives the configured resume limit and the accepted types', async () => {
    const response = await request(app.getHttpServer()).get(API_PATHS.formsConfig).expect(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toEqual({
      resume: {
        maxBytes: 2097152,
        types: RESUME_TYPES.map(({ extension, mimeType, name }) => ({ extension, mimeType, name })),
      },
    });
  });

  it.each([
    [
      'a query string',
      (r: request.Agent) => r.get(`${API_PATHS.formsConfig}?maxBytes=999999999&__proto__[x]=1`),
    ],
    [
      'a body',
      (r: request.Agent) =>
        r.get(API_PATHS.formsConfig).set('Content-Type', 'application/json').send('{"a":1}'),
    ],
  ])('ignores %s and still answers the configuration', async (_name, send) => {
    const response = await send(request.agent(app.getHttpServer())).expect(200);
    expect(response.body.resume.maxBytes).toBe(2097152);
  });

  it.each(['post', 'put', 'delete', 'patch'] as const)(
    'answers %s with a 404 problem, changing nothing',
    async (method) => {
      const response = await request(app.getHttpServer())
        [method](API_PATHS.formsConfig)
        .send({ resume: { maxBytes: 1 } });
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      const after = await request(app.getHttpServer()).get(API_PATHS.formsConfig).expect(200);
      expect(after.body.resume.maxBytes).toBe(2097152);
    },
  );
});
