/** The console forms' yup schemas, from the contract's limits. */
import {
  ADMIN_LIMITS,
  OPERATOR_ROLES,
  REPLY_LIMITS,
  REPLY_MESSAGES,
  SUBMISSION_KINDS,
  hasControlCharacter,
  hasLineBreak,
  unknownPlaceholders,
  WEBHOOK_EVENTS,
  type OperatorRole,
  type SubmissionKind,
  type WebhookEventType,
} from '@orbitwise/contracts/admin';
import {
  INTEGRATION_LIMITS,
  INTEGRATION_SCOPES,
  type IntegrationScope,
  INTEGRATION_KEY_CREATE_MESSAGES,
  INTEGRATION_KEY_KINDS,
  type IntegrationKeyKind,
} from '@orbitwise/contracts/integrations';
import * as yup from 'yup';

const { emailMax, displayNameMax, passwordMin, passwordMax, noteMax, recipientsPerAreaMax, webhookUrlMax } =
  ADMIN_LIMITS;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const email = () =>
  yup
    .string()
    .default('')
    .trim()
    .required('Email is required.')
    .max(emailMax, `Email must be at most ${emailMax} characters.`)
    .matches(EMAIL, 'Please enter a valid email address.');

const newPassword = (label = 'Password') =>
  yup
    .string()
    .default('')
    .required(`${label} is required.`)
    .min(passwordMin, `${label} must be at least ${passwordMin} characters.`)
    .max(passwordMax, `${label} must be at most ${passwordMax} characters.`);

const repeat = (field: string) =>
  yup
    .string()
    .default('')
    .required('Please repeat the password.')
    .oneOf([yup.ref(field)], 'The two passwords differ.');

const displayName = () =>
  yup
    .string()
    .default('')
    .trim()
    .required('Display name is required.')
    .max(displayNameMax, `Display name must be at most ${displayNameMax} characters.`);

/** The spec's login: "Login fields required, no further rules." */
export const loginSchema = yup.object({
  userName: yup.string().default('').trim().required('User name or email is required.'),
  password: yup.string().default('').required('Password is required.'),
});
export type LoginValues = yup.InferType<typeof loginSchema>;

export const codeSchema = yup.object({
  code: yup
    .string()
    .default('')
    .trim()
    .required('Enter the code from your authenticator app, or a recovery code.')
    .max(64, 'That code is too long.'),
});
export type CodeValues = yup.InferType<typeof codeSchema>;

/** Step-up before a sensitive change: the password and a current code, both. */
export const stepUpSchema = yup.object({
  password: yup.string().default('').required('Enter your password.').max(passwordMax),
  code: yup
    .string()
    .default('')
    .trim()
    .required('Enter a current code from your authenticator app, or a recovery code.')
    .max(64, 'That code is too long.'),
});
export type StepUpValues = yup.InferType<typeof stepUpSchema>;

export const setupSchema = yup.object({
  email: email(),
  displayName: displayName(),
  password: newPassword(),
  repeatPassword: repeat('password'),
});
export type SetupValues = yup.InferType<typeof setupSchema>;

export const passwordChangeSchema = yup.object({
  currentPassword: yup.string().default('').required('Your current password is required.'),
  newPassword: newPassword('New password'),
  repeatPassword: repeat('newPassword'),
});
export type PasswordChangeValues = yup.InferType<typeof passwordChangeSchema>;

export const operatorSchema = yup.object({
  email: email(),
  displayName: displayName(),
  role: yup
    .mixed<OperatorRole>()
    .oneOf([...OPERATOR_ROLES], 'Choose a role.')
    .required('Choose a role.')
    .default('sales'),
  password: newPassword(),
});
export type OperatorValues = yup.InferType<typeof operatorSchema>;

export const noteSchema = yup.object({
  text: yup
    .string()
    .default('')
    .trim()
    .required('Write the note first.')
    .max(noteMax, `A note can be at most ${noteMax} characters.`),
});
export type NoteValues = yup.InferType<typeof noteSchema>;

/** A reply's or a template's subject and body: the contract's limits, messages and placeholders. */
const placeholdersKnown = (value: string | undefined) => unknownPlaceholders(value ?? '').length === 0;
const placeholderMessage = ({ value }: { value: string }) =>
  REPLY_MESSAGES.unknownPlaceholder(unknownPlaceholders(value));
const replySubject = () =>
  yup
    .string()
    .default('')
    .test('one-line', REPLY_MESSAGES.subjectLineBreak, (value) => !hasLineBreak(value ?? ''))
    .test('no-control', REPLY_MESSAGES.subjectControl, (value) => !hasControlCharacter(value ?? ''))
    .trim()
    .required(REPLY_MESSAGES.subjectRequired)
    .max(REPLY_LIMITS.subjectMax, REPLY_MESSAGES.subjectMax)
    .test('placeholders', placeholderMessage, placeholdersKnown);
const replyBody = () =>
  yup
    .string()
    .default('')
    .trim()
    .required(REPLY_MESSAGES.bodyRequired)
    .max(REPLY_LIMITS.bodyMax, REPLY_MESSAGES.bodyMax)
    .test('placeholders', placeholderMessage, placeholdersKnown);

export const replySchema = yup.object({
  templateId: yup.string().default(''),
  subject: replySubject(),
  body: replyBody(),
  markContacted: yup.boolean().default(true),
});
export type ReplyValues = yup.InferType<typeof replySchema>;

export const replyTemplateSchema = yup.object({
  name: yup
    .string()
    .default('')
    .test('one-line', REPLY_MESSAGES.nameLineBreak, (value) => !hasLineBreak(value ?? ''))
    .test('no-control', REPLY_MESSAGES.nameControl, (value) => !hasControlCharacter(value ?? ''))
    .trim()
    .required(REPLY_MESSAGES.nameRequired)
    .max(REPLY_LIMITS.templateNameMax, REPLY_MESSAGES.nameMax),
  subject: replySubject(),
  body: replyBody(),
});
export type ReplyTemplateValues = yup.InferType<typeof replyTemplateSchema>;

export const emailSchema = yup.object({ email: email() });
export type EmailValues = yup.InferType<typeof emailSchema>;

/**
 * A list of addresses as typed: one per line or separated by commas (or semicolons); blanks and
 * repeats (in any case) dropped.
 */
export function parseAddresses(text: string): string[] {
  const addresses = new Map<string, string>();
  for (const part of text.split(/[\n,;]+/)) {
    const address = part.trim();
    if (address && !addresses.has(address.toLowerCase())) addresses.set(address.toLowerCase(), address);
  }
  return [...addresses.values()];
}

/** Recipients of one area, as text: empty means the environment's default. */
const recipients = () =>
  yup
    .string()
    .default('')
    .test('addresses', function check(text) {
      const addresses = parseAddresses(text ?? '');
      const bad = addresses.find((address) => address.length > emailMax || !EMAIL.test(address));
      if (bad !== undefined) return this.createError({ message: `“${bad}” is not a valid email address.` });
      if (addresses.length > recipientsPerAreaMax) {
        return this.createError({ message: `At most ${recipientsPerAreaMax} addresses.` });
      }
      return true;
    });

export const recipientsSchema = yup.object({ leads: recipients(), applications: recipients() });
export type RecipientsValues = yup.InferType<typeof recipientsSchema>;

export const webhookSchema = yup.object({
  url: yup
    .string()
    .default('')
    .trim()
    .required('The URL is required.')
    .max(webhookUrlMax, `The URL can be at most ${webhookUrlMax} characters.`)
    .test('url', 'Enter a full http:// or https:// URL.', (value) => {
      try {
        const url = new URL(value ?? '');
        return (url.protocol === 'https:' || url.protocol === 'http:') && !!url.hostname;
      } catch {
        return false;
      }
    }),
  kinds: yup
    .array(
      yup
        .mixed<SubmissionKind>()
        .oneOf([...SUBMISSION_KINDS])
        .required(),
    )
    .default([])
    .min(1, 'Choose at least one kind.'),
  events: yup
    .array(
      yup
        .mixed<WebhookEventType>()
        .oneOf([...WEBHOOK_EVENTS])
        .required(),
    )
    .default([...WEBHOOK_EVENTS])
    .min(1, 'Choose at least one event.'),
  enabled: yup.boolean().default(true),
});
export type WebhookValues = yup.InferType<typeof webhookSchema>;

export const integrationKeySchema = yup.object({
  name: yup
    .string()
    .default('')
    .trim()
    .required('Name the key after who or what uses it.')
    .max(INTEGRATION_LIMITS.nameMax, `The name can be at most ${INTEGRATION_LIMITS.nameMax} characters.`),
  scopes: yup
    .array(
      yup
        .mixed<IntegrationScope>()
        .oneOf([...INTEGRATION_SCOPES])
        .required(),
    )
    .default([])
    .min(1, 'Choose at least one scope.')
    .when('kind', {
      is: 'publishable',
      then: (scopes) =>
        scopes.test(
          'submit-only',
          INTEGRATION_KEY_CREATE_MESSAGES.publishableScopes,
          (chosen) => !chosen.some((scope) => !scope.startsWith('submit:')),
        ),
    }),
  kind: yup
    .mixed<IntegrationKeyKind>()
    .oneOf([...INTEGRATION_KEY_KINDS])
    .default('live'),
  /** A publishable key's origins, one a line (the server checks each one exactly). */
  allowedOrigins: yup
    .string()
    .default('')
    .when('kind', {
      is: 'publishable',
      then: (origins) => origins.trim().required(INTEGRATION_KEY_CREATE_MESSAGES.originsRequired),
    }),
});
export type IntegrationKeyValues = yup.InferType<typeof integrationKeySchema>;

/** The origins field's lines, blank ones left out. */
export const originLines = (text: string): string[] =>
  text
    .split(/[\s,]+/)
    .map((line) => line.trim())
    .filter(Boolean);
