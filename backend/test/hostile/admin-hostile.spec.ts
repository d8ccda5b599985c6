import type { NestExpressApplication } from '@nestjs/platform-express';
import { CSRF_HEADER, PROBLEM_CONTENT_TYPE } from '@orbitwise/contracts';
import { ADMIN_API, ADMIN_LIMITS, BACKUP_STATUS_PATH, STEP_UP_PATH } from '@orbitwise/contracts/admin';
import { INTEGRATION_ADMIN_API } from '@orbitwise/contracts/integrations';
import type { Server } from 'node:http';
import request, { type Response } from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { ApiClient, type CsrfSession } from '../api-client';
import { signIn, type OperatorClient } from '../operator-session';
import { envelopeId, submitApplication, submitEnquiry } from '../submissions';
import { testConfig } from '../test-app';
import { privateDatabase } from './private-database';
import { stateSnapshot } from './state-snapshot';

/**
 * Bad input and abuse: every admin endpoint refuses the unauthenticated, the wrong role,
 * an ended session, forged anti-forgery, oversized filters, invalid cursors and path tricks with its
 * exact 4xx as problem details, and nothing changes in the database or in the uploads folder.
 * Refusals may leave audit entries and counted login failures: that is their purpose, so those two
 * tables are the only ones left out of the comparison.
 */

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
type Caller = 'nobody' | 'admin' | 'sales' | 'hr' | 'ended' | 'no-csrf' | 'wrong-csrf' | 'other-csrf';

interface Case {
  name: string;
  method: Method;
  path: string | ((ids: Ids) => string);
  body?: unknown;
  as: Caller;
  status: number;
}

interface Ids {
  enquiry: string;
  application: string;
  salesOperator: string;
  /** The enquiry's e-mail delivery. */
  delivery: string;
}

const LONG = 'x'.repeat(201);
const b64 = (text: string) => Buffer.from(text).toString('base64url');

/** What a caller may not change; compared before and after every case. */
const SNAPSHOT_SQL: Record<string, string> = {
  enquiry: 'SELECT id FROM enquiry ORDER BY id',
  career_application: 'SELECT id, resume_key FROM career_application ORDER BY id',
  subscription: 'SELECT id FROM subscription ORDER BY id',
  submission: 'SELECT id, status, assignee_id FROM submission ORDER BY id',
  submission_read: 'SELECT operator_id, submission_id FROM submission_read ORDER BY 1, 2',
  submission_note: 'SELECT id FROM submission_note ORDER BY id',
  submission_status_change: 'SELECT id FROM submission_status_change ORDER BY id',
  operator: `SELECT id, email, display_name, role, disabled, password_hash, totp_secret, totp_pending_secret
             FROM operator ORDER BY id`,
  operator_session:
    'SELECT token_hash, operator_id, stage, authenticated_at FROM operator_session ORDER BY token_hash',
  operator_recovery_code: 'SELECT operator_id, code_hash, used_at FROM operator_recovery_code ORDER BY 1, 2',
  setup_token: 'SELECT token_hash, used_at FROM setup_token ORDER BY token_hash',
  retention_setting: 'SELECT kind, days FROM retention_setting ORDER BY kind',
  notification_delivery: 'SELECT id, state, reason, job_id FROM notification_delivery ORDER BY id',
  notification_attempt: 'SELECT id FROM notification_attempt ORDER BY id',
  notification_recipients: 'SELECT area, addresses FROM notification_recipients ORDER BY area',
  acknowledgement_setting: 'SELECT kind, enabled FROM acknowledgement_setting ORDER BY kind',
  webhook_endpoint: 'SELECT id, url, secret, kinds, enabled FROM webhook_endpoint ORDER BY id',
  backup_run: 'SELECT id, status FROM backup_run ORDER BY id',
  integration_key:
    'SELECT id, name, scopes, secret_sha256, revoked_at, rolled_from FROM integration_key ORDER BY id',
};

const NOTIFICATION_SETTINGS = {
  recipients: { leads: ['sales@example.com'], applications: [] },
  acknowledgement: {
    enquiry: false,
    contact: false,
    event: false,
    'it-support': false,
    newsletter: false,
    application: false,
  },
};

/** An integration key id that exists nowhere. */
const NO_KEY = '3f1c2b8e-4d5a-4c6b-9e7f-0a1b2c3d4e5f';

const ENDPOINTS: {
  method: Method;
  path: string | ((ids: Ids) => string);
  body?: unknown;
  roles?: string[];
  /** The roles are those that see the submission's kind: any other role gets 404, as for no such submission. */
  perSubmission?: true;
  signedOut?: 'allowed';
}[] = [
  { method: 'get', path: ADMIN_API.session },
  // Signing out is idempotent: without a session it answers 204 (tested below), so only CSRF cases.
  { method: 'delete', path: ADMIN_API.session, signedOut: 'allowed' },
  {
    method: 'post',
    path: ADMIN_API.accountPassword,
    body: { currentPassword: 'x', newPassword: 'y'.repeat(20) },
  },
  { method: 'post', path: STEP_UP_PATH, body: { password: 'x' } },
  { method: 'post', path: ADMIN_API.accountTwoFactorEnrolment, body: {} },
  { method: 'post', path: ADMIN_API.accountTwoFactor, body: { code: '123456' } },
  { method: 'delete', path: ADMIN_API.accountTwoFactor },
  { method: 'post', path: ADMIN_API.accountRecoveryCodes, body: { code: '123456' } },
  { method: 'get', path: ADMIN_API.operators, roles: ['admin'] },
  {
    method: 'post',
    path: ADMIN_API.operators,
    roles: ['admin'],
    body: { email: 'new@example.com', displayName: 'New', role: 'sales', password: 'a-long-enough-password' },
  },
  {
    method: 'patch',
    path: (ids) => ADMIN_API.operator(ids.salesOperator),
    roles: ['admin'],
    body: { disabled: true },
  },
  { method: 'delete', path: (ids) => ADMIN_API.operatorSessions(ids.salesOperator), roles: ['admin'] },
  { method: 'get', path: ADMIN_API.audit, roles: ['admin'] },
  { method: 'get', path: ADMIN_API.dashboard },
  { method: 'get', path: ADMIN_API.submissions },
  { method: 'get', path: `${ADMIN_API.submissionsExport}?format=csv` },
  {
    method: 'get',
    path: (ids) => ADMIN_API.submission(ids.enquiry),
    roles: ['admin', 'sales'],
    perSubmission: true,
  },
  {
    method: 'patch',
    path: (ids) => ADMIN_API.submission(ids.enquiry),
    roles: ['admin', 'sales'],
    perSubmission: true,
    body: { status: 'done' },
  },
  {
    method: 'post',
    path: (ids) => ADMIN_API.submissionNotes(ids.application),
    roles: ['admin', 'hr'],
    perSubmission: true,
    body: { text: 'note' },
  },
  { method: 'get', path: (ids) => ADMIN_API.submissionResume(ids.application), roles: ['admin', 'hr'] },
  { method: 'delete', path: (ids) => ADMIN_API.submission(ids.enquiry), roles: ['admin'] },
  { method: 'get', path: `${ADMIN_API.dataSubject}?email=a%40example.com`, roles: ['admin'] },
  { method: 'get', path: `${ADMIN_API.dataSubjectExport}?email=a%40example.com`, roles: ['admin'] },
  { method: 'delete', path: `${ADMIN_API.dataSubject}?email=a%40example.com`, roles: ['admin'] },
  { method: 'get', path: ADMIN_API.retention },
  { method: 'get', path: BACKUP_STATUS_PATH, roles: ['admin'] },
  { method: 'get', path: ADMIN_API.notificationHealth },
  {
    method: 'get',
    path: (ids) => ADMIN_API.submissionDeliveries(ids.enquiry),
    roles: ['admin', 'sales'],
    perSubmission: true,
  },
  {
    method: 'post',
    path: (ids) => ADMIN_API.deliveryResend(ids.enquiry, ids.delivery),
    roles: ['admin', 'sales'],
    perSubmission: true,
    body: {},
  },
  { method: 'get', path: ADMIN_API.notificationSettings, roles: ['admin'] },
  { method: 'put', path: ADMIN_API.notificationSettings, roles: ['admin'], body: NOTIFICATION_SETTINGS },
  {
    method: 'put',
    path: ADMIN_API.retention,
    roles: ['admin'],
    body: { enquiry: 1, contact: 1, event: 1, 'it-support': 1, newsletter: 1, application: 1 },
  },
  { method: 'get', path: INTEGRATION_ADMIN_API.keys, roles: ['admin'] },
  {
    method: 'post',
    path: INTEGRATION_ADMIN_API.keys,
    roles: ['admin'],
    body: { name: 'x', scopes: ['read:leads'] },
  },
  { method: 'post', path: INTEGRATION_ADMIN_API.roll(NO_KEY), roles: ['admin'] },
  { method: 'post', path: INTEGRATION_ADMIN_API.revoke(NO_KEY), roles: ['admin'] },
];

function endpointCases(): Case[] {
  const cases: Case[] = [];
  for (const endpoint of ENDPOINTS) {
    const label = `${endpoint.method.toUpperCase()} ${typeof endpoint.path === 'string' ? endpoint.path : endpoint.path({ enquiry: ':enquiry', application: ':application', salesOperator: ':operator', delivery: ':delivery' })}`;
    const base = { method: endpoint.method, path: endpoint.path, body: endpoint.body };
    if (!endpoint.signedOut) {
      cases.push({ ...base, name: `${label}: not signed in`, as: 'nobody', status: 401 });
      cases.push({ ...base, name: `${label}: an ended session`, as: 'ended', status: 401 });
    }
    for (const role of ['sales', 'hr'] as const) {
      if (endpoint.roles && !endpoint.roles.includes(role)) {
        const status = endpoint.perSubmission ? 404 : 403;
        cases.push({ ...base, name: `${label}: as ${role}`, as: role, status });
      }
    }
    if (endpoint.method !== 'get') {
      cases.push({ ...base, name: `${label}: no anti-forgery header`, as: 'no-csrf', status: 403 });
      cases.push({ ...base, name: `${label}: a forged anti-forgery token`, as: 'wrong-csrf', status: 403 });
      cases.push({ ...base, name: `${label}: another session's token`, as: 'other-csrf', status: 403 });
    }
  }
  return cases;
}

const settingsWith = (change: object) => ({ ...NOTIFICATION_SETTINGS, ...change });

const NOTIFICATION_INPUT_CASES: Case[] = [
  ...(
    [
      ['a recipient that is not an address', { recipients: { leads: ['not-an-address'], applications: [] } }],
      [
        'a recipient with a header break',
        { recipients: { leads: ['a@example.com\r\nBcc: x@example.com'], applications: [] } },
      ],
      [
        'recipients listed twice',
        { recipients: { leads: ['a@example.com', 'A@example.com'], applications: [] } },
      ],
      [
        'too many recipients',
        {
          recipients: { leads: Array.from({ length: 21 }, (_, i) => `a${i}@example.com`), applications: [] },
        },
      ],
      ['recipients not a list', { recipients: { leads: 'a@example.com', applications: [] } }],
      ['an area missing', { recipients: { leads: [] } }],
      ['an unknown area', { recipients: { leads: [], applications: [], board: [] } }],
      ['recipients a string', { recipients: 'a@example.com' }],
      [
        'an acknowledgement not a boolean',
        { acknowledgement: { ...NOTIFICATION_SETTINGS.acknowledgement, enquiry: 'yes' } },
      ],
      ['an acknowledgement kind missing', { acknowledgement: { enquiry: true } }],
      [
        'an unknown acknowledgement kind',
        { acknowledgement: { ...NOTIFICATION_SETTINGS.acknowledgement, spam: true } },
      ],
      ['an unknown field', { smtpUrl: 'smtp://evil.example.com' }],
    ] as const
  ).map(([name, change]): Case => ({
    name: `notification settings: ${name}`,
    method: 'put',
    path: ADMIN_API.notificationSettings,
    body: settingsWith(change),
    as: 'admin',
    status: 400,
  })),
  {
    name: 'notification settings: an array body',
    method: 'put',
    path: ADMIN_API.notificationSettings,
    body: [NOTIFICATION_SETTINGS],
    as: 'admin',
    status: 400,
  },
  {
    name: 'notification settings: empty body',
    method: 'put',
    path: ADMIN_API.notificationSettings,
    body: {},
    as: 'admin',
    status: 400,
  },
  {
    name: 'resend: an unknown delivery',
    method: 'post',
    path: (ids) => ADMIN_API.deliveryResend(ids.enquiry, '999999999'),
    body: {},
    as: 'admin',
    status: 404,
  },
  {
    name: "resend: another submission's delivery",
    method: 'post',
    path: (ids) => ADMIN_API.deliveryResend(ids.application, ids.delivery),
    body: {},
    as: 'admin',
    status: 404,
  },
  {
    name: 'resend: a malformed delivery id',
    method: 'post',
    path: (ids) => ADMIN_API.deliveryResend(ids.enquiry, '1;DROP'),
    body: {},
    as: 'admin',
    status: 400,
  },
  {
    name: 'resend: a malformed submission id',
    method: 'post',
    path: (ids) => ADMIN_API.deliveryResend('0x1', ids.delivery),
    body: {},
    as: 'admin',
    status: 400,
  },
  {
    // It takes no body (or `{}`); anything in one is refused rather than ignored.
    name: 'resend: a body with content',
    method: 'post',
    path: (ids) => ADMIN_API.deliveryResend(ids.enquiry, ids.delivery),
    body: { channel: 'webhook' },
    as: 'admin',
    status: 400,
  },
  {
    name: 'resend: an unknown `to`',
    method: 'post',
    path: (ids) => `${ADMIN_API.deliveryResend(ids.enquiry, ids.delivery)}?to=everyone`,
    body: {},
    as: 'admin',
    status: 400,
  },
  {
    name: 'resend: `to` given twice',
    method: 'post',
    path: (ids) => `${ADMIN_API.deliveryResend(ids.enquiry, ids.delivery)}?to=all&to=failed`,
    body: {},
    as: 'admin',
    status: 400,
  },
  {
    name: "resend: an application's delivery as sales",
    method: 'post',
    path: (ids) => ADMIN_API.deliveryResend(ids.application, ids.delivery),
    body: {},
    as: 'sales',
    status: 404,
  },
  {
    name: 'deliveries: an unknown submission',
    method: 'get',
    path: ADMIN_API.submissionDeliveries('999999999'),
    as: 'admin',
    status: 404,
  },
  {
    name: "deliveries: an application's as sales",
    method: 'get',
    path: (ids) => ADMIN_API.submissionDeliveries(ids.application),
    as: 'sales',
    status: 404,
  },
];

const key = (name: string, body: unknown, status = 400): Case => ({
  name: `integration key: ${name}`,
  method: 'post',
  path: INTEGRATION_ADMIN_API.keys,
  body,
  as: 'admin',
  status,
});

const INTEGRATION_KEY_INPUT_CASES: Case[] = [
  key('blank name', { name: '   ', scopes: ['read:leads'] }),
  key('name too long', { name: 'n'.repeat(101), scopes: ['read:leads'] }),
  key('name not text', { name: 42, scopes: ['read:leads'] }),
  key('no scopes', { name: 'x', scopes: [] }),
  key('unknown scope', { name: 'x', scopes: ['read:everything'] }),
  key('scope twice', { name: 'x', scopes: ['read:leads', 'read:leads'] }),
  key('scopes not a list', { name: 'x', scopes: 'read:leads' }),
  key('too many scopes', { name: 'x', scopes: Array(1000).fill('read:leads') }),
  key('an unknown field', { name: 'x', scopes: ['read:leads'], secret: 'ow_live_chosen' }),
  key('no body (not JSON)', undefined, 415),
  key('unknown kind', { name: 'x', scopes: ['read:leads'], kind: 'secret' }),
  key('kind not text', { name: 'x', scopes: ['read:leads'], kind: ['live'] }),
  key('publishable with a read scope', {
    name: 'x',
    kind: 'publishable',
    scopes: ['submit:contact', 'read:applications'],
    allowedOrigins: ['https://partner.example'],
  }),
  key('publishable without origins', { name: 'x', kind: 'publishable', scopes: ['submit:contact'] }),
  ...[
    '*',
    'null',
    'https://partner.example/',
    'javascript:alert(1)',
    `https://${'a'.repeat(250)}.example`,
  ].map((origin) =>
    key(`publishable origin ${origin.slice(0, 30)}`, {
      name: 'x',
      kind: 'publishable',
      scopes: ['submit:contact'],
      allowedOrigins: [origin],
    }),
  ),
  key('publishable origins not a list', {
    name: 'x',
    kind: 'publishable',
    scopes: ['submit:contact'],
    allowedOrigins: 'https://partner.example',
  }),
  key('publishable with too many origins', {
    name: 'x',
    kind: 'publishable',
    scopes: ['submit:contact'],
    allowedOrigins: Array.from({ length: 21 }, (_, i) => `https://p${i}.example`),
  }),
  key('origins on a live key', {
    name: 'x',
    scopes: ['submit:contact'],
    allowedOrigins: ['https://partner.example'],
  }),
  {
    name: 'roll: id not a uuid',
    method: 'post',
    path: INTEGRATION_ADMIN_API.roll('1'),
    as: 'admin',
    status: 400,
  },
  {
    name: 'roll: path trick',
    method: 'post',
    path: '/api/admin/integration-keys/..%2F..%2Foperators/roll',
    as: 'admin',
    status: 400,
  },
  {
    name: 'roll: no such key',
    method: 'post',
    path: INTEGRATION_ADMIN_API.roll(NO_KEY),
    as: 'admin',
    status: 404,
  },
  {
    name: 'revoke: no such key',
    method: 'post',
    path: INTEGRATION_ADMIN_API.revoke(NO_KEY),
    as: 'admin',
    status: 404,
  },
  {
    name: 'revoke: with a body',
    method: 'post',
    path: INTEGRATION_ADMIN_API.revoke(NO_KEY),
    body: { reason: 'x' },
    as: 'admin',
    status: 400,
  },
];

const stepUp = (name: string, body: unknown, status = 400): Case => ({
  name: `step-up: ${name}`,
  method: 'post',
  path: STEP_UP_PATH,
  body,
  as: 'admin',
  status,
});

/** A refused step-up leaves the session's sign-in time as it was (operator_session's snapshot). */
const STEP_UP_INPUT_CASES: Case[] = [
  stepUp('no password', {}),
  stepUp('an empty password', { password: '' }),
  stepUp('a password as a number', { password: 12345678 }),
  stepUp('a password as an array', { password: ['x'] }),
  stepUp('a password too long', { password: 'p'.repeat(ADMIN_LIMITS.passwordMax + 1) }),
  stepUp('a code as a number', { password: 'x', code: 123456 }),
  stepUp('a code too long', { password: 'x', code: '1'.repeat(33) }),
  stepUp('an unknown field', { password: 'x', stage: 'signed-in' }),
  stepUp('an array body', [{ password: 'x' }]),
  stepUp('no body (not JSON)', undefined, 415),
  stepUp('the wrong password', { password: 'not the password', code: '123456' }),
];

const INPUT_CASES: Case[] = [
  ...NOTIFICATION_INPUT_CASES,
  ...STEP_UP_INPUT_CASES,
  ...INTEGRATION_KEY_INPUT_CASES,
  // Filters
  {
    name: 'search longer than the limit',
    method: 'get',
    path: `${ADMIN_API.submissions}?q=${LONG}`,
    as: 'admin',
    status: 400,
  },
  {
    name: 'limit above the maximum',
    method: 'get',
    path: `${ADMIN_API.submissions}?limit=101`,
    as: 'admin',
    status: 400,
  },
  { name: 'limit zero', method: 'get', path: `${ADMIN_API.submissions}?limit=0`, as: 'admin', status: 400 },
  {
    name: 'limit not a number',
    method: 'get',
    path: `${ADMIN_API.submissions}?limit=1e2`,
    as: 'admin',
    status: 400,
  },
  {
    name: 'unknown kind',
    method: 'get',
    path: `${ADMIN_API.submissions}?kind=admin`,
    as: 'admin',
    status: 400,
  },
  {
    name: 'unknown status',
    method: 'get',
    path: `${ADMIN_API.submissions}?status=deleted`,
    as: 'admin',
    status: 400,
  },
  {
    name: 'impossible date',
    method: 'get',
    path: `${ADMIN_API.submissions}?from=2026-13-45`,
    as: 'admin',
    status: 400,
  },
  {
    name: 'date with SQL',
    method: 'get',
    path: `${ADMIN_API.submissions}?from=2026-01-01'--`,
    as: 'admin',
    status: 400,
  },
  {
    name: 'assignee not an id',
    method: 'get',
    path: `${ADMIN_API.submissions}?assignee=1%20OR%201=1`,
    as: 'admin',
    status: 400,
  },
  {
    name: 'unknown parameter',
    method: 'get',
    path: `${ADMIN_API.submissions}?orderBy=email`,
    as: 'admin',
    status: 400,
  },
  {
    name: 'repeated parameter',
    method: 'get',
    path: `${ADMIN_API.submissions}?kind=event&kind=contact`,
    as: 'admin',
    status: 400,
  },
  {
    name: 'sales filtering applications',
    method: 'get',
    path: `${ADMIN_API.submissions}?kind=application`,
    as: 'sales',
    status: 403,
  },
  {
    name: 'hr filtering enquiries',
    method: 'get',
    path: `${ADMIN_API.submissions}?kind=enquiry`,
    as: 'hr',
    status: 403,
  },
  {
    name: 'export in an unknown format',
    method: 'get',
    path: `${ADMIN_API.submissionsExport}?format=xlsx`,
    as: 'admin',
    status: 400,
  },
  {
    name: 'export of applications by sales',
    method: 'get',
    path: `${ADMIN_API.submissionsExport}?format=csv&kind=application`,
    as: 'sales',
    status: 403,
  },
  {
    name: 'audit with an unknown action',
    method: 'get',
    path: `${ADMIN_API.audit}?action=drop`,
    as: 'admin',
    status: 400,
  },
  {
    name: 'audit with routine entries asked for by anything but true',
    method: 'get',
    path: `${ADMIN_API.audit}?includeRoutine=1%27%20OR%201=1`,
    as: 'admin',
    status: 400,
  },
  // Cursors
  {
    name: 'cursor of garbage',
    method: 'get',
    path: `${ADMIN_API.submissions}?cursor=garbage!`,
    as: 'admin',
    status: 400,
  },
  {
    name: 'cursor of valid base64 but not a cursor',
    method: 'get',
    path: `${ADMIN_API.submissions}?cursor=${b64('hello')}`,
    as: 'admin',
    status: 400,
  },
  {
    name: 'cursor with a wrong date',
    method: 'get',
    path: `${ADMIN_API.submissions}?cursor=${b64('{"t":"yesterday","id":"1"}')}`,
    as: 'admin',
    status: 400,
  },
  {
    name: 'cursor with SQL in the id',
    method: 'get',
    path: `${ADMIN_API.submissions}?cursor=${b64(JSON.stringify({ t: '2026-01-01T00:00:00.000Z', id: '1; DROP TABLE submission' }))}`,
    as: 'admin',
    status: 400,
  },
  {
    name: 'cursor too long',
    method: 'get',
    path: `${ADMIN_API.submissions}?cursor=${'A'.repeat(400)}`,
    as: 'admin',
    status: 400,
  },
  {
    name: 'audit cursor of garbage',
    method: 'get',
    path: `${ADMIN_API.audit}?cursor=%00%01`,
    as: 'admin',
    status: 400,
  },
  // Ids and path tricks
  {
    name: 'submission id not a number',
    method: 'get',
    path: ADMIN_API.submission('abc'),
    as: 'admin',
    status: 400,
  },
  {
    name: 'negative submission id',
    method: 'get',
    path: ADMIN_API.submission('-1'),
    as: 'admin',
    status: 400,
  },
  {
    name: 'submission id beyond bigint',
    method: 'get',
    path: ADMIN_API.submission('99999999999999999999'),
    as: 'admin',
    status: 400,
  },
  {
    name: 'unknown submission',
    method: 'get',
    path: ADMIN_API.submission('987654321'),
    as: 'admin',
    status: 404,
  },
  {
    name: 'resume path traversal',
    method: 'get',
    path: '/api/admin/submissions/..%2F..%2Fetc%2Fpasswd/resume',
    as: 'admin',
    status: 400,
  },
  {
    name: 'resume key instead of id',
    method: 'get',
    path: '/api/admin/submissions/0b8a1c3e-2f0b-4d6b-9a51-3b0e6f8a2c11.pdf/resume',
    as: 'admin',
    status: 400,
  },
  {
    name: 'resume of a submission without one',
    method: 'get',
    path: (ids) => ADMIN_API.submissionResume(ids.enquiry),
    as: 'admin',
    status: 404,
  },
  {
    name: 'operator id not a uuid',
    method: 'patch',
    path: ADMIN_API.operator('../session'),
    body: { disabled: true },
    as: 'admin',
    status: 400,
  },
  {
    name: 'unknown operator',
    method: 'patch',
    path: ADMIN_API.operator('7d6f0a64-8c2e-4a57-b1f5-0f3c7e9b2d10'),
    body: { disabled: true },
    as: 'admin',
    status: 404,
  },
  // Bodies
  {
    name: 'an application status on an enquiry',
    method: 'patch',
    path: (ids) => ADMIN_API.submission(ids.enquiry),
    body: { status: 'hired' },
    as: 'admin',
    status: 400,
  },
  {
    name: 'assigning an unknown operator',
    method: 'patch',
    path: (ids) => ADMIN_API.submission(ids.enquiry),
    body: { assigneeId: '7d6f0a64-8c2e-4a57-b1f5-0f3c7e9b2d10' },
    as: 'admin',
    status: 400,
  },
  {
    name: 'patch with an unknown field',
    method: 'patch',
    path: (ids) => ADMIN_API.submission(ids.enquiry),
    body: { status: 'done', email: 'x@example.com' },
    as: 'admin',
    status: 400,
  },
  {
    name: 'patch with __proto__',
    method: 'patch',
    path: (ids) => ADMIN_API.submission(ids.enquiry),
    body: JSON.parse('{"__proto__":{"status":"done"}}') as unknown,
    as: 'admin',
    status: 400,
  },
  {
    name: 'empty note',
    method: 'post',
    path: (ids) => ADMIN_API.submissionNotes(ids.enquiry),
    body: { text: '   ' },
    as: 'admin',
    status: 400,
  },
  {
    name: 'note too long',
    method: 'post',
    path: (ids) => ADMIN_API.submissionNotes(ids.enquiry),
    body: { text: 'n'.repeat(5001) },
    as: 'admin',
    status: 400,
  },
  {
    name: 'note not text',
    method: 'post',
    path: (ids) => ADMIN_API.submissionNotes(ids.enquiry),
    body: { text: ['a'] },
    as: 'admin',
    status: 400,
  },
  {
    name: 'retention of zero days',
    method: 'put',
    path: ADMIN_API.retention,
    body: { enquiry: 0, contact: 1, event: 1, 'it-support': 1, newsletter: 1, application: 1 },
    as: 'admin',
    status: 400,
  },
  {
    name: 'retention as text',
    method: 'put',
    path: ADMIN_API.retention,
    body: { enquiry: '30', contact: 1, event: 1, 'it-support': 1, newsletter: 1, application: 1 },
    as: 'admin',
    status: 400,
  },
  {
    name: 'retention missing a kind',
    method: 'put',
    path: ADMIN_API.retention,
    body: { enquiry: 30 },
    as: 'admin',
    status: 400,
  },
  {
    name: 'operator with an unknown role',
    method: 'post',
    path: ADMIN_API.operators,
    body: { email: 'r@example.com', displayName: 'R', role: 'root', password: 'a-long-enough-password' },
    as: 'admin',
    status: 400,
  },
  {
    name: 'operator with a short password',
    method: 'post',
    path: ADMIN_API.operators,
    body: { email: 'r@example.com', displayName: 'R', role: 'hr', password: 'short' },
    as: 'admin',
    status: 400,
  },
  {
    name: 'operator with a common password',
    method: 'post',
    path: ADMIN_API.operators,
    body: { email: 'r@example.com', displayName: 'R', role: 'hr', password: 'password1234' },
    as: 'admin',
    status: 400,
  },
  {
    name: 'my password changed to a common one',
    method: 'post',
    path: ADMIN_API.accountPassword,
    body: { currentPassword: 'x', newPassword: 'aaaaaaaaaaaa' },
    as: 'admin',
    status: 400,
  },
  {
    name: 'recovery codes with the password only',
    method: 'post',
    path: ADMIN_API.accountRecoveryCodes,
    body: { password: 'x' },
    as: 'admin',
    status: 400,
  },
  {
    name: 'two-factor off with a code as a number',
    method: 'delete',
    path: ADMIN_API.accountTwoFactor,
    body: { password: 'x', code: 123456 },
    as: 'admin',
    status: 400,
  },
  {
    name: 'operator with an invalid email',
    method: 'post',
    path: ADMIN_API.operators,
    body: { email: 'not-an-email', displayName: 'R', role: 'hr', password: 'a-long-enough-password' },
    as: 'admin',
    status: 400,
  },
  {
    name: 'data subject without an email',
    method: 'get',
    path: ADMIN_API.dataSubject,
    as: 'admin',
    status: 400,
  },
  {
    name: 'data subject with a LIKE pattern',
    method: 'delete',
    path: `${ADMIN_API.dataSubject}?email=%25`,
    as: 'admin',
    status: 400,
  },
  {
    name: 'setup with an unknown token',
    method: 'post',
    path: ADMIN_API.setup,
    body: { token: 'nope', email: 's@example.com', displayName: 'S', password: 'a-long-enough-password' },
    as: 'nobody',
    status: 400,
  },
  {
    name: 'setup link status without a token',
    method: 'get',
    path: ADMIN_API.setup,
    as: 'nobody',
    status: 400,
  },
  {
    name: 'setup link status with a malformed token',
    method: 'get',
    path: `${ADMIN_API.setup}?token=${encodeURIComponent("' OR 1=1 --")}`,
    as: 'nobody',
    status: 400,
  },
  {
    name: 'setup link status with a repeated token',
    method: 'get',
    path: `${ADMIN_API.setup}?token=${'a'.repeat(43)}&token=${'b'.repeat(43)}`,
    as: 'nobody',
    status: 400,
  },
  {
    name: 'setup link status with an oversized token',
    method: 'get',
    path: `${ADMIN_API.setup}?token=${'a'.repeat(10_000)}`,
    as: 'nobody',
    status: 400,
  },
  {
    name: 'setup link status with an unknown parameter',
    method: 'get',
    path: `${ADMIN_API.setup}?token=${'a'.repeat(43)}&admin=1`,
    as: 'nobody',
    status: 400,
  },
  {
    name: 'sign-in with an array as password',
    method: 'post',
    path: ADMIN_API.session,
    body: { email: 'a@example.com', password: ['x'] },
    as: 'nobody',
    status: 400,
  },
  {
    name: 'second factor without a pending sign-in',
    method: 'post',
    path: ADMIN_API.sessionTwoFactor,
    body: { code: '123456' },
    as: 'nobody',
    status: 401,
  },
];

describe('Hostile input to the admin API', () => {
  let app: NestExpressApplication;
  let server: Server;
  let db: DataSource;
  let dropDatabase: () => Promise<void>;
  let uploadsDir: string;
  let callers: Record<'admin' | 'sales' | 'hr' | 'ended', OperatorClient>;
  let ids: Ids;
  let visitor: CsrfSession;

  beforeAll(async () => {
    const database = await privateDatabase('admin_hostile');
    dropDatabase = database.drop;
    const config = testConfig();
    uploadsDir = config.uploadsDir;
    app = await createApp(config, database.url);
    server = app.getHttpServer() as Server;
    db = app.get(DataSource);
    callers = {
      admin: await signIn(app, { role: 'admin' }),
      sales: await signIn(app, { role: 'sales' }),
      hr: await signIn(app, { role: 'hr' }),
      ended: await signIn(app, { role: 'admin' }),
    };
    await callers.ended.delete(ADMIN_API.session).expect(204);
    const visitorClient = await ApiClient.create(app);
    visitor = visitorClient.session;
    await submitEnquiry(visitorClient, 'visitor@example.com');
    await submitApplication(visitorClient, 'applicant@example.com');
    ids = {
      enquiry: await envelopeId(db, 'visitor@example.com'),
      application: await envelopeId(db, 'applicant@example.com', 'application'),
      salesOperator: callers.sales.operator.id,
      delivery: '',
    };
    // The app has no SMTP server: its worker settles each e-mail as "not configured". Wait for that
    // before any case, so that the snapshots compare only what a case could change.
    const deadline = Date.now() + 20_000;
    while ((await db.query("SELECT 1 FROM notification_delivery WHERE state = 'pending'")).length > 0) {
      if (Date.now() > deadline) throw new Error('Deliveries still pending after 20 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [delivery] = (await db.query('SELECT id FROM notification_delivery WHERE submission_id = $1', [
      ids.enquiry,
    ])) as { id: string }[];
    ids.delivery = delivery!.id;
  });

  afterAll(async () => {
    await app?.close();
    await dropDatabase?.();
  });

  const snapshot = () => stateSnapshot(db, SNAPSHOT_SQL, uploadsDir);

  function send(c: Case): Promise<Response> {
    const path = typeof c.path === 'string' ? c.path : c.path(ids);
    let test;
    if (c.as === 'nobody') {
      // A visitor with a valid anti-forgery pair and no admin session: the refusal is about signing in.
      test = request(server)[c.method](path).set('Cookie', visitor.cookie).set(CSRF_HEADER, visitor.token);
    } else if (c.as === 'no-csrf' || c.as === 'wrong-csrf' || c.as === 'other-csrf') {
      test = request(server)[c.method](path).set('Cookie', callers.admin.cookie);
      if (c.as === 'wrong-csrf') test = test.set(CSRF_HEADER, `${callers.admin.csrfToken.slice(0, -2)}xx`);
      if (c.as === 'other-csrf') test = test.set(CSRF_HEADER, callers.sales.csrfToken);
    } else {
      test = callers[c.as][c.method](path);
    }
    return c.body === undefined ? test : test.send(c.body as object);
  }

  const cases = [...endpointCases(), ...INPUT_CASES];

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const before = await snapshot();
    const response = await send(c);
    expect({ status: response.status, body: response.body as unknown }).toMatchObject({ status: c.status });
    expect(response.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
    const problem = response.body as { status: number; title: string; detail: string };
    expect(problem.status).toBe(c.status);
    expect(typeof problem.title).toBe('string');
    expect(typeof problem.detail).toBe('string');
    expect(await snapshot()).toBe(before);
  });

  it('searches with SQL and LIKE metacharacters match them literally, changing nothing', async () => {
    const before = await snapshot();
    for (const q of ['%', '_', '\\', "' OR '1'='1", '%_%', 'a%b', '[a-z]*', '$1']) {
      const response = await callers.admin
        .get(`${ADMIN_API.submissions}?q=${encodeURIComponent(q)}`)
        .expect(200);
      expect((response.body as { items: unknown[] }).items).toEqual([]);
    }
    expect(await snapshot()).toBe(before);
  });

  it("signing out without a session answers 204 and ends nobody else's session", async () => {
    const before = await snapshot();
    await callers.ended.delete(ADMIN_API.session).expect(204);
    await request(server)
      .delete(ADMIN_API.session)
      .set('Cookie', visitor.cookie)
      .set(CSRF_HEADER, visitor.token)
      .expect(204);
    expect(await snapshot()).toBe(before);
    await callers.admin.get(ADMIN_API.session).expect(200);
  });

  it('every refusal left the server answering and the submissions in place', async () => {
    await callers.admin.get(ADMIN_API.submission(ids.application)).expect(200);
    const rows: { n: string }[] = await db.query('SELECT count(*)::text AS n FROM submission');
    expect(rows[0]!.n).toBe('2');
  });
});
