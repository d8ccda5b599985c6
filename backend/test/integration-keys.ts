import type { INestApplication } from '@nestjs/common';
import {
  API_PATHS,
  CAREER_APPLICATION_EXAMPLE,
  CONTACT_US_EXAMPLES,
  USER_SUBSCRIPTION_EXAMPLE,
} from '@orbitwise/contracts';
import {
  INTEGRATION_ADMIN_API,
  type CreateIntegrationKeyRequest,
  type IntegrationKeySecretResponse,
  type IntegrationScope,
} from '@orbitwise/contracts/integrations';
import type { Server } from 'node:http';
import request, { type Response, type Test } from 'supertest';
import type { OperatorClient } from './operator-session';
import { pdf } from './resume-fixtures';

/** Creates a key through the admin API; fails the test unless it was created. */
export async function createKey(
  admin: OperatorClient,
  scopes: IntegrationScope[],
  name = 'Test integration',
  kindAndOrigins: Pick<CreateIntegrationKeyRequest, 'kind' | 'allowedOrigins'> = {},
): Promise<IntegrationKeySecretResponse> {
  const response = await admin.post(INTEGRATION_ADMIN_API.keys).send({ name, scopes, ...kindAndOrigins });
  if (response.status !== 201)
    throw new Error(`Create key: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as IntegrationKeySecretResponse;
}

/** A partner's server: no cookie, no anti-forgery token, no captcha; only the key (and an address). */
export class KeyClient {
  constructor(
    private readonly app: INestApplication,
    readonly secret: string,
    readonly ip = '10.99.0.1',
  ) {}

  private get server(): Server {
    return this.app.getHttpServer() as Server;
  }

  get(path: string): Test {
    return request(this.server)
      .get(path)
      .set('Authorization', `Bearer ${this.secret}`)
      .set('X-Forwarded-For', this.ip);
  }

  post(path: string): Test {
    return request(this.server)
      .post(path)
      .set('Authorization', `Bearer ${this.secret}`)
      .set('X-Forwarded-For', this.ip);
  }

  enquiry(form: keyof typeof CONTACT_US_EXAMPLES, email: string): Test {
    return this.post(API_PATHS.addContactUs).send({ ...CONTACT_US_EXAMPLES[form], email });
  }

  subscription(email: string): Test {
    return this.post(API_PATHS.addUserSubscription).send({ ...USER_SUBSCRIPTION_EXAMPLE, email });
  }

  application(email: string, bytes: Buffer = pdf()): Test {
    return this.post(API_PATHS.addCareer)
      .field('data', JSON.stringify({ ...CAREER_APPLICATION_EXAMPLE, Email: email }))
      .attach('file', bytes, { filename: 'cv.pdf', contentType: 'application/pdf' });
  }
}

export function problemOf(response: Response): { status: number; detail: string } {
  const body = response.body as { status: number; detail: string };
  return { status: body.status, detail: body.detail };
}
