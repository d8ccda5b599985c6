/**
 * Each kind's edit form, derived from the contract's zod shape (`CONTENT_SCHEMAS`): its fields in the
 * shape's order, each with the control its type calls for, nested objects as groups of inputs (a
 * nullable one behind a checkbox), lists of objects as rows to add and remove, a discriminated union
 * as a choice with each variant's inputs. The table below only words the labels and hints and picks a
 * control the type cannot tell (Markdown). The rules stay the contract's, run by the form's resolver.
 */
import {
  CONTENT_SCHEMAS,
  MARKDOWN_FIELDS,
  contentImageSchema,
  type ContentKind,
} from '@orbitwise/contracts/content';
import type { z } from 'zod';

type Options = readonly string[];

export type FieldControl =
  | { control: 'text' | 'textarea' | 'markdown' | 'date' | 'datetime' }
  /** Empty means null (an optional text, link or date). */
  | { control: 'optional-text' | 'optional-textarea' | 'optional-date' }
  | { control: 'number' | 'optional-number' }
  | { control: 'select'; options: Options }
  | { control: 'checkbox' }
  /** A list of short texts, one per line; an `optional` one is null when empty. */
  | { control: 'lines'; optional?: boolean }
  | { control: 'image'; optional?: boolean }
  | { control: 'images' }
  /** A nested object: its own inputs; an `optional` one (null) behind a checkbox. */
  | { control: 'group'; fields: readonly ContentField[]; optional: boolean; empty: unknown }
  /** A list of objects: one row of inputs each (names relative to the row), add and remove. */
  | { control: 'rows'; fields: readonly ContentField[]; empty: unknown; optional: boolean }
  /** One of several shapes told apart by `key` (an event's attendance): a choice, then its inputs. */
  | {
      control: 'choice';
      key: string;
      variants: Readonly<Record<string, readonly ContentField[]>>;
      empties: Readonly<Record<string, unknown>>;
    };

export type ContentField = { name: string; label: string; hint?: string } & FieldControl;

/** Labels, hints and the controls a type cannot tell, by dotted path (a row's fields by `list.*.field`). */
interface FieldText {
  label?: string;
  hint?: string;
  control?: 'textarea' | 'text';
}

const ORDER: FieldText = { label: 'Position in lists', hint: 'Lower numbers come first.' };

const FIELD_TEXTS: { [K in ContentKind]: Record<string, FieldText> } = {
  job: {
    location: { hint: 'As the pages show it, e.g. "Bengaluru, India"; a remote role: "India".' },
    address: { label: 'Where the job is (for search engines)' },
    'address.locality': { label: 'City', hint: 'For a remote role: the office it reports to.' },
    'address.region': { label: 'State or region', hint: 'e.g. Karnataka; empty: none.' },
    'address.country': { label: 'Country', hint: 'Two-letter ISO code, e.g. IN.' },
    workplace: { label: 'Remote or on site' },
    applicantCountries: {
      label: 'Applicants may live in',
      hint: 'Two-letter country codes, one per line (e.g. IN). Empty: for a remote role, the country above.',
    },
    experience: { hint: 'As the page shows it, e.g. "2-5 years".' },
    experienceYears: { label: 'Experience range' },
    'experienceYears.min': { label: 'Experience from (years)' },
    'experienceYears.max': { label: 'Experience up to (years)', hint: 'Empty: no upper limit.' },
    salary: { label: 'Salary band' },
    'salary.min': { label: 'Lowest salary' },
    'salary.max': { label: 'Highest salary' },
    'salary.currency': { label: 'Currency', hint: 'Three capitals, e.g. INR.' },
    'salary.period': { label: 'Per' },
    hiringSteps: { label: 'Hiring steps' },
    open: { label: 'Open for applications' },
    closesOn: { label: 'Closing date' },
    order: ORDER,
  },
  event: {
    summary: {
      hint: 'One or two sentences: the events list’s card and the page’s description in search results. The company’s names: {companyName}, {companyShortName}.',
    },
    startsAt: { label: 'Starts', hint: 'The pages word the dates and times from these, in its zone.' },
    endsAt: { label: 'Ends' },
    timeZone: { hint: 'The zone the times are announced in, e.g. Asia/Kolkata.' },
    attendance: { label: 'Online or in person' },
    'attendance.url': { label: 'Online address' },
    'attendance.place': {
      label: 'Place',
      hint: 'e.g. {companyName}, training hall ({companyName}: the company’s name)',
    },
    'attendance.address': { label: 'Address' },
    capacity: { label: 'Places', hint: 'Empty: no limit.' },
    waitlist: { label: 'Keep a waitlist when full', hint: 'Off: the form closes once every place is taken.' },
    registrationOpen: { label: 'Registration open' },
    intro: {
      label: 'Introduction',
      hint: 'The company’s names: {companyName}, {companyShortName} (Company details), filled in on the page.',
    },
    training: { label: 'Training block' },
    'training.title': { label: 'Training title' },
    'training.image': { label: 'Training picture' },
    unlock: { label: 'What it unlocks' },
    'unlock.title': { label: 'Unlock title' },
    'unlock.items': { label: 'Unlock items' },
    audiences: { label: 'Audience blocks' },
    'audiences.title': { label: 'Audiences title' },
    'audiences.items': { label: 'Audiences' },
  },
  post: {
    cover: { label: 'Cover photo' },
    externalUrl: { label: 'External address', hint: 'Only for an article published on another site.' },
  },
  testimonial: {
    company: { hint: 'Empty when the role already names it.' },
    logo: { label: 'Company logo' },
    consent: { label: 'They agreed to be quoted by name' },
    order: ORDER,
  },
  client: { link: { label: 'Website' }, order: ORDER },
  'case-study': {
    image: { label: 'Picture on cards and at the top' },
    pictures: { label: 'Screenshots' },
    work: { hint: 'One per line: branding, application, web design, photography.' },
    web: { label: 'Website' },
    scope: { label: 'Scope of work', hint: 'One item per line; empty: no scope section.' },
    caseStudy: { label: 'Case study' },
    'caseStudy.metrics': { label: 'Outcome figures' },
    'caseStudy.metrics.*.value': { hint: 'e.g. 75%' },
    'caseStudy.features': { label: 'Key features' },
    'caseStudy.features.*.title': { label: 'Feature' },
    video: { label: 'Video' },
    'video.title': { label: 'Video title' },
    'video.src': { label: 'Video address' },
    order: ORDER,
  },
  'team-member': {
    bio: { label: 'One-line bio', hint: 'Shown under the role on the team cards.' },
    expertise: { hint: 'Short tags, one per line, e.g. Azure.' },
    links: { label: 'Links' },
    'links.linkedin': { label: 'LinkedIn' },
    'links.github': { label: 'GitHub' },
    'links.website': { label: 'Website' },
    order: ORDER,
  },
  'gallery-item': { image: { label: 'Picture' }, order: ORDER },
  figures: {
    founded: { label: 'Founded (year)', hint: 'Years in business are counted from it on every page.' },
    applications: { label: 'Applications built' },
    corporateTrainingClients: { label: 'Corporate training clients' },
    trainedMilestone: { label: 'Trained milestone' },
    'trainedMilestone.count': { label: 'Trained milestone: count' },
    'trainedMilestone.year': { label: 'Trained milestone: year' },
    firstSoftwareProject: { label: 'First software project (year)' },
  },
  service: {
    heading: { label: 'Page heading' },
    card: { label: 'Card on Home', hint: 'None: the page has no card on Home (Services, Service Details).' },
    'card.title': { label: 'Card title' },
    'card.text': { label: 'Card text' },
    'card.icon': { label: 'Card icon' },
    lead: { label: 'Lead under the heading' },
    overview: {
      label: 'Overview paragraphs',
      hint: "In the text, the company's names: {companyName}, {companyShortName}; figures: {years}, {founded}, {applications}, {happyCustomers}, {studentsTrained}, {corporateTrainingClients}.",
    },
    sections: { label: 'Blocks of the page' },
    'sections.*.kind': {
      label: 'Shown as',
      hint: 'cards: title, text, icon; list: titles; steps: title, text; cases: title, text, figure; links and cta: title, link; stores: the app-store badges; text: its paragraphs beside its picture, items as buttons (title, link).',
    },
    'sections.*.intro': { label: 'Introduction (cta: its text)' },
    'sections.*.paragraphs': { label: 'Paragraphs', hint: 'Shown under the title; one per line.' },
    'sections.*.image': {
      label: 'Picture (text blocks)',
      hint: 'A picture of the site, e.g. /generated/illustrations/training.svg',
    },
    'sections.*.items': { label: 'Items' },
    'sections.*.items.*.metric': { label: 'Figure (cases)' },
    'sections.*.items.*.link': { label: 'Link (links, cta, text)' },
    seoTitle: {
      label: 'Title in search results',
      hint: "Empty: the page's own search texts (Pages), or else the heading. The company's names: {companyName}, {companyShortName}.",
    },
    description: {
      label: 'Description in search results',
      hint: "Empty: the page's own search texts (Pages), or else the lead.",
    },
    illustration: {
      label: 'Illustration',
      hint: 'Beside the overview, and shown when the page is shared. A picture of the site, e.g. /generated/illustrations/cloud-service.svg',
    },
    order: { ...ORDER, hint: 'The cards on Home: lower numbers come first.' },
  },
  industry: {
    title: { label: 'Page title' },
    overview: { label: 'Overview' },
    industries: { label: 'Industries (the grid on Home and this page)' },
    benefitsTitle: { label: 'Benefits heading' },
    benefits: { label: 'Benefit cards' },
  },
  about: {
    intro: {
      label: 'Who we are (paragraphs)',
      hint: "The company's names: {companyName}, {companyShortName} (Company details), filled in on the page.",
    },
    video: { label: 'Video link', hint: "The company's own video; unticked: no link." },
    whyUs: { label: 'Why work with us' },
    coreValues: { label: 'Core values' },
    history: {
      hint: "In the text, the company's names: {companyName}, {companyShortName}; figures: {years}, {founded}, {applications}, {happyCustomers}, {studentsTrained}, {corporateTrainingClients}.",
      control: 'textarea',
    },
    whyChoose: { label: 'Why choose us', hint: 'One reason per line.' },
    skills: { label: 'Skill bars (Home and About)' },
    'skills.*.percent': { label: 'Percent' },
  },
  site: {
    name: {
      label: 'Company name',
      hint: 'In the header, the footer, calendar files and search engines’ data, and wherever a page text quotes {companyName}: a new name reaches every page when this is published.',
    },
    shortName: {
      label: 'Short name',
      hint: 'In running text (“About Orbitwise”, “Orbitwise on LinkedIn”), the header on a phone, and wherever a page text quotes {companyShortName}.',
    },
    tagline: { label: 'Tagline' },
    address: { label: 'Postal address', hint: 'On the Contact page.' },
    'address.street': { label: 'Street address' },
    'address.postalCode': { label: 'Postal code' },
    contactPerson: { label: 'Contact person', hint: 'On the Contact page: name and role.' },
    phone: {
      label: 'Phone',
      hint: 'In international form with single spaces, e.g. +91 40 4000 1234 (Contact, IT support).',
    },
    email: { label: 'E-mail', hint: 'On Contact, the legal pages and the calendar files of events.' },
    mapEmbedUrl: {
      label: 'Map on the Contact page',
      hint: 'OpenStreetMap: Share → HTML, then the address inside src="…" (https://www.openstreetmap.org/export/embed.html?…). The site allows no other map.',
    },
    courseSite: {
      label: 'Course site',
      hint: 'e.g. https://academy.orbitwise.example: the training menu and each course link to pages under it.',
    },
    appStores: { label: 'App-store pages', hint: 'The badges on the Mobile Development page.' },
    'appStores.apple': { label: 'App Store page', hint: 'Leave empty to show no badge.' },
    'appStores.google': { label: 'Google Play page', hint: 'Leave empty to show no badge.' },
    blurb: {
      label: 'Footer blurb',
      hint: 'The line about the company in every page’s footer. The company’s names: {companyName}, {companyShortName}; figures: {studentsTrained}, {founded}, {years}, {applications}.',
    },
    social: {
      label: 'Social links',
      hint: 'The company’s real profiles only. Empty: no icon for that network in the footer (none: no icons).',
    },
    'social.x': { label: 'X' },
    'social.linkedin': { label: 'LinkedIn' },
    'social.youtube': { label: 'YouTube' },
    chat: { label: 'WhatsApp chat link (every page)' },
    'chat.number': {
      label: 'WhatsApp number',
      hint: 'With the country code, digits only, e.g. 914040001234.',
    },
    'chat.greeting': { label: 'First message', hint: 'May quote {companyShortName} or {companyName}.' },
  },
  page: {
    title: {
      hint: "About 60 characters show in search results. The company's names: {companyName}, {companyShortName}; figures: {years}, {founded}, {studentsTrained}; the blog's tag pages (blog-tag): {tag}.",
    },
    description: {
      hint: "About 155 characters show in search results. The company's names: {companyName}, {companyShortName}; the blog's tag pages (blog-tag): {tag} is the tag's name.",
    },
    keywords: {
      hint: 'Comma-separated; empty: none. The company’s names: {companyName}, {companyShortName}.',
    },
    image: { label: 'Picture when shared', hint: 'Empty: none (a plain card).' },
    eyebrow: {
      label: 'Line over the heading',
      hint: "Home's banner. Empty: none. The company's names: {companyName}, {companyShortName}; figures: {founded}, {years}.",
    },
    heading: {
      label: 'Heading',
      hint: 'The page\'s one main heading. Empty: its usual name (e.g. "WE ARE HIRING", "Our Team").',
    },
    lead: {
      label: 'Lead under the heading',
      hint: "One or two sentences. Empty: none. The company's names: {companyName}, {companyShortName}; figures: {years}, {founded}.",
    },
    intro: {
      label: 'Paragraphs',
      hint: 'Under the banner, one per line (the /az-400 page); on IT support, the steps of "How it works". Empty: none. The company’s names: {companyName}, {companyShortName}.',
    },
    sections: {
      label: 'Section headings',
      hint: "Home, About, Industries and Our Team's groups: each section's heading, the line over it and the sentence under it. A section not listed keeps the text the site shipped with.",
    },
    'sections.*.section': { label: 'Section' },
    'sections.*.eyebrow': { label: 'Line over the heading' },
    'sections.*.title': { label: 'Heading' },
    'sections.*.intro': {
      label: 'Sentence under the heading',
      hint: "About's portfolio: {count} is the number of projects it shows.",
    },
  },
  legal: {
    title: { hint: 'The page\'s heading, e.g. "Privacy Policy".' },
    lastUpdated: {
      hint: 'Shown under the heading as "Last updated 28 November 2026". Set it when the text changes in substance.',
    },
    sections: { label: 'Sections', hint: 'Each a heading and its paragraphs, in their order on the page.' },
    'sections.*.heading': { label: 'Heading' },
    'sections.*.paragraphs': {
      label: 'Paragraphs',
      hint: 'One per line. {companyName}, {companyShortName} and {companyEmail}: the company\'s names and e-mail (Company details); retention periods as set in Privacy and retention ("180 days", or "an indefinite period"): {enquiryRetentionDays}, {contactRetentionDays}, {eventRetentionDays}, {itSupportRetentionDays}, {newsletterRetentionDays}, {applicationRetentionDays}; figures: {years}, {founded}.',
    },
  },
  milestone: {
    year: { hint: 'The timeline lists the milestones by year, then title.' },
    title: {
      hint: 'Figures: {trainedMilestone.count}, {trainedMilestone.year}, {founded}, {years}, {studentsTrained}.',
    },
    description: {
      control: 'textarea',
      hint: 'One or two sentences. Figures: {trainedMilestone.count}, {founded}, {years}, {happyCustomers}.',
    },
    tag: { hint: 'A word over the title, e.g. Healthcare, Training.' },
  },
  technology: {
    lead: { label: 'Lead under the heading', hint: 'The Technologies page, under "Technologies We Use".' },
    columns: { label: 'Columns', hint: 'The Technologies page’s columns of links, in their order.' },
    'columns.*.title': { label: 'Column heading' },
    'columns.*.links': { label: 'Links', hint: 'Each to another site: an https:// address.' },
    'columns.*.links.*.href': { label: 'Address', hint: 'e.g. https://react.dev/', control: 'text' },
    logosTitle: { label: 'Logo grid heading', hint: 'Over the logos on the Technologies page.' },
    home: { label: 'The grid on Home' },
    'home.eyebrow': { label: 'Line over the heading', hint: 'Empty: none.' },
    'home.title': { label: 'Heading' },
    'home.intro': {
      label: 'Sentence under the heading',
      hint: 'A link to the Technologies page follows it.',
    },
    logos: { label: 'Logos', hint: 'The grid on the Technologies page and on Home, in its order.' },
    'logos.*.logo': {
      label: 'Logo',
      hint: 'A picture of the site, e.g. /generated/technologies/react.svg. Empty: the monogram.',
      control: 'text',
    },
    'logos.*.monogram': {
      label: 'Monogram',
      hint: 'Up to 4 letters, shown when there is no logo, e.g. AWS.',
    },
  },
  training: {
    title: { label: 'Page heading' },
    lead: { label: 'Lead under the heading' },
    overview: { label: 'Overview', hint: 'Beside the illustration; unticked: the page has no overview.' },
    'overview.title': { label: 'Overview heading' },
    'overview.paragraphs': {
      label: 'Overview paragraphs',
      hint: "In the text, the company's names: {companyName}, {companyShortName}; figures: {years}, {founded}, {corporateTrainingClients}, {studentsTrained}, {happyCustomers}.",
    },
    'overview.benefits': { label: 'Benefits (a check list)', hint: 'One per line; empty: none.' },
    'overview.action': { label: 'Button under the overview' },
    'overview.action.label': { label: 'Button text' },
    'overview.action.link': {
      control: 'text',
      label: 'Button link',
      hint: 'A page of the site (/contactus) or an https:// address.',
    },
    programmes: { label: 'Programme cards', hint: 'Cards that each lead to a programme.' },
    'programmes.title': { label: 'Programmes heading' },
    'programmes.items': { label: 'Programmes' },
    'programmes.items.*.link': {
      control: 'text',
      label: 'Link',
      hint: 'A page of the site (/personalized) or an https:// address, which opens in a new tab.',
    },
    features: { label: 'Feature cards', hint: 'Cards with an icon each.' },
    'features.title': { label: 'Features heading' },
    'features.items': { label: 'Cards' },
    partners: { label: 'Training partners' },
    'partners.title': { label: 'Partners heading' },
    'partners.items': { label: 'Partners', hint: 'One per line.' },
    courses: { label: 'List of courses We offered' },
    'courses.names': {
      label: 'Courses',
      hint: 'One per line. Each opens its page on the course site, an address made from its name.',
    },
    syllabi: { label: 'Link to download syllabus' },
    'syllabi.items': { label: 'Syllabi' },
    'syllabi.items.*.file': {
      label: 'PDF file',
      hint: 'e.g. /generated/syllabus/csharp.pdf',
      control: 'text',
    },
    illustration: {
      control: 'text',
      label: 'Illustration',
      hint: 'A picture of the site, e.g. /generated/illustrations/training.svg; beside the overview, or the partners.',
    },
  },
};

// ---------------------------------------------------------------------------------------------
// Reading a zod shape (zod 4's public `_zod.def`)

type Schema = z.ZodType;
interface Def {
  type: string;
  /** A `.default(...)`'s value. */
  defaultValue?: unknown;
  innerType?: Schema;
  in?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  entries?: Record<string, string>;
  options?: Schema[];
  discriminator?: string;
  values?: unknown[];
}
const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under `.nullable()` / `.optional()` / `.default()` / a pipe, and whether null is allowed. */
function unwrap(schema: Schema): { inner: Schema; nullable: boolean } {
  let inner = schema;
  let nullable = false;
  for (;;) {
    const def = defOf(inner);
    if ((def.type === 'nullable' || def.type === 'optional' || def.type === 'default') && def.innerType) {
      nullable ||= def.type === 'nullable';
      inner = def.innerType;
    } else if (def.type === 'pipe' && def.in) inner = def.in;
    else return { inner, nullable };
  }
}

/** `experienceYears` → "Experience years". */
export const humanize = (key: string) => {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The value a new object of this shape starts with: its default, or every field empty (or its first option). */
export function emptyOf(schema: Schema): unknown {
  // A field with a default starts with it (a new job: the office's address).
  const own = defOf(schema);
  if (own.type === 'default') return structuredClone(own.defaultValue);
  const { inner, nullable } = unwrap(schema);
  // A picture starts as none: the form asks for one (an upload or a site picture).
  if (nullable || inner === contentImageSchema) return null;
  const def = defOf(inner);
  switch (def.type) {
    case 'number':
      return 0;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'object':
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, field]) => [key, emptyOf(field)]));
    case 'union':
      return def.options?.[0] ? emptyOf(def.options[0]) : null;
    default:
      return '';
  }
}

interface Context {
  kind: ContentKind;
  texts: Record<string, FieldText>;
}

/** The form field for `schema` at `name` (`path` is its key in the texts table: rows as `*`). */
function fieldOf(schema: Schema, name: string, path: string, key: string, context: Context): ContentField[] {
  const text = context.texts[path] ?? {};
  const base = { name, label: text.label ?? humanize(key), ...(text.hint ? { hint: text.hint } : {}) };
  const { inner, nullable } = unwrap(schema);
  const def = defOf(inner);
  const string = inner as unknown as { maxLength?: number | null; format?: string | null };

  if (inner === contentImageSchema) return [{ ...base, control: 'image', optional: nullable }];
  switch (def.type) {
    case 'string': {
      if (string.format === 'date') return [{ ...base, control: nullable ? 'optional-date' : 'date' }];
      if (string.format === 'datetime') return [{ ...base, control: 'datetime' }];
      const long = text.control ? text.control === 'textarea' : (string.maxLength ?? 0) > 300;
      if (nullable) return [{ ...base, control: long ? 'optional-textarea' : 'optional-text' }];
      const markdown = (MARKDOWN_FIELDS[context.kind] as readonly string[]).includes(path);
      return [{ ...base, control: markdown ? 'markdown' : (text.control ?? (long ? 'textarea' : 'text')) }];
    }
    case 'number':
      return [{ ...base, control: nullable ? 'optional-number' : 'number' }];
    case 'boolean':
      return [{ ...base, control: 'checkbox' }];
    case 'enum':
      return [{ ...base, control: 'select', options: Object.values(def.entries ?? {}) }];
    case 'array': {
      const element = unwrap(def.element!).inner;
      if (element === contentImageSchema) return [{ ...base, control: 'images' }];
      const elementType = defOf(element).type;
      if (elementType === 'object')
        return [
          {
            ...base,
            control: 'rows',
            optional: nullable,
            empty: emptyOf(element),
            fields: fieldsOf(element, '', `${path}.*`, context),
          },
        ];
      // Texts and options, one per line (a nullable list: empty is null).
      return [{ ...base, control: 'lines', optional: nullable }];
    }
    case 'object':
      return [
        {
          ...base,
          control: 'group',
          optional: nullable,
          empty: emptyOf(inner),
          fields: fieldsOf(inner, name, path, context),
        },
      ];
    case 'union': {
      const discriminator = def.discriminator!;
      const variants: Record<string, ContentField[]> = {};
      const empties: Record<string, unknown> = {};
      for (const option of def.options ?? []) {
        const shape = defOf(option).shape ?? {};
        const value = String(defOf(shape[discriminator]!).values?.[0]);
        const rest = Object.fromEntries(Object.entries(shape).filter(([k]) => k !== discriminator));
        variants[value] = Object.entries(rest).flatMap(([k, field]) =>
          fieldOf(field, `${name}.${k}`, `${path}.${k}`, k, context),
        );
        empties[value] = emptyOf(option);
      }
      return [{ ...base, control: 'choice', key: discriminator, variants, empties }];
    }
    default:
      return [];
  }
}

/** The fields of an object shape; `prefix` '' for a row's fields (named relative to the row). */
function fieldsOf(schema: Schema, prefix: string, path: string, context: Context): ContentField[] {
  const shape = defOf(unwrap(schema).inner).shape ?? {};
  return Object.entries(shape).flatMap(([key, field]) =>
    fieldOf(field, prefix ? `${prefix}.${key}` : key, path ? `${path}.${key}` : key, key, context),
  );
}

const formOf = (kind: ContentKind): readonly ContentField[] =>
  fieldsOf(CONTENT_SCHEMAS[kind] as unknown as Schema, '', '', { kind, texts: FIELD_TEXTS[kind] });

export const CONTENT_FORMS = Object.fromEntries(
  (Object.keys(CONTENT_SCHEMAS) as ContentKind[]).map((kind) => [kind, formOf(kind)]),
) as Record<ContentKind, readonly ContentField[]>;

/** A new document of `kind`: every field empty (or its first option). */
export const emptyDocument = (kind: ContentKind) =>
  emptyOf(CONTENT_SCHEMAS[kind] as unknown as Schema) as Record<string, unknown>;
