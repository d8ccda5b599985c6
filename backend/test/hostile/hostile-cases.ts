import {
  CONTACT_US_EXAMPLES,
  USER_SUBSCRIPTION_EXAMPLE,
  CAREER_APPLICATION_EXAMPLE,
  API_PATHS,
  CAPTCHA_MESSAGES,
  CAREER_RULES,
  CONTACT_US_RULES,
  EVENT_DESCRIPTION,
  EVENT_SUBJECT,
  IDEMPOTENCY_KEY_HEADER,
  NUL_CHARACTER_MESSAGE,
  RESUME_MESSAGES,
  unsafeTextMessage,
  type FieldRule,
} from '@orbitwise/contracts';
import { CONTENT_MESSAGES } from '@orbitwise/contracts/content';
import { randomBytes, randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { DataSource } from 'typeorm';
import { MALFORMED_KEY_DETAIL, REPEATED_KEY_DETAIL } from '../../src/submissions/idempotency/idempotency-key';
import { IN_PROGRESS_DETAIL, MISMATCH_DETAIL } from '../../src/submissions/idempotency/idempotency.service';
import { docx, pdf } from '../resume-fixtures';
import { docxOverlappingZipBomb, docxZipBomb, elfExecutable, windowsExecutable } from './payloads';
import { multipart, streamedUpload, type Part, type RawBody, type RawResponse } from './raw-http';

/**
 * The table of hostile requests: every one must be refused with the given 4xx as RFC 7807 problem
 * details, store nothing and leave the server up. Bodies are built lazily (some are megabytes).
 */

export type Call = 'GetCountryCodes' | 'AddContactUs' | 'AddCareer' | 'AddUserSubscription';

export const CALL_PATHS: Record<Call, string> = {
  GetCountryCodes: API_PATHS.getCountryCodes,
  AddContactUs: API_PATHS.addContactUs,
  AddCareer: API_PATHS.addCareer,
  AddUserSubscription: API_PATHS.addUserSubscription,
};

export interface CaseRequest {
  headers?: Record<string, string | string[]>;
  body?: RawBody;
}

export interface HostileCase {
  name: string;
  call: Call;
  /** The exact status expected. */
  status: number;
  /** A key the problem's `errors` map must hold. */
  field?: string;
  /** The message expected for `field`, or the `detail` when no field is given. */
  message?: string | RegExp;
  /** Anti-forgery: a valid session and header (default), none at all, or a header that does not match. */
  csrf?: 'valid' | 'none' | 'wrong-token' | 'header-twice';
  /**
   * The X-Altcha header: a freshly solved challenge (default for submissions), none (default for
   * GetCountryCodes), a solved one with its answer changed, or the given raw value(s).
   */
  captcha?: 'valid' | 'none' | 'tampered' | { raw: string | string[] };
  /** A query string appended to the call's path (`?…`). */
  query?: string;
  build: () => CaseRequest;
  /** Run before the case (and its "nothing changed" snapshot), e.g. to refresh a seeded row. */
  setup?: (db: DataSource) => Promise<void>;
  /** Extra assertions on the response. */
  check?: (response: RawResponse) => void;
}

// ---------------------------------------------------------------------------------------------
// Valid bodies: each case breaks exactly one thing of one of these
// ---------------------------------------------------------------------------------------------

export const VALID = {
  ...CONTACT_US_EXAMPLES,
  itSupport: { ...CONTACT_US_EXAMPLES.itSupport, description: 'My laptop does not start.' },
  subscription: USER_SUBSCRIPTION_EXAMPLE,
  career: {
    ...CAREER_APPLICATION_EXAMPLE,
    FilePathUrl: 'cv.pdf',
  },
} as const;

type Body = Record<string, unknown>;
type ContactForm = 'enquiry' | 'contact' | 'event' | 'itSupport';

const JSON_TYPE = 'application/json';

/** A JSON body as the browser sends it (or the given text as is, with a JSON content type). */
export function jsonRequest(value: unknown, headers: Record<string, string> = {}): CaseRequest {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return { headers: { 'Content-Type': JSON_TYPE, ...headers }, body: Buffer.from(text, 'utf8') };
}

/** Any bytes with any (or no) content type. */
export function rawRequest(
  body: string | Buffer,
  contentType?: string,
  headers: Record<string, string> = {},
): CaseRequest {
  return {
    headers: { ...(contentType === undefined ? {} : { 'Content-Type': contentType }), ...headers },
    body: Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8'),
  };
}

const withField = (base: Body, field: string, value: unknown): Body => ({ ...base, [field]: value });
/** U+0000 is refused by the JSON parser before any field rule, with its own message. */
const unlessNul = (value: string, message: string | RegExp) =>
  value.includes('\u0000') ? NUL_CHARACTER_MESSAGE : message;
/** The JSON text of `base` with `extra` spliced in as raw text before the closing brace. */
const spliced = (base: Body, extra: string) => `${JSON.stringify(base).slice(0, -1)},${extra}}`;

export interface ResumeFile {
  bytes: Buffer;
  filename?: string;
  filenameStar?: string;
  contentType?: string;
  name?: string;
}

export const VALID_RESUME: ResumeFile = { bytes: pdf(), filename: 'cv.pdf', contentType: 'application/pdf' };

/** An AddCareer multipart body: `data` (object, or text as is), the resume unless null, extra parts. */
export function careerRequest(
  options: {
    data?: Body | string | null;
    file?: ResumeFile | null;
    extra?: Part[];
    headers?: Record<string, string>;
  } = {},
): CaseRequest {
  const { data = VALID.career, file = VALID_RESUME, extra = [] } = options;
  const parts: Part[] = [];
  if (data !== null)
    parts.push({ name: 'data', body: typeof data === 'string' ? data : JSON.stringify(data) });
  if (file) {
    parts.push({
      name: file.name ?? 'file',
      filename: file.filename,
      filenameStar: file.filenameStar,
      contentType: file.contentType ?? 'application/pdf',
      body: file.bytes,
    });
  }
  parts.push(...extra);
  const { body, contentType } = multipart(parts);
  return { headers: { 'Content-Type': contentType, ...options.headers }, body };
}

const careerData = (field: string, value: unknown) =>
  careerRequest({ data: withField(VALID.career, field, value) });
const careerDataText = (text: string) => careerRequest({ data: text });
const careerFile = (file: Partial<ResumeFile>) => careerRequest({ file: { ...VALID_RESUME, ...file } });

const MB = 1024 * 1024;
const megabyteString = () => 'a'.repeat(MB);

// ---------------------------------------------------------------------------------------------
// Strings
// ---------------------------------------------------------------------------------------------

/** Unicode and control-character edge cases, each inside an otherwise ordinary value. */
export const UNICODE = {
  nul: 'Asha\u0000Rao',
  bell: 'Asha\u0007Rao',
  escapeSequence: 'Asha \u001b[31mRao',
  delete: 'Asha\u007fRao',
  nextLine: 'Asha\u0085Rao',
  csi: 'Asha\u009bRao',
  rtlOverride: '\u202eoaR ahsA',
  zeroWidthSpace: 'Asha\u200bRao',
  zeroWidthJoiner: 'Asha\u200dRao',
  emoji: 'Asha \u{1f600}',
  familyEmoji: 'Asha \u{1f468}\u200d\u{1f469}\u200d\u{1f467}',
  combiningMark: 'Jose\u0301',
  fullwidth: '\uff21\uff53\uff48\uff41',
  cyrillicHomoglyph: '\u0410sha Rao',
  loneSurrogate: 'Asha \ud800 Rao',
} as const;

/** Characters the free-text rule refuses, each in an otherwise legitimate message. */
const UNSAFE_IN_MESSAGE: [string, string][] = [
  ['NUL', 'Please call me\u0000 tomorrow'],
  ['BEL', 'Please call me\u0007 tomorrow'],
  ['backspace', 'Please call me\u0008 tomorrow'],
  ['vertical tab', 'Please call me\u000b tomorrow'],
  ['form feed', 'Please call me\u000c tomorrow'],
  ['an ANSI escape sequence', 'Please call me \u001b[2J\u001b[31mnow'],
  ['DEL', 'Please call me\u007f tomorrow'],
  ['C1 NEXT LINE', 'Please call me\u0085 tomorrow'],
  ['C1 CSI', 'Please call me\u009b31m tomorrow'],
  ['a right-to-left override', 'Invoice \u202egpj.exe'],
  ['a left-to-right embedding', 'Please \u202acall\u202c me'],
  ['a first-strong isolate', 'Please \u2068call\u2069 me'],
  ['a right-to-left isolate', 'Please \u2067call\u2069 me'],
  ['an unpaired high surrogate', 'Please call me \ud83d tomorrow'],
  ['an unpaired low surrogate', 'Please call me \ude00 tomorrow'],
];

const SQL_INJECTION = [
  "' OR 1=1 --",
  "Robert'); DROP TABLE enquiry; --",
  "x' UNION SELECT * FROM career_application --",
];
const SCRIPT_INJECTION = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)'];

// ---------------------------------------------------------------------------------------------
// Building the table
// ---------------------------------------------------------------------------------------------

const cases: HostileCase[] = [];
const add = (c: HostileCase) => cases.push(c);

function contactBody(form: ContactForm): Body {
  return { ...VALID[form] };
}

/** The pattern message of a rule that has one. */
function patternOf(rule: FieldRule | undefined): string {
  if (!rule || !('pattern' in rule) || !rule.pattern) throw new Error('This rule has no pattern');
  return rule.pattern.message;
}

/** The required message of a required rule. */
function requiredOf(rule: FieldRule | undefined): string {
  if (!rule?.required) throw new Error('This rule is optional');
  return rule.required;
}

const FORM_RULES = {
  enquiry: CONTACT_US_RULES.enquiry,
  contact: CONTACT_US_RULES.contact,
  event: CONTACT_US_RULES.event,
  itSupport: CONTACT_US_RULES['it-support'],
};

// ---- 1. The headers: anti-forgery and captcha -------------------------------------------------

for (const call of ['GetCountryCodes', 'AddContactUs', 'AddCareer', 'AddUserSubscription'] as const) {
  const valid =
    call === 'AddCareer'
      ? () => careerRequest()
      : call === 'AddContactUs'
        ? () => jsonRequest(VALID.enquiry)
        : call === 'AddUserSubscription'
          ? () => jsonRequest(VALID.subscription)
          : () => ({});
  add({ name: `${call}: no anti-forgery cookie or header`, call, status: 403, csrf: 'none', build: valid });
  add({
    name: `${call}: an anti-forgery header that does not match the cookie`,
    call,
    status: 403,
    csrf: 'wrong-token',
    build: valid,
  });
}
add({
  name: 'GetCountryCodes: the anti-forgery header sent twice',
  call: 'GetCountryCodes',
  status: 403,
  csrf: 'header-twice',
  build: () => ({}),
});
add({
  name: 'AddContactUs: the anti-forgery header sent twice',
  call: 'AddContactUs',
  status: 403,
  csrf: 'header-twice',
  build: () => jsonRequest(VALID.contact),
});

const captchaRaw = (payload: unknown) => ({ raw: Buffer.from(JSON.stringify(payload)).toString('base64') });
const captchaCases: [string, HostileCase['captcha'], string][] = [
  ['no X-Altcha header', 'none', CAPTCHA_MESSAGES.missing],
  ['a blank X-Altcha header', { raw: '   ' }, CAPTCHA_MESSAGES.missing],
  ['X-Altcha that is not base64', { raw: '%%%not*base64%%%' }, CAPTCHA_MESSAGES.invalid],
  ['X-Altcha of base64 "null"', captchaRaw(null), CAPTCHA_MESSAGES.invalid],
  ['X-Altcha of a base64 array', captchaRaw([1, 2, 3]), CAPTCHA_MESSAGES.invalid],
  [
    'X-Altcha with a prototype-polluting payload',
    {
      raw: Buffer.from(
        '{"__proto__":{"polluted":"yes"},"challenge":{"parameters":{"nonce":"00"}},"solution":{}}',
      ).toString('base64'),
    },
    CAPTCHA_MESSAGES.invalid,
  ],
  [
    'a huge X-Altcha payload (12 KB)',
    captchaRaw({ challenge: { parameters: { nonce: 'a'.repeat(9000) } }, solution: {} }),
    CAPTCHA_MESSAGES.invalid,
  ],
  [
    'a deeply nested X-Altcha payload',
    { raw: Buffer.from(`${'['.repeat(4000)}${']'.repeat(4000)}`).toString('base64') },
    CAPTCHA_MESSAGES.invalid,
  ],
  ['a solved captcha whose answer was changed', 'tampered', CAPTCHA_MESSAGES.invalid],
  ['X-Altcha sent twice', { raw: ['e30=', 'e30='] }, CAPTCHA_MESSAGES.invalid],
  [
    'a challenge without expiry or signature',
    captchaRaw({
      challenge: { parameters: { nonce: '0123456789abcdef0123456789abcdef' } },
      solution: { counter: 1 },
    }),
    CAPTCHA_MESSAGES.invalid,
  ],
];
for (const [what, captcha, message] of captchaCases) {
  add({
    name: `AddContactUs: ${what}`,
    call: 'AddContactUs',
    status: 400,
    field: 'captcha',
    message,
    captcha,
    build: () => jsonRequest(VALID.enquiry),
  });
}
add({
  name: 'AddCareer: no X-Altcha header',
  call: 'AddCareer',
  status: 400,
  field: 'captcha',
  message: CAPTCHA_MESSAGES.missing,
  captcha: 'none',
  build: () => careerRequest(),
});
add({
  name: 'AddCareer: a solved captcha whose answer was changed',
  call: 'AddCareer',
  status: 400,
  field: 'captcha',
  captcha: 'tampered',
  build: () => careerRequest(),
});
add({
  name: 'AddUserSubscription: no X-Altcha header',
  call: 'AddUserSubscription',
  status: 400,
  field: 'captcha',
  captcha: 'none',
  build: () => jsonRequest(VALID.subscription),
});
add({
  name: 'AddUserSubscription: X-Altcha that is not base64',
  call: 'AddUserSubscription',
  status: 400,
  field: 'captcha',
  captcha: { raw: '!!!' },
  build: () => jsonRequest(VALID.subscription),
});

// ---- 2. GetCountryCodes takes no body ------------------------------------------------------------

const NO_BODY = /takes no body/;
const getCountryCodesBodies: [string, () => CaseRequest, number, { field?: string; message?: RegExp }][] = [
  ['a JSON object with a field', () => jsonRequest({ countryCode: '+91' }), 400, { message: NO_BODY }],
  ['a JSON array', () => jsonRequest([]), 400, { message: NO_BODY }],
  [
    'a prototype-polluting JSON body',
    () => jsonRequest('{"__proto__":{"polluted":"yes"}}'),
    400,
    { field: '__proto__' },
  ],
  [
    'a "constructor.prototype" JSON body',
    () => jsonRequest('{"constructor":{"prototype":{"polluted":"yes"}}}'),
    400,
    { field: 'constructor' },
  ],
  ['truncated JSON', () => jsonRequest('{"countryCode":'), 400, { message: /not valid JSON/ }],
  ['a text/plain body', () => rawRequest('give me everything', 'text/plain'), 400, { message: NO_BODY }],
  [
    'a form-urlencoded body',
    () => rawRequest('countryCode=%2B91&__proto__[polluted]=yes', 'application/x-www-form-urlencoded'),
    400,
    { message: NO_BODY },
  ],
  [
    'an XML body',
    () =>
      rawRequest(
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
        'application/xml',
      ),
    400,
    { message: NO_BODY },
  ],
  ['a body without a content type', () => rawRequest('{}{}'), 400, { message: NO_BODY }],
  [
    'a chunked body without a content type',
    () => ({ body: { chunks: () => [Buffer.from('x')] } }),
    400,
    { message: NO_BODY },
  ],
  ['a 1 MB JSON body', () => jsonRequest({ countryCode: megabyteString() }), 413, {}],
  [
    'JSON that is not UTF-8',
    () => rawRequest(Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), JSON_TYPE),
    400,
    { message: /UTF-8/ },
  ],
  [
    'JSON declared as latin1',
    () => rawRequest('{}', 'application/json; charset=latin1'),
    415,
    { message: /UTF-8/ },
  ],
];
for (const [what, build, status, expected] of getCountryCodesBodies) {
  add({ name: `GetCountryCodes: ${what}`, call: 'GetCountryCodes', status, build, ...expected });
}

// ---- 3. JSON syntax, encoding and content type (both JSON submissions) ----------------------------

/** Where a value's text starts: bytes inserted after it land inside that value (free text for AddContactUs). */
const JSON_CALLS: [Call, Body, string][] = [
  ['AddContactUs', VALID.contact, '"description":"We'],
  ['AddUserSubscription', VALID.subscription, '"email":"asha'],
];
/** The UTF-8 of `text` with raw bytes inserted right after `anchor`. */
function insertBytes(text: string, anchor: string, bytes: number[]): Buffer {
  const at = text.indexOf(anchor) + anchor.length;
  return Buffer.concat([
    Buffer.from(text.slice(0, at), 'utf8'),
    Buffer.from(bytes),
    Buffer.from(text.slice(at), 'utf8'),
  ]);
}
const JSON_ONLY = /application\/json/;
for (const [call, valid, anchor] of JSON_CALLS) {
  const text = JSON.stringify(valid);
  const syntax: [string, () => CaseRequest, number, string?, string?][] = [
    ['truncated JSON', () => jsonRequest(text.slice(0, -7)), 400],
    ['JSON with trailing garbage', () => jsonRequest(`${text}xyz`), 400],
    ['two JSON objects in one body', () => jsonRequest(`${text}${text}`), 400],
    ['JSON with single quotes', () => jsonRequest(text.replace(/"/g, "'")), 400],
    ['JSON with a comment', () => jsonRequest(`/* hi */${text}`), 400],
    ['JSON with a trailing comma', () => jsonRequest(`${text.slice(0, -1)},}`), 400],
    ['the literal NaN in JSON', () => jsonRequest(spliced(valid, '"extra":NaN')), 400],
    ['a JSON null body', () => jsonRequest('null'), 400],
    ['a JSON string body', () => jsonRequest('"hello"'), 400],
    ['a JSON number body', () => jsonRequest('12345'), 400],
    ['a JSON array body', () => jsonRequest('[]'), 400],
    ['an array holding the valid body', () => jsonRequest([valid]), 400],
    ['an empty JSON body', () => rawRequest('', JSON_TYPE), 400],
    ['two byte order marks before the JSON', () => rawRequest(`\ufeff\ufeff${text}`, JSON_TYPE), 400],
    ['UTF-16 bytes declared as UTF-8', () => rawRequest(Buffer.from(text, 'utf16le'), JSON_TYPE), 400],
    [
      'JSON declared as UTF-16',
      () => rawRequest(Buffer.from(text, 'utf16le'), 'application/json; charset=utf-16'),
      415,
    ],
    ['JSON declared as latin1', () => rawRequest(text, 'application/json; charset=latin1'), 415],
    [
      'an invalid UTF-8 byte inside a value',
      () => rawRequest(insertBytes(text, anchor, [0xff]), JSON_TYPE),
      400,
    ],
    [
      'an overlong UTF-8 encoding of "/"',
      () => rawRequest(insertBytes(text, anchor, [0xc0, 0xaf]), JSON_TYPE),
      400,
    ],
    [
      'a UTF-8-encoded surrogate (CESU-8)',
      () => rawRequest(insertBytes(text, anchor, [0xed, 0xa0, 0x80]), JSON_TYPE),
      400,
    ],
    ['valid JSON sent as text/plain', () => rawRequest(text, 'text/plain'), 415, 'json-only'],
    [
      'the fields form-urlencoded',
      () =>
        rawRequest(
          new URLSearchParams(Object.entries(valid).map(([k, v]) => [k, String(v)])).toString(),
          'application/x-www-form-urlencoded',
        ),
      415,
      'json-only',
    ],
    [
      'an XML body',
      () =>
        rawRequest(
          '<?xml version="1.0"?><contact><email>asha.rao@example.com</email></contact>',
          'application/xml',
        ),
      415,
      'json-only',
    ],
    ['valid JSON without a content type', () => rawRequest(text), 415, 'json-only'],
    [
      'valid JSON as multipart/form-data',
      () => {
        const m = multipart([{ name: 'data', body: text }]);
        return rawRequest(m.body, m.contentType);
      },
      415,
      'json-only',
    ],
    [
      'valid JSON as application/json-patch+json',
      () => rawRequest(text, 'application/json-patch+json'),
      415,
      'json-only',
    ],
    [
      'a gzip bomb (10 MB of JSON from 10 KB)',
      () =>
        rawRequest(gzipSync(Buffer.from(`{"email":"${'a'.repeat(10 * MB)}"}`)), JSON_TYPE, {
          'Content-Encoding': 'gzip',
        }),
      413,
    ],
    [
      'an unknown content encoding',
      () => rawRequest(text, JSON_TYPE, { 'Content-Encoding': 'x-hostile' }),
      415,
    ],
    ['a 1 MB string in a field', () => jsonRequest(withField(valid, 'email', megabyteString())), 413],
    [
      'a 50 MB body',
      () => ({
        headers: { 'Content-Type': JSON_TYPE },
        body: {
          contentLength: 50 * MB,
          chunks: function* () {
            const chunk = Buffer.alloc(64 * 1024, 0x20);
            yield Buffer.from('{"email":"');
            for (let i = 0; i < (50 * MB) / chunk.length - 1; i++) yield chunk;
            yield Buffer.alloc(64 * 1024 - 10, 0x20);
          },
        },
      }),
      413,
    ],
    [
      'an array nested 5,000 deep in a field',
      () => jsonRequest(spliced(valid, `"extra":${'['.repeat(5000)}${']'.repeat(5000)}`)),
      400,
    ],
    [
      'an object nested 3,000 deep in a field',
      () => jsonRequest(spliced(valid, `"extra":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`)),
      400,
    ],
    [
      'a duplicated key (both values valid)',
      () => jsonRequest(spliced(valid, '"email":"other.person@example.com"')),
      400,
      undefined,
      'email',
    ],
    [
      'a duplicated key written with an escape',
      () => jsonRequest(spliced(valid, '"\\u0065mail":"other.person@example.com"')),
      400,
      undefined,
      'email',
    ],
    [
      'a top-level "__proto__" key',
      () => jsonRequest(spliced(valid, '"__proto__":{"polluted":"yes"}')),
      400,
      undefined,
      '__proto__',
    ],
    [
      'a top-level "constructor" key',
      () => jsonRequest(spliced(valid, '"constructor":{"prototype":{"polluted":"yes"}}')),
      400,
      undefined,
      'constructor',
    ],
    [
      'a top-level "prototype" key',
      () => jsonRequest(spliced(valid, '"prototype":{"polluted":"yes"}')),
      400,
      undefined,
      'prototype',
    ],
    [
      '"__proto__" holding a required field',
      () =>
        jsonRequest(
          `${JSON.stringify({ ...valid, isActive: undefined }).slice(0, -1)},"__proto__":{"isActive":true}}`,
        ),
      400,
      undefined,
      '__proto__',
    ],
    [
      'a nested "__proto__" key',
      () => jsonRequest(withField(valid, 'email', JSON.parse('{"__proto__":{"polluted":"yes"}}'))),
      400,
      undefined,
      '__proto__',
    ],
  ];
  for (const [what, build, status, kind, field] of syntax) {
    add({
      name: `${call}: ${what}`,
      call,
      status,
      build,
      field,
      ...(kind === 'json-only' ? { message: JSON_ONLY } : {}),
    });
  }
}

// ---- 4. Wrong types, nulls and empty strings in every AddContactUs field -------------------------

const TYPE_CONFUSION: [string, unknown][] = [
  ['an array', ['Asha Rao']],
  ['an object', { value: 'Asha Rao' }],
  ['a number', 12345],
  ['a boolean', true],
];
for (const form of ['enquiry', 'contact', 'event', 'itSupport'] as const) {
  const rules = FORM_RULES[form] as Record<string, { required: string | false; kind: string }>;
  for (const field of Object.keys(rules)) {
    if (field === 'isActive') continue;
    const variants = form === 'enquiry' || form === 'contact' ? TYPE_CONFUSION : TYPE_CONFUSION.slice(0, 2);
    for (const [what, value] of variants) {
      add({
        name: `AddContactUs (${form}): ${field} as ${what}`,
        call: 'AddContactUs',
        status: 400,
        field,
        build: () => jsonRequest(withField(contactBody(form), field, value)),
      });
    }
    if (rules[field]!.required) {
      add({
        name: `AddContactUs (${form}): ${field} null`,
        call: 'AddContactUs',
        status: 400,
        field,
        message: rules[field]!.required as string,
        build: () => jsonRequest(withField(contactBody(form), field, null)),
      });
      if (form === 'enquiry' || form === 'event') {
        add({
          name: `AddContactUs (${form}): ${field} empty`,
          call: 'AddContactUs',
          status: 400,
          field,
          message: rules[field]!.required as string,
          build: () => jsonRequest(withField(contactBody(form), field, '')),
        });
      }
    }
  }
  for (const [what, value] of [
    ['null', null],
    ['the string "true"', 'true'],
    ['1', 1],
    ['an object', { valueOf: true }],
  ] as const) {
    add({
      name: `AddContactUs (${form}): isActive ${what}`,
      call: 'AddContactUs',
      status: 400,
      field: 'isActive',
      build: () => jsonRequest(withField(contactBody(form), 'isActive', value)),
    });
  }
}

// ---- 5. Unknown fields, fields of another form, form types ----------------------------------------

const unknownFieldCases: [string, Body, string][] = [
  ['an unknown field "id"', { ...VALID.contact, id: 1 }, 'id'],
  ['an unknown field "isAdmin"', { ...VALID.enquiry, isAdmin: true }, 'isAdmin'],
  ['an unknown field "createdAt"', { ...VALID.event, createdAt: '2020-01-01' }, 'createdAt'],
  [
    'countryCode sent by the contact form',
    { ...VALID.contact, formType: 'contact', countryCode: '+91' },
    'countryCode',
  ],
  [
    'howdidyoufindus sent by the IT support form',
    { ...VALID.itSupport, howdidyoufindus: 'Google' },
    'howdidyoufindus',
  ],
  ['an unknown form type', { ...VALID.contact, formType: 'admin' }, 'formType'],
  ['formType "__proto__"', { ...VALID.contact, formType: '__proto__' }, 'formType'],
  ['formType as an array', { ...VALID.contact, formType: ['contact'] }, 'formType'],
  ['an unknown calling code', { ...VALID.event, countryCode: '+999', number: '9876543210' }, 'countryCode'],
  ['a number that does not match the country', { ...VALID.event, number: '+915876543210' }, 'number'],
  ['the event subject changed', { ...VALID.event, subject: 'Free money' }, 'subject'],
];
for (const [what, body, field] of unknownFieldCases) {
  add({
    name: `AddContactUs: ${what}`,
    call: 'AddContactUs',
    status: 400,
    field,
    build: () => jsonRequest(body),
  });
}
for (const [what, body, field] of [
  ['an unknown field "id"', { ...VALID.subscription, id: 7 }, 'id'],
  ['an unknown field "role"', { ...VALID.subscription, role: 'admin' }, 'role'],
] as const) {
  add({
    name: `AddUserSubscription: ${what}`,
    call: 'AddUserSubscription',
    status: 400,
    field,
    build: () => jsonRequest(body),
  });
}

// ---- 6. Long strings --------------------------------------------------------------------------------

for (const [form, field, max] of [
  ['enquiry', 'userName', 100],
  ['enquiry', 'subject', 200],
  ['contact', 'description', 2000],
  ['event', 'email', 254],
  ['itSupport', 'countryCode', 5],
] as const) {
  add({
    name: `AddContactUs (${form}): ${field} of 50,000 characters`,
    call: 'AddContactUs',
    status: 400,
    field,
    message: new RegExp(`at most ${max} characters`),
    build: () => jsonRequest(withField(contactBody(form), field, 'a'.repeat(50_000))),
  });
}
add({
  name: 'AddUserSubscription: an email of 60,000 characters',
  call: 'AddUserSubscription',
  status: 400,
  field: 'email',
  build: () => jsonRequest(withField(VALID.subscription, 'email', `${'a'.repeat(60_000)}@example.com`)),
});

// ---- 7. Unicode edge cases and control characters -------------------------------------------------

const nameMessage = patternOf(FORM_RULES.enquiry.userName);
for (const [what, value] of Object.entries(UNICODE)) {
  add({
    name: `AddContactUs (enquiry): userName with ${what}`,
    call: 'AddContactUs',
    status: 400,
    field: 'userName',
    message: unlessNul(value, nameMessage),
    build: () => jsonRequest(withField(VALID.enquiry, 'userName', value)),
  });
}
for (const [what, value] of [
  ['NUL', 'asha\u0000@example.com'],
  ['a Cyrillic homoglyph', '\u0430sha.rao@example.com'],
  ['an internationalised domain', 'asha@ex\u00e4mple.com'],
  ['a trailing zero-width space', 'asha.rao@example.com\u200b'],
  ['a right-to-left override', 'asha\u202e@example.com'],
] as const) {
  add({
    name: `AddContactUs (contact): email with ${what}`,
    call: 'AddContactUs',
    status: 400,
    field: 'email',
    build: () => jsonRequest(withField(VALID.contact, 'email', value)),
  });
}
for (const [what, value] of [
  ['fullwidth digits', '\uff19\uff18\uff17\uff16\uff15\uff14\uff13\uff12\uff11\uff10'],
  ['Arabic-Indic digits', '\u0669\u0668\u0667\u0666\u0665\u0664\u0663\u0662\u0661\u0660'],
  ['a zero-width space', '98765\u200b43210'],
  ['NUL', '9876543210\u0000'],
] as const) {
  add({
    name: `AddContactUs (contact): number with ${what}`,
    call: 'AddContactUs',
    status: 400,
    field: 'number',
    build: () => jsonRequest(withField(VALID.contact, 'number', value)),
  });
}
const messageRule = unsafeTextMessage('Message');
for (const [what, value] of UNSAFE_IN_MESSAGE) {
  add({
    name: `AddContactUs (contact): message with ${what}`,
    call: 'AddContactUs',
    status: 400,
    field: 'description',
    message: unlessNul(value, messageRule),
    build: () => jsonRequest(withField(VALID.contact, 'description', value)),
  });
}
for (const [what, value] of UNSAFE_IN_MESSAGE.filter((_, i) => i % 3 === 0)) {
  add({
    name: `AddContactUs (IT support): message with ${what}`,
    call: 'AddContactUs',
    status: 400,
    field: 'description',
    message: unlessNul(value, messageRule),
    build: () => jsonRequest(withField(VALID.itSupport, 'description', value)),
  });
}
add({
  name: 'AddContactUs (event): description with a right-to-left override',
  call: 'AddContactUs',
  status: 400,
  field: 'description',
  build: () => jsonRequest(withField(VALID.event, 'description', `\u202e${EVENT_DESCRIPTION}`)),
});

// ---- 7b. U+0000 anywhere (PostgreSQL cannot store it): one refusal for every body and query -------

add({
  name: 'AddContactUs (contact): a NUL deep inside attribution',
  call: 'AddContactUs',
  status: 400,
  field: 'attribution',
  message: NUL_CHARACTER_MESSAGE,
  build: () => jsonRequest({ ...VALID.contact, attribution: { first: { campaign: 'autumn\u0000' } } }),
});
add({
  name: 'AddUserSubscription: a NUL in the e-mail address',
  call: 'AddUserSubscription',
  status: 400,
  field: 'email',
  message: NUL_CHARACTER_MESSAGE,
  build: () => jsonRequest(withField(VALID.subscription, 'email', 'asha\u0000@example.com')),
});
add({
  name: 'AddContactUs (contact): a NUL in a key, named with U+FFFD in its place',
  call: 'AddContactUs',
  status: 400,
  field: 'x\uFFFDy',
  message: NUL_CHARACTER_MESSAGE,
  build: () => jsonRequest({ ...VALID.contact, 'x\u0000y': 'v' }),
});
// The parameter is named in `errors` (U+0000 shown as U+FFFD); the detail says it is the query string.
for (const [call, query, parameter] of [
  ['GetCountryCodes', '?q=%00', 'q'],
  ['AddContactUs', '?utmSource=%00', 'utmSource'],
  ['AddUserSubscription', '?utm%00=x', 'utm\uFFFD'],
] as const) {
  add({
    name: `${call}: a NUL in the query string ${query}`,
    call,
    status: 400,
    field: parameter,
    message: NUL_CHARACTER_MESSAGE,
    query,
    build: () =>
      call === 'GetCountryCodes'
        ? {}
        : jsonRequest(call === 'AddContactUs' ? VALID.contact : VALID.subscription),
  });
}

// ---- 8. Injection strings in fields whose rules refuse them ---------------------------------------

for (const value of SQL_INJECTION) {
  add({
    name: `AddContactUs (enquiry): userName ${JSON.stringify(value)}`,
    call: 'AddContactUs',
    status: 400,
    field: 'userName',
    build: () => jsonRequest(withField(VALID.enquiry, 'userName', value)),
  });
  add({
    name: `AddUserSubscription: email ${JSON.stringify(value)}`,
    call: 'AddUserSubscription',
    status: 400,
    field: 'email',
    build: () => jsonRequest(withField(VALID.subscription, 'email', `${value}@example.com`)),
  });
}
for (const value of SCRIPT_INJECTION) {
  add({
    name: `AddContactUs (contact): subject ${JSON.stringify(value)}`,
    call: 'AddContactUs',
    status: 400,
    field: 'subject',
    build: () => jsonRequest(withField(VALID.contact, 'subject', value)),
  });
}
for (const [field, value] of [
  ['howdidyoufindus', "LinkedIn' OR '1'='1"],
  ['countryCode', "+91' OR '1'='1"],
  ['number', '9876543210; DROP TABLE enquiry'],
  ['email', { $gt: '' }],
] as const) {
  add({
    name: `AddContactUs (event): ${field} ${JSON.stringify(value)}`,
    call: 'AddContactUs',
    status: 400,
    field,
    build: () => jsonRequest(withField(VALID.event, field, value)),
  });
}

// ---- 8b. The event a registration names (eventSlug) --------------------------------------------------

for (const [what, value] of [
  ['a path out of the events', '../admin'],
  ['a path', 'events/hyderabad-dotnet-azure-meetup-2027'],
  ['a file name', 'microsoft-ai-skills-fest-2027.ics'],
  ['an encoded dot segment', '%2e%2e'],
  ['a doubled hyphen', 'microsoft--ai'],
  ['a space', 'microsoft ai'],
  ['a NUL byte', 'microsoft-ai\u0000'],
  ['101 characters', 'a'.repeat(101)],
  ['a 10 KB string', 'a'.repeat(10_240)],
  ['a number', 42],
  ['an array', ['microsoft-ai-skills-fest-2027']],
  ['an object', { $ne: '' }],
  ['a boolean', true],
] as const) {
  add({
    name: `AddContactUs (event): eventSlug ${what}`,
    call: 'AddContactUs',
    status: 400,
    field: 'eventSlug',
    build: () => jsonRequest(withField(VALID.event, 'eventSlug', value)),
  });
}
add({
  name: 'AddContactUs (contact): eventSlug sent by the contact form',
  call: 'AddContactUs',
  status: 400,
  field: 'eventSlug',
  build: () =>
    jsonRequest({ ...VALID.contact, formType: 'contact', eventSlug: 'microsoft-ai-skills-fest-2027' }),
});
for (const [what, slug] of [
  ['an unknown event', 'no-such-event'],
  ['"__proto__"-like words', 'constructor'],
] as const) {
  add({
    name: `AddContactUs (event): eventSlug of ${what} (409, nothing stored)`,
    call: 'AddContactUs',
    status: 409,
    message: CONTENT_MESSAGES.eventClosed,
    build: () => jsonRequest(withField(VALID.event, 'eventSlug', slug)),
  });
}
add({
  name: "AddContactUs (event): another event's title in the subject of a named event",
  call: 'AddContactUs',
  status: 400,
  field: 'subject',
  build: () =>
    jsonRequest({ ...VALID.event, eventSlug: 'hyderabad-dotnet-azure-meetup-2027', subject: EVENT_SUBJECT }),
});

// ---- 8c. Where a lead came from (attribution): strict, and never personal data -------------------------

const TOUCH = {
  source: 'newsletter',
  medium: 'email',
  campaign: 'autumn',
  referrer: 'mail.example.net',
  landing: '/',
};
// Each refusal names the part at fault and what it must be.
const MUST = {
  value: 'must be 1 to 100 letters, digits, spaces or . _ - + ~ : , ( ) ! | /',
  host: 'must be a host name in lower case (no scheme, port, path or IP address)',
  path: 'must be a path of at most 200 characters starting with one "/"',
};
for (const [what, attribution, message] of [
  [
    'an e-mail address as utm_term',
    { first: { ...TOUCH, term: 'asha.rao@example.com' } },
    `attribution.first.term ${MUST.value}`,
  ],
  [
    'a full referrer URL with its query',
    { last: { ...TOUCH, referrer: 'https://mail.example.net/?to=asha@example.com' } },
    `attribution.last.referrer ${MUST.host}`,
  ],
  [
    'a referrer with a port',
    { first: { ...TOUCH, referrer: 'mail.example.net:8080' } },
    `attribution.first.referrer ${MUST.host}`,
  ],
  [
    'an upper-case referrer host',
    { first: { ...TOUCH, referrer: 'Mail.Example.net' } },
    `attribution.first.referrer ${MUST.host}`,
  ],
  [
    'a landing page with a query',
    { first: { ...TOUCH, landing: '/?utm_source=newsletter&email=a@b.co' } },
    `attribution.first.landing ${MUST.path}`,
  ],
  [
    'a landing page that is a URL',
    { first: { ...TOUCH, landing: 'https://evil.example/' } },
    `attribution.first.landing ${MUST.path}`,
  ],
  ['a sentFrom without its leading slash', { sentFrom: 'contactus' }, `attribution.sentFrom ${MUST.path}`],
  [
    'a protocol-relative landing page',
    { first: { ...TOUCH, landing: '//evil.example/land' } },
    `attribution.first.landing ${MUST.path}`,
  ],
  ['a sentFrom with dot-dot segments', { sentFrom: '/../../admin' }, `attribution.sentFrom ${MUST.path}`],
  [
    'an IP address as referrer',
    { first: { ...TOUCH, referrer: '10.1.2.3' } },
    `attribution.first.referrer ${MUST.host}`,
  ],
  [
    'a sentFrom with a percent-encoded address',
    { sentFrom: '/u/asha%40example.com' },
    `attribution.sentFrom ${MUST.path}`,
  ],
  [
    'a 101-character campaign',
    { first: { ...TOUCH, campaign: 'a'.repeat(101) } },
    `attribution.first.campaign ${MUST.value}`,
  ],
  [
    'a campaign with markup',
    { first: { ...TOUCH, campaign: '<script>alert(1)</script>' } },
    `attribution.first.campaign ${MUST.value}`,
  ],
  [
    'a campaign with a control character',
    { first: { ...TOUCH, campaign: 'autumn\u0007' } },
    `attribution.first.campaign ${MUST.value}`,
  ],
  ['an empty campaign', { first: { ...TOUCH, campaign: '' } }, `attribution.first.campaign ${MUST.value}`],
  ['a number as the source', { first: { ...TOUCH, source: 42 } }, `attribution.first.source ${MUST.value}`],
  [
    'an unknown key in a touch',
    { first: { ...TOUCH, gclid: 'abc' } },
    'attribution.first.gclid is not accepted: the keys are source, medium, campaign, term, content, referrer, landing',
  ],
  [
    'an unknown key beside the touches',
    { first: TOUCH, visitorId: 'v-123' },
    'attribution.visitorId is not accepted: the keys are first, last, sentFrom',
  ],
  [
    'a touch that is a string',
    { last: 'newsletter' },
    'attribution.last must be an object of source, medium',
  ],
  ['an array', [TOUCH], 'attribution must be an object of first and last'],
  ['a string', 'newsletter', 'attribution must be an object of first and last'],
  ['null', null, 'attribution must be an object of first and last'],
] as const) {
  add({
    name: `AddContactUs (contact): attribution with ${what}`,
    call: 'AddContactUs',
    status: 400,
    field: 'attribution',
    message,
    build: () => jsonRequest({ ...VALID.contact, attribution }),
  });
}
add({
  name: 'AddUserSubscription: attribution with an e-mail address as utm_content',
  call: 'AddUserSubscription',
  status: 400,
  field: 'attribution',
  message: `attribution.first.content ${MUST.value}`,
  build: () => jsonRequest({ ...VALID.subscription, attribution: { first: { content: 'a@b.co' } } }),
});
add({
  name: 'AddCareer: attribution with an unknown key',
  call: 'AddCareer',
  status: 400,
  field: 'attribution',
  message: 'attribution.phone is not accepted',
  build: () => careerData('attribution', { sentFrom: '/careers/jobs', phone: '9876543210' }),
});

// ---- 9. AddUserSubscription: types and dates that do not exist -------------------------------------

for (const [what, value] of [
  ['an array', ['a@b.co']],
  ['an object', { email: 'a@b.co' }],
  ['a number', 42],
  ['null', null],
  ['empty', ''],
] as const) {
  add({
    name: `AddUserSubscription: email as ${what}`,
    call: 'AddUserSubscription',
    status: 400,
    field: 'email',
    build: () => jsonRequest(withField(VALID.subscription, 'email', value)),
  });
}
for (const [what, value] of [
  ['null', null],
  ['the string "true"', 'true'],
  ['0', 0],
] as const) {
  add({
    name: `AddUserSubscription: isActive ${what}`,
    call: 'AddUserSubscription',
    status: 400,
    field: 'isActive',
    build: () => jsonRequest(withField(VALID.subscription, 'isActive', value)),
  });
}
for (const [what, value] of [
  ['29 February 2023', '2023-02-29'],
  ['month 13', '2024-13-01'],
  ['31 April', '2024-04-31T10:00:00Z'],
  ['0000-00-00', '0000-00-00'],
  ['day 0', '2024-01-00'],
  ['minute 60', '2025-04-08T10:60:00Z'],
  ['hour 25', '2025-04-08T25:00:00Z'],
  ['an offset of +25:00', '2025-04-08T10:30:00+25:00'],
  ['no offset', '2025-04-08T10:30:00'],
  ['a space instead of T', '2025-04-08 10:30:00Z'],
  ['a six-digit year', '+275760-09-13'],
  ['fullwidth digits', '\uff12\uff10\uff12\uff15-04-08'],
  ['a milliseconds timestamp', 1744108200000],
  ['an array', ['2025-04-08']],
  ['an SQL string', "2025-04-08'; DROP TABLE subscription; --"],
] as const) {
  add({
    name: `AddUserSubscription: userActivationDate ${what}`,
    call: 'AddUserSubscription',
    status: 400,
    field: 'userActivationDate',
    build: () => jsonRequest(withField(VALID.subscription, 'userActivationDate', value)),
  });
}

// ---- 10. AddCareer: the data part ----------------------------------------------------------------

const validCareerText = JSON.stringify(VALID.career);
const dataCases: [string, () => CaseRequest, string, string?][] = [
  ['no data part', () => careerRequest({ data: null }), 'data', RESUME_MESSAGES.dataRequired],
  ['an empty data part', () => careerDataText(''), 'data', RESUME_MESSAGES.dataRequired],
  [
    'a data part that is not JSON',
    () => careerDataText('FristName=Asha&LastName=Rao'),
    'data',
    RESUME_MESSAGES.dataNotJson,
  ],
  [
    'truncated JSON in data',
    () => careerDataText(validCareerText.slice(0, -3)),
    'data',
    RESUME_MESSAGES.dataNotJson,
  ],
  ['a JSON array in data', () => careerDataText(`[${validCareerText}]`), 'data', RESUME_MESSAGES.dataNotJson],
  ['JSON null in data', () => careerDataText('null'), 'data', RESUME_MESSAGES.dataNotJson],
  [
    'a JSON string in data',
    () => careerDataText(JSON.stringify(validCareerText)),
    'data',
    RESUME_MESSAGES.dataNotJson,
  ],
  ['a JSON number in data', () => careerDataText('42'), 'data', RESUME_MESSAGES.dataNotJson],
  [
    'two data parts',
    () => careerRequest({ extra: [{ name: 'data', body: validCareerText }] }),
    'data',
    RESUME_MESSAGES.dataNotJson,
  ],
  ['a data part over 64 KB', () => careerData('FilePathUrl', 'a'.repeat(70_000)), 'data'],
  [
    'data sent as a file',
    () =>
      careerRequest({
        data: null,
        file: null,
        extra: [
          { name: 'data', filename: 'data.json', contentType: 'application/json', body: validCareerText },
        ],
      }),
    'data',
  ],
  [
    'a duplicated key in data',
    () => careerDataText(spliced(VALID.career, '"FristName":"Mallory"')),
    'FristName',
  ],
  [
    '"__proto__" in data',
    () => careerDataText(spliced(VALID.career, '"__proto__":{"polluted":"yes"}')),
    '__proto__',
  ],
  [
    '"constructor" in data',
    () => careerDataText(spliced(VALID.career, '"constructor":{"prototype":{"polluted":"yes"}}')),
    'constructor',
  ],
  [
    '"prototype" in data',
    () => careerDataText(spliced(VALID.career, '"prototype":{"polluted":"yes"}')),
    'prototype',
  ],
  [
    'data nested 5,000 deep',
    () => careerDataText(spliced(VALID.career, `"extra":${'['.repeat(5000)}${']'.repeat(5000)}`)),
    'data',
  ],
  ['an unknown field in data', () => careerData('resumeStoredName', '../../etc/passwd'), 'resumeStoredName'],
  ['an unknown text part', () => careerRequest({ extra: [{ name: 'note', body: 'hello' }] }), 'note'],
  [
    'a part named "__proto__"',
    () => careerRequest({ extra: [{ name: '__proto__', body: '{"polluted":"yes"}' }] }),
    '__proto__',
  ],
];
for (const [what, build, field, message] of dataCases) {
  add({ name: `AddCareer: ${what}`, call: 'AddCareer', status: 400, field, message, build });
}
for (const name of ['data[__proto__][polluted]', '__proto__[polluted]', 'constructor[prototype][polluted]']) {
  add({
    name: `AddCareer: a part named ${name}`,
    call: 'AddCareer',
    status: 400,
    build: () => careerRequest({ extra: [{ name, body: 'yes' }] }),
  });
}

// ---- 11. AddCareer: the fields of data -----------------------------------------------------------

const careerFieldCases: [string, unknown, string?][] = [
  ['FristName', ['Asha']],
  ['FristName', { first: 'Asha' }],
  ['FristName', null, requiredOf(CAREER_RULES.FristName)],
  ['FristName', '', requiredOf(CAREER_RULES.FristName)],
  ['FristName', UNICODE.emoji, patternOf(CAREER_RULES.FristName)],
  ['FristName', UNICODE.rtlOverride, patternOf(CAREER_RULES.FristName)],
  ['FristName', UNICODE.nul, NUL_CHARACTER_MESSAGE],
  ['FristName', UNICODE.combiningMark, patternOf(CAREER_RULES.FristName)],
  ['FristName', '<svg onload=alert(1)>', patternOf(CAREER_RULES.FristName)],
  ['LastName', "O'Brien'); DROP TABLE career_application; --", patternOf(CAREER_RULES.LastName)],
  ['LastName', 42],
  ['Email', 'asha.rao@example.com\u0000', NUL_CHARACTER_MESSAGE],
  ['Email', ['asha.rao@example.com']],
  ['PhoneNumber', 9876543210],
  [
    'PhoneNumber',
    '\u0669\u0668\u0667\u0666\u0665\u0664\u0663\u0662\u0661\u0660',
    patternOf(CAREER_RULES.PhoneNumber),
  ],
  ['PhoneNumber', "9876543210' OR 1=1"],
  ['City', '${7*7}', patternOf(CAREER_RULES.City)],
  ['City', UNICODE.zeroWidthJoiner, patternOf(CAREER_RULES.City)],
  ['Position', "{{constructor.constructor('alert(1)')()}}", patternOf(CAREER_RULES.Position)],
  ['ApplicationDetails', UNICODE.familyEmoji, patternOf(CAREER_RULES.ApplicationDetails)],
  ['IsActive', 'true'],
  ['IsActive', null, requiredOf(CAREER_RULES.IsActive)],
  ['FilePathUrl', 'C:\\fakepath\\cv\u0000.pdf', NUL_CHARACTER_MESSAGE],
  ['FilePathUrl', 'cv\u202efdp.exe', unsafeTextMessage('FilePathUrl')],
  ['FilePathUrl', ['cv.pdf']],
];
for (const [field, value, message] of careerFieldCases) {
  add({
    name: `AddCareer: ${field} ${JSON.stringify(value)}`,
    call: 'AddCareer',
    status: 400,
    field,
    message,
    build: () => careerData(field, value),
  });
}

/** Numbers out of range, written as raw JSON text where JSON.stringify could not say them. */
const numberCases: [string, string][] = [
  ['Experience', '-1'],
  ['Experience', '1e309'],
  ['Experience', '-1e309'],
  ['Experience', '100000'],
  ['Experience', '"NaN"'],
  ['Experience', '"Infinity"'],
  ['Experience', '1e-7'],
  ['Experience', '"0x10"'],
  ['Experience', '"1_0"'],
  ['Experience', '123456789012345678901234567890'],
  ['Experience', '"2,5"'],
  ['Experience', '[2]'],
  ['Experience', 'null'],
  ['ExpectedSalary', '-0.01'],
  ['ExpectedSalary', '10000'],
  ['ExpectedSalary', '"9999999999"'],
  ['ExpectedSalary', '1e21'],
  ['ExpectedSalary', '{"lpa":6}'],
  ['ExpectedSalary', '"\uff16"'],
];
for (const [field, raw] of numberCases) {
  const rest: Body = { ...VALID.career };
  delete rest[field];
  add({
    name: `AddCareer: ${field} ${raw}`,
    call: 'AddCareer',
    status: 400,
    field,
    build: () => careerDataText(spliced(rest, `"${field}":${raw}`)),
  });
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const dobMessages = CAREER_RULES.DateOfBirth;
for (const [what, value, message] of [
  ['29 February 2023', '2023-02-29', dobMessages.pattern.message],
  ['month 13', '2024-13-01', dobMessages.pattern.message],
  ['31 April', '2024-04-31', dobMessages.pattern.message],
  ['0000-00-00', '0000-00-00', dobMessages.pattern.message],
  ['29 February 1900', '1900-02-29', dobMessages.pattern.message],
  ['tomorrow', null, dobMessages.notInFuture],
  ['the year 2999', '2999-01-01', dobMessages.notInFuture],
  ['before 1900', '1899-12-31', dobMessages.age.message],
  ["a child's (born in 2020)", '2020-05-01', dobMessages.age.message],
  ['a date and time', '1998-07-21T00:00:00Z', dobMessages.pattern.message],
  ['a two-digit year', '98-07-21', dobMessages.pattern.message],
  ['an SQL string', "1998-07-21' OR '1'='1", dobMessages.pattern.message],
  ['a number', 19980721, undefined],
] as const) {
  add({
    name: `AddCareer: DateOfBirth ${what}`,
    call: 'AddCareer',
    status: 400,
    field: 'DateOfBirth',
    message,
    build: () => careerData('DateOfBirth', value ?? tomorrow()),
  });
}

// ---- 12. AddCareer: the file ------------------------------------------------------------------

const WRONG_TYPE = RESUME_MESSAGES.wrongType;
const fileCases: [string, () => CaseRequest, number, string, string?][] = [
  ['no file', () => careerRequest({ file: null }), 400, 'file', RESUME_MESSAGES.required],
  [
    'a file part with an empty file name',
    () => careerFile({ filename: '' }),
    400,
    'file',
    RESUME_MESSAGES.required,
  ],
  [
    'two files',
    () =>
      careerRequest({
        extra: [{ name: 'file', filename: 'b.pdf', contentType: 'application/pdf', body: pdf() }],
      }),
    400,
    'file',
    'Send a single resume file.',
  ],
  ['the file in a part named "resume"', () => careerFile({ name: 'resume' }), 400, 'resume'],
  ['an empty file', () => careerFile({ bytes: Buffer.alloc(0) }), 415, 'file', WRONG_TYPE],
  [
    'a Linux executable renamed .pdf',
    () => careerFile({ bytes: elfExecutable(), filename: 'cv.pdf' }),
    415,
    'file',
    WRONG_TYPE,
  ],
  [
    'a Windows executable renamed .pdf',
    () => careerFile({ bytes: windowsExecutable(), filename: 'cv.pdf' }),
    415,
    'file',
    WRONG_TYPE,
  ],
  [
    'a Windows executable renamed .docx',
    () =>
      careerFile({
        bytes: windowsExecutable(),
        filename: 'cv.docx',
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    415,
    'file',
    WRONG_TYPE,
  ],
  [
    'a shell script renamed .doc',
    () =>
      careerFile({
        bytes: Buffer.from('#!/bin/sh\nrm -rf /\n'),
        filename: 'cv.doc',
        contentType: 'application/msword',
      }),
    415,
    'file',
    WRONG_TYPE,
  ],
  [
    'an HTML page with a script renamed .pdf',
    () => careerFile({ bytes: Buffer.from('<html><script>alert(1)</script></html>') }),
    415,
    'file',
    WRONG_TYPE,
  ],
  [
    'a DOCX zip bomb (1 GiB from 1 MB)',
    () => careerFile({ bytes: docxZipBomb(), filename: 'cv.docx' }),
    415,
    'file',
    WRONG_TYPE,
  ],
  [
    'an overlapping-entries DOCX zip bomb',
    () => careerFile({ bytes: docxOverlappingZipBomb(), filename: 'cv.docx' }),
    415,
    'file',
    WRONG_TYPE,
  ],
  ['a 6 MB file', () => careerFile({ bytes: pdf(6 * MB) }), 413, 'file', RESUME_MESSAGES.tooLarge(5 * MB)],
  [
    'a file name with ../ segments',
    () => careerFile({ filename: '../../etc/passwd.pdf' }),
    400,
    'file',
    RESUME_MESSAGES.badName,
  ],
  [
    'a file name with ..\\ segments',
    () => careerFile({ filename: undefined, filenameStar: '..\\..\\x.pdf' }),
    400,
    'file',
    RESUME_MESSAGES.badName,
  ],
  [
    'a file name with escaped backslashes',
    () => careerFile({ filename: '..\\\\..\\\\x.pdf' }),
    400,
    'file',
    RESUME_MESSAGES.badName,
  ],
  [
    'an absolute POSIX file name',
    () => careerFile({ filename: '/etc/passwd.pdf' }),
    400,
    'file',
    RESUME_MESSAGES.badName,
  ],
  [
    'an absolute Windows file name',
    () => careerFile({ filename: undefined, filenameStar: 'C:\\Windows\\System32\\cv.pdf' }),
    400,
    'file',
    RESUME_MESSAGES.badName,
  ],
  [
    'a UNC file name',
    () => careerFile({ filename: undefined, filenameStar: '\\\\server\\share\\cv.pdf' }),
    400,
    'file',
    RESUME_MESSAGES.badName,
  ],
  ['the file name ".."', () => careerFile({ filename: '..' }), 400, 'file', RESUME_MESSAGES.badName],
  [
    'a file name with NUL',
    () => careerFile({ filename: undefined, filenameStar: 'cv.pdf\u0000.exe' }),
    400,
    'file',
    RESUME_MESSAGES.badName,
  ],
  [
    'a file name with a line feed',
    () => careerFile({ filename: undefined, filenameStar: 'cv\n.pdf' }),
    400,
    'file',
    RESUME_MESSAGES.badName,
  ],
  [
    'a file name with a right-to-left override',
    () => careerFile({ filename: undefined, filenameStar: 'cv\u202efdp.exe' }),
    400,
    'file',
    RESUME_MESSAGES.badName,
  ],
  [
    'a file name of 300 characters',
    () => careerFile({ filename: `${'a'.repeat(296)}.pdf` }),
    400,
    'file',
    RESUME_MESSAGES.badName,
  ],
];
for (const [what, build, status, field, message] of fileCases) {
  add({ name: `AddCareer: ${what}`, call: 'AddCareer', status, field, message, build });
}

add({
  name: 'AddCareer: a 50 MB body (with Content-Length)',
  call: 'AddCareer',
  status: 413,
  field: 'file',
  build: () => {
    const upload = streamedUpload(50 * MB, [{ name: 'data', body: validCareerText }]);
    return { headers: { 'Content-Type': upload.contentType }, body: upload };
  },
  check: (response) => {
    // Refused from the declared length: the server answered long before the body was sent.
    expect(response.bytesSentAtResponse).toBeLessThan((response.bytesPlanned ?? 0) / 2);
  },
});
add({
  name: 'AddCareer: a 50 MB chunked body (no Content-Length)',
  call: 'AddCareer',
  status: 413,
  field: 'file',
  build: () => {
    const upload = streamedUpload(50 * MB, [{ name: 'data', body: validCareerText }]);
    return { headers: { 'Content-Type': upload.contentType }, body: { chunks: upload.chunks } };
  },
});

// ---- 13. AddCareer: the multipart envelope ---------------------------------------------------------

const MALFORMED = 'The multipart body is malformed.';
const envelopeCases: [string, () => CaseRequest, number, string?][] = [
  ['a JSON body', () => jsonRequest(VALID.career), 415],
  ['a text/plain body', () => rawRequest('hello', 'text/plain'), 415],
  ['a body without a content type', () => ({ body: careerRequest().body }), 415],
  [
    'multipart/mixed',
    () => {
      const r = careerRequest();
      return {
        headers: { 'Content-Type': String(r.headers!['Content-Type']).replace('form-data', 'mixed') },
        body: r.body,
      };
    },
    415,
  ],
  [
    'multipart/form-data without a boundary',
    () => ({ headers: { 'Content-Type': 'multipart/form-data' }, body: careerRequest().body }),
    400,
    MALFORMED,
  ],
  [
    'a body with a different boundary',
    () => ({
      headers: { 'Content-Type': 'multipart/form-data; boundary=nothere' },
      body: careerRequest().body,
    }),
    400,
  ],
  [
    'a body cut off before the closing boundary',
    () => {
      const m = multipart(
        [
          { name: 'data', body: validCareerText },
          { name: 'file', filename: 'cv.pdf', contentType: 'application/pdf', body: pdf(200_000) },
        ],
        { unterminated: true },
      );
      return { headers: { 'Content-Type': m.contentType }, body: m.body.subarray(0, m.body.length - 1000) };
    },
    400,
  ],
  [
    'a part header of 100 KB',
    () => {
      const m = multipart([
        {
          rawHeaders: `Content-Disposition: form-data; name="data"\r\nX-Pad: ${'a'.repeat(100_000)}\r\n`,
          body: validCareerText,
        },
      ]);
      return { headers: { 'Content-Type': m.contentType }, body: m.body };
    },
    400,
  ],
  [
    'a part without Content-Disposition',
    () => {
      const m = multipart([{ rawHeaders: 'Content-Type: text/plain\r\n', body: validCareerText }]);
      return { headers: { 'Content-Type': m.contentType }, body: m.body };
    },
    400,
  ],
  [
    'twenty text parts',
    () => careerRequest({ extra: Array.from({ length: 20 }, (_, i) => ({ name: `p${i}`, body: 'x' })) }),
    400,
  ],
  [
    'gzip-encoded multipart',
    () => {
      const r = careerRequest();
      return { headers: { ...r.headers, 'Content-Encoding': 'gzip' }, body: gzipSync(r.body as Buffer) };
    },
    400,
  ],
];
for (const [what, build, status, message] of envelopeCases) {
  add({ name: `AddCareer: ${what}`, call: 'AddCareer', status, message, build });
}

// ---- 14. The Idempotency-Key header (all three submissions) -----------------------------------------

/** Keys seeded before the table by seedIdempotencyKeys: answered for another body, and in progress. */
export const ANSWERED_KEY = 'hostile-answered-key';
export const IN_PROGRESS_KEY = 'hostile-in-progress-key';
const SUBMISSION_CALLS = ['AddContactUs', 'AddCareer', 'AddUserSubscription'] as const;

/**
 * For each submission: ANSWERED_KEY answered for a body no case sends, IN_PROGRESS_KEY claimed, both
 * in the scope of the visitor whose session the cases send (`caller`, see idempotency-scope.ts).
 */
export async function seedIdempotencyKeys(db: DataSource, caller: string): Promise<void> {
  for (const call of SUBMISSION_CALLS) {
    await db.query(
      `INSERT INTO idempotency_key (scope, key, request_sha256, status, response)
       VALUES ($1, $2, repeat('0', 64), 200, '{"errorMessage":null,"isSuccess":true}'),
              ($1, $3, repeat('0', 64), NULL, $4::jsonb)`,
      [
        `${caller} ${CALL_PATHS[call]}`,
        ANSWERED_KEY,
        IN_PROGRESS_KEY,
        JSON.stringify({
          pending: {
            token: randomUUID(),
            nonce: randomBytes(16).toString('hex'),
            expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
          },
        }),
      ],
    );
  }
}

/** The claim stays younger than its lease however long the table has run. */
const freshClaim = async (db: DataSource) => {
  await db.query('UPDATE idempotency_key SET created_at = now() WHERE key = $1', [IN_PROGRESS_KEY]);
};

const validSubmission = (call: (typeof SUBMISSION_CALLS)[number]) =>
  call === 'AddCareer'
    ? (headers: Record<string, string>) => careerRequest({ headers })
    : call === 'AddContactUs'
      ? (headers: Record<string, string>) => jsonRequest(VALID.enquiry, headers)
      : (headers: Record<string, string>) => jsonRequest(VALID.subscription, headers);

/** A pattern matching this text literally (messages here hold parentheses and dots). */
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const malformedKeys: [string, string][] = [
  ['an empty Idempotency-Key', ''],
  ['an Idempotency-Key of an empty string', '""'],
  ['an Idempotency-Key of a blank string', '"    "'],
  ['an unterminated Idempotency-Key string', '"8e03978e-40d5-43e8-bc93-6894a57f9324'],
  ['an Idempotency-Key with text after its string', '"8e03978e"-40d5'],
  ['an Idempotency-Key with parameters', '"8e03978e-40d5-43e8-bc93-6894a57f9324";expires=0'],
  ['an Idempotency-Key list', '"8e03978e", "40d5"'],
  ['a bare Idempotency-Key with a space', '8e03978e 40d5'],
  ['an Idempotency-Key with an unknown escape', '"8e03978e\\n40d5"'],
  ['an Idempotency-Key with a Latin-1 character', '"caf\u00e9"'],
  ['an Idempotency-Key string of 256 characters', `"${'k'.repeat(256)}"`],
  ['a bare Idempotency-Key of 4 KB', 'k'.repeat(4096)],
];
for (const [what, value] of malformedKeys) {
  add({
    name: `AddContactUs: ${what}`,
    call: 'AddContactUs',
    status: 400,
    message: literally(MALFORMED_KEY_DETAIL),
    build: () => jsonRequest(VALID.enquiry, { [IDEMPOTENCY_KEY_HEADER]: value }),
  });
}
add({
  name: 'AddContactUs: the Idempotency-Key header sent twice',
  call: 'AddContactUs',
  status: 400,
  message: literally(REPEATED_KEY_DETAIL),
  build: () => ({
    ...jsonRequest(VALID.enquiry),
    headers: { 'Content-Type': JSON_TYPE, [IDEMPOTENCY_KEY_HEADER]: ['"same-key"', '"same-key"'] },
  }),
});
add({
  name: 'AddCareer: a bare Idempotency-Key list',
  call: 'AddCareer',
  status: 400,
  message: literally(MALFORMED_KEY_DETAIL),
  build: () => careerRequest({ headers: { [IDEMPOTENCY_KEY_HEADER]: 'a,b' } }),
});
add({
  name: 'AddUserSubscription: an Idempotency-Key string of 256 characters',
  call: 'AddUserSubscription',
  status: 400,
  message: literally(MALFORMED_KEY_DETAIL),
  build: () => jsonRequest(VALID.subscription, { [IDEMPOTENCY_KEY_HEADER]: `"${'k'.repeat(256)}"` }),
});
for (const call of SUBMISSION_CALLS) {
  add({
    name: `${call}: an Idempotency-Key already used for another body (422)`,
    call,
    status: 422,
    message: literally(MISMATCH_DETAIL),
    build: () => validSubmission(call)({ [IDEMPOTENCY_KEY_HEADER]: `"${ANSWERED_KEY}"` }),
    check: (response) => expect(response.headers['idempotent-replayed']).toBeUndefined(),
  });
  add({
    name: `${call}: an Idempotency-Key whose first request is in progress (409)`,
    call,
    status: 409,
    message: literally(IN_PROGRESS_DETAIL),
    setup: freshClaim,
    build: () => validSubmission(call)({ [IDEMPOTENCY_KEY_HEADER]: IN_PROGRESS_KEY }),
    check: (response) => expect(response.headers['retry-after']).toBe('1'),
  });
}

export const HOSTILE_CASES: readonly HostileCase[] = cases;

/** Bodies that look odd but are legitimate: accepted, to show the table refuses only what is hostile. */
export const LEGITIMATE: { name: string; call: Call; build: () => CaseRequest }[] = [
  {
    name: 'a Contact message with emoji, joiners and combining marks',
    call: 'AddContactUs',
    build: () =>
      jsonRequest(
        withField(
          VALID.contact,
          'description',
          `Caf\u00e9 Jose\u0301 \u{1f600} \u{1f468}\u200d\u{1f469}\u200d\u{1f467} \u0645\u0631\u062d\u0628\u0627`,
        ),
      ),
  },
  {
    name: 'a Contact message with tabs and line breaks',
    call: 'AddContactUs',
    build: () => jsonRequest(withField(VALID.contact, 'description', 'Line one\r\nLine two\n\tindented')),
  },
  {
    name: 'a Contact message quoting SQL and a script tag',
    call: 'AddContactUs',
    build: () =>
      jsonRequest(
        withField(VALID.contact, 'description', "'; DROP TABLE enquiry; -- <script>alert(1)</script>"),
      ),
  },
  {
    name: 'JSON with one byte order mark',
    call: 'AddUserSubscription',
    build: () => rawRequest(`\ufeff${JSON.stringify(VALID.subscription)}`, JSON_TYPE),
  },
  {
    name: 'JSON with charset=utf-8',
    call: 'AddUserSubscription',
    build: () => rawRequest(JSON.stringify(VALID.subscription), 'application/json; charset=UTF-8'),
  },
  {
    name: 'GetCountryCodes with an empty JSON object',
    call: 'GetCountryCodes',
    build: () => jsonRequest({}),
  },
  {
    name: 'a resume name with spaces, dots and Unicode',
    call: 'AddCareer',
    build: () =>
      careerFile({ filename: undefined, filenameStar: 'Asha R\u00e3o CV v2..final \u{1f600}.pdf' }),
  },
  {
    name: 'a Contact message with an attribution in another script',
    call: 'AddContactUs',
    build: () =>
      jsonRequest({
        ...VALID.contact,
        attribution: {
          first: {
            source: 'google',
            medium: 'cpc',
            campaign: 'प्रशिक्षण 2026 (Q4)',
            referrer: 'www.google.co.in',
            landing: '/',
          },
          last: { source: 'newsletter', landing: '/training' },
          sentFrom: '/contactus',
        },
      }),
  },
  {
    name: 'a DOCX resume',
    call: 'AddCareer',
    build: () => careerFile({ bytes: docx(), filename: 'cv.docx' }),
  },
];
