import { CONTENT_KINDS, CONTENT_MESSAGES, CONTENT_SCHEMAS } from '@orbitwise/contracts/content';
import { CONTENT_SEED } from '@orbitwise/contracts/content-seed';
import { describe, expect, it } from 'vitest';
import { CONSOLE_CONTENT_KINDS } from './content-kinds';
import { CONTENT_FORMS, type ContentField } from './content-forms';
import { checkValues, emptyValues, fieldForError } from './content-values';
import { splitLines } from './content-fields';
import { scheduleInstant } from './content-schedule';

const seedJob = () => structuredClone(CONTENT_SEED.find((doc) => doc.kind === 'job')!.data);
const seedPost = () => structuredClone(CONTENT_SEED.find((doc) => doc.kind === 'post')!.data);

describe("the content forms' tables", () => {
  it("list the contract's kinds, each field of each kind's schema once", () => {
    expect([...CONSOLE_CONTENT_KINDS]).toEqual([...CONTENT_KINDS]);
    for (const kind of CONTENT_KINDS) {
      const tops = new Set(CONTENT_FORMS[kind].map((field) => field.name.split('.')[0]));
      expect([...tops].sort(), kind).toEqual(Object.keys(CONTENT_SCHEMAS[kind].shape).sort());
    }
  });

  it('give nested parts real inputs, derived from the schema: groups, rows, a choice, never JSON', () => {
    const controls = (fields: readonly ContentField[]): string[] =>
      fields.flatMap((f) => [
        f.control,
        ...('fields' in f ? controls(f.fields) : []),
        ...(f.control === 'choice' ? Object.values(f.variants).flatMap(controls) : []),
      ]);
    for (const kind of CONTENT_KINDS) expect(controls(CONTENT_FORMS[kind]), kind).not.toContain('json');
    const job = (name: string) => CONTENT_FORMS.job.find((f) => f.name === name)!;
    expect(job('salary')).toMatchObject({ control: 'group', optional: true, label: 'Salary band' });
    const salary = job('salary') as Extract<ContentField, { control: 'group' }>;
    expect(salary.fields.map((f) => [f.name, f.control])).toEqual([
      ['salary.min', 'number'],
      ['salary.max', 'number'],
      ['salary.currency', 'text'],
      ['salary.period', 'select'],
    ]);
    expect(job('experienceYears')).toMatchObject({ control: 'group', optional: false });
    expect(job('hiringSteps').control).toBe('lines');
    expect(job('description').control).toBe('markdown');
    const study = CONTENT_FORMS['case-study'].find((f) => f.name === 'caseStudy') as Extract<
      ContentField,
      { control: 'group' }
    >;
    const metrics = study.fields.find((f) => f.name === 'caseStudy.metrics')!;
    expect(metrics).toMatchObject({ control: 'rows', empty: { value: '', label: '' } });
    expect('fields' in metrics && metrics.fields.map((f) => f.name)).toEqual(['value', 'label']);
    const attendance = CONTENT_FORMS.event.find((f) => f.name === 'attendance')!;
    expect(attendance).toMatchObject({
      control: 'choice',
      key: 'mode',
      empties: {
        online: { mode: 'online', url: null },
        'in-person': { mode: 'in-person', place: '', address: '' },
      },
    });
  });

  it('accept every seed document as it is (the form holds what the API stores)', () => {
    for (const doc of CONTENT_SEED) {
      const checked = checkValues(doc.kind, structuredClone(doc.data) as Record<string, unknown>);
      expect('errors' in checked ? checked.errors : {}, `${doc.kind}/${doc.slug}`).toEqual({});
    }
  });
});

describe('checking a form with the contract', () => {
  it("puts an image's missing alt text under its alt input, and a missing picture under the picture", () => {
    const post = seedPost() as Record<string, unknown>;
    post.cover = { src: '/media/abc-960.jpeg', alt: '  ' };
    expect(checkValues('post', post)).toEqual({ errors: { 'cover.alt': CONTENT_MESSAGES.altRequired } });

    const member = structuredClone(CONTENT_SEED.find((doc) => doc.kind === 'team-member')!.data) as Record<
      string,
      unknown
    >;
    member.photo = null;
    expect(checkValues('team-member', member)).toEqual({ errors: { photo: CONTENT_MESSAGES.image } });
  });

  it('names the input of a nested part (a group, a row of a list, a variant, a picture)', () => {
    expect(fieldForError('event', 'attendance.place')).toBe('attendance.place');
    expect(fieldForError('event', 'audiences.items.1.text')).toBe('audiences.items.1.text');
    expect(fieldForError('job', 'experienceYears.min')).toBe('experienceYears.min');
    expect(fieldForError('job', 'salary.currency')).toBe('salary.currency');
    expect(fieldForError('job', 'salary')).toBe('salary');
    expect(fieldForError('job', 'skills.3')).toBe('skills');
    expect(fieldForError('case-study', 'caseStudy.metrics.2.value')).toBe('caseStudy.metrics.2.value');
    expect(fieldForError('case-study', 'pictures.2.alt')).toBe('pictures.2.alt');
    expect(fieldForError('case-study', 'pictures.2.src')).toBe('pictures');
    expect(fieldForError('job', 'nothing')).toBe('root');
  });

  it('puts a salary band whose lowest exceeds its highest under the band, and its bad currency under its input', () => {
    const job = { ...seedJob(), salary: { min: 200, max: 100, currency: 'inr', period: 'year' } };
    const checked = checkValues('job', job as Record<string, unknown>);
    expect(checked).toEqual({
      errors: {
        'salary.currency': expect.any(String) as string,
        salary: 'The lowest salary must not exceed the highest.',
      },
    });
  });

  it('reports the required title and a bad address of a new document', () => {
    const job = seedJob() as Record<string, unknown>;
    job.title = '';
    job.slug = '../etc/passwd';
    const checked = checkValues('job', job, true);
    expect(checked).toEqual({
      errors: { slug: CONTENT_MESSAGES.slug, title: CONTENT_MESSAGES.required('Title') },
    });
  });

  it('keeps a valid new document’s address beside its trimmed data', () => {
    const job = { ...seedJob(), title: 'Senior Dotnet Developer  ', slug: 'senior-dotnet-developer' };
    const checked = checkValues('job', job, true);
    expect(checked).toMatchObject({
      slug: 'senior-dotnet-developer',
      data: { title: 'Senior Dotnet Developer' },
    });
    expect('data' in checked && 'slug' in checked.data).toBe(false);
  });

  it('starts a new document with one value per field, which the contract then checks', () => {
    const empty = emptyValues('job');
    expect(empty).toMatchObject({
      title: '',
      experienceYears: { min: 0, max: null },
      skills: [],
      open: false,
    });
    expect(checkValues('job', empty)).toHaveProperty('errors.title', CONTENT_MESSAGES.required('Title'));
  });
});

describe("the form kit's conversions", () => {
  it('reads one text per line', () => {
    expect(splitLines(' C#\n\n  SQL \n')).toEqual(['C#', 'SQL']);
  });

  it('schedules only a real time in the future, as an instant', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    expect(scheduleInstant('', now).error).toBe('Choose the date and time to publish at.');
    expect(scheduleInstant('2020-01-01T10:00', now).error).toBe('Choose a time in the future.');
    const later = scheduleInstant('2030-01-01T10:00', now);
    expect(later.error).toBeNull();
    expect(new Date(later.iso!).getTime()).toBe(new Date('2030-01-01T10:00').getTime());
  });
});
