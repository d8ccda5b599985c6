import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp } from '../../test/test-app';

describe('GET /api/health', () => {
  it('answers 200 while the database is reachable', async () => {
    const app = await createTestApp();
    try {
      const response = await request(app.getHttpServer()).get('/api/health').expect(200);
      expect(response.body).toEqual({ status: 'ok', database: 'up' });
    } finally {
      await app.close();
    }
  });

  it('answers 503 problem details when the database is gone', async () => {
    const app: NestExpressApplication = await createTestApp();
    try {
      await app.get(DataSource).destroy();
      const response = await request(app.getHttpServer()).get('/api/health').expect(503);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.body).toEqual({
        type: 'https://datatracker.ietf.org/doc/html/rfc9110#status.503',
        title: 'Service Unavailable',
        status: 503,
        detail: 'The database is unreachable.',
        instance: '/api/health',
      });
    } finally {
      await app.close();
    }
  });
});
