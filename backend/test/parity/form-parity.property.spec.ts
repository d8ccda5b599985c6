/**
 * Client/server parity guard. The forms and the API run one interpreter of the field rules (the
 * contracts' `checkRule`), so what is left to agree on is the wiring around it: which rule each form
 * field uses, what each form sends (no trailing spaces, decimals as numbers, the phone with its
 * calling code, the event's fixed texts) and the checks the browser makes on its own (the Contact
 * page's order, the phone per country, the resume). For every form, generated input goes through the
 * browser's schema and request builder and through the server's pipes on the run's seeded database:
 * both must refuse the same fields with the same first message, except where a form says otherwise.
 */
import { ValidationPipe } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  CAREER_APPLICATION_EXAMPLE,
  CAREER_DATA_FIELD,
  CAREER_ROLES,
  CAREER_RULES,
  CONTACT_US_RULES,
  RESUME_FIELD,
  RESUME_MAX_BYTES_DEFAULT,
  USER_SUBSCRIPTION_RULES,
  checkRule,
  surroundingSpaceMessage,
  type CountryCode,
  type FieldRule,
  type TextRule,
} from '@orbitwise/contracts';
import { countries as countriesListData } from 'countries-list';
import express from 'express';
import * as fc from 'fast-check';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as forms from '../../../frontend/app/features/forms/schemas';
import { doc, docx, pdf } from '../resume-fixtures';
import { createTestApp } from '../test-app';
import { CountriesService } from '../../src/countries/countries.service';
import { validationOptions } from '../../src/platform/http/validation';
import { ProblemException } from '../../src/platform/problems/problem';
import { CareerSubmissionPipe } from '../../src/submissions/careers/career-submission.pipe';
import { ResumeUpload, type StoredResume } from '../../src/submissions/careers/resume-upload';
import { EnquiryFormPipe } from '../../src/submissions/enquiries/enquiry-form.pipe';
import { UserSubscriptionDto } from '../../src/submissions/subscriptions/dto/user-subscription.dto';

// PARITY_RUNS=5000 for a longer search; PARITY_SEED=<the seed a failure prints> to replay it.
const RUNS = {
  numRuns: Number(process.env.PARITY_RUNS ?? 1000),
  ...(process.env.PARITY_SEED ? { seed: Number(process.env.PARITY_SEED) } : {}),
};

/** A side's verdict: each refused field with its first message. */
interface Verdict {
  ok: boolean;
  errors: Record<string, string>;
}

/** Where a form's two sides may differ. */
interface Allowances {
  /** Server field → the form field it belongs to. */
  rename?: Record<string, string>;
  /** Fields the browser checks with code of its own (phone per country, resume): only the verdict counts. */
  verdictOnly?: string[];
  /** Field → the field it depends on: left out on both sides when that one is refused. */
  dependsOn?: Record<string, string>;
  /** Whose refusals need only be among the other's. */
  subset?: 'client' | 'server';
}

const tally = new Map<string, { accepted: number; refused: number }>();

/** Throws (so fast-check shrinks and reports the input) unless both sides agree; returns the verdict. */
function expectSame(form: string, input: unknown, client: Verdict, server: Verdict, how: Allowances = {}) {
  const counts = tally.get(form) ?? { accepted: 0, refused: 0 };
  counts[server.ok ? 'accepted' : 'refused']++;
  tally.set(form, counts);
  const serverErrors: Record<string, string> = {};
  for (const [field, message] of Object.entries(server.errors)) {
    serverErrors[how.rename?.[field] ?? field] ??= message;
  }
  const skipped = (field: string) => {
    const on = how.dependsOn?.[field];
    return on !== undefined && (on in client.errors || on in serverErrors);
  };
  const entries = (errors: Record<string, string>) =>
    Object.entries(errors)
      .filter(([field]) => !skipped(field))
      .map(([field, message]) => `${field}: ${how.verdictOnly?.includes(field) ? 'refused' : message}`)
      .sort();
  const [left, right] = [entries(client.errors), entries(serverErrors)];
  const within = (some: string[], all: string[]) => some.every((entry) => all.includes(entry));
  const same = { client: within(left, right), server: within(right, left) };
  const agree = client.ok === server.ok && (how.subset ? same[how.subset] : same.client && same.server);
  if (!agree) {
    const show = (verdict: Verdict) => (verdict.ok ? 'accepts' : `refuses ${JSON.stringify(verdict.errors)}`);
    throw new Error(
      `${form}: client ${show(client)}, server ${show(server)}\ninput ${JSON.stringify(input)}`,
    );
  }
  return server.ok;
}

/** The browser's verdict: the form's resolver, as react-hook-form calls it before submitting. */
async function browser<T extends Record<string, unknown>>(
  schema: Parameters<typeof forms.yupResolver<T>>[0],
  values: T,
): Promise<Verdict> {
  const options = { fields: {}, shouldUseNativeValidation: false } as never;
  const { errors } = await forms.yupResolver<T>(schema)(values, undefined, options);
  const messages = Object.entries(errors).map(([field, error]) => [field, String(error?.message as unknown)]);
  return { ok: messages.length === 0, errors: Object.fromEntries(messages) };
}

function refusal(error: unknown): Verdict {
  if (!(error instanceof ProblemException) || error.getStatus() >= 500) throw error;
  const errors = Object.entries(error.problem.errors ?? {}).map(([field, messages]) => [field, messages[0]]);
  return { ok: false, errors: Object.fromEntries(errors) };
}

// --- What a visitor types: values a rule accepts, and near misses of them ---------------------

interface Typed<T> {
  valid: fc.Arbitrary<T>;
  any: fc.Arbitrary<T>;
}

/** Digits, punctuation, letters beyond ASCII, emoji, combining, invisible and control characters, spaces. */
const ODD = [..."1-.@+'éЖ😀\u0301\u200b\u202e\u0000\u0085\ud800 \t\n\u00a0"];
const NOISE = ['', '   ', '0', '-1', '1.555', '1e1', '0x10', '2023-02-29', '1899-12-31', '2999-01-01'];

function typed(valid: fc.Arbitrary<string>, maxLength: number, misses: fc.Arbitrary<string>[] = []) {
  const withOdd = fc.tuple(valid, fc.constantFrom(...ODD), fc.nat()).map(([value, odd, at]) => {
    const i = at % (value.length + 1);
    return value.slice(0, i) + odd + value.slice(i);
  });
  const any = fc.oneof(
    ...[valid, valid, valid, valid, withOdd, withOdd, ...misses, ...misses],
    valid.map((value) => `${value}  `),
    valid.map((value) => ` ${value}`),
    valid.map((value) => value.padEnd(maxLength + 1, value || 'a')),
    fc.constantFrom(...NOISE),
    fc.string({ unit: 'grapheme', maxLength: 12 }),
  );
  return { valid, any };
}

/** A field typed for `rule`, its valid values drawn from the rule itself. */
function field(rule: FieldRule): Typed<string> {
  if (rule.kind === 'decimal') {
    return typed(
      fc.integer({ min: 0, max: rule.max.value * 100 }).map((n) => String(n / 100)),
      10,
    );
  }
  if (rule.kind === 'date') {
    const dates = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date(), noInvalidDate: true });
    return typed(
      dates.map((date) => date.toISOString().slice(0, 10)),
      10,
    );
  }
  if (rule.kind === 'boolean') throw new Error('No form has a boolean field');
  const valid = rule.oneOf
    ? fc.constantFrom(...rule.oneOf.values)
    : fc.stringMatching(rule.pattern!.regex).filter((value) => checkRule(rule, value.trimEnd()) === null);
  return typed(valid, rule.maxLength);
}

const fieldsOf = <F extends string>(rules: Partial<Record<F, FieldRule>>, names: readonly F[]) =>
  Object.fromEntries(names.map((name) => [name, field(rules[name]!)])) as Record<F, Typed<string>>;

/** All valid, all valid but one, or anything in every field. */
function recordOf<T extends object>(fields: { [K in keyof T]: Typed<T[K]> }): fc.Arbitrary<T> {
  const keys = Object.keys(fields) as (keyof T)[];
  const pick = (choose: (key: keyof T) => fc.Arbitrary<unknown>) =>
    fc.record(Object.fromEntries(keys.map((key) => [key, choose(key)])) as never) as fc.Arbitrary<T>;
  const allButOne = fc
    .constantFrom(...keys)
    .chain((odd) => pick((key) => (key === odd ? fields[key].any : fields[key].valid)));
  return fc.oneof(
    { weight: 4, arbitrary: pick((key) => fields[key].valid) },
    { weight: 4, arbitrary: allButOne },
    { weight: 2, arbitrary: pick((key) => fields[key].any) },
  );
}

// --- Resumes: honest files (the content is what the name says) -------------------------------

const CONTENT = {
  pdf: () => pdf(),
  doc: () => doc(),
  docx: () => docx(),
  txt: () => Buffer.from('Asha Rao, Sales Executive\n'),
  empty: () => Buffer.alloc(0),
  max: () => pdf(RESUME_MAX_BYTES_DEFAULT - pdf().length),
  over: () => pdf(RESUME_MAX_BYTES_DEFAULT + 1 - pdf().length),
};
type Content = keyof typeof CONTENT;
/** `typed`: whether the browser knows the file's type. */
type ResumeSpec = { content: Content; base: string; typed: boolean };

const made = new Map<Content, Buffer>();
function toFile({ content, base, typed }: ResumeSpec): File {
  if (!made.has(content)) made.set(content, CONTENT[content]());
  const extension = ['doc', 'docx', 'txt'].includes(content) ? content : 'pdf';
  const known = forms.DEFAULT_RESUME_POLICY.types.find((type) => type.extension === extension);
  const type = typed ? (known?.mimeType ?? 'text/plain') : '';
  return new File([made.get(content) as Uint8Array<ArrayBuffer>], `${base}.${extension}`, { type });
}

const plainName = fc.constantFrom('resume', 'Asha Rao CV', 'résumé', '履歴書', 'cv.final');
const oddName = fc.constantFrom('..', ' cv', 'cv ', 'cv\t', 'cv\u0007', 'a/b', '\u202ecv', 'r'.repeat(252));
const anyContent = fc.constantFrom(...(Object.keys(CONTENT) as Content[]));
const resume: Typed<ResumeSpec | null> = {
  valid: fc.record({
    content: fc.constantFrom<Content>('pdf', 'doc', 'docx'),
    base: plainName,
    typed: fc.constant(true),
  }),
  any: fc.option(
    fc.record({ content: anyContent, base: fc.oneof(plainName, oddName), typed: fc.boolean() }),
    {
      freq: 12,
    },
  ),
};

// --- The forms --------------------------------------------------------------------------------

describe('the forms and the API refuse the same fields with the same messages (property-based)', () => {
  let app: NestExpressApplication;
  let countryCodes: CountryCode[];
  let careerServer: Server;
  let careerUrl: string;
  const helpdesk = forms.supportCountries(countriesListData);
  const bodyPipe = new ValidationPipe(validationOptions);
  const CONTACT = CONTACT_US_RULES.contact as Record<string, TextRule>;
  const patternOf = (code: string) => countryCodes.find((listed) => listed.code === code)?.pattern ?? '';

  beforeAll(async () => {
    app = await createTestApp({ resumeMaxBytes: RESUME_MAX_BYTES_DEFAULT });
    countryCodes = (await app.get(CountriesService).list()).countries;
    // AddCareer's checks as the server runs them (the resume while it streams, then the `data` part)
    // behind a bare route: the CSRF, captcha and rate limit guards decide nothing about the fields.
    const [resumes, careerPipe] = [app.get(ResumeUpload), app.get(CareerSubmissionPipe)];
    const careers = express().post('/', (req, res) => {
      void (async () => {
        let stored: StoredResume | undefined;
        let streaming = true;
        try {
          stored = await resumes.receive(req, res);
          streaming = false;
          await careerPipe.transform({ parts: (req.body ?? {}) as Record<string, unknown>, resume: stored });
          res.json({ ok: true, errors: {}, streaming });
        } catch (error) {
          try {
            res.json({ ...refusal(error), streaming });
          } catch (unexpected) {
            res.status(500).json({ message: String(unexpected) });
          }
        } finally {
          if (stored) await resumes.remove(stored.key);
        }
      })();
    });
    careerServer = careers.listen(0, '127.0.0.1');
    await new Promise((done) => careerServer.once('listening', done));
    careerUrl = `http://127.0.0.1:${(careerServer.address() as AddressInfo).port}/`;
  });

  afterAll(async () => {
    careerServer?.close();
    await app?.close();
    const lines = [...tally].map(
      ([form, counts]) => `${form}: ${counts.accepted} accepted, ${counts.refused} refused`,
    );
    console.log(`Client/server parity\n${lines.join('\n')}`);
  });

  async function addContactUs(body: object): Promise<Verdict> {
    try {
      await app.get(EnquiryFormPipe).transform(JSON.parse(JSON.stringify(body)));
      return { ok: true, errors: {} };
    } catch (error) {
      return refusal(error);
    }
  }

  async function checkEnquiry(values: forms.EnquiryValues) {
    const client = await browser(forms.enquirySchema, values);
    return expectSame('enquiry', values, client, await addContactUs(forms.enquiryRequest(values)));
  }

  async function checkContact(values: forms.ContactValues) {
    const failure = forms.contactFirstFailure(values);
    const client = { ok: !failure, errors: failure ? { [failure.field]: failure.message } : {} };
    const server = await addContactUs(forms.contactRequest(values));
    // The spec words a leading space on this page as the field's pattern failure.
    for (const [name, message] of Object.entries(server.errors)) {
      const rule = CONTACT[name];
      if (rule && message === surroundingSpaceMessage(rule.label))
        server.errors[name] = rule.pattern!.message;
    }
    return expectSame('contact', values, client, server, { subset: 'client' });
  }

  async function checkEvent(values: forms.EventValues) {
    const client = await browser(forms.eventSchema(countryCodes), values);
    const server = await addContactUs(forms.eventRequest(values));
    return expectSame('event', values, client, server, {
      verdictOnly: ['number'],
      dependsOn: { number: 'countryCode' },
    });
  }

  async function checkItSupport(values: forms.ItSupportValues) {
    const countryOf = (iso: string) => helpdesk.find((country) => country.iso === iso);
    const schema = forms.itSupportSchema(countryCodes, (iso) => countryOf(iso)?.callingCode ?? '');
    // Without a country the request has no calling code, and its description reads 'Country: '.
    const chosen = countryOf(values.country) ?? { iso: '', name: '', callingCode: '' };
    const server = await addContactUs(forms.itSupportRequest(values, chosen));
    return expectSame('it-support', values, await browser(schema, values), server, {
      rename: { countryCode: 'country', description: 'country' },
      verdictOnly: ['country', 'number'],
      dependsOn: { number: 'country' },
    });
  }

  async function checkNewsletter(values: forms.NewsletterValues) {
    let server: Verdict = { ok: true, errors: {} };
    const body = JSON.parse(JSON.stringify(forms.subscriptionRequest(values)));
    await bodyPipe
      .transform(body, { type: 'body', metatype: UserSubscriptionDto })
      .catch((error: unknown) => (server = refusal(error)));
    return expectSame('newsletter', values, await browser(forms.newsletterSchema, values), server);
  }

  type CareerFields = Omit<forms.CareerValues, 'file'>;
  async function checkCareer({ resume: spec, ...fields }: CareerFields & { resume: ResumeSpec | null }) {
    const file = spec ? toFile(spec) : undefined;
    const values: forms.CareerValues = { ...fields, file: file ? [file] : undefined };
    const body = new FormData();
    body.append(CAREER_DATA_FIELD, JSON.stringify(forms.careerApplication(values, file ?? new File([], ''))));
    if (file) body.append(RESUME_FIELD, file, file.name);
    const response = await fetch(careerUrl, { method: 'POST', body });
    const server = (await response.json()) as Verdict & { streaming: boolean; message?: string };
    if (!response.ok) throw new Error(`The server failed: ${server.message}`);
    const client = await browser(forms.careerSchema(forms.DEFAULT_RESUME_POLICY), values);
    return expectSame('careers', { ...fields, resume: spec }, client, server, {
      rename: { FilePathUrl: RESUME_FIELD },
      verdictOnly: [RESUME_FIELD],
      // A resume refused while it streams stops the server before it reads the `data` part.
      subset: server.streaming ? 'server' : undefined,
    });
  }

  /** The place field `key` (as the form names it) with a number typed for it, or a place not listed. */
  function placesOf<K extends string>(key: K, places: [string, string][], unlisted: string[]) {
    const as = (place: string, number: string) => ({ [key]: place, number }) as Record<K | 'number', string>;
    const listed = fc.constantFrom(...places).chain(([place, code]) => {
      const valid = fc.stringMatching(new RegExp(patternOf(code) || '^\\d{1,15}$'));
      const misses = [code, `${code} `, '0', '1'].map((head) => valid.map((number) => head + number));
      const { any } = typed(valid, 15, [...misses, valid.map((number) => number.slice(0, -1))]);
      return fc.record({ valid: valid.map((n) => as(place, n)), any: any.map((n) => as(place, n)) });
    });
    const elsewhere = fc.tuple(fc.constantFrom(...unlisted), fc.stringMatching(/^\d{0,12}$/));
    return {
      valid: listed.map((place) => place.valid),
      any: fc.oneof(
        { weight: 10, arbitrary: listed.map((place) => place.any) },
        { weight: 1, arbitrary: elsewhere.map(([place, number]) => as(place, number)) },
      ),
    };
  }

  /** Runs a check over generated input; each form must have met both verdicts often. */
  async function property<T>(form: string, values: fc.Arbitrary<T>, check: (value: T) => Promise<boolean>) {
    await fc.assert(
      fc.asyncProperty(values, async (value) => void (await check(value))),
      RUNS,
    );
    const { accepted, refused } = tally.get(form)!;
    expect(Math.min(accepted, refused) / (accepted + refused)).toBeGreaterThanOrEqual(0.2);
  }

  const CONTACT_FIELDS = ['userName', 'email', 'number', 'subject', 'description'] as const;
  const enquiry = fieldsOf(CONTACT_US_RULES.enquiry, [...CONTACT_FIELDS, 'howdidyoufindus']);
  const event = fieldsOf(CONTACT_US_RULES.event, ['userName', 'email', 'howdidyoufindus']);
  const careerNames = Object.keys(CAREER_RULES).filter(
    (name) => name !== 'FilePathUrl' && name !== 'IsActive',
  );
  const career = fieldsOf(CAREER_RULES, careerNames as (keyof CareerFields)[]);
  // Which positions are open is content the API checks, where the browser offers the open
  // jobs: values are the seeded open roles, or values the field's own rule refuses on both sides (the
  // form trims the end of what is typed, as `field` above assumes).
  const positions = typed(fc.constantFrom(...CAREER_ROLES), CAREER_RULES.ApplicationDetails.maxLength);
  career.ApplicationDetails = {
    valid: positions.valid,
    any: positions.any.filter(
      (value) =>
        (CAREER_ROLES as readonly string[]).includes(value.trimEnd()) ||
        checkRule(CAREER_RULES.ApplicationDetails, value.trimEnd()) !== null,
    ),
  };

  it('the enquiry modal', () => property('enquiry', recordOf(enquiry), checkEnquiry));

  it('the Contact page', () =>
    property('contact', recordOf(fieldsOf(CONTACT, CONTACT_FIELDS)), checkContact));

  it('the event registration form, with the seeded phone patterns', async () => {
    // Calling codes the list does not hold, as the developer tools can send them.
    const unlisted = ['', '+999', '91', ' +91', '+9\u200b1'];
    const place = placesOf(
      'countryCode',
      countryCodes.map(({ code }) => [code, code]),
      unlisted,
    );
    const values = recordOf({ ...event, place }).map(({ place, ...rest }) => ({ ...rest, ...place }));
    await property('event', values, checkEvent);
  });

  it('the Get IT Support form, with every country', async () => {
    const place = placesOf(
      'country',
      helpdesk.map(({ iso, callingCode }) => [iso, callingCode]),
      [''],
    );
    const values = recordOf({ userName: enquiry.userName, email: enquiry.email, place });
    await property(
      'it-support',
      values.map(({ place, ...rest }) => ({ ...rest, ...place })),
      checkItSupport,
    );
  });

  it('the newsletter sign-up', () =>
    property('newsletter', fc.record({ email: field(USER_SUBSCRIPTION_RULES.email).any }), checkNewsletter));

  it(
    'the careers form, with its resume',
    () => property('careers', recordOf({ ...career, resume }), checkCareer),
    120_000,
  );

  it('every calling code of both phone forms, with numbers matching its pattern', async () => {
    const base = { userName: 'Asha Rao', email: 'asha@example.com' };
    const samples = (code: string) =>
      fc.sample(fc.stringMatching(new RegExp(patternOf(code) || '^\\d{1,15}$')), { numRuns: 2, seed: 7 });
    for (const { code } of countryCodes) {
      for (const number of samples(code)) {
        const event = { ...base, countryCode: code, number, howdidyoufindus: 'Website' };
        expect({ event, accepted: await checkEvent(event) }).toEqual({ event, accepted: true });
      }
    }
    for (const { iso, callingCode } of helpdesk) {
      for (const number of samples(callingCode)) {
        const support = { ...base, country: iso, number };
        expect({ support, accepted: await checkItSupport(support) }).toEqual({ support, accepted: true });
      }
    }
  });

  it('the disagreements found before, as plain cases', async () => {
    const { FilePathUrl: _name, IsActive: _active, ...example } = CAREER_APPLICATION_EXAMPLE;
    const fields = { ...example, Experience: '2.5', ExpectedSalary: '6.5' };
    const pdfNamed = (base: string, content: Content = 'pdf') => ({ content, base, typed: true });
    for (const Experience of [' 0', '', '0x10', '-0', '000000001.50']) {
      await checkCareer({ ...fields, Experience, resume: pdfNamed('resume') });
    }
    for (const base of [' resume', 'resume ', '\u0007', '\r', '..', '\u202ecv']) {
      await checkCareer({ ...fields, resume: pdfNamed(base) });
    }
    await checkCareer({ ...fields, resume: pdfNamed('resume', 'empty') });
    // U+0000 beside another field's failure: both sides name both fields.
    await checkCareer({ ...fields, FristName: '\u0000A', Email: '~@a.0  ', resume: null });
    const contact = {
      userName: 'Asha',
      email: 'a@b.co',
      number: '9876543210',
      subject: 'Hi',
      description: 'Hi',
    };
    for (const description of ['A\u2066 ', 'Hello\u0000', ' Hello', '\tHello']) {
      await checkContact({ ...contact, description });
    }
    const event = { userName: 'Asha Rao', email: 'asha@example.com', howdidyoufindus: 'Instagram' };
    await checkEvent({ ...event, countryCode: '+999', number: '0' });
    // A number typed with its calling code is sent with the code once; +49 holds 5 to 15 digits.
    expect(await checkEvent({ ...event, countryCode: '+91', number: '+919876543210' })).toBe(true);
    expect(await checkEvent({ ...event, countryCode: '+49', number: '+490000000000000' })).toBe(true);
    const support = { userName: 'Asha', email: 'a@b.co', country: 'AO', number: '+2440' };
    expect(await checkItSupport(support)).toBe(true);
  });
});
