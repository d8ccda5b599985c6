import type { INestApplication } from '@nestjs/common';
import { CSRF_HEADER } from '@orbitwise/contracts';
import {
  ADMIN_API,
  type LoginResponse,
  type OperatorRole,
  type OperatorView,
} from '@orbitwise/contracts/admin';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import request, { type Test } from 'supertest';
import { OperatorsService } from '../src/operators/operators.service';
import { csrfSession } from './api-client';

/** A signed-in operator of a test app: supertest calls with their cookies and anti-forgery header. */
export interface OperatorClient {
  operator: OperatorView;
  password: string;
  /** Every cookie: the admin session and the anti-forgery ones. */
  cookie: string;
  csrfToken: string;
  get(path: string): Test;
  post(path: string): Test;
  patch(path: string): Test;
  put(path: string): Test;
  delete(path: string): Test;
}

export function randomPassword(): string {
  return `pw-${randomBytes(18).toString('base64url')}`;
}

export function uniqueEmail(label = 'operator'): string {
  return `${label}-${randomBytes(6).toString('hex')}@example.com`;
}

/** The `name=value` pairs of a response's Set-Cookie headers. */
export function cookiesOf(response: { headers: Record<string, unknown> }): Record<string, string> {
  const setCookies = ([] as string[]).concat((response.headers['set-cookie'] as string[] | undefined) ?? []);
  return Object.fromEntries(
    setCookies.map((line) => {
      const pair = line.split(';')[0]!;
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

/** Merges Set-Cookie pairs into a Cookie header (a later value replaces an earlier one). */
export function withCookies(cookie: string, set: Record<string, string>): string {
  const pairs = new Map(
    cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const),
  );
  for (const [name, value] of Object.entries(set)) {
    if (value === '') pairs.delete(name);
    else pairs.set(name, value);
  }
  return [...pairs].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** Calls as one browser would: the cookie and anti-forgery header on every call. */
export function clientFor(
  app: INestApplication,
  operator: OperatorView,
  password: string,
  cookie: string,
  csrfToken: string,
): OperatorClient {
  const server = app.getHttpServer() as Server;
  const call = (method: 'get' | 'post' | 'patch' | 'put' | 'delete') => (path: string) =>
    request(server)[method](path).set('Cookie', cookie).set(CSRF_HEADER, csrfToken);
  return {
    operator,
    password,
    cookie,
    csrfToken,
    get: call('get'),
    post: call('post'),
    patch: call('patch'),
    put: call('put'),
    delete: call('delete'),
  };
}

/**
 * Creates an operator (random strong password, unique email unless given) through
 * OperatorsService and signs them in through the real API. Needs ADMIN_REQUIRE_2FA off for admins,
 * the test default.
 */
export async function signIn(
  app: INestApplication,
  options: { role: OperatorRole; email?: string; displayName?: string },
): Promise<OperatorClient> {
  const password = randomPassword();
  const email = options.email ?? uniqueEmail(options.role);
  const operator = await app.get(OperatorsService).create({
    email,
    displayName: options.displayName ?? `Test ${options.role}`,
    role: options.role,
    password,
  });
  return signInAs(app, operator, password);
}

/** A private address of its own, so that one test's failures do not throttle another's. */
export function randomIp(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/**
 * One sign-in attempt from `ip` (sent as X-Forwarded-For, which the test app trusts from loopback),
 * with a fresh anti-forgery session and, when given, the admin cookie the browser already had.
 */
export async function attemptSignIn(
  app: INestApplication,
  credentials: { email: string; password: string },
  options: { ip?: string; sessionCookie?: string } = {},
): Promise<{ response: request.Response; cookie: string; csrfToken: string }> {
  const server = app.getHttpServer() as Server;
  const csrf = await csrfSession(server);
  const sent = options.sessionCookie ? `${csrf.cookie}; ${options.sessionCookie}` : csrf.cookie;
  const response = await request(server)
    .post(ADMIN_API.session)
    .set('Cookie', sent)
    .set(CSRF_HEADER, csrf.token)
    .set('X-Forwarded-For', options.ip ?? randomIp())
    .send(credentials);
  return { response, cookie: withCookies(sent, cookiesOf(response)), csrfToken: csrf.token };
}

/** Signs an existing operator in (password step only); fails the test unless fully signed in. */
export async function signInAs(
  app: INestApplication,
  operator: OperatorView,
  password: string,
): Promise<OperatorClient> {
  const { response, cookie, csrfToken } = await attemptSignIn(app, { email: operator.email, password });
  const body = response.body as LoginResponse;
  if (response.status !== 200 || body.status !== 'signed-in') {
    throw new Error(`Sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return clientFor(app, body.operator, password, cookie, csrfToken);
}
