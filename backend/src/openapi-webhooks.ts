import type { OpenAPIObject } from '@nestjs/swagger';
import {
  SubmissionErasedEventDto,
  SubmissionUpdatedEventDto,
  SubmissionWebhookEventDto,
  WebhookTestEventDto,
} from './notifications/webhooks/dto/webhook-event.dto';

/** The models only the `webhooks` section names: passed to createDocument as extra models. */
export const WEBHOOK_MODELS = [
  SubmissionWebhookEventDto,
  SubmissionUpdatedEventDto,
  SubmissionErasedEventDto,
  WebhookTestEventDto,
];

export const WEBHOOK_VERIFICATION =
  "Each event is signed per [Standard Webhooks](https://www.standardwebhooks.com/) with the endpoint's secret " +
  '(`whsec_…`, shown under Console → Notifications). To verify: take the raw body exactly as received, ' +
  'compute HMAC-SHA256 over `<webhook-id>.<webhook-timestamp>.<body>` with the base64-decoded part of the ' +
  'secret after `whsec_`, and compare its base64 with each space-separated `v1,<signature>` of ' +
  '`webhook-signature` in constant time; refuse a `webhook-timestamp` more than 5 minutes from now. The ' +
  'Standard Webhooks library of your language does all of it: in Node `new Webhook(secret).verify(rawBody, headers)` ' +
  '(npm `standardwebhooks`), in Python `Webhook(secret).verify(body, headers)` (PyPI `standardwebhooks`). ' +
  '`webhook-id` is the same on every automatic retry of one delivery, so drop an id already handled; the ' +
  "body's `timestamp` is when the event happened, the same on every retry. Match on `type` and ignore types you " +
  'do not handle. Answer ' +
  'any 2xx within 5 seconds; anything else, a redirect or no answer is retried with doubling delays for ' +
  'over a day. See docs/integrators.md.';

const header = (name: string, description: string, example: string) => ({
  name,
  in: 'header' as const,
  required: true,
  description,
  schema: { type: 'string' as const },
  example,
});

interface WebhookDoc {
  operationId: string;
  summary: string;
  description: string;
  schema: string;
  example: unknown;
}

/** One event as OpenAPI 3.1 describes a webhook: the POST a receiver gets, and what it must answer. */
function webhook({ operationId, summary, description, schema, example }: WebhookDoc) {
  return {
    post: {
      operationId,
      summary,
      description: `${description}\n\n${WEBHOOK_VERIFICATION}`,
      tags: ['Webhooks'],
      // The product calls the receiver: the signature, not a scheme of this API, authenticates it.
      security: [],
      parameters: [
        header(
          'webhook-id',
          'The message id (`msg_<delivery>`): the same on every automatic retry, so a receiver can drop duplicates.',
          'msg_7',
        ),
        header('webhook-timestamp', 'When this try was signed, in Unix seconds.', '1795450583'),
        header(
          'webhook-signature',
          'Space-separated signatures, each `v1,<base64 HMAC-SHA256 of id.timestamp.body>`.',
          'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
        ),
        {
          name: 'User-Agent',
          in: 'header' as const,
          required: false,
          schema: { type: 'string' },
          example: 'Orbitwise-Webhooks/1.0',
        },
      ],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` }, example } },
      },
      responses: {
        '200': {
          description: 'Any 2xx is success; the body is ignored (its first 200 characters are logged).',
        },
        default: {
          description:
            'Anything else, a redirect (never followed) or no answer within 5 s: retried with doubling ' +
            'delays from 60 s, 20 times.',
        },
      },
    },
  };
}

const RESEND =
  'A Resend pressed in the console sends it again with a new `webhook-id` (`msg_<delivery>_resend<n>`) and ' +
  '`resendOf`.';
const ASSIGNEE = { id: '7d4c2f0e-52a1-4c8e-9b7a-2f1e0c3d4b5a', displayName: 'Priya Sharma' };

/**
 * The events the product sends (OpenAPI 3.1 `webhooks`): what a receiver gets and must answer. Each
 * endpoint takes the events it chose (all by default) for the kinds it chose.
 */
export function describeWebhooks(document: OpenAPIObject): void {
  (document as OpenAPIObject & { webhooks: Record<string, unknown> }).webhooks = {
    'submission.created': webhook({
      operationId: 'submissionCreated',
      summary: "A new submission of one of the endpoint's kinds was stored",
      description:
        'Sent once per endpoint that takes the kind and the event, for every submission (leads and ' +
        'applications; a resume is never sent, only the link to the console); a newsletter subscription ' +
        'when its owner confirms it (double opt-in), never while it is pending. Each field has its stable ' +
        `\`name\` beside its \`label\`. ${RESEND}`,
      schema: 'SubmissionWebhookEventDto',
      example: {
        type: 'submission.created',
        timestamp: '2026-11-23T16:16:22.981Z',
        data: {
          id: '42',
          kind: 'contact',
          receivedAt: '2026-11-23T16:16:22.981Z',
          source: 'Contact page (/contactus)',
          name: 'Asha Rao',
          email: 'asha.rao@example.com',
          fields: [
            { name: 'userName', label: 'Name', value: 'Asha Rao' },
            { name: 'description', label: 'Message', value: 'Please call me back about cloud training.' },
          ],
          attribution: {
            first: { source: 'newsletter', medium: 'email', campaign: 'autumn', landing: '/' },
            last: { source: 'newsletter', medium: 'email', campaign: 'autumn', landing: '/' },
            sentFrom: '/contactus',
          },
          consoleUrl: 'https://www.orbitwise.example/admin/inbox/42',
        },
      },
    }),
    'submission.updated': webhook({
      operationId: 'submissionUpdated',
      summary: "A submission's status or assignee changed in the console",
      description:
        'Sent after each change of status or assignee (also while the submission is marked spam, so a ' +
        'receiver hears of it), with the state after and before it; also when a newsletter subscriber ' +
        'unsubscribes (`changed` is then empty). No form field is sent: read ' +
        `\`GET /api/v1/submissions/{id}\` for them. ${RESEND}`,
      schema: 'SubmissionUpdatedEventDto',
      example: {
        type: 'submission.updated',
        timestamp: '2026-11-23T17:02:10.412Z',
        data: {
          id: '42',
          kind: 'contact',
          status: 'in-progress',
          assignee: ASSIGNEE,
          changed: ['status'],
          previous: { status: 'new', assignee: ASSIGNEE },
          consoleUrl: 'https://www.orbitwise.example/admin/inbox/42',
        },
      },
    }),
    'submission.erased': webhook({
      operationId: 'submissionErased',
      summary: 'A submission was erased (by an operator, a data-subject request or the retention purge)',
      description:
        'Carries no personal data: the id, the kind and when. Delete your copy of the submission. ' + RESEND,
      schema: 'SubmissionErasedEventDto',
      example: {
        type: 'submission.erased',
        timestamp: '2026-12-01T09:30:00.000Z',
        data: { id: '42', kind: 'contact' },
      },
    }),
    test: webhook({
      operationId: 'webhookTest',
      summary: 'A test event, sent only when an admin presses "Send test event"',
      description:
        'Checks the URL and your verification. Sent once, never retried; answer 2xx like any event.',
      schema: 'WebhookTestEventDto',
      example: {
        type: 'test',
        timestamp: '2026-11-23T16:20:00.000Z',
        data: {
          endpointId: '3',
          message: 'A test event from Console → Notifications: your endpoint verified it.',
        },
      },
    }),
  };
}
