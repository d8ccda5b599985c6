import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject } from '@nestjs/swagger';

type OperationObject = NonNullable<OpenAPIObject['paths'][string]['get']>;
import { ADMIN_API } from '@orbitwise/contracts/admin';
import { createTestApp } from '../../test/test-app';
import { buildOpenApiDocument } from '../openapi';

describe('The admin API in the OpenAPI document', () => {
  let app: NestExpressApplication;
  let document: OpenAPIObject;
  const operation = (path: string, method: 'get' | 'post' | 'patch' | 'delete') =>
    document.paths[path]?.[method] as OperationObject;

  beforeAll(async () => {
    app = await createTestApp();
    document = buildOpenApiDocument(app, 'https://www.example.com');
  });
  afterAll(() => app.close());

  it('declares the session cookie scheme', () => {
    expect(document.components!.securitySchemes!.adminSession).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: '__Host-ow_admin',
    });
  });

  it('documents every call of sign-in, account, operators and audit: tag, security, each answer', () => {
    const calls: [string, 'get' | 'post' | 'patch' | 'delete', string[], object[]][] = [
      [ADMIN_API.session, 'post', ['200', '400', '401', '403', '429'], [{ csrf: [] }]],
      [
        ADMIN_API.sessionTwoFactor,
        'post',
        ['200', '400', '401', '403', '429'],
        [{ csrf: [], adminSession: [] }],
      ],
      [ADMIN_API.session, 'get', ['200', '401', '403'], [{ adminSession: [] }]],
      [ADMIN_API.session, 'delete', ['204', '403'], [{ csrf: [], adminSession: [] }]],
      [ADMIN_API.setup, 'post', ['201', '400', '403', '410'], [{ csrf: [] }]],
      [
        ADMIN_API.accountPassword,
        'post',
        ['204', '400', '401', '403', '429'],
        [{ adminSession: [], csrf: [] }],
      ],
      [
        ADMIN_API.accountTwoFactorEnrolment,
        'post',
        ['200', '401', '403', '409'],
        [{ adminSession: [], csrf: [] }],
      ],
      [ADMIN_API.accountTwoFactor, 'post', ['200', '400', '401', '409'], [{ adminSession: [], csrf: [] }]],
      [
        ADMIN_API.accountTwoFactor,
        'delete',
        ['204', '400', '401', '403', '409'],
        [{ adminSession: [], csrf: [] }],
      ],
      [
        ADMIN_API.accountRecoveryCodes,
        'post',
        ['200', '400', '401', '409'],
        [{ adminSession: [], csrf: [] }],
      ],
      [ADMIN_API.operators, 'get', ['200', '401', '403'], [{ adminSession: [] }]],
      [ADMIN_API.operators, 'post', ['201', '400', '401', '403', '409'], [{ adminSession: [], csrf: [] }]],
      [
        '/api/admin/operators/{id}',
        'patch',
        ['200', '400', '401', '403', '404', '409'],
        [{ adminSession: [], csrf: [] }],
      ],
      [
        '/api/admin/operators/{id}/sessions',
        'delete',
        ['204', '401', '403', '404'],
        [{ adminSession: [], csrf: [] }],
      ],
      [ADMIN_API.audit, 'get', ['200', '400', '401', '403'], [{ adminSession: [] }]],
    ];
    for (const [path, method, statuses, security] of calls) {
      const op = operation(path, method);
      expect({ path, method, defined: op !== undefined }).toEqual({ path, method, defined: true });
      expect(op.tags).toEqual(['Admin']);
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining([...statuses, '500']));
      expect(op.security).toEqual(security);
      for (const status of statuses.filter((s) => s >= '400')) {
        const response = op.responses[status] as { content: Record<string, { schema: { $ref: string } }> };
        expect(response.content['application/problem+json']!.schema.$ref).toBe(
          '#/components/schemas/ProblemDetailsDto',
        );
      }
    }
    // The setup screen's read-only check of its link, open to anyone holding it.
    const linkStatus = operation(ADMIN_API.setup, 'get');
    expect(linkStatus.tags).toEqual(['Admin']);
    expect(Object.keys(linkStatus.responses)).toEqual(expect.arrayContaining(['200', '400', '500']));
    expect(linkStatus.security).toEqual([]); // public: explicitly no scheme
    expect(operation(ADMIN_API.session, 'post').responses['429']).toMatchObject({
      headers: { 'Retry-After': expect.any(Object) },
    });
  });
});
