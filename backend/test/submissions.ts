import {
  API_PATHS,
  CAREER_APPLICATION_EXAMPLE,
  CONTACT_US_EXAMPLES,
  USER_SUBSCRIPTION_EXAMPLE,
} from '@orbitwise/contracts';
import type { DataSource } from 'typeorm';
import type { ApiClient } from './api-client';
import { pdf } from './resume-fixtures';

/** Visitors' submissions through the real public API, for the console's specs. */

export type EnquiryForm = keyof typeof CONTACT_US_EXAMPLES;

export async function submitEnquiry(
  client: ApiClient,
  email: string,
  form: EnquiryForm = 'enquiry',
): Promise<void> {
  const response = await client.submit(API_PATHS.addContactUs, { ...CONTACT_US_EXAMPLES[form], email });
  if (response.status !== 200)
    throw new Error(`AddContactUs: ${response.status} ${JSON.stringify(response.body)}`);
}

export async function submitSubscription(client: ApiClient, email: string): Promise<void> {
  const response = await client.submit(API_PATHS.addUserSubscription, {
    ...USER_SUBSCRIPTION_EXAMPLE,
    email,
  });
  if (response.status !== 200) {
    throw new Error(`AddUserSubscription: ${response.status} ${JSON.stringify(response.body)}`);
  }
}

/**
 * Confirms the pending subscriptions of this address as its owner's link does (double opt-in), for
 * specs that need a subscription to be a lead: listed, announced to the staff and the webhooks.
 */
export async function confirmSubscriptions(db: DataSource, email: string): Promise<void> {
  await db.query(
    `UPDATE subscription SET state = 'confirmed', confirmed_at = now() WHERE email = $1 AND state = 'pending'`,
    [email],
  );
}

export interface ResumeFile {
  bytes: Buffer;
  name: string;
  type?: string;
}

export async function submitApplication(
  client: ApiClient,
  email: string,
  file: ResumeFile = { bytes: pdf(), name: 'cv.pdf' },
): Promise<void> {
  const response = await client
    .post(API_PATHS.addCareer, await client.solveCaptcha())
    .field('data', JSON.stringify({ ...CAREER_APPLICATION_EXAMPLE, Email: email }))
    .attach('file', file.bytes, { filename: file.name, contentType: file.type ?? 'application/pdf' });
  if (response.status !== 200)
    throw new Error(`AddCareer: ${response.status} ${JSON.stringify(response.body)}`);
}

/** The inbox reference (`submission.id`) of the newest submission of this kind from this address. */
export async function envelopeId(db: DataSource, email: string, kind?: string): Promise<string> {
  const rows: { id: string }[] = await db.query(
    `SELECT id FROM submission WHERE email = $1 AND ($2::text IS NULL OR kind = $2)
     ORDER BY received_at DESC, id DESC LIMIT 1`,
    [email, kind ?? null],
  );
  if (!rows[0]) throw new Error(`No submission from ${email}`);
  return rows[0].id;
}

/** The stored resume key of an application's envelope. */
export async function resumeKey(db: DataSource, submissionId: string): Promise<string> {
  const rows: { key: string }[] = await db.query(
    `SELECT a.resume_key AS key FROM submission s JOIN career_application a ON a.id = s.career_application_id
     WHERE s.id = $1`,
    [submissionId],
  );
  if (!rows[0]) throw new Error(`Submission #${submissionId} has no resume`);
  return rows[0].key;
}
