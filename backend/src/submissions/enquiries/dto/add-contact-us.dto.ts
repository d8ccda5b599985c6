import type { Type } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CONTACT_US_RULES,
  COUNTRY_CODE_PATTERN,
  EMAIL_PATTERN,
  ENQUIRY_SOURCES,
  EVENT_DESCRIPTION,
  EVENT_SOURCES,
  EVENT_SUBJECT,
  FORM_TYPE_MESSAGE,
  FORM_TYPES,
  MAX_LENGTHS,
  SLUG_PATTERN,
  type ContactUsRequest,
  type FormType,
} from '@orbitwise/contracts';
import { Rule } from '../../../platform/http/field-rules';
import { AttributionRule, type AttributionDto } from '../../attribution.dto';

/**
 * The documented AddContactUs body: the union of the fields of the four forms. Validation uses the
 * per-form classes below, built from the contracts' rules, so each form accepts only its own fields.
 */
export class AddContactUsDto implements ContactUsRequest {
  @ApiProperty({
    description:
      'Letters and spaces, starting with a letter. Event and IT support forms: at least 2 characters.',
    maxLength: MAX_LENGTHS.name,
    example: 'Asha Rao',
  })
  userName: string;

  @ApiProperty({
    description:
      'An RFC 5322 dot-atom local part (no leading, trailing or doubled dot) at a dotted domain (any case, any top-level domain); stored as sent.',
    maxLength: MAX_LENGTHS.email,
    pattern: EMAIL_PATTERN.source,
    example: 'asha.rao@example.com',
  })
  email: string;

  @ApiPropertyOptional({
    description:
      'Enquiry and contact: required, letters and spaces. Event: optional, and when sent must be ' +
      `'Registered for ' and the event's title, e.g. '${EVENT_SUBJECT}' (stored when left out). ` +
      'IT support: optional, letters and spaces.',
    maxLength: MAX_LENGTHS.subject,
    example: 'Corporate training',
  })
  subject?: string;

  @ApiProperty({
    description:
      'Enquiry and contact: 10 digits starting 1-9, optionally preceded by `+CC` or `+CC-` (1-2 digit code). ' +
      'Event and IT support: the national number (at most 15 digits), with or without `countryCode` prepended, ' +
      'matching the pattern GetCountryCodes gives for that code.',
    maxLength: MAX_LENGTHS.phone,
    example: '9876543210',
  })
  number: string;

  @ApiPropertyOptional({
    description:
      'Enquiry: required, letters and spaces. Contact: required, must not start with a space. Event: optional, ' +
      `when sent must be 'dss-enq-' and the event's title, e.g. '${EVENT_DESCRIPTION}'. IT support: optional.`,
    maxLength: MAX_LENGTHS.message,
    example: 'I would like a quote for a training batch',
  })
  description?: string;

  @ApiPropertyOptional({
    description:
      `Enquiry: required, one of ${ENQUIRY_SOURCES.join(', ')}. ` +
      `Event: required, one of ${EVENT_SOURCES.join(', ')}. Not accepted from the other forms.`,
    maxLength: MAX_LENGTHS.source,
    example: 'LinkedIn',
  })
  howdidyoufindus?: string;

  @ApiPropertyOptional({
    description: 'Event and IT support only, required there: a calling code from GetCountryCodes.',
    pattern: COUNTRY_CODE_PATTERN.source,
    maxLength: MAX_LENGTHS.countryCode,
    example: '+91',
  })
  countryCode?: string;

  @ApiPropertyOptional({
    description:
      'Event only, optional: the slug of the published event registered for (its id in `/events/<slug>`). ' +
      "Left out, the subject's title names the event.",
    pattern: SLUG_PATTERN.source,
    maxLength: MAX_LENGTHS.eventSlug,
    example: 'microsoft-ai-skills-fest-2027',
  })
  eventSlug?: string;

  @ApiProperty({ description: 'The forms send true.', example: true })
  isActive: boolean;

  @ApiPropertyOptional({
    enum: FORM_TYPES,
    description:
      'Which form sent the record. When left out it is inferred: `countryCode` present means `event`, ' +
      'otherwise `howdidyoufindus` present means `enquiry`, otherwise `contact`. `it-support` must be named.',
    example: 'enquiry',
  })
  formType?: FormType;

  @AttributionRule()
  attribution?: AttributionDto;
}

const FORM_TYPE_RULE = {
  kind: 'text',
  label: 'formType',
  required: false,
  maxLength: MAX_LENGTHS.formType,
  oneOf: { values: FORM_TYPES, message: FORM_TYPE_MESSAGE },
} as const;

/** A class-validator DTO per form, decorated from that form's rules in the contracts package. */
function formDto(formType: FormType): Type<ContactUsRequest> {
  const dto = {
    [`${formType}ContactUsDto`]: class {},
  }[`${formType}ContactUsDto`]!;
  for (const [field, rule] of Object.entries(CONTACT_US_RULES[formType])) {
    Rule(rule)(dto.prototype, field);
  }
  Rule(FORM_TYPE_RULE)(dto.prototype, 'formType');
  AttributionRule()(dto.prototype, 'attribution');
  return dto as Type<ContactUsRequest>;
}

export const CONTACT_US_FORM_DTOS: Record<FormType, Type<ContactUsRequest>> = {
  enquiry: formDto('enquiry'),
  contact: formDto('contact'),
  event: formDto('event'),
  'it-support': formDto('it-support'),
};
