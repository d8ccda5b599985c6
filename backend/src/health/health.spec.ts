import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdir, rm } from 'node:fs/promises';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, testConfig } from '../../test/test-app';

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

  it('answers 503 problem details, with the request id, when the database is gone', async () => {
    const app: NestExpressApplication = await createTestApp();
    try {
      await app.get(DataSource).destroy();
      const response = await request(app.getHttpServer())
        .get('/api/health')
        .set('X-Request-Id', 'probe-0001')
        .expect(503);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.headers['x-request-id']).toBe('probe-0001');
      expect(response.body).toEqual({
        type: 'https://datatracker.ietf.org/doc/html/rfc9110#status.503',
        title: 'Service Unavailable',
        status: 503,
        detail: 'The database is unreachable.',
        instance: '/api/health',
        requestId: 'probe-0001',
      });
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/health/live and /api/health/ready', () => {
  it('are both 200 while the database, its migrations and the resume store are there', async () => {
    const app = await createTestApp();
    try {
      const server = app.getHttpServer();
      expect((await request(server).get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
      expect((await request(server).get('/api/health/ready').expect(200)).body).toEqual({
        status: 'ok',
        database: 'up',
        migrations: 'applied',
        resumeStore: 'up',
      });
    } finally {
      await app.close();
    }
  });

  it('keeps liveness 200 while readiness is 503 without the database', async () => {
    const app = await createTestApp();
    try {
      await app.get(DataSource).destroy();
      const server = app.getHttpServer();
      await request(server).get('/api/health/live').expect(200);
      const ready = await request(server).get('/api/health/ready').expect(503);
      expect(ready.body).toMatchObject({ status: 503, detail: 'The database is unreachable.' });
      expect(ready.body.requestId).toBe(ready.headers['x-request-id']);
    } finally {
      await app.close();
    }
  });

  it('is not ready while a migration is not applied', async () => {
    const app = await createTestApp();
    const dataSource = app.get(DataSource);
    const [last] = await dataSource.query<{ name: string }[]>(
      'SELECT name FROM migrations ORDER BY id DESC LIMIT 1',
    );
    try {
      await dataSource.query('DELETE FROM migrations WHERE name = $1', [last!.name]);
      const ready = await request(app.getHttpServer()).get('/api/health/ready').expect(503);
      expect(ready.body.detail).toBe('A database migration is not applied.');
    } finally {
      await dataSource.query('INSERT INTO migrations (timestamp, name) VALUES ($1, $2)', [
        Number(/\d{13}/.exec(last!.name)![0]),
        last!.name,
      ]);
      await app.close();
    }
  });

  it('is not ready while the resume folder is gone', async () => {
    const config = testConfig();
    const app = await createTestApp({ uploadsDir: config.uploadsDir });
    try {
      await rm(config.uploadsDir, { recursive: true });
      const ready = await request(app.getHttpServer()).get('/api/health/ready').expect(503);
      expect(ready.body.detail).toBe('The resume store is unreachable.');
      await request(app.getHttpServer()).get('/api/health/live').expect(200);
    } finally {
      await mkdir(config.uploadsDir, { recursive: true });
      await app.close();
    }
  });
});
