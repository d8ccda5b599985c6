/**
 * Each kind's edit form as data: its fields in order (a dotted name reaches into a nested object,
 * e.g. `experienceYears.min`) and the control each one gets. The rules are the contract's (its zod
 * schemas, run by the form's resolver); this table only says how to edit each part. Parts that are
 * lists of structured items (an event's audience blocks, a case study's figures) are edited as JSON,
 * still checked field by field by the contract.
 */
import {
  EMPLOYMENT_TYPES,
  GALLERY_TABS,
  TEAM_GROUPS,
  WORKPLACES,
  type ContentKind,
} from '@orbitwise/contracts/content';

type Options = readonly string[];

export type FieldControl =
  | { control: 'text' | 'textarea' | 'markdown' | 'date' | 'datetime' }
  /** Empty means null (an optional text, link or date). */
  | { control: 'optional-text' | 'optional-date' }
  | { control: 'number' | 'optional-number' }
  | { control: 'select'; options: Options }
  | { control: 'checkbox' }
  /** A list of short texts, one per line. */
  | { control: 'lines' }
  | { control: 'image'; optional?: boolean }
  | { control: 'images' }
  /** Any structured value, typed as JSON; `empty` is a new document's value. */
  | { control: 'json'; empty: unknown };

export type ContentField = { name: string; label: string; hint?: string } & FieldControl;

const ORDER: ContentField = {
  name: 'order',
  label: 'Position in lists',
  control: 'number',
  hint: 'Lower numbers come first.',
};
const TITLED_TEXTS = { title: '', items: [{ title: '', text: '' }] };

export const CONTENT_FORMS: Record<ContentKind, readonly ContentField[]> = {
  job: [
    { name: 'title', label: 'Title', control: 'text' },
    { name: 'department', label: 'Department', control: 'text' },
    { name: 'location', label: 'Location', control: 'text' },
    { name: 'workplace', label: 'Remote or on site', control: 'select', options: WORKPLACES },
    { name: 'employmentType', label: 'Employment type', control: 'select', options: EMPLOYMENT_TYPES },
    {
      name: 'experience',
      label: 'Experience',
      control: 'text',
      hint: 'As the page shows it, e.g. "2-5 years".',
    },
    { name: 'experienceYears.min', label: 'Experience from (years)', control: 'number' },
    { name: 'experienceYears.max', label: 'Experience up to (years)', control: 'optional-number' },
    {
      name: 'salary',
      label: 'Salary band',
      control: 'json',
      empty: null,
      hint: 'null, or {"min": 900000, "max": 1400000, "currency": "INR", "period": "year"}',
    },
    { name: 'skills', label: 'Skills', control: 'lines' },
    { name: 'summary', label: 'Summary', control: 'textarea' },
    { name: 'description', label: 'Description', control: 'markdown' },
    { name: 'hiringSteps', label: 'Hiring steps', control: 'lines' },
    { name: 'open', label: 'Open for applications', control: 'checkbox' },
    { name: 'closesOn', label: 'Closing date', control: 'optional-date' },
    ORDER,
  ],
  event: [
    { name: 'title', label: 'Title', control: 'text' },
    { name: 'dates', label: 'Dates as the page words them', control: 'text' },
    { name: 'startsAt', label: 'Starts', control: 'datetime' },
    { name: 'endsAt', label: 'Ends', control: 'datetime' },
    { name: 'timeZone', label: 'Time zone', control: 'text', hint: 'e.g. Asia/Kolkata' },
    { name: 'startDate', label: 'First day', control: 'date' },
    { name: 'endDate', label: 'Last day', control: 'date' },
    { name: 'startDay', label: 'First day as words', control: 'text' },
    { name: 'endDay', label: 'Last day as words', control: 'text' },
    { name: 'days', label: 'Number of days', control: 'number' },
    {
      name: 'attendance',
      label: 'Online or in person',
      control: 'json',
      empty: { mode: 'online', url: null },
      hint: '{"mode": "online", "url": null} or {"mode": "in-person", "place": "…", "address": "…"}',
    },
    { name: 'capacity', label: 'Capacity', control: 'optional-number', hint: 'Empty: no limit.' },
    { name: 'registrationOpen', label: 'Registration open', control: 'checkbox' },
    { name: 'banner', label: 'Banner', control: 'image' },
    { name: 'intro', label: 'Introduction', control: 'textarea' },
    {
      name: 'training',
      label: 'Training block',
      control: 'json',
      empty: { title: '', image: { src: '', alt: '' }, paragraphs: [] },
    },
    { name: 'unlock', label: 'What it unlocks', control: 'json', empty: TITLED_TEXTS },
    { name: 'audiences', label: 'Audience blocks', control: 'json', empty: TITLED_TEXTS },
  ],
  post: [
    { name: 'title', label: 'Title', control: 'text' },
    { name: 'author', label: 'Author', control: 'text' },
    { name: 'date', label: 'Date', control: 'date' },
    { name: 'category', label: 'Category', control: 'text' },
    { name: 'tags', label: 'Tags', control: 'lines' },
    { name: 'cover', label: 'Cover photo', control: 'image', optional: true },
    { name: 'excerpt', label: 'Excerpt', control: 'textarea' },
    { name: 'body', label: 'Body', control: 'markdown' },
    {
      name: 'externalUrl',
      label: 'External address',
      control: 'optional-text',
      hint: 'Only for an article published on another site.',
    },
  ],
  testimonial: [
    { name: 'quote', label: 'Quote', control: 'textarea' },
    { name: 'name', label: 'Name', control: 'text' },
    { name: 'role', label: 'Role', control: 'text' },
    { name: 'company', label: 'Company', control: 'optional-text' },
    { name: 'photo', label: 'Photo', control: 'image', optional: true },
    { name: 'logo', label: 'Company logo', control: 'image', optional: true },
    { name: 'consent', label: 'They agreed to be quoted by name', control: 'checkbox' },
    ORDER,
  ],
  client: [
    { name: 'name', label: 'Name', control: 'text' },
    { name: 'logo', label: 'Logo', control: 'image' },
    { name: 'link', label: 'Website', control: 'optional-text' },
    ORDER,
  ],
  'case-study': [
    { name: 'name', label: 'Name', control: 'text' },
    { name: 'category', label: 'Category', control: 'text' },
    { name: 'description', label: 'Description', control: 'textarea' },
    { name: 'industry', label: 'Industry', control: 'optional-text' },
    { name: 'service', label: 'Service', control: 'optional-text' },
    {
      name: 'work',
      label: 'Work',
      control: 'lines',
      hint: 'One per line: branding, application, web design, photography.',
    },
    { name: 'web', label: 'Website', control: 'text' },
    { name: 'technologies', label: 'Technologies', control: 'lines' },
    { name: 'image', label: 'Picture on cards and at the top', control: 'image' },
    { name: 'pictures', label: 'Screenshots', control: 'images' },
    { name: 'scope', label: 'Scope', control: 'json', empty: null, hint: 'null, or a list of texts.' },
    {
      name: 'caseStudy',
      label: 'Case study (problem, approach, outcome, figures)',
      control: 'json',
      empty: null,
    },
    {
      name: 'video',
      label: 'Video',
      control: 'json',
      empty: null,
      hint: 'null, or {"title": "…", "src": "…"}',
    },
    ORDER,
  ],
  'team-member': [
    { name: 'name', label: 'Name', control: 'text' },
    { name: 'role', label: 'Role', control: 'text' },
    { name: 'group', label: 'Group', control: 'select', options: TEAM_GROUPS },
    { name: 'photo', label: 'Photo', control: 'image' },
    { name: 'links.linkedin', label: 'LinkedIn', control: 'optional-text' },
    { name: 'links.x', label: 'X', control: 'optional-text' },
    ORDER,
  ],
  'gallery-item': [
    { name: 'tab', label: 'Tab', control: 'select', options: GALLERY_TABS },
    { name: 'image', label: 'Picture', control: 'image' },
    ORDER,
  ],
  figures: [
    { name: 'founded', label: 'Founded (year)', control: 'number' },
    { name: 'years', label: 'Years of development', control: 'number' },
    { name: 'happyCustomers', label: 'Happy customers', control: 'number' },
    { name: 'applications', label: 'Applications built', control: 'number' },
    { name: 'studentsTrained', label: 'Students trained', control: 'number' },
    { name: 'corporateTrainingClients', label: 'Corporate training clients', control: 'number' },
    { name: 'trainedMilestone.count', label: 'Trained milestone: count', control: 'number' },
    { name: 'trainedMilestone.year', label: 'Trained milestone: year', control: 'number' },
    { name: 'firstSoftwareProject', label: 'First software project (year)', control: 'number' },
  ],
};
