import type { INestApplication } from '@nestjs/common';
import { CAPTCHA_HEADER, CSRF_HEADER, type CsrfTokenResponse } from '@orbitwise/contracts';
import type { Challenge } from 'altcha-lib';
import type { Server } from 'node:http';
import request, { type Response, type Test } from 'supertest';
import { captchaPayload } from './captcha-payload';

/** Solves a challenge from the API for real, as the ALTCHA widget does, and returns its payload. */
export async function solveCaptcha(server: Server): Promise<string> {
  const response = await request(server).get('/api/captcha/challenge').expect(200);
  return captchaPayload(response.body as Challenge);
}

export interface CsrfSession {
  /** The Cookie header: the anonymous session and the XSRF-TOKEN cookies. */
  cookie: string;
  token: string;
}

/** Calls GET /api/csrf-token as the SPA does and keeps its cookies. */
export async function csrfSession(server: Server): Promise<CsrfSession> {
  const response = await request(server).get('/api/csrf-token').expect(200);
  const setCookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const cookie = setCookies.map((c) => c.split(';')[0]).join('; ');
  return { cookie, token: (response.body as CsrfTokenResponse).token };
}

/** A visitor of the website: one CSRF session, a fresh captcha per submission. */
export class ApiClient {
  private constructor(
    readonly server: Server,
    readonly session: CsrfSession,
  ) {}

  static async create(app: INestApplication): Promise<ApiClient> {
    const server = app.getHttpServer() as Server;
    return new ApiClient(server, await csrfSession(server));
  }

  solveCaptcha(): Promise<string> {
    return solveCaptcha(this.server);
  }

  /** A POST with the session cookies, the CSRF header and, when given, a captcha payload. */
  post(path: string, captcha?: string): Test {
    const test = request(this.server)
      .post(path)
      .set('Cookie', this.session.cookie)
      .set(CSRF_HEADER, this.session.token);
    return captcha === undefined ? test : test.set(CAPTCHA_HEADER, captcha);
  }

  /** A JSON submission with a freshly solved captcha. */
  async submit(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return this.post(path, await this.solveCaptcha())
      .set(headers)
      .send(body as object);
  }
}
