import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RESUME_POLICY,
  careerSchema,
  contactFieldMessage,
  enquirySchema,
  eventSchema,
  itSupportSchema,
  newsletterSchema,
} from './schemas';

/** A real address: a plus tag, capitals and a long top-level domain. */
const ADDRESS = 'Asha.Rao+crm@Example.Agency';

/** Each form's check of one address: its message, or null when the address passes. */
const FORMS: [string, (email: string) => Promise<string | null>][] = [
  ['enquiry', (email) => messageOf(enquirySchema.validateAt('email', { email }))],
  ['contact', async (email) => contactFieldMessage('email', email)],
  ['event', (email) => messageOf(eventSchema([]).validateAt('email', { email }))],
  ['IT support', (email) => messageOf(itSupportSchema([], () => '').validateAt('email', { email }))],
  [
    'careers',
    (email) => messageOf(careerSchema(DEFAULT_RESUME_POLICY).validateAt('Email', { Email: email })),
  ],
  ['newsletter', (email) => messageOf(newsletterSchema.validateAt('email', { email }))],
];

async function messageOf(validation: Promise<unknown>): Promise<string | null> {
  return validation.then(
    () => null,
    (error: { message: string }) => error.message,
  );
}

describe('every form takes what mail systems take', () => {
  it.each(FORMS)('the %s form accepts Asha.Rao+crm@Example.Agency', async (_form, check) => {
    expect(await check(ADDRESS)).toBeNull();
  });

  it.each(FORMS)('the %s form still refuses an address without a dotted domain', async (_form, check) => {
    expect(await check('asha.rao@example')).toMatch(/valid email|Invalid Email/);
  });
});
