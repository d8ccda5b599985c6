import { CONTACT_US_RULES, FORM_TYPES, type FormType } from '@orbitwise/contracts';
import { type NamedSubmissionField, type SubmissionKind } from '@orbitwise/contracts/admin';

/** A field of the owning domain's row (its entity property) with the label people read. */
export interface FieldSpec {
  prop: string;
  label: string;
}

/** Which form on the website each kind comes from. */
export const SOURCES: Record<SubmissionKind, string> = {
  enquiry: 'Enquiry form (the Get In Touch modal on every page, or /enquery)',
  contact: 'Contact page (/contactus)',
  event: 'Event registration (/events/<event>, or /events/microsoft/ai-skills-fest/register)',
  'it-support': 'IT support (/getit-support)',
  newsletter: 'Newsletter (site footer)',
  application: 'Job application (/careers/jobs)',
};

const ACTIVE: FieldSpec = { prop: 'isActive', label: 'Active' };

/** An AddContactUs form's fields in the order and with the labels its visitors saw (and an event registration's waitlist). */
function enquiryFields(form: FormType): FieldSpec[] {
  const fields = Object.entries(CONTACT_US_RULES[form]).map(([prop, rule]) =>
    prop === 'isActive' ? ACTIVE : { prop, label: rule.label },
  );
  return form === 'event'
    ? [...fields, { prop: 'waitlisted', label: 'Waitlisted (the event was full)' }]
    : fields;
}

export const FIELD_SPECS: Record<SubmissionKind, readonly FieldSpec[]> = {
  ...(Object.fromEntries(FORM_TYPES.map((form) => [form, enquiryFields(form)])) as Record<
    FormType,
    FieldSpec[]
  >),
  newsletter: [
    { prop: 'email', label: 'Email' },
    { prop: 'userActivationDate', label: 'Activation date' },
    ACTIVE,
    // The double opt-in's state and consent record, the proof staff show when asked.
    { prop: 'state', label: 'Subscriber state' },
    { prop: 'consentForm', label: 'Consent given on form' },
    { prop: 'consentPage', label: 'Consent given on page' },
    { prop: 'consentWording', label: 'Consent wording version' },
    { prop: 'confirmedAt', label: 'Confirmed at' },
    { prop: 'unsubscribedAt', label: 'Unsubscribed at' },
  ],
  application: [
    { prop: 'firstName', label: 'First name' },
    { prop: 'lastName', label: 'Last name' },
    { prop: 'email', label: 'Email' },
    { prop: 'phoneNumber', label: 'Phone' },
    { prop: 'city', label: 'City' },
    // The Careers form's "Role Applying For": the opening, not the applicant's current job.
    { prop: 'applicationDetails', label: 'Job applied for' },
    { prop: 'position', label: 'Current job title' },
    { prop: 'dateOfBirth', label: 'Date of birth' },
    { prop: 'experience', label: 'Experience (years)' },
    { prop: 'expectedSalary', label: 'Expected salary (LPA)' },
    { prop: 'filePathUrl', label: 'Link' },
    ACTIVE,
  ],
};

/** A stored value as text, unchanged except for booleans and instants. */
export function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** The fields of a submission's row, as submitted, by their stable names with their labels. */
export function labelledFields(kind: SubmissionKind, row: object): NamedSubmissionField[] {
  const values = row as Record<string, unknown>;
  return FIELD_SPECS[kind].map(({ prop, label }) => ({ name: prop, label, value: asText(values[prop]) }));
}
