import { CONTACT_US_EXAMPLES } from '@orbitwise/contracts';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { CSRF_HEADER } from '@orbitwise/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ApiClient, csrfSession, solveCaptcha } from '../../test/api-client';
import { createTestApp } from '../../test/test-app';

const PATH = '/api/ContactUs/AddContactUs';
const body = () => ({
  ...CONTACT_US_EXAMPLES.contact,
  email: `csrf.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
});

describe('Anti-forgery (double-submit cookie)', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  const rowCount = async () => Number((await db.query('SELECT count(*) AS n FROM enquiry'))[0].n);

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(DataSource);
  });
  afterAll(() => app.close());

  it('GET /api/csrf-token sets an HttpOnly session cookie and a readable XSRF-TOKEN cookie holding the token', async () => {
    const response = await request(app.getHttpServer()).get('/api/csrf-token').expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const session = cookies.find((c) => c.startsWith('orbitwise.sid='))!;
    const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Strict/i);
    expect(xsrf).not.toMatch(/HttpOnly/i);
    expect(xsrf).toMatch(/SameSite=Strict/i);
    expect(decodeURIComponent(xsrf.split(';')[0]!.split('=')[1]!)).toBe(response.body.token);
  });

  it('keeps the same token for the same visitor', async () => {
    const server = app.getHttpServer();
    const first = await csrfSession(server);
    const again = await request(server).get('/api/csrf-token').set('Cookie', first.cookie).expect(200);
    expect(again.body.token).toBe(first.token);
  });

  it('accepts a POST with the header and its cookies', async () => {
    const client = await ApiClient.create(app);
    expect((await client.submit(PATH, body())).status).toBe(200);
  });

  describe('refuses with 403 problem details and stores nothing', () => {
    async function expectForbidden(
      send: (server: ReturnType<NestExpressApplication['getHttpServer']>) => request.Test,
    ) {
      const before = await rowCount();
      const response = await send(app.getHttpServer());
      expect(response.status).toBe(403);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.body).toMatchObject({
        title: 'Forbidden',
        status: 403,
        detail: 'The anti-forgery token is missing or invalid. Reload the page and try again.',
      });
      expect(await rowCount()).toBe(before);
    }

    it('a POST without the header', async () => {
      const session = await csrfSession(app.getHttpServer());
      const captcha = await solveCaptcha(app.getHttpServer());
      await expectForbidden((server) =>
        request(server).post(PATH).set('Cookie', session.cookie).set('X-Altcha', captcha).send(body()),
      );
    });

    it('a POST with the header but without the cookies', async () => {
      const session = await csrfSession(app.getHttpServer());
      await expectForbidden((server) =>
        request(server).post(PATH).set(CSRF_HEADER, session.token).send(body()),
      );
    });

    it('a POST whose header does not match the cookie', async () => {
      const session = await csrfSession(app.getHttpServer());
      const tampered = session.token.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a'));
      await expectForbidden((server) =>
        request(server).post(PATH).set('Cookie', session.cookie).set(CSRF_HEADER, tampered).send(body()),
      );
    });

    it("another visitor's token and cookie pair, sent with this visitor's session", async () => {
      const mine = await csrfSession(app.getHttpServer());
      const theirs = await csrfSession(app.getHttpServer());
      const mySession = mine.cookie.split('; ').find((c) => c.startsWith('orbitwise.sid='))!;
      const theirXsrf = theirs.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))!;
      await expectForbidden((server) =>
        request(server)
          .post(PATH)
          .set('Cookie', `${mySession}; ${theirXsrf}`)
          .set(CSRF_HEADER, theirs.token)
          .send(body()),
      );
    });

    it('a token signed with another secret', async () => {
      const other = await createTestApp({ csrfSecret: 'another-secret-of-at-least-32-characters!!' });
      try {
        const foreign = await csrfSession(other.getHttpServer());
        await expectForbidden((server) =>
          request(server)
            .post(PATH)
            .set('Cookie', foreign.cookie)
            .set(CSRF_HEADER, foreign.token)
            .send(body()),
        );
      } finally {
        await other.close();
      }
    });

    it('every non-GET call, the careers upload included', async () => {
      const careers = await request(app.getHttpServer())
        .post('/api/ContactUs/AddCareer')
        .attach('file', Buffer.from('%PDF-1.4'), 'cv.pdf')
        .expect(403);
      expect(careers.body.status).toBe(403);
      await request(app.getHttpServer()).post('/api/ContactUs/AddUserSubscription').send({}).expect(403);
    });
  });
});
