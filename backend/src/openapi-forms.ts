import type { OpenAPIObject } from '@nestjs/swagger';
import {
  API_PATHS,
  CONTACT_US_RULES,
  COUNTRY_PHONE_FORMS,
  COUNTRY_PHONE_MESSAGE,
  EVENT_SUBJECT,
  FORM_TYPES,
  notInFormMessage,
  type FieldRule,
  type FormType,
} from '@orbitwise/contracts';

/* The document is rewritten as plain JSON (OpenAPI 3.1 schemas, which @nestjs/swagger does not type). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const FORM_LABELS: Record<FormType, string> = {
  enquiry: 'The enquiry modal',
  contact: 'The Contact page',
  event: 'The event registration',
  'it-support': 'Get IT Support',
};

/**
 * Which published event a registration is for (enquiry-form.pipe.ts and the content's
 * eventRegistrationRules): the one its `eventSlug` names, or without one the title in its subject (of
 * the editions sharing it, the one ending last).
 */
export const EVENT_REGISTRATION_NOTE =
  'The event is the published event whose slug is `eventSlug` (its id in `/events/<slug>` and in ' +
  '`GET /api/content/event/<slug>`). Left out, it is the published event whose `title` is the `subject` ' +
  `after "Registered for " (the spec's form sends the fixed '${EVENT_SUBJECT}'); when several published ` +
  'editions share that title, the one that ends last (latest `endsAt`) takes the registration. The ' +
  "subject and description name the event's title (`Registered for <title>`, `dss-enq-<title>`; stored " +
  'so when left out); naming another title is refused (400). When the event is full and keeps a ' +
  'waitlist (`waitlist: true`), the registration is stored on its waitlist and answered `waitlisted: true`. ' +
  '`GET /api/content/event` lists the published events with their `title`, `endsAt`, `capacity`, ' +
  '`waitlist`, `registrationOpen`, `registrations` (places taken) and `waitlisted`.';

/** Component names of the four forms' bodies, e.g. `EnquiryFormDto`, `ItSupportFormDto`. */
export const formSchemaName = (formType: FormType): string =>
  `${formType.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase())}FormDto`;

/**
 * The JSON Schema of one field rule of the contracts, for the document only: the server runs the
 * rule itself (checkRule). What a schema cannot say (no surrounding spaces, control characters) is
 * left to the messages the rule's description lists.
 */
export function ruleSchema(rule: FieldRule): Json {
  const messages: string[] = [];
  if (rule.required) messages.push(rule.required);
  let schema: Json;
  switch (rule.kind) {
    case 'boolean':
      schema = { type: 'boolean' };
      break;
    case 'decimal':
      messages.push(rule.pattern.message, rule.max.message);
      schema = {
        oneOf: [
          { type: 'number', minimum: 0, maximum: rule.max.value },
          { type: 'string', pattern: rule.pattern.regex.source },
        ],
      };
      break;
    case 'date':
      messages.push(rule.pattern.message);
      schema = { type: 'string', pattern: rule.pattern.regex.source };
      break;
    case 'text':
      schema = { type: 'string', maxLength: rule.maxLength };
      if (rule.minLength) {
        schema.minLength = rule.minLength.value;
        messages.push(rule.minLength.message);
      } else if (rule.required) {
        schema.minLength = 1;
      }
      if (rule.pattern) {
        schema.pattern = rule.pattern.regex.source;
        messages.push(rule.pattern.message);
      }
      if (rule.oneOf) {
        schema.enum = [...rule.oneOf.values];
        messages.push(rule.oneOf.message);
      }
      if (rule.equals) {
        schema.const = rule.equals.value;
        messages.push(rule.equals.message);
      }
      if (rule.safeText) messages.push(rule.safeText.message);
      // An optional field may be sent as null (or empty): the server skips it.
      if (!rule.required) {
        schema.type = ['string', 'null'];
        if (schema.enum) schema.enum.push(null);
        if (schema.const !== undefined) {
          schema.enum = [schema.const, null];
          delete schema.const;
        }
      }
      break;
  }
  const unique = [...new Set(messages)];
  schema.description = `${rule.label}${rule.required ? '' : ' (optional)'}. Refused with: ${unique
    .map((m) => `"${m}"`)
    .join(', ')}.`;
  if (!rule.required && unique.length === 0) schema.description = `${rule.label} (optional).`;
  return schema;
}

/**
 * One form's AddContactUs body, from that form's rules in the contracts. `formType` names the form;
 * left out, the server infers it (a calling code: event; a "how did you find us": enquiry; neither:
 * contact), which these schemas reproduce: each form's required fields and refused extras keep the
 * four apart. IT support must name itself.
 */
function formSchema(formType: FormType): Json {
  const rules = CONTACT_US_RULES[formType];
  const properties: Record<string, Json> = {
    formType: {
      type: 'string',
      const: formType,
      description:
        formType === 'it-support'
          ? 'Required: this form is never inferred.'
          : 'Optional: inferred from the fields when left out.',
    },
  };
  for (const [field, rule] of Object.entries(rules)) properties[field] = ruleSchema(rule);
  if (COUNTRY_PHONE_FORMS.includes(formType) && properties.number) {
    properties.number.description += ` The national number must also match the pattern GetCountryCodes gives for \`countryCode\` ("${COUNTRY_PHONE_MESSAGE}").`;
  }
  const required = Object.entries(rules)
    .filter(([, rule]) => rule.required)
    .map(([field]) => field);
  return {
    type: 'object',
    description:
      `${FORM_LABELS[formType]}. A field of another form is refused ("${notInFormMessage(formType)}").` +
      (formType === 'event'
        ? ` ${EVENT_REGISTRATION_NOTE} A closed, ended or full event is refused (409).`
        : ''),
    properties,
    required: formType === 'it-support' ? ['formType', ...required] : required,
    additionalProperties: false,
  };
}

/**
 * AddContactUs takes four forms, each with its own fields, required ones and messages: the body's
 * schema is one schema per form, told apart as the server tells them apart (`formType`, else the
 * fields sent), all derived from the contracts' rules.
 * The name `AddContactUsDto` stays, now for the union.
 */
export function describeContactForms(document: OpenAPIObject): void {
  const schemas = (document.components!.schemas ??= {}) as Record<string, Json>;
  // `attribution` as the other submissions document it (one AttributionDto, one description).
  const attribution = (schemas.UserSubscriptionDto?.properties as Record<string, Json> | undefined)
    ?.attribution;
  for (const formType of FORM_TYPES) {
    const schema = formSchema(formType);
    if (attribution) schema.properties.attribution = attribution;
    schemas[formSchemaName(formType)] = schema;
  }
  schemas.AddContactUsDto = {
    description:
      'One of the four forms. `formType` names it; left out, it is inferred: `countryCode` or `eventSlug` present means ' +
      '`event`, otherwise `howdidyoufindus` present means `enquiry`, otherwise `contact` (IT support must be named).',
    // No `discriminator`: OpenAPI's needs the property in every body, and the spec's website forms
    // leave `formType` out. The four schemas exclude each other by the same inference instead.
    oneOf: FORM_TYPES.map((formType) => ({ $ref: `#/components/schemas/${formSchemaName(formType)}` })),
  };
}

/**
 * The submissions refuse a field they do not know (400, "This field is not accepted."): their
 * request schemas say so. Followed into the schemas they reference (AddCareer's `data`).
 */
export function closeSubmissionSchemas(document: OpenAPIObject): void {
  const schemas = (document.components?.schemas ?? {}) as Record<string, Json>;
  const close = (ref: string | undefined): void => {
    const schema = ref ? schemas[ref.replace('#/components/schemas/', '')] : undefined;
    if (!schema?.properties || 'additionalProperties' in schema) return;
    schema.additionalProperties = false;
    for (const property of Object.values<Json>(schema.properties)) {
      close(property.$ref ?? property.allOf?.[0]?.$ref ?? property.oneOf?.[0]?.$ref);
    }
  };
  for (const path of [API_PATHS.addContactUs, API_PATHS.addCareer, API_PATHS.addUserSubscription]) {
    const body = document.paths[path]?.post?.requestBody as Json;
    for (const media of Object.values<Json>(body?.content ?? {})) close(media.schema?.$ref);
  }
}
