import type { NestExpressApplication } from '@nestjs/platform-express';
import { CSRF_HEADER, PROBLEM_CONTENT_TYPE } from '@orbitwise/contracts';
import { ADMIN_API, BACKUP_STATUS_PATH } from '@orbitwise/contracts/admin';
import {
  CONTENT_API,
  CONTENT_LIMITS,
  type CaseStudyData,
  type ContentKind,
  type JobData,
  type PostData,
  type PublishedDocument,
  type TeamMemberData,
} from '@orbitwise/contracts/content';
import { CASE_STUDIES, JOBS, POSTS, TEAM } from '@orbitwise/contracts/content-seed';
import type { Server } from 'node:http';
import { Parser } from 'htmlparser2';
import request, { type Response } from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { ApiClient, type CsrfSession } from '../api-client';
import { signIn, type OperatorClient } from '../operator-session';
import { envelopeId, submitEnquiry } from '../submissions';
import { testConfig } from '../test-app';
import { privateDatabase } from './private-database';
import { stateSnapshot } from './state-snapshot';

/**
 * Hostile suite: the content API refuses the wrong roles (sales, hr, nobody), an editor is
 * refused everything about submissions, operators and settings, and bad documents (path tricks in
 * slugs, script in links and pictures, control characters, oversized or too deep bodies) get their
 * exact 4xx as problem details with nothing changed. Markdown with script in it is stored and renders
 * inert. Refusals may leave audit entries and login failures; those tables are left out.
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Caller = 'nobody' | 'admin' | 'editor' | 'sales' | 'hr';

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
  salesOperator: string;
}

const SNAPSHOT_SQL: Record<string, string> = {
  content_document: `SELECT kind, slug, status, draft, version, published, published_html, published_revision, publish_at
                     FROM content_document ORDER BY kind, slug`,
  content_revision: 'SELECT document_id, revision FROM content_revision ORDER BY 1, 2',
  content_image: 'SELECT sha256 FROM content_image ORDER BY 1',
  enquiry: 'SELECT id FROM enquiry ORDER BY id',
  submission: 'SELECT id, status, assignee_id FROM submission ORDER BY id',
  submission_note: 'SELECT id FROM submission_note ORDER BY id',
  operator: 'SELECT id, email, display_name, role, disabled, password_hash FROM operator ORDER BY id',
  retention_setting: 'SELECT kind, days FROM retention_setting ORDER BY kind',
  notification_recipients: 'SELECT area, addresses FROM notification_recipients ORDER BY area',
  webhook_endpoint: 'SELECT id FROM webhook_endpoint ORDER BY id',
};

const SLUG = 'existing-job';
const job = (overrides: Partial<JobData> = {}): JobData => ({ ...JOBS[0]!.data, ...overrides });
const caseStudy = (overrides: Partial<CaseStudyData>): CaseStudyData => ({
  ...CASE_STUDIES[0]!.data,
  ...overrides,
});
const member = (overrides: Partial<TeamMemberData>): TeamMemberData => ({ ...TEAM[0]!.data, ...overrides });
const post = (overrides: Partial<PostData>): PostData => ({ ...POSTS[0]!.data, ...overrides });

/** Every content endpoint, as each caller who may not use it. */
function roleCases(): Case[] {
  const endpoints: [string, Method, string, unknown?][] = [
    ['list', 'get', CONTENT_API.documents('job')],
    ['create', 'post', CONTENT_API.documents('job'), { slug: 'by-the-wrong-role', data: job() }],
    ['get', 'get', CONTENT_API.document('job', SLUG)],
    ['save', 'put', CONTENT_API.document('job', SLUG), { data: job({ title: 'Hijacked' }), version: 1 }],
    ['publish', 'post', CONTENT_API.publish('job', SLUG), {}],
    ['unpublish', 'post', CONTENT_API.unpublish('job', 'sales-intern')],
    ['revisions', 'get', CONTENT_API.revisions('job', SLUG)],
    ['restore', 'post', CONTENT_API.restore('job', SLUG, 1)],
  ];
  return endpoints.flatMap(([name, method, path, body]) =>
    (['sales', 'hr', 'nobody'] as const).map((as) => ({
      name: `content ${name} as ${as}`,
      method,
      path,
      body,
      as,
      status: as === 'nobody' ? 401 : 403,
    })),
  );
}

const ABOUT_ONE_SUBMISSION = new Set(['a submission', 'triage', 'a note', 'deliveries']);

/** Everything about submissions, operators, audit, settings, privacy, notifications and backups. */
function editorCases(): Case[] {
  const calls: [string, Method, string | ((ids: Ids) => string), unknown?][] = [
    ['dashboard', 'get', ADMIN_API.dashboard],
    ['inbox', 'get', ADMIN_API.submissions],
    ['export', 'get', ADMIN_API.submissionsExport],
    ['a submission', 'get', (ids) => ADMIN_API.submission(ids.enquiry)],
    ['triage', 'patch', (ids) => ADMIN_API.submission(ids.enquiry), { status: 'done' }],
    ['a note', 'post', (ids) => ADMIN_API.submissionNotes(ids.enquiry), { text: 'editor was here' }],
    ['a resume', 'get', ADMIN_API.submissionResume('1')],
    ['deliveries', 'get', (ids) => ADMIN_API.submissionDeliveries(ids.enquiry)],
    ['notification health', 'get', ADMIN_API.notificationHealth],
    ['operators', 'get', ADMIN_API.operators],
    [
      'creating an operator',
      'post',
      ADMIN_API.operators,
      { email: 'new@example.com', displayName: 'New', role: 'admin', password: 'a-long-password-1' },
    ],
    ['promoting an operator', 'patch', (ids) => ADMIN_API.operator(ids.salesOperator), { role: 'admin' }],
    ['audit', 'get', ADMIN_API.audit],
    ['retention', 'get', ADMIN_API.retention],
    ['changing retention', 'put', ADMIN_API.retention, {}],
    ['notification settings', 'get', ADMIN_API.notificationSettings],
    ['webhooks', 'get', ADMIN_API.webhooks],
    ['adding a webhook', 'post', ADMIN_API.webhooks, { url: 'https://93.184.216.34/x', kinds: ['enquiry'] }],
    ['data subject', 'get', `${ADMIN_API.dataSubject}?email=visitor%40example.com`],
    ['erasure', 'delete', (ids) => ADMIN_API.submission(ids.enquiry)],
    ['backup status', 'get', BACKUP_STATUS_PATH],
  ];
  return calls.map(([name, method, path, body]) => ({
    name: `${name} as editor`,
    method,
    path,
    body,
    as: 'editor',
    // A call about one submission answers 404, as for a reference that does not exist: never a 403
    // that would confirm it does. Screens and settings are off-limits to the role as a whole.
    status: ABOUT_ONE_SUBMISSION.has(name) ? 404 : 403,
  }));
}

const create = (slug: unknown, data: unknown, kind: ContentKind = 'job'): Omit<Case, 'name' | 'status'> => ({
  method: 'post',
  path: CONTENT_API.documents(kind),
  body: { slug, data },
  as: 'editor',
});

const INPUT_CASES: Case[] = [
  // Path tricks in slugs and kinds.
  ...[
    '..',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    'a.b',
    'a--b',
    '-a',
    'caf%C3%A9',
    'a%00b',
    'a%20b',
    'x'.repeat(101),
  ].map((slug): Case => ({
    name: `the slug ${slug.slice(0, 30)} in a path`,
    method: 'get',
    path: `/api/admin/content/job/${slug}`,
    as: 'editor',
    status: 400,
  })),
  { name: 'an unknown kind', method: 'get', path: '/api/admin/content/operator', as: 'editor', status: 400 },
  {
    name: 'a kind with a path trick',
    method: 'get',
    path: '/api/admin/content/..%2Fjob',
    as: 'editor',
    status: 400,
  },
  ...['../etc/passwd', 'a/b', 'a.b', ' a', 'ÄÖ', '', 7, null].map((slug): Case => ({
    name: `creating at the slug ${JSON.stringify(slug)}`,
    ...create(slug, job()),
    status: 400,
  })),
  // Script in links and pictures, control characters, fields the kind does not have.
  {
    name: 'a javascript: website',
    ...create('x-a', caseStudy({ web: 'javascript:alert(1)' }), 'case-study'),
    status: 400,
  },
  {
    name: 'a data: website',
    ...create('x-b', caseStudy({ web: 'data:text/html,<script>1</script>' }), 'case-study'),
    status: 400,
  },
  {
    name: 'a protocol-relative website',
    ...create('x-c', caseStudy({ web: '//evil.example' }), 'case-study'),
    status: 400,
  },
  {
    name: 'a javascript: LinkedIn',
    ...create(
      'x-d',
      member({ links: { linkedin: 'JaVaScRiPt:alert(1)', x: null, github: null, website: null } }),
      'team-member',
    ),
    status: 400,
  },
  {
    name: 'a javascript: website of a team member',
    ...create(
      'x-d2',
      member({ links: { linkedin: null, x: null, github: null, website: 'javascript:alert(1)' } }),
      'team-member',
    ),
    status: 400,
  },
  {
    name: 'a data: photo',
    ...create(
      'x-e',
      member({ photo: { src: 'data:image/svg+xml,<svg onload=alert(1)>', alt: 'x' } }),
      'team-member',
    ),
    status: 400,
  },
  {
    name: 'a photo outside the site',
    ...create('x-f', member({ photo: { src: 'https://evil.example/x.png', alt: 'x' } }), 'team-member'),
    status: 400,
  },
  {
    name: 'a photo path escaping',
    ...create('x-g', member({ photo: { src: '/media/../../etc/passwd', alt: 'x' } }), 'team-member'),
    status: 400,
  },
  {
    name: 'a photo without alt text',
    ...create('x-h', member({ photo: { src: '/generated/a.svg', alt: ' ' } }), 'team-member'),
    status: 400,
  },
  {
    name: 'a javascript: external post address',
    ...create('x-i', post({ externalUrl: 'javascript:alert(1)' }), 'post'),
    status: 400,
  },
  {
    name: 'a control character in a title',
    ...create('x-j', job({ title: 'Sales\u0000Intern' })),
    status: 400,
  },
  {
    name: 'a right-to-left override in a quote',
    ...create('x-k', job({ summary: 'abc\u202Eevil' })),
    status: 400,
  },
  { name: 'a line break in a title', ...create('x-l', job({ title: 'Sales\nIntern' })), status: 400 },
  {
    name: 'markup in a job title',
    ...create('x-m', job({ title: '<script>alert(1)</script>' })),
    status: 400,
  },
  { name: 'a field the kind does not have', ...create('x-n', { ...job(), isAdmin: true }), status: 400 },
  { name: 'data that is not an object', ...create('x-o', '<script>alert(1)</script>'), status: 400 },
  {
    name: 'no data',
    method: 'post',
    path: CONTENT_API.documents('job'),
    body: { slug: 'x-p' },
    as: 'editor',
    status: 400,
  },
  {
    name: 'Markdown over its limit',
    ...create('x-q', job({ description: 'a'.repeat(CONTENT_LIMITS.markdownMax + 1) })),
    status: 400,
  },
  { name: 'a body over 100 kB', ...create('x-r', job({ description: 'a'.repeat(120_000) })), status: 413 },
  {
    name: 'a body nested too deep',
    ...create('x-s', job({ skills: [[[[[[[['deep']]]]]]]] as unknown as string[] })),
    status: 400,
  },
  // Publishing, saving and restoring with bad values.
  {
    name: 'a publish time that is not a time',
    method: 'post',
    path: CONTENT_API.publish('job', SLUG),
    body: { at: 'tomorrow' },
    as: 'editor',
    status: 400,
  },
  {
    name: 'a publish time without an offset',
    method: 'post',
    path: CONTENT_API.publish('job', SLUG),
    body: { at: '2030-01-01T10:00:00' },
    as: 'editor',
    status: 400,
  },
  {
    name: 'a publish of a stale version',
    method: 'post',
    path: CONTENT_API.publish('job', SLUG),
    body: { version: 99 },
    as: 'editor',
    status: 409,
  },
  {
    name: 'a save of a stale version',
    method: 'put',
    path: CONTENT_API.document('job', SLUG),
    body: { data: job({ title: 'Stale' }), version: 99 },
    as: 'editor',
    status: 409,
  },
  {
    name: 'a save without a version',
    method: 'put',
    path: CONTENT_API.document('job', SLUG),
    body: { data: job() },
    as: 'editor',
    status: 400,
  },
  {
    name: 'a save to a missing document',
    method: 'put',
    path: CONTENT_API.document('job', 'no-such-job'),
    body: { data: job(), version: 1 },
    as: 'editor',
    status: 404,
  },
  {
    name: 'a restore of revision 0',
    method: 'post',
    path: `/api/admin/content/job/${SLUG}/revisions/0/restore`,
    as: 'editor',
    status: 400,
  },
  {
    name: 'a restore of revision x',
    method: 'post',
    path: `/api/admin/content/job/${SLUG}/revisions/x/restore`,
    as: 'editor',
    status: 400,
  },
  {
    name: 'a restore of a missing revision',
    method: 'post',
    path: CONTENT_API.restore('job', SLUG, 42),
    as: 'editor',
    status: 404,
  },
  {
    name: 'an unpublish with a body',
    method: 'post',
    path: CONTENT_API.unpublish('job', SLUG),
    body: { why: 1 },
    as: 'editor',
    status: 400,
  },
  // The public read.
  {
    name: 'the public read of a draft',
    method: 'get',
    path: CONTENT_API.publishedOne('job', SLUG),
    as: 'nobody',
    status: 404,
  },
  {
    name: 'the public read of an unknown kind',
    method: 'get',
    path: '/api/content/operator',
    as: 'nobody',
    status: 400,
  },
  {
    name: 'the public read with a path trick',
    method: 'get',
    path: '/api/content/job/..%2F..%2Fadmin',
    as: 'nobody',
    status: 400,
  },
];

describe('Hostile input to the content API', () => {
  let app: NestExpressApplication;
  let server: Server;
  let db: DataSource;
  let dropDatabase: () => Promise<void>;
  let callers: Record<'admin' | 'editor' | 'sales' | 'hr', OperatorClient>;
  let ids: Ids;
  let visitor: CsrfSession;

  beforeAll(async () => {
    const database = await privateDatabase('content_hostile');
    dropDatabase = database.drop;
    app = await createApp(testConfig(), database.url);
    server = app.getHttpServer() as Server;
    db = app.get(DataSource);
    callers = {
      admin: await signIn(app, { role: 'admin' }),
      editor: await signIn(app, { role: 'editor' }),
      sales: await signIn(app, { role: 'sales' }),
      hr: await signIn(app, { role: 'hr' }),
    };
    const visitorClient = await ApiClient.create(app);
    visitor = visitorClient.session;
    await submitEnquiry(visitorClient, 'visitor@example.com');
    ids = { enquiry: await envelopeId(db, 'visitor@example.com'), salesOperator: callers.sales.operator.id };
    await callers.editor.post(CONTENT_API.documents('job')).send({ slug: SLUG, data: job() }).expect(201);
  });

  afterAll(async () => {
    await app?.close();
    await dropDatabase?.();
  });

  const snapshot = () => stateSnapshot(db, SNAPSHOT_SQL);

  function send(c: Case): Promise<Response> {
    const path = typeof c.path === 'string' ? c.path : c.path(ids);
    const test =
      c.as === 'nobody'
        ? request(server)[c.method](path).set('Cookie', visitor.cookie).set(CSRF_HEADER, visitor.token)
        : callers[c.as][c.method](path);
    return c.body === undefined ? test : test.send(c.body as object);
  }

  const cases = [...roleCases(), ...editorCases(), ...INPUT_CASES];

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const before = await snapshot();
    const response = await send(c);
    expect({ status: response.status, body: response.body as unknown }).toMatchObject({ status: c.status });
    expect(response.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
    expect((response.body as { status: number }).status).toBe(c.status);
    expect(await snapshot()).toBe(before);
  });

  it('an admin may do everything an editor may', async () => {
    await callers.admin.get(CONTENT_API.documents('job')).expect(200);
    await callers.admin.get(CONTENT_API.revisions('job', SLUG)).expect(200);
  });

  it('stores Markdown with script in it as written and publishes it inert, and text as text', async () => {
    const body = [
      '<script>alert(1)</script>',
      '<iframe src="https://evil.example"></iframe>',
      '[a](javascript:alert(1)) [b](data:text/html;base64,PHNjcmlwdD4=) [c](JAVASCRIPT:alert(1))',
      '<svg onload="alert(1)"></svg> <img src=x onerror=alert(1)> <a href="#" onclick="alert(1)">x</a>',
      '![p](data:image/png;base64,AAAA) ![q](javascript:alert(1))',
    ].join('\n\n');
    const title = 'Title with <b>markup</b> & "quotes"';
    const data = post({ title, body, excerpt: '<img src=x onerror=alert(1)>' });
    await callers.editor.post(CONTENT_API.documents('post')).send({ slug: 'hostile-post', data }).expect(201);
    await callers.editor.post(CONTENT_API.publish('post', 'hostile-post')).send({}).expect(200);
    const published = (
      await request(server).get(CONTENT_API.publishedOne('post', 'hostile-post')).expect(200)
    ).body as PublishedDocument<'post'>;
    // Text fields are text: stored as written, escaped by the page when rendered.
    expect(published.data.title).toBe(title);
    expect(published.data.body).toBe(body);

    const elements: { tag: string; attributes: Record<string, string> }[] = [];
    const parser = new Parser({ onopentag: (tag, attributes) => elements.push({ tag, attributes }) });
    parser.write(published.html.body!);
    parser.end();
    expect(
      elements.map((element) => element.tag).filter((tag) => !['p', 'a', 'img', 'br'].includes(tag)),
    ).toEqual([]);
    for (const { attributes } of elements) {
      expect(Object.keys(attributes).filter((name) => /^on/i.test(name) || name === 'style')).toEqual([]);
      for (const url of [attributes.href, attributes.src].filter((value) => value !== undefined)) {
        expect(url).toMatch(/^(?:https?:|mailto:|#|\/(?!\/))/i);
      }
    }
  });
});
