/**
 * Issue 7: a property-based test over the shared field rules. For every form of the website, the
 * same generated input goes through the code the browser runs (the forms' schemas module of the
 * frontend, and the function that builds what the form sends) and through the code the server runs
 * (the AddContactUs form pipe with the real country patterns, the AddCareer resume storage and
 * `data` pipe, the global validation pipe for AddUserSubscription), on the run's seeded database.
 * Both must give the same verdict, and where both refuse, flag the same fields.
 *
 * The inputs are what a visitor can type (or set with the developer tools): valid values built to
 * satisfy each rule, boundaries (maximum length and one more, spaces around, empty, blank), near
 * misses (one bad character), unicode (accents, emoji, combining marks, zero-width, bidi and control
 * characters), decimals and dates at their edges, phone numbers per country (pattern matches and
 * near misses) and honest resume files (content matching the name) of every size class.
 */
import { ValidationPipe } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  CAREER_DATA_FIELD,
  DATE_OF_BIRTH_MIN,
  ENQUIRY_SOURCES,
  EVENT_SOURCES,
  EXPECTED_SALARY_MAX_LPA,
  EXPERIENCE_MAX_YEARS,
  MAX_LENGTHS,
  MOBILE_PATTERN,
  RESUME_FIELD,
  RESUME_MAX_BYTES_DEFAULT,
  RESUME_TYPES,
  type CountryCode,
  type ResumeExtension,
} from '@orbitwise/contracts';
import { countries as countriesListData } from 'countries-list';
import express from 'express';
import * as fc from 'fast-check';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DEFAULT_RESUME_POLICY,
  careerApplication,
  careerSchema,
  contactFirstFailure,
  contactRequest,
  enquiryRequest,
  enquirySchema,
  eventRequest,
  eventSchema,
  itSupportRequest,
  itSupportSchema,
  newsletterSchema,
  subscriptionRequest,
  supportCountries,
  yupResolver,
  type CareerValues,
  type ContactValues,
  type EnquiryValues,
  type EventValues,
  type ItSupportValues,
  type NewsletterValues,
  type SupportCountry,
} from '../../../frontend/app/features/forms/schemas';
import { compoundFile, pdf, zip } from '../resume-fixtures';
import { createTestApp } from '../test-app';
import { ProblemException } from '../../src/platform/problems/problem';
import { validationOptions } from '../../src/platform/http/validation';
import { CareerSubmissionPipe } from '../../src/submissions/careers/career-submission.pipe';
import { EnquiryFormPipe } from '../../src/submissions/enquiries/enquiry-form.pipe';
import { CountriesService } from '../../src/countries/countries.service';
import { UserSubscriptionDto } from '../../src/submissions/subscriptions/dto/user-subscription.dto';
import { ResumeUpload, type StoredResume } from '../../src/submissions/careers/resume-upload';

const NUM_RUNS = Number(process.env.PARITY_RUNS ?? 1000);
/** Each form must have exercised both sides: at least this share accepted and this share refused. */
const MIN_SHARE = 0.2;

// ---------------------------------------------------------------------------------------------
// Verdicts
// ---------------------------------------------------------------------------------------------

interface Verdict {
  ok: boolean;
  /** The fields flagged, named as in the request. */
  fields: string[];
  /** The server's problem detail, for the report. */
  detail?: string;
}

type FormName = 'enquiry' | 'contact' | 'event' | 'it-support' | 'careers' | 'newsletter';

interface Comparison {
  /** Client field name → request field name, where they differ. */
  fieldMap?: Record<string, string>;
  /** Request field name → client field name, for a field the client checks under another name. */
  serverFieldMap?: Record<string, string>;
  /** A field the server only judges once the fields it depends on are valid. */
  dependsOn?: Record<string, string[]>;
  /** The client reports one failure at a time (the Contact page's toasts): it must be among the server's. */
  clientReportsFirstOnly?: boolean;
  /** The server stopped before validating the `data` part (the resume was refused while streaming). */
  serverStoppedEarly?: boolean;
}

const stats = new Map<FormName, { accepted: number; refused: number }>();
/** Off for the regression cases, which are not generated. */
let counting = true;

function record(form: FormName, ok: boolean): void {
  if (!counting) return;
  const entry = stats.get(form) ?? { accepted: 0, refused: 0 };
  if (ok) entry.accepted++;
  else entry.refused++;
  stats.set(form, entry);
}

/** Throws (so fast-check shrinks and reports the input) unless both sides agree; returns their verdict. */
function expectSameVerdict(
  form: FormName,
  input: unknown,
  client: Verdict,
  server: Verdict,
  how: Comparison = {},
): boolean {
  const describe = () =>
    `${form}: client ${client.ok ? 'accepts' : `refuses [${client.fields.join(', ')}]`}, server ${
      server.ok ? 'accepts' : `refuses [${server.fields.join(', ')}] (${server.detail})`
    }\ninput: ${JSON.stringify(input)}`;
  if (client.ok !== server.ok) throw new Error(`Verdicts differ. ${describe()}`);
  if (client.ok) return true;
  const mapped = new Set(client.fields.map((field) => how.fieldMap?.[field] ?? field));
  const flagged = new Set(server.fields.map((field) => how.serverFieldMap?.[field] ?? field));
  const skipped = (field: string) =>
    (how.dependsOn?.[field] ?? []).some((other) => mapped.has(other) || flagged.has(other));
  if (how.serverStoppedEarly) {
    if (![...flagged].every((field) => mapped.has(field))) throw new Error(`Fields differ. ${describe()}`);
    return false;
  }
  if (how.clientReportsFirstOnly) {
    if (![...mapped].every((field) => flagged.has(field))) throw new Error(`Fields differ. ${describe()}`);
    return false;
  }
  const left = [...mapped].filter((field) => !skipped(field)).sort();
  const right = [...flagged].filter((field) => !skipped(field)).sort();
  if (left.join() !== right.join()) throw new Error(`Fields differ. ${describe()}`);
  return false;
}

/** The client's verdict: the form's resolver, as react-hook-form calls it before submitting. */
async function resolve<T extends Record<string, unknown>>(
  schema: Parameters<typeof yupResolver<T>>[0],
  values: T,
): Promise<Verdict> {
  const result = await yupResolver<T>(schema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  } as never);
  const fields = Object.keys(result.errors);
  return { ok: fields.length === 0, fields };
}

/** What the server receives of a JSON body. */
const overTheWire = <T>(body: T): Record<string, unknown> => JSON.parse(JSON.stringify(body));

function refusal(error: unknown): Verdict & { status: number; detail: string } {
  if (error instanceof ProblemException && error.getStatus() < 500) {
    return {
      ok: false,
      fields: Object.keys(error.problem.errors ?? {}),
      status: error.getStatus(),
      detail: error.message,
    };
  }
  throw error;
}

// ---------------------------------------------------------------------------------------------
// Characters and generic field arbitraries
// ---------------------------------------------------------------------------------------------

const UPPER = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const LOWER = [...'abcdefghijklmnopqrstuvwxyz'];
const LETTERS = [...UPPER, ...LOWER];
const DIGITS = [...'0123456789'];
/** Whitespace that String.prototype.trim removes. */
const SPACES = [' ', ' ', ' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\u3000', '\u2028', '\ufeff'];
/** One of these makes a near miss of a valid value. */
const BAD_CHARS = [
  ...DIGITS.slice(0, 3),
  '-',
  "'",
  '.',
  '_',
  '@',
  '+',
  '/',
  '\\',
  '<',
  '"',
  'é',
  'ß',
  'Ω',
  'Ж',
  'م',
  '中',
  'Ａ', // fullwidth A
  '٣', // Arabic-Indic three
  '😀', // surrogate pair
  '👩🏽‍💻', // emoji with a skin tone and a zero-width joiner
  '\u0301', // combining acute accent
  '\u200b', // zero-width space (not trimmed)
  '\u200d', // zero-width joiner
  '\u200e', // left-to-right mark
  '\u200f', // right-to-left mark
  '\u202e', // right-to-left override
  '\u2066', // left-to-right isolate
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085', // next line (C1 control)
  '\ud800', // lone high surrogate
  '\udc00', // lone low surrogate
  ...SPACES,
];

const charOf = <T>(items: readonly T[]) => fc.constantFrom(...items);
const stringOf = (chars: readonly string[], minLength: number, maxLength: number) =>
  fc.string({ unit: charOf(chars), minLength, maxLength });
const spaces = stringOf(SPACES, 1, 3);

interface FieldArb<T> {
  /** Values the rule accepts (once trailing spaces are trimmed, as the forms do). */
  valid: fc.Arbitrary<T>;
  /** Anything a visitor can type: mostly valid, often on a boundary or one character off. */
  any: fc.Arbitrary<T>;
  /** Only the boundaries, near misses and noise (mostly invalid). */
  edge?: fc.Arbitrary<T>;
}

/** A near miss: one bad character inserted anywhere. */
const nearMiss = (valid: fc.Arbitrary<string>) =>
  fc.tuple(valid, charOf(BAD_CHARS), fc.nat()).map(([value, bad, at]) => {
    const i = at % (value.length + 1);
    return value.slice(0, i) + bad + value.slice(i);
  });

interface TextSpec {
  core: fc.Arbitrary<string>;
  /** A valid value of exactly n characters (n ≥ 1). */
  fill?: (n: number) => string;
  max?: number;
  /** Field-specific edge values (valid or not). */
  edges?: readonly string[] | fc.Arbitrary<string>;
}

function textField({ core, fill, max, edges = [] }: TextSpec): FieldArb<string> {
  const boundaryValid: fc.Arbitrary<string>[] = fill && max ? [fc.constant(fill(max))] : [];
  const valid = fc.oneof(
    { weight: 8, arbitrary: core },
    { weight: 1, arbitrary: fc.tuple(core, spaces).map(([value, tail]) => value + tail) },
    ...boundaryValid.map((arbitrary) => ({ weight: 1, arbitrary })),
  );
  const boundary =
    fill && max
      ? [
          fc.constant(fill(max + 1)),
          fc.constant(`${fill(max)}  `),
          fc.constantFrom(fill(max - 1 > 0 ? max - 1 : 1), fill(1)),
        ]
      : [];
  const edgeArb = Array.isArray(edges) ? (edges.length ? [fc.constantFrom(...edges)] : []) : [edges];
  const invalid = fc.oneof(
    fc.constant(''),
    spaces,
    fc.tuple(spaces, core).map(([head, value]) => head + value),
    nearMiss(core),
    nearMiss(core),
    stringOf([...BAD_CHARS, ...LETTERS], 1, 12),
    fc.string({ maxLength: 12 }),
    fc.string({ unit: 'grapheme', maxLength: 8 }),
    ...boundary,
    ...(edgeArb as fc.Arbitrary<string>[]),
    ...(edgeArb as fc.Arbitrary<string>[]),
  );
  return {
    valid,
    any: fc.oneof({ weight: 6, arbitrary: valid }, { weight: 4, arbitrary: invalid }),
    edge: invalid,
  };
}

/** Letters and spaces, starting with a letter. */
function lettersField(max: number, min = 1, edges: readonly string[] = []): FieldArb<string> {
  const core = fc
    .tuple(
      charOf(LETTERS),
      stringOf([...LETTERS, ...LETTERS, ' '], Math.max(0, min - 1), Math.min(max, 24) - 1),
    )
    .map(([head, tail]) => (head + tail).trimEnd())
    .filter((value) => value.length >= min);
  const fill = (n: number) => `A${'sha Rao'.repeat(Math.ceil(n / 7)).slice(0, n - 1)}`.replace(/ $/, 'o');
  return textField({
    core,
    fill,
    max,
    edges: [
      'José',
      'Zoë',
      'Müller',
      'Jose\u0301',
      'Asha\u200bRao',
      'Asha  Rao',
      'A',
      'Ab',
      'O Neil',
      "O'Neil",
      ...edges,
    ],
  });
}

const LOCAL_CHARS = [...LETTERS, ...DIGITS, '.', '_', '%', '-'];
const DOMAIN_CHARS = [...LOWER, ...DIGITS, '-'];
function emailField(): FieldArb<string> {
  const core = fc
    .tuple(
      stringOf(LOCAL_CHARS, 1, 16),
      fc.array(stringOf(DOMAIN_CHARS, 1, 10), { minLength: 1, maxLength: 3 }),
      stringOf(LOWER, 2, 4),
    )
    .map(([local, labels, tld]) => `${local}@${labels.join('.')}.${tld}`);
  const fill = (n: number) => `${'a'.repeat(Math.max(1, n - '@example.com'.length))}@example.com`;
  return textField({
    core,
    fill,
    max: MAX_LENGTHS.email,
    edges: fc.oneof(
      fc.constantFrom(
        'Asha@Example.com',
        'asha@example.COM',
        'a@b.c',
        'a@b.abcde',
        'asha+news@example.com',
        'asha@example',
        '@example.com',
        'asha@@example.com',
        'asha @example.com',
        'ásha@example.com',
        'asha@exämple.com',
        'asha@example.com.',
        'asha@.example.com',
        'asha@example..com',
        '"asha"@example.com',
        'asha@[127.0.0.1]',
      ),
      fc.emailAddress(),
    ),
  });
}

function patternField(pattern: RegExp, edges: readonly string[]): FieldArb<string> {
  return textField({ core: fc.stringMatching(pattern), edges });
}

const mobileField = () =>
  patternField(MOBILE_PATTERN, [
    '987654321',
    '98765432101',
    '0987654321',
    '+123-9876543210',
    '+91 9876543210',
    '+91--9876543210',
    '91-9876543210',
    '98765-43210',
    '(987) 654-3210',
    '+91-09876543210',
    '９８７６５４３２１０',
    '٩٨٧٦٥٤٣٢١٠',
    '+919876543210',
    '+9-9876543210',
  ]);

/** A select: the listed options, or what the developer tools can put in it. */
function optionField(options: readonly string[], others: readonly string[]): FieldArb<string> {
  const option = charOf(options);
  return textField({
    core: option,
    edges: fc.oneof(
      option.map((value) => value.toLowerCase()),
      option.map((value) => value.toUpperCase()),
      option.map((value) => ` ${value}`),
      option.map((value) => `${value}.`),
      charOf(others),
      fc.constantFrom('Other ', 'other', 'None', 'WhatsApp\u200b'),
    ),
  });
}

/** A decimal typed as text, at most two decimals, up to `max`. */
function decimalField(max: number): FieldArb<string> {
  const core = fc
    .integer({ min: 0, max: 2 })
    .chain((decimals) =>
      fc
        .integer({ min: 0, max: Math.floor(max * 10 ** decimals) })
        .map((n) => (n / 10 ** decimals).toFixed(decimals)),
    );
  const padded = fc.oneof(
    core,
    core.map((value) => `0${value}`),
    core.map((value) => (value.includes('.') ? `${value}0`.replace(/(\.\d\d)0$/, '$1') : `${value}.0`)),
  );
  const maxText = String(max);
  return textField({
    core: padded,
    edges: [
      '0',
      '0.0',
      '0.00',
      '00',
      '007',
      '1',
      '1.5',
      '1.55',
      '1.555',
      '-1',
      '-0',
      maxText,
      `${maxText}${maxText.includes('.') ? '' : '.'}00`.replace(/(\.\d\d)00$/, '$1'),
      (max + 0.01).toFixed(2),
      String(Math.floor(max) + 1),
      '1e1',
      '1E2',
      '.5',
      '5.',
      '1,5',
      '1.5.5',
      '+5',
      '5-',
      '0x10',
      'NaN',
      'Infinity',
      '٣',
      '１',
      '99999999999999999999999',
      '0000000000000000000001',
      '00000000001.5',
      '1 000',
      '2 years',
    ],
  });
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const todayUtc = () => isoDay(new Date());
const dayOffset = (days: number) => isoDay(new Date(Date.now() + days * 86_400_000));

function dateOfBirthField(): FieldArb<string> {
  const core = fc
    .date({ min: new Date(`${DATE_OF_BIRTH_MIN}T00:00:00Z`), max: new Date(), noInvalidDate: true })
    .map(isoDay);
  return textField({
    core,
    edges: [
      '1899-12-31',
      DATE_OF_BIRTH_MIN,
      todayUtc(),
      dayOffset(-1),
      dayOffset(1),
      dayOffset(400),
      '2024-02-29',
      '2023-02-29',
      '1900-02-29',
      '2000-02-29',
      '2023-04-31',
      '2023-13-01',
      '2023-00-10',
      '2023-01-00',
      '0000-00-00',
      '1990-1-5',
      '1990/01/05',
      '05-01-1990',
      '1990-01-05T00:00:00Z',
      '1990-01-05T10:00',
      '19900105',
      '+01990-01-05',
      '9999-12-31',
      '1990-01-05\u200b',
      '١٩٩٠-٠١-٠٥',
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// Whole records: all valid, all valid but one field, or every field drawn from the mix
// ---------------------------------------------------------------------------------------------

type Fields<T> = { [K in keyof T]: FieldArb<T[K]> };

function recordOf<T extends object>(fields: Fields<T>): fc.Arbitrary<T> {
  const keys = Object.keys(fields) as (keyof T)[];
  const pick = (choose: (key: keyof T) => fc.Arbitrary<unknown>) =>
    fc.record(Object.fromEntries(keys.map((key) => [key, choose(key)])) as never) as fc.Arbitrary<T>;
  return fc.oneof(
    { weight: 4, arbitrary: pick((key) => fields[key].valid) },
    {
      weight: 4,
      arbitrary: fc
        .constantFrom(...keys)
        .chain((odd) => pick((key) => (key === odd ? fields[key].any : fields[key].valid))),
    },
    { weight: 2, arbitrary: pick((key) => fields[key].any) },
  );
}

// ---------------------------------------------------------------------------------------------
// Phone numbers per country
// ---------------------------------------------------------------------------------------------

/** National numbers for a calling code: matches of its pattern, and near misses of them. */
function nationalNumberField(code: string, pattern: string): FieldArb<string> {
  const core = pattern ? fc.stringMatching(new RegExp(pattern)) : stringOf(DIGITS, 1, 15);
  const missBy = fc.oneof(
    core.map((n) => `${n}5`),
    core.map((n) => n.slice(0, -1)),
    core.map((n) => `0${n}`),
    core.map((n) => `${code}${n}`),
    core.map((n) => `${code.slice(1)}${n}`),
    core.map((n) => `${code} ${n}`),
    core.map((n) => `+${n}`),
    core.map((n) => `${n.slice(0, 3)} ${n.slice(3)}`),
    core.map((n) => `${n.slice(0, 3)}-${n.slice(3)}`),
    core.map((n) => n.replace(/\d/, (d) => String.fromCharCode(0x0660 + Number(d)))),
    core.map((n) => `${n}${n}`.slice(0, 16).padEnd(16, '7')),
    core.map((n) => `1${n}`),
  );
  return textField({ core, edges: missBy });
}

// ---------------------------------------------------------------------------------------------
// Resume files (honest: the content is what the name says)
// ---------------------------------------------------------------------------------------------

type FileKind = 'pdf' | 'doc' | 'docx' | 'txt' | 'png' | 'xlsx';
type SizeClass = 'small' | 'max' | 'over' | 'empty';

/** The type a browser gives a file of each kind (from its extension). */
const MIME: Record<FileKind, string> = {
  ...(Object.fromEntries(RESUME_TYPES.map((type) => [type.extension, type.mimeType])) as Record<
    ResumeExtension,
    string
  >),
  txt: 'text/plain',
  png: 'image/png',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const XLSX_ENTRIES = {
  '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
  'xl/workbook.xml': '<?xml version="1.0"?><workbook/>',
};
const DOCX_ENTRIES = {
  '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
  '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
  'word/document.xml': '<?xml version="1.0"?><w:document/>',
};

/** Honest content of a kind, of at least its natural size, padded to `size` bytes when given. */
function content(kind: FileKind, size?: number): Buffer {
  const pad = (base: Buffer) =>
    size === undefined ? base : Buffer.concat([base, Buffer.alloc(size - base.length, 0x20)]);
  switch (kind) {
    case 'pdf':
      return pad(pdf());
    case 'doc':
      return pad(compoundFile(['WordDocument', '1Table']));
    case 'docx':
    case 'xlsx': {
      const entries = kind === 'docx' ? DOCX_ENTRIES : XLSX_ENTRIES;
      const folder = kind === 'docx' ? 'word' : 'xl';
      if (size === undefined) return zip(entries);
      const base = zip({ ...entries, [`${folder}/media/pad.bin`]: '' }).length;
      return zip({ ...entries, [`${folder}/media/pad.bin`]: 'x'.repeat(Math.max(0, size - base)) });
    }
    case 'txt':
      return pad(Buffer.from('Asha Rao\nSales Executive, 3 years\n', 'utf8'));
    case 'png':
      return pad(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
  }
}

const contentCache = new Map<string, Buffer>();
function contentOf(kind: FileKind, sizeClass: SizeClass, extra: number): Buffer {
  if (sizeClass === 'empty') return Buffer.alloc(0);
  if (sizeClass === 'small') return extra === 0 ? content(kind) : content(kind, content(kind).length + extra);
  const size = RESUME_MAX_BYTES_DEFAULT + (sizeClass === 'over' ? 1 : 0);
  const key = `${kind}:${size}`;
  let buffer = contentCache.get(key);
  if (!buffer) contentCache.set(key, (buffer = content(kind, size)));
  return buffer;
}

interface ResumeSpec {
  kind: FileKind;
  sizeClass: SizeClass;
  extra: number;
  name: string;
  /** The type the browser gives the File ('' when the system knows none). */
  type: string;
}

const EXTENSION_SPELLINGS: Record<FileKind, string[]> = {
  pdf: ['pdf', 'pdf', 'PDF', 'Pdf'],
  doc: ['doc', 'doc', 'DOC'],
  docx: ['docx', 'docx', 'DOCX'],
  txt: ['txt', ''],
  png: ['png', 'PNG'],
  xlsx: ['xlsx'],
};

const fileBaseName = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom('resume', 'CV', 'Asha Rao CV', 'cv-2025_final', 'résumé', '履歴書'),
  },
  { weight: 2, arbitrary: stringOf([...LETTERS, ...DIGITS, ' ', '-', '_', '.'], 1, 40) },
  {
    weight: 1,
    arbitrary: stringOf([...LETTERS, ...BAD_CHARS.filter((c) => c !== '/' && c !== '\u0000')], 1, 20),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('..', '.', '../../etc/passwd', 'cv.exe', 'cv.pdf', '  cv', 'cv  '),
  },
  { weight: 1, arbitrary: fc.constant('r'.repeat(240)) },
);

function resumeSpecs(honestResume: boolean): fc.Arbitrary<ResumeSpec> {
  const kind = honestResume
    ? fc.constantFrom<FileKind>('pdf', 'doc', 'docx')
    : fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom<FileKind>('pdf', 'doc', 'docx') },
        { weight: 1, arbitrary: fc.constantFrom<FileKind>('txt', 'png', 'xlsx') },
      );
  const sizeClass = honestResume
    ? fc.oneof(
        { weight: 40, arbitrary: fc.constant<SizeClass>('small') },
        { weight: 1, arbitrary: fc.constant<SizeClass>('max') },
      )
    : fc.oneof(
        { weight: 30, arbitrary: fc.constant<SizeClass>('small') },
        { weight: 1, arbitrary: fc.constant<SizeClass>('max') },
        { weight: 1, arbitrary: fc.constant<SizeClass>('over') },
        { weight: 2, arbitrary: fc.constant<SizeClass>('empty') },
      );
  const around = honestResume
    ? fc.constant<[string, string]>(['', ''])
    : fc.oneof(
        { weight: 8, arbitrary: fc.constant<[string, string]>(['', '']) },
        { weight: 1, arbitrary: fc.tuple(fc.constantFrom(' ', '  '), fc.constant('')) },
        { weight: 1, arbitrary: fc.tuple(fc.constant(''), fc.constantFrom(' ', '\t')) },
      );
  return fc
    .record({
      kind,
      sizeClass,
      extra: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 4096 })),
      base: fileBaseName,
      spelling: fc.nat(),
      knownType: fc.oneof(
        { weight: 5, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
      around,
    })
    .map(({ kind, sizeClass, extra, base, spelling, knownType, around }) => {
      const spellings = EXTENSION_SPELLINGS[kind];
      // Honest names only: a text file without an extension must not end up called 'cv.pdf'.
      const spelt = spellings[spelling % spellings.length]!;
      const extension = spelt || (base.includes('.') ? 'txt' : '');
      const name = `${around[0]}${base}${extension ? `.${extension}` : ''}${around[1]}`;
      return { kind, sizeClass, extra, name, type: knownType && extension ? MIME[kind] : '' };
    });
}

const resumeField: FieldArb<ResumeSpec | null> = {
  valid: resumeSpecs(true),
  any: fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 12, arbitrary: resumeSpecs(false) }),
};

const toFile = (spec: ResumeSpec) =>
  new File([contentOf(spec.kind, spec.sizeClass, spec.extra) as Uint8Array<ArrayBuffer>], spec.name, {
    type: spec.type,
  });

// ---------------------------------------------------------------------------------------------
// The test
// ---------------------------------------------------------------------------------------------

describe('issue 7: the forms and the API accept exactly the same inputs (property-based)', () => {
  let app: NestExpressApplication;
  let countryCodes: CountryCode[];
  let helpdesk: SupportCountry[];
  let contactUsPipe: EnquiryFormPipe;
  let careerPipe: CareerSubmissionPipe;
  let resumes: ResumeUpload;
  let careerServer: Server;
  let careerUrl: string;
  const bodyPipe = new ValidationPipe(validationOptions);
  const started = Date.now();

  beforeAll(async () => {
    app = await createTestApp({ resumeMaxBytes: RESUME_MAX_BYTES_DEFAULT });
    // Exactly what the event and IT support forms receive from GetCountryCodes.
    countryCodes = (await app.get(CountriesService).list()).countries;
    helpdesk = supportCountries(countriesListData);
    contactUsPipe = app.get(EnquiryFormPipe);
    careerPipe = app.get(CareerSubmissionPipe);
    resumes = app.get(ResumeUpload);

    // AddCareer's validation as the server runs it (ResumeStorage streams and checks the file, then
    // CareerSubmissionPipe validates `data`), behind a bare route: the CSRF, captcha and rate limit
    // guards in front of it decide nothing about the fields.
    const careers = express();
    careers.post('/AddCareer', (req, res) => {
      void (async () => {
        let resume: StoredResume | undefined;
        let receiving = true;
        try {
          resume = await resumes.receive(req, res);
          receiving = false;
          await careerPipe.transform({ parts: (req.body ?? {}) as Record<string, unknown>, resume });
          res.json({ ok: true, fields: [], early: false });
        } catch (error) {
          try {
            res.json({ ...refusal(error), early: receiving });
          } catch (unexpected) {
            res.status(500).json({ message: String(unexpected) });
          }
        } finally {
          if (resume) await resumes.remove(resume.key);
        }
      })();
    });
    careerServer = careers.listen(0, '127.0.0.1');
    await new Promise((done) => careerServer.once('listening', done));
    careerUrl = `http://127.0.0.1:${(careerServer.address() as AddressInfo).port}/AddCareer`;
  });

  afterAll(async () => {
    careerServer?.close();
    await app?.close();
    const lines = [...stats].map(([form, { accepted, refused }]) => {
      const total = accepted + refused;
      return `${form.padEnd(11)} ${total} inputs: ${((100 * accepted) / total).toFixed(1)} % accepted by both, ${((100 * refused) / total).toFixed(1)} % refused by both`;
    });
    console.log(
      `Client/server parity (${((Date.now() - started) / 1000).toFixed(1)} s)\n${lines.join('\n')}`,
    );
  });

  function expectBothSidesExercised(form: FormName) {
    const { accepted, refused } = stats.get(form)!;
    const total = accepted + refused;
    expect(total).toBeGreaterThanOrEqual(NUM_RUNS);
    expect(accepted / total).toBeGreaterThanOrEqual(MIN_SHARE);
    expect(refused / total).toBeGreaterThanOrEqual(MIN_SHARE);
  }

  // -------------------------------------------------------------------------------------------
  // One check per form: the client's verdict on the values, the server's on what the form sends
  // -------------------------------------------------------------------------------------------

  async function serverContactUs(body: object): Promise<Verdict> {
    try {
      await contactUsPipe.transform(overTheWire(body));
      return { ok: true, fields: [] };
    } catch (error) {
      return refusal(error);
    }
  }

  async function checkEnquiry(values: EnquiryValues) {
    const client = await resolve(enquirySchema, values);
    const server = await serverContactUs(enquiryRequest(values));
    record('enquiry', server.ok);
    return expectSameVerdict('enquiry', values, client, server);
  }

  async function checkContact(values: ContactValues) {
    const failure = contactFirstFailure(values);
    const client: Verdict = { ok: failure === null, fields: failure ? [failure.field] : [] };
    const server = await serverContactUs(contactRequest(values));
    record('contact', server.ok);
    return expectSameVerdict('contact', values, client, server, { clientReportsFirstOnly: true });
  }

  async function checkEvent(values: EventValues) {
    const client = await resolve(eventSchema(countryCodes), values);
    const server = await serverContactUs(eventRequest(values));
    record('event', server.ok);
    return expectSameVerdict('event', values, client, server, { dependsOn: { number: ['countryCode'] } });
  }

  const NO_COUNTRY: SupportCountry = { iso: '', name: '', callingCode: '' };
  async function checkItSupport(values: ItSupportValues) {
    const callingCodeOf = (iso: string) => helpdesk.find((country) => country.iso === iso)?.callingCode ?? '';
    const client = await resolve(itSupportSchema(countryCodes, callingCodeOf), values);
    // With no country chosen the form sends nothing; the request it would send has no calling code.
    const chosen = helpdesk.find((country) => country.iso === values.country) ?? NO_COUNTRY;
    const server = await serverContactUs(itSupportRequest(values, chosen));
    record('it-support', server.ok);
    return expectSameVerdict('it-support', values, client, server, {
      fieldMap: { country: 'countryCode' },
      // The description names the chosen country: without one the request's is 'Country: '.
      serverFieldMap: { description: 'countryCode' },
      dependsOn: { number: ['countryCode'] },
    });
  }

  async function checkNewsletter(values: NewsletterValues) {
    const client = await resolve(newsletterSchema, values);
    let server: Verdict;
    try {
      await bodyPipe.transform(overTheWire(subscriptionRequest(values)), {
        type: 'body',
        metatype: UserSubscriptionDto,
      });
      server = { ok: true, fields: [] };
    } catch (error) {
      server = refusal(error);
    }
    record('newsletter', server.ok);
    return expectSameVerdict('newsletter', values, client, server);
  }

  type CareerFields = Omit<CareerValues, 'file'>;
  async function checkCareer(fields: CareerFields, resume: ResumeSpec | null) {
    const file = resume ? toFile(resume) : undefined;
    const values: CareerValues = { ...fields, file: file ? [file] : undefined };
    const client = await resolve(careerSchema(DEFAULT_RESUME_POLICY), values);
    // The multipart body exactly as the form builds it (with no file the form sends nothing).
    const body = new FormData();
    body.append(CAREER_DATA_FIELD, JSON.stringify(careerApplication(values, file ?? new File([], ''))));
    if (file) body.append(RESUME_FIELD, file, file.name);
    const response = await fetch(careerUrl, { method: 'POST', body });
    const answer = (await response.json()) as Verdict & {
      early?: boolean;
      message?: string;
      detail?: string;
    };
    if (response.status !== 200) throw new Error(`The server failed: ${answer.message}`);
    const server: Verdict = { ok: answer.ok, fields: answer.fields, detail: answer.detail };
    record('careers', server.ok);
    return expectSameVerdict(
      'careers',
      { ...fields, file: resume && { ...resume, size: file?.size } },
      client,
      server,
      {
        serverFieldMap: { FilePathUrl: RESUME_FIELD },
        serverStoppedEarly: answer.early,
      },
    );
  }

  // -------------------------------------------------------------------------------------------
  // The properties
  // -------------------------------------------------------------------------------------------

  const enquiryArb = () =>
    recordOf<EnquiryValues>({
      userName: lettersField(MAX_LENGTHS.name),
      email: emailField(),
      number: mobileField(),
      subject: lettersField(MAX_LENGTHS.subject),
      description: lettersField(MAX_LENGTHS.message),
      howdidyoufindus: optionField(ENQUIRY_SOURCES, EVENT_SOURCES),
    });

  const contactArb = () => {
    const messageChars = [...LETTERS, ...LETTERS, ...DIGITS, ' ', ' ', ',', '.', '\n', '!', '₹', 'é', '😀'];
    return recordOf<ContactValues>({
      userName: lettersField(MAX_LENGTHS.name),
      email: emailField(),
      number: mobileField(),
      subject: lettersField(MAX_LENGTHS.subject),
      description: textField({
        core: fc
          .tuple(charOf(LETTERS), stringOf([...messageChars, ...BAD_CHARS], 0, 60))
          .map(([head, tail]) => head + tail),
        fill: (n) =>
          `W${'e need a new website, budget 5 lakh.\n'.repeat(Math.ceil(n / 38)).slice(0, n - 1)}`.replace(
            /\s$/,
            '.',
          ),
        max: MAX_LENGTHS.message,
        edges: ['\nHello', '\u200bHello', '\u202eHello', '😀', '.', '0', 'Hello\u0000'],
      }),
    });
  };

  const eventArb = () => {
    const phone: FieldArb<{ countryCode: string; number: string }> = (() => {
      const listed = charOf(countryCodes).chain((country) => {
        const number = nationalNumberField(country.code, country.pattern);
        return fc.record({ countryCode: fc.constant(country.code), valid: number.valid, any: number.any });
      });
      const valid = listed.map(({ countryCode, valid }) => ({ countryCode, number: valid }));
      const unlisted = fc.record({
        countryCode: fc.constantFrom('+999', '+0', '91', '+12345', '', ' +91', '+91 ', '+', '+9\u200b1'),
        number: stringOf(DIGITS, 1, 12),
      });
      const any = fc.oneof(
        { weight: 10, arbitrary: listed.map(({ countryCode, any }) => ({ countryCode, number: any })) },
        { weight: 1, arbitrary: unlisted },
      );
      return { valid, any };
    })();
    return recordOf({
      userName: lettersField(MAX_LENGTHS.name, 2),
      phone,
      email: emailField(),
      howdidyoufindus: optionField(EVENT_SOURCES, ENQUIRY_SOURCES),
    }).map(({ phone: { countryCode, number }, ...rest }): EventValues => ({ ...rest, countryCode, number }));
  };

  const itSupportArb = () => {
    const patternOf = (code: string) => countryCodes.find((country) => country.code === code)?.pattern ?? '';
    const listed = charOf(helpdesk).chain((country) => {
      const number = nationalNumberField(country.callingCode, patternOf(country.callingCode));
      return fc.record({ country: fc.constant(country.iso), valid: number.valid, any: number.any });
    });
    const place: FieldArb<{ country: string; number: string }> = {
      valid: listed.map(({ country, valid }) => ({ country, number: valid })),
      any: fc.oneof(
        { weight: 12, arbitrary: listed.map(({ country, any }) => ({ country, number: any })) },
        { weight: 1, arbitrary: fc.record({ country: fc.constant(''), number: stringOf(DIGITS, 0, 12) }) },
      ),
    };
    return recordOf({
      userName: lettersField(MAX_LENGTHS.name),
      email: emailField(),
      place,
    }).map(({ place: { country, number }, ...rest }): ItSupportValues => ({ ...rest, country, number }));
  };

  const careerArb = () =>
    recordOf<CareerFields & { resume: ResumeSpec | null }>({
      FristName: lettersField(MAX_LENGTHS.personName),
      LastName: lettersField(MAX_LENGTHS.personName),
      Email: emailField(),
      PhoneNumber: patternField(/^\d{10}$/, [
        '987654321',
        '98765432101',
        '+919876543210',
        '98765 43210',
        '98765-43210',
        '٩٨٧٦٥٤٣٢١٠',
        '９８７６５４３２１０',
        '0000000000',
      ]),
      City: lettersField(MAX_LENGTHS.city),
      Position: lettersField(MAX_LENGTHS.position),
      DateOfBirth: dateOfBirthField(),
      ApplicationDetails: lettersField(MAX_LENGTHS.applicationDetails),
      Experience: decimalField(EXPERIENCE_MAX_YEARS),
      ExpectedSalary: decimalField(EXPECTED_SALARY_MAX_LPA),
      resume: resumeField,
    });

  // One field: 'all valid but one' is 'anything', so draw the edges on their own too.
  const newsletterArb = () => {
    const email = emailField();
    return fc.record<NewsletterValues>({ email: fc.oneof(email.valid, email.any, email.edge!) });
  };

  // PARITY_RUNS=5000 for a longer search; PARITY_SEED=<seed printed by a failure> to replay one.
  const runs = {
    numRuns: NUM_RUNS,
    ...(process.env.PARITY_SEED ? { seed: Number(process.env.PARITY_SEED) } : {}),
  };
  /** A property over a check (its verdict is not the property's: agreeing on a refusal passes). */
  const agree = <T>(arb: fc.Arbitrary<T>, check: (value: T) => Promise<boolean>) =>
    fc.asyncProperty(arb, async (value) => {
      await check(value);
    });

  it('the enquiry modal', async () => {
    await fc.assert(agree(enquiryArb(), checkEnquiry), runs);
    expectBothSidesExercised('enquiry');
  });

  it('the Contact page', async () => {
    await fc.assert(agree(contactArb(), checkContact), runs);
    expectBothSidesExercised('contact');
  });

  it('the event registration form, with the seeded phone patterns', async () => {
    await fc.assert(agree(eventArb(), checkEvent), runs);
    expectBothSidesExercised('event');
  });

  it('the Get IT Support form, with every country', async () => {
    await fc.assert(agree(itSupportArb(), checkItSupport), runs);
    expectBothSidesExercised('it-support');
  });

  it('the newsletter sign-up', async () => {
    await fc.assert(agree(newsletterArb(), checkNewsletter), runs);
    expectBothSidesExercised('newsletter');
  });

  it('the careers form, with its resume', async () => {
    await fc.assert(
      agree(careerArb(), ({ resume, ...fields }) => checkCareer(fields, resume)),
      runs,
    );
    expectBothSidesExercised('careers');
  }, 120_000);

  // Every country once, whatever the generator happened to draw: three numbers matching its pattern.
  const samplesOf = (pattern: string) =>
    fc.sample(pattern ? fc.stringMatching(new RegExp(pattern)) : stringOf(DIGITS, 1, 15), {
      numRuns: 3,
      seed: 7,
    });

  it('every calling code of the event form, with numbers matching its pattern', async () => {
    counting = false;
    for (const country of countryCodes) {
      for (const number of samplesOf(country.pattern)) {
        const values: EventValues = {
          userName: 'Asha Rao',
          countryCode: country.code,
          number,
          email: 'asha@example.com',
          howdidyoufindus: 'Website',
        };
        expect({ country: country.code, number, accepted: await checkEvent(values) }).toMatchObject({
          accepted: true,
        });
      }
    }
  });

  it('every country of the IT support form, with numbers matching its pattern where one is known', async () => {
    counting = false;
    for (const country of helpdesk) {
      const pattern = countryCodes.find((listed) => listed.code === country.callingCode)?.pattern ?? '';
      for (const number of samplesOf(pattern)) {
        const values: ItSupportValues = {
          userName: 'Asha Rao',
          email: 'asha@example.com',
          country: country.iso,
          number,
        };
        expect({ country: country.iso, number, accepted: await checkItSupport(values) }).toMatchObject({
          accepted: true,
        });
      }
    }
  });

  // -------------------------------------------------------------------------------------------
  // The disagreements the property found, kept as plain cases (both sides agree on them now)
  // -------------------------------------------------------------------------------------------

  describe('regressions', () => {
    beforeAll(() => {
      counting = false;
    });

    const event: EventValues = {
      userName: 'Asha Rao',
      countryCode: '+91',
      number: '9876543210',
      email: 'asha@example.com',
      howdidyoufindus: 'Instagram',
    };
    const itSupport: ItSupportValues = {
      userName: 'Asha Rao',
      email: 'asha@example.com',
      country: 'IN',
      number: '9876543210',
    };
    const career: CareerFields = {
      FristName: 'Asha',
      LastName: 'Rao',
      Email: 'asha@example.com',
      PhoneNumber: '9876543210',
      City: 'Hyderabad',
      Position: 'Sales Executive',
      DateOfBirth: '1998-07-21',
      ApplicationDetails: 'Business Development Executive',
      Experience: '2.5',
      ExpectedSalary: '6.5',
    };
    const resume = (name: string, sizeClass: SizeClass = 'small'): ResumeSpec => ({
      kind: 'pdf',
      sizeClass,
      extra: 0,
      name,
      type: 'application/pdf',
    });

    it('the valid examples are accepted by both', async () => {
      expect(await checkEvent(event)).toBe(true);
      expect(await checkItSupport(itSupport)).toBe(true);
      expect(await checkCareer(career, resume('resume.pdf'))).toBe(true);
    });

    it('event: a calling code that is not in the list is refused by the form too (the API refuses it)', async () => {
      expect(await checkEvent({ ...event, countryCode: '+999', number: '0' })).toBe(false);
    });

    it('event and IT support: a number typed with its calling code is sent with the code once', async () => {
      expect(await checkEvent({ ...event, number: '+919876543210' })).toBe(true);
      expect(await checkItSupport({ ...itSupport, number: '+919876543210' })).toBe(true);
      expect(await checkItSupport({ ...itSupport, country: 'AO', number: '+2440' })).toBe(true);
    });

    it('careers: a decimal the form refuses is sent as typed, not as what Number() makes of it', async () => {
      expect(await checkCareer({ ...career, ExpectedSalary: ' 0' }, resume('resume.pdf'))).toBe(false);
      expect(await checkCareer({ ...career, Experience: '' }, resume('resume.pdf'))).toBe(false);
      expect(await checkCareer({ ...career, Experience: '0x10' }, resume('resume.pdf'))).toBe(false);
      expect(await checkCareer({ ...career, Experience: '-0' }, resume('resume.pdf'))).toBe(false);
    });

    it('careers: spaces around the resume name do not change the verdict', async () => {
      expect(await checkCareer(career, resume(' resume.pdf'))).toBe(true);
      expect(await checkCareer(career, resume('resume.pdf '))).toBe(true);
    });

    it('careers: an empty resume is refused by the form too (the API finds no type in it)', async () => {
      expect(await checkCareer(career, resume('resume.pdf', 'empty'))).toBe(false);
    });

    it('careers: a resume name that is not a plain file name is refused by the form too', async () => {
      for (const name of [
        '\u0007.pdf',
        '\r.pdf',
        'cv.pdf\t',
        '../../etc/passwd.pdf',
        '\\cv.pdf',
        '\u202ecv.pdf',
      ]) {
        expect({ name, accepted: await checkCareer(career, resume(name)) }).toEqual({
          name,
          accepted: false,
        });
      }
    });

    it('Contact page: a message with a control or text-direction character is refused by the form too', async () => {
      const contact: ContactValues = {
        userName: 'Asha Rao',
        email: 'asha@example.com',
        number: '9876543210',
        subject: 'Website project',
        description: 'We need a new website',
      };
      expect(await checkContact(contact)).toBe(true);
      expect(await checkContact({ ...contact, description: 'A\u2066 ' })).toBe(false);
      expect(await checkContact({ ...contact, description: 'Hello\u0000' })).toBe(false);
    });
  });
});
