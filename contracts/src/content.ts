/**
 * The content the company edits: the kinds of document, their typed shapes and field rules
 * (zod schemas: the console's forms and the API's validation run the same ones), the statuses, the
 * admin and public API paths and payloads. Its own entry, `@orbitwise/contracts/content`: a public
 * page may import its types (erased at build), never its schemas.
 */
import { z } from 'zod';
import {
  formatMegabytes,
  JOB_TITLE_MESSAGE,
  JOB_TITLE_PATTERN,
  MAX_LENGTHS,
  SLUG_PATTERN,
  UNSAFE_TEXT_PATTERN,
} from './rules.js';
import { COMPANY_CONTACT } from './content-seed/site.js';
import type { SubmissionKind } from './admin.js';

// The site's CSP allows no eval, and zod probes for its compiled parsers (`new Function`) while it
// builds an object schema: refused and reported as a violation wherever the console loads these
// schemas. So the plain parsers, chosen before the first schema below is built.
z.config({ jitless: true });

// ---------------------------------------------------------------------------------------------
// Kinds and statuses

export const CONTENT_KINDS = [
  'job',
  'event',
  'post',
  'testimonial',
  'client',
  'case-study',
  'team-member',
  'gallery-item',
  'figures',
  // The site's own copy (services, industries, About).
  'service',
  'industry',
  'about',
  // The company's own details (footer, chat link) and each page's text (banner, section headings, search results).
  'site',
  'page',
  // The rest of the site's copy: the legal pages, the milestones timeline, the technologies, training.
  'legal',
  'milestone',
  'technology',
  'training',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const CONTENT_KIND_LABELS: Record<ContentKind, string> = {
  job: 'Job openings',
  event: 'Events',
  post: 'Blog posts',
  testimonial: 'Testimonials',
  client: 'Clients',
  'case-study': 'Case studies',
  'team-member': 'Team',
  'gallery-item': 'Gallery',
  figures: 'Company figures',
  service: 'Service pages',
  industry: 'Industries',
  about: 'About the company',
  site: 'Company details',
  page: 'Page texts',
  legal: 'Legal pages',
  milestone: 'Milestones',
  technology: 'Technologies',
  training: 'Training pages',
};

/** The one document of kind `figures`: every page reads the company's figures from it. */
export const FIGURES_SLUG = 'company';
/** The one document of kind `industry` (the industries grid, on Home and /industries) and of kind `about`. */
export const INDUSTRIES_SLUG = 'industries';
export const ABOUT_SLUG = 'company';
/** The one document of kind `site`: the company's details every page shows. */
export const SITE_SLUG = 'company';

/**
 * - `draft`: never published, or published never again since an unpublish and not yet republished.
 * - `scheduled`: the draft publishes by itself at `publishAt`.
 * - `published`: visitors see `published` (the draft may hold newer, unpublished changes).
 * - `unpublished`: taken off the site; the draft stays.
 */
export const CONTENT_STATUSES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const CONTENT_STATUS_LABELS: Record<ContentStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  unpublished: 'Unpublished',
};

// ---------------------------------------------------------------------------------------------
// Field rules

export const CONTENT_LIMITS = {
  slugMax: 100,
  titleMax: 200,
  textMax: 2000,
  markdownMax: 50_000,
  urlMax: 2048,
  altMax: 300,
  listMax: 50,
  /** Image uploads: the byte limit is the API's MEDIA_MAX_BYTES (GET forms config does not carry it). */
  imageWidths: [480, 960, 1600] as const,
  pageSizeMax: 200,
} as const;

/**
 * Words of letters and digits joined by single hyphens: no dots, slashes, spaces or other characters.
 * Upper case is allowed because the spec's addresses use it (`/portfolio/dentomatemobileApp`). Defined
 * with the forms' rules, since an event registration names its event by slug.
 */
export { SLUG_PATTERN };
/** A page or file on this site (`/generated/…`, `/media/…`): one leading slash, no `..`, no `//`. */
export const SITE_PATH_PATTERN = /^\/(?!\/)(?:[A-Za-z0-9._~%!$&'()*+,;=:@-]+\/?)*$/;

export const CONTENT_MESSAGES = {
  slug: 'Use letters, digits and single hyphens (for example "senior-dotnet-developer").',
  slugTaken: 'Another document of this kind already has this address.',
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  unsafe: (label: string) => `${label} contains characters that are not allowed.`,
  link: (label: string) => `${label} must be an https:// address or a path on this site.`,
  image: 'Choose an uploaded image or a picture of the site.',
  imageType: 'The file must be a JPEG, PNG, WebP or AVIF picture.',
  imageRequired: 'Choose a picture to upload.',
  /** The upload's 413: the API's problem detail and the console's message. */
  imageTooLarge: (maxBytes: number) => `The image is larger than ${formatMegabytes(maxBytes)}.`,
  imageTooManyPixels: 'The picture is too large: at most 40 megapixels.',
  altRequired: 'Describe the image for people who cannot see it (alt text).',
  dateTime: (label: string) => `${label} must be a date and time with its offset (ISO 8601).`,
  date: (label: string) => `${label} must be a date (YYYY-MM-DD).`,
  publishAt: 'The publish time must be a date and time with its offset (ISO 8601).',
  versionConflict: 'Someone saved this document after you opened it. Reload it to see their changes.',
  jobTitle: `A job title: ${JOB_TITLE_MESSAGE.replace(/^Use/, 'use')} (the application form sends it as the role).`,
  country: 'Use a country\'s two-letter ISO 3166 code, e.g. "IN".',
  positionUnknown: 'This position is not open for applications. Please choose one of the open positions.',
  eventEnded: 'Registration for this event has closed: the event has ended.',
  eventFull: 'Registration for this event has closed: all places are taken.',
  eventClosed: 'Registration for this event is closed.',
  eventSubject: (title: string) =>
    `The subject of a registration for this event is 'Registered for ${title}'.`,
  eventDescription: (title: string) =>
    `The description of a registration for this event is 'dss-enq-${title}'.`,
  eventEndsBeforeStart: 'The end must not be before the start.',
  timeZone: 'Use a time zone name such as "Asia/Kolkata".',
} as const;

const hasUnsafe = (value: string) => UNSAFE_TEXT_PATTERN.test(value);

/** An IANA time zone name this runtime knows (dates are worded in it). */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** One line of text (a title, a name): no line breaks, no control characters, not blank. */
export const textField = (label: string, max: number = CONTENT_LIMITS.titleMax) =>
  z
    .string({ error: CONTENT_MESSAGES.required(label) })
    .trim()
    .min(1, { error: CONTENT_MESSAGES.required(label) })
    .max(max, { error: CONTENT_MESSAGES.tooLong(label, max) })
    .refine((value) => !hasUnsafe(value) && !/[\r\n]/.test(value), {
      error: CONTENT_MESSAGES.unsafe(label),
    });

/** Several lines of plain text (a summary, a quote). */
export const paragraphField = (label: string, max: number = CONTENT_LIMITS.textMax) =>
  z
    .string({ error: CONTENT_MESSAGES.required(label) })
    .trim()
    .min(1, { error: CONTENT_MESSAGES.required(label) })
    .max(max, { error: CONTENT_MESSAGES.tooLong(label, max) })
    .refine((value) => !hasUnsafe(value), { error: CONTENT_MESSAGES.unsafe(label) });

/** Markdown source; rendered and sanitised by `@orbitwise/contracts/markdown` at publish and prerender. */
export const markdownField = (label: string) => paragraphField(label, CONTENT_LIMITS.markdownMax);

/** An `https://` (or `http://`) address, or a path on this site; never `javascript:`, `data:` or `//host`. */
export const linkField = (label: string) =>
  z
    .string({ error: CONTENT_MESSAGES.link(label) })
    .trim()
    .max(CONTENT_LIMITS.urlMax, { error: CONTENT_MESSAGES.tooLong(label, CONTENT_LIMITS.urlMax) })
    .refine((value) => isSafeLink(value), { error: CONTENT_MESSAGES.link(label) });

export function isSafeLink(value: string): boolean {
  if (SITE_PATH_PATTERN.test(value)) return !value.split('/').includes('..');
  if (!/^https?:\/\//i.test(value) || hasUnsafe(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const slugField = z
  .string({ error: CONTENT_MESSAGES.slug })
  .max(CONTENT_LIMITS.slugMax, { error: CONTENT_MESSAGES.tooLong('The address', CONTENT_LIMITS.slugMax) })
  .regex(SLUG_PATTERN, { error: CONTENT_MESSAGES.slug });

const list = <T extends z.ZodType>(item: T) => z.array(item).max(CONTENT_LIMITS.listMax);

export const dateField = (label: string) => z.iso.date({ error: CONTENT_MESSAGES.date(label) });
export const dateTimeField = (label: string) =>
  z.iso.datetime({ offset: true, error: CONTENT_MESSAGES.dateTime(label) });

/** One rendition of an uploaded image, as stored under `/media/`. */
export const imageVariantSchema = z.strictObject({
  format: z.enum(['avif', 'webp', 'jpeg', 'png']),
  width: z.number().int().positive(),
  url: linkField('Image variant'),
});
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/**
 * A picture as a document holds it: `src` (a site picture, or the uploaded image's fallback in its
 * original format), its alt text, and for an upload its size and its responsive variants.
 */
export const contentImageSchema = z.strictObject({
  src: linkField('Image').refine((value) => value.startsWith('/'), { error: CONTENT_MESSAGES.image }),
  alt: z
    .string({ error: CONTENT_MESSAGES.altRequired })
    .trim()
    .min(1, { error: CONTENT_MESSAGES.altRequired })
    .max(CONTENT_LIMITS.altMax, { error: CONTENT_MESSAGES.tooLong('Alt text', CONTENT_LIMITS.altMax) })
    .refine((value) => !hasUnsafe(value), { error: CONTENT_MESSAGES.unsafe('Alt text') }),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  variants: z.array(imageVariantSchema).max(20).optional(),
});
export type ContentImage = z.infer<typeof contentImageSchema>;

const titledText = z.strictObject({ title: textField('Title'), text: paragraphField('Text') });

// ---------------------------------------------------------------------------------------------
// The kinds' shapes

export const WORKPLACES = ['on-site', 'remote', 'hybrid'] as const;
export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'internship', 'contract'] as const;

/** ISO 3166's user-assigned codes (Kosovo's XK aside) and groupings that are not countries (EU, UN). */
const NOT_A_COUNTRY = /^(?:AA|Q[M-Z]|X[A-JL-Z]|ZZ|EU|EZ|UN)$/;

/** True for an ISO 3166-1 alpha-2 code of a country or territory ("IN", "DE"); never "XX" or "ZZ". */
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || NOT_A_COUNTRY.test(code)) return false;
  return new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(code) !== undefined;
}

const countryField = z
  .string({ error: CONTENT_MESSAGES.country })
  .trim()
  .toUpperCase()
  .refine(isCountryCode, { error: CONTENT_MESSAGES.country });

/** Where the seed's jobs are, and what a job stored before it had an address is taken to be at. */
export const JOB_OFFICE_ADDRESS = { locality: 'Hyderabad', region: 'Telangana', country: 'IN' } as const;

export const jobSchema = z.strictObject({
  /** Sent back by the application form as the role applied for: the careers rule's characters only. */
  title: textField('Title', MAX_LENGTHS.applicationDetails).regex(JOB_TITLE_PATTERN, {
    error: CONTENT_MESSAGES.jobTitle,
  }),
  department: textField('Department'),
  /** As the pages show it, before the workplace: "Bengaluru, India (Hybrid)", "India (Remote)". */
  location: textField('Location'),
  /** The city the job is in (for a remote job, the office it reports to): search engines' job location. */
  address: z
    .strictObject({
      locality: textField('City', 100),
      region: textField('State or region', 100).nullable(),
      country: countryField,
    })
    .default({ ...JOB_OFFICE_ADDRESS }),
  workplace: z.enum(WORKPLACES),
  /** Countries applicants may live in (ISO codes), for a remote role; empty: the address's country. */
  applicantCountries: list(countryField).default([]),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  /** As the careers page shows it, e.g. "1-3 years"; the numbers below are for JSON-LD. */
  experience: textField('Experience', 50),
  experienceYears: z.strictObject({
    min: z.number().int().min(0).max(50),
    max: z.number().int().min(0).max(50).nullable(),
  }),
  skills: list(textField('Skill', 100)),
  salary: z
    .object({
      min: z.number().int().positive(),
      max: z.number().int().positive(),
      currency: z.string().regex(/^[A-Z]{3}$/),
      period: z.enum(['year', 'month']),
    })
    .refine((salary) => salary.min <= salary.max, { error: 'The lowest salary must not exceed the highest.' })
    .nullable(),
  summary: paragraphField('Summary', 500),
  description: markdownField('Description'),
  hiringSteps: list(textField('Hiring step')),
  open: z.boolean(),
  closesOn: dateField('Closing date').nullable(),
  order: z.number().int().min(0).max(10_000),
});
export type JobData = z.infer<typeof jobSchema>;

/**
 * An event (`/events/<slug>`; the slug is its id in URLs and in the API). Only its times are stored:
 * the words of its dates and its number of days are computed from them (`@orbitwise/contracts/event-dates`).
 */
export const eventSchema = z
  .strictObject({
    title: textField('Title'),
    /** One or two sentences: the events list's card and the page's meta description. */
    summary: paragraphField('Summary', 300),
    startsAt: dateTimeField('Start'),
    endsAt: dateTimeField('End'),
    /** IANA zone of the times as announced, e.g. "Asia/Kolkata": the dates are worded in it. */
    timeZone: textField('Time zone', 64).refine(isTimeZone, { error: CONTENT_MESSAGES.timeZone }),
    attendance: z.discriminatedUnion('mode', [
      z.strictObject({ mode: z.literal('online'), url: linkField('Online address').nullable() }),
      z.strictObject({
        mode: z.literal('in-person'),
        place: textField('Place'),
        address: textField('Address'),
      }),
    ]),
    /** Registrations accepted at most (null: no limit). */
    capacity: z.number().int().positive().nullable(),
    /** When the event is full, further registrations join its waitlist instead of being refused. */
    waitlist: z.boolean().default(false),
    registrationOpen: z.boolean(),
    banner: contentImageSchema,
    intro: paragraphField('Introduction'),
    training: z.strictObject({
      title: textField('Title'),
      image: contentImageSchema,
      paragraphs: list(paragraphField('Paragraph')),
    }),
    unlock: z.strictObject({ title: textField('Title'), items: list(titledText) }),
    audiences: z.strictObject({ title: textField('Title'), items: list(titledText) }),
  })
  .refine((event) => Date.parse(event.endsAt) >= Date.parse(event.startsAt), {
    error: CONTENT_MESSAGES.eventEndsBeforeStart,
    path: ['endsAt'],
  });
export type EventData = z.infer<typeof eventSchema>;

export const postSchema = z.strictObject({
  title: textField('Title'),
  author: textField('Author', 100),
  /** The date shown on the post. */
  date: dateField('Date'),
  category: textField('Category', 50),
  tags: list(textField('Tag', 50)),
  cover: contentImageSchema.nullable(),
  excerpt: paragraphField('Excerpt', 500),
  body: markdownField('Body'),
  /** Where the teaser leads when the article lives on another site (null: this site's page). */
  externalUrl: linkField('External address').nullable(),
});
export type PostData = z.infer<typeof postSchema>;

export const testimonialSchema = z.strictObject({
  quote: paragraphField('Quote', 1000),
  name: textField('Name', 100),
  role: textField('Role', 200),
  company: textField('Company', 100).nullable(),
  photo: contentImageSchema.nullable(),
  logo: contentImageSchema.nullable(),
  /** The person agreed to being quoted by name: only then may it be published. */
  consent: z.boolean(),
  order: z.number().int().min(0).max(10_000),
});
export type TestimonialData = z.infer<typeof testimonialSchema>;

export const clientSchema = z.strictObject({
  name: textField('Name', 100),
  logo: contentImageSchema,
  link: linkField('Website').nullable(),
  order: z.number().int().min(0).max(10_000),
});
export type ClientData = z.infer<typeof clientSchema>;

export const PROJECT_KINDS = ['branding', 'application', 'web design', 'photography'] as const;
export type ProjectKind = (typeof PROJECT_KINDS)[number];

/** A project of the portfolio (`/portfolio/<slug>`), with its case study when there is one. */
export const caseStudySchema = z.strictObject({
  name: textField('Name', 100),
  category: textField('Category', 100),
  description: paragraphField('Description'),
  industry: textField('Industry', 100).nullable(),
  service: textField('Service', 100).nullable(),
  work: list(z.enum(PROJECT_KINDS)),
  /** The project's public site, or null when it has none (the page then shows no link). */
  web: linkField('Website').nullable(),
  technologies: list(textField('Technology', 100)),
  /** The project's picture on cards and at the top of its page. */
  image: contentImageSchema,
  /** Screenshots shown on the project's page (site pictures or uploads). */
  pictures: list(contentImageSchema),
  scope: list(textField('Scope item', 300)).nullable(),
  caseStudy: z
    .object({
      problem: paragraphField('Problem').nullable(),
      approach: paragraphField('Approach').nullable(),
      outcome: paragraphField('Outcome').nullable(),
      summary: paragraphField('Summary'),
      features: list(titledText),
      metrics: list(
        z.strictObject({ value: textField('Value', 50), label: textField('Label', 100) }),
      ).nullable(),
      timeline: paragraphField('Timeline', 500).nullable(),
    })
    .nullable(),
  video: z.strictObject({ title: textField('Video title'), src: linkField('Video') }).nullable(),
  order: z.number().int().min(0).max(10_000),
});
export type CaseStudyData = z.infer<typeof caseStudySchema>;

export const TEAM_GROUPS = ['executive', 'development', 'marketing'] as const;
export type TeamGroupId = (typeof TEAM_GROUPS)[number];

export const teamMemberSchema = z.strictObject({
  name: textField('Name', 100),
  role: textField('Role', 100),
  group: z.enum(TEAM_GROUPS),
  photo: contentImageSchema,
  /** One line under the role. The defaults let documents stored before these fields parse. */
  bio: textField('Bio', 200).nullable().default(null),
  /** Short tags, e.g. "Azure" or "Corporate training". */
  expertise: list(textField('Expertise', 40)).default([]),
  links: z.strictObject({
    linkedin: linkField('LinkedIn').nullable(),
    x: linkField('X').nullable(),
    github: linkField('GitHub').nullable().default(null),
    website: linkField('Website').nullable().default(null),
  }),
  order: z.number().int().min(0).max(10_000),
});
export type TeamMemberData = z.infer<typeof teamMemberSchema>;

export const GALLERY_TABS = ['office', 'outing', 'birthdays', 'festivals', 'anniversary'] as const;
export type GalleryTabId = (typeof GALLERY_TABS)[number];

export const galleryItemSchema = z.strictObject({
  tab: z.enum(GALLERY_TABS),
  image: contentImageSchema,
  order: z.number().int().min(0).max(10_000),
});
export type GalleryItemData = z.infer<typeof galleryItemSchema>;

const count = z.number().int().min(0).max(100_000_000);
const year = z.number().int().min(1900).max(2100);
/**
 * The figures that cannot be computed. Years in business are computed from `founded` when a page is
 * rendered (`yearsSince`). Not strict: documents stored before that carried a `years` count, which is
 * dropped when they are read (a restored old revision included).
 */
export const figuresSchema = z.object({
  founded: year,
  happyCustomers: count,
  /** Applications delivered over the company's life: more than the portfolio shows, so an input. */
  applications: count,
  studentsTrained: count,
  corporateTrainingClients: count,
  trainedMilestone: z.strictObject({ count, year }),
  firstSoftwareProject: year,
});
export type FiguresData = z.infer<typeof figuresSchema>;

// The site's own copy: service pages, the industries, About. Their text may quote the company's
// figures as `{years}`, `{founded}`, `{applications}`, ... (FIGURE_TOKENS): the pages put in the
// current figure, so the copy never goes stale.

/** The figures a text may quote, as `{name}`; `{years}` is computed from the founding year. */
export const FIGURE_TOKENS = [
  'years',
  'founded',
  'happyCustomers',
  'applications',
  'studentsTrained',
  'corporateTrainingClients',
  'trainedMilestone.count',
  'trainedMilestone.year',
  'firstSoftwareProject',
] as const;

/**
 * The company's names a text may quote as `{companyName}` and `{companyShortName}`: the published
 * `site` document's `name` and `shortName`, filled in when a page is rendered, so a renamed company
 * leaves its old name on no page. Every text that may quote a figure may quote these.
 */
export const COMPANY_TOKENS = ['companyName', 'companyShortName'] as const;

/** What an editor's text may quote as `{name}`: the company's names and the figures. */
export const TEXT_TOKENS = [...COMPANY_TOKENS, ...FIGURE_TOKENS] as const;

/** The site's icons (drawn by the site from lucide), by name. */
export const ICON_NAMES = [
  'code',
  'cloud',
  'infinity',
  'brain',
  'globe',
  'smartphone',
  'monitor',
  'graduation',
  'headset',
  'users',
  'award',
  'target',
  'eye',
  'heart',
  'rocket',
  'clock',
  'wallet',
  'server',
  'database',
  'layers',
  'bot',
  'video',
  'trending',
  'lightbulb',
  'handshake',
  'wrench',
  'lock',
  'book',
  'presentation',
  'laptop',
  'network',
  'gauge',
  'drive',
  'sparkles',
  'shield',
  'check',
] as const;
export type IconName = (typeof ICON_NAMES)[number];
const iconField = z.enum(ICON_NAMES);
const iconCard = z.strictObject({
  title: textField('Title'),
  text: paragraphField('Text', 500),
  icon: iconField,
});

/** How a block of a service page shows its items. */
export const SERVICE_SECTION_KINDS = [
  'cards',
  'list',
  'steps',
  'cases',
  'links',
  'stores',
  'cta',
  'text',
] as const;

/**
 * One block of a service page. One shape for every kind, so the console edits it as rows: `cards`
 * use title, text and icon; `list` the titles; `steps` title and text; `cases` title, text and the
 * figure; `links` (external) and `cta` (buttons) title and link; `stores` shows the app-store badges
 * under its intro; `text` is its paragraphs beside its picture, its items buttons (title and link).
 * Any block shows its paragraphs under its title (optional: the blocks stored before have none).
 */
export const serviceSectionSchema = z.strictObject({
  kind: z.enum(SERVICE_SECTION_KINDS),
  title: textField('Title'),
  intro: paragraphField('Introduction', 500).nullable(),
  paragraphs: list(paragraphField('Paragraph')).optional(),
  /** A picture of the site beside a `text` block. */
  image: linkField('Picture').nullable().optional(),
  items: list(
    z.strictObject({
      title: textField('Title', 300),
      text: paragraphField('Text', 500).nullable(),
      icon: iconField.nullable(),
      metric: z.strictObject({ value: textField('Figure', 50), label: textField('Figure label') }).nullable(),
      link: linkField('Link').nullable(),
    }),
  ),
});
export type ServiceSectionData = z.infer<typeof serviceSectionSchema>;

/**
 * A service page (`/<slug>`, one of the service addresses of the route table) and its card on Home.
 * The services as a whole have two more: `services` (/courses/allcourses, /services) and
 * `servicedetails` (/servicedetails), with no card on Home and no overview of their own; their
 * search texts, when left empty, are their `page` documents'.
 */
export const serviceSchema = z.strictObject({
  heading: textField('Heading'),
  /** The card on Home that leads to the page; none: the page has no card on Home. */
  card: z
    .strictObject({
      title: textField('Card title'),
      text: paragraphField('Card text', 300),
      icon: iconField,
    })
    .nullable(),
  lead: paragraphField('Lead', 300),
  /** The overview beside the illustration (none: no overview). */
  overview: list(paragraphField('Paragraph')),
  sections: list(serviceSectionSchema),
  /** Empty: the page's `page` document's, or else its heading (title) and lead (description). */
  seoTitle: textField('Title in search results').nullable(),
  description: paragraphField('Description in search results', 300).nullable(),
  keywords: textField('Keywords', 300).nullable(),
  /** Beside the overview, and the picture shown when the page is shared. */
  illustration: linkField('Illustration').nullable(),
  order: z.number().int().min(0).max(10_000),
});
export type ServiceData = z.infer<typeof serviceSchema>;

/** The `service` documents of the pages about the services as a whole (no page of the nine). */
export const SERVICE_INDEX_SLUGS = ['services', 'servicedetails'] as const;
export type ServiceIndexSlug = (typeof SERVICE_INDEX_SLUGS)[number];

/** The one `industry` document: the industries grid (Home, /industries) and the Industries page's copy. */
export const industrySchema = z.strictObject({
  title: textField('Title'),
  lead: paragraphField('Lead', 300),
  overview: z.strictObject({ title: textField('Title'), text: paragraphField('Text') }),
  industries: list(
    z.strictObject({ name: textField('Name', 100), text: paragraphField('Text', 500), icon: iconField }),
  ),
  benefitsTitle: textField('Benefits title'),
  benefits: list(iconCard),
});
export type IndustryData = z.infer<typeof industrySchema>;

/** The one `about` document: the About page's copy and the skill bars shown on Home and About. */
export const aboutSchema = z.strictObject({
  intro: list(paragraphField('Paragraph')),
  /** The company's own video (its story); none: no link. */
  video: z.strictObject({ label: textField('Link text'), href: linkField('Video address') }).nullable(),
  whyUs: list(iconCard),
  coreValues: list(iconCard),
  history: paragraphField('History'),
  mission: paragraphField('Mission'),
  vision: paragraphField('Vision'),
  whyChoose: list(textField('Reason', 300)),
  skills: list(z.strictObject({ label: textField('Skill', 100), percent: z.number().int().min(0).max(100) })),
});
export type AboutData = z.infer<typeof aboutSchema>;

// The company's details and the pages' search-result text.

/** The social networks the footer links to, in its order. */
export const SOCIAL_NETWORKS = ['facebook', 'x', 'pinterest', 'linkedin', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SITE_MESSAGES = {
  phone:
    'Use the number in international form: + and the country code, digits and single spaces, e.g. +91 40 4000 1234.',
  email: 'Use a valid e-mail address, e.g. hello@orbitwise.example.',
  map: "The map must be an OpenStreetMap embed (https://www.openstreetmap.org/export/embed.html?…): the site's security policy lets pages show no other map.",
  https: (label: string) => `${label} must be an https:// address of another site.`,
  courseSite:
    'The course site must be an https:// address without a path, e.g. https://academy.orbitwise.example.',
} as const;

/** A phone number as people read it, in international form: "+91 40 4000 1234" (8 to 15 digits). */
export const INTERNATIONAL_PHONE = /^\+(?=(?: ?[0-9]){8,15}$)[1-9][0-9]*(?: [0-9]+)*$/;

/** The hosts a page may show in a frame (the CSP's frame-src); maps come from OpenStreetMap only. */
const MAP_EMBED = /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?[^\s"<>]+$/;

const httpsField = (label: string) =>
  linkField(label).refine((value) => /^https:\/\/[^/]/i.test(value), { error: SITE_MESSAGES.https(label) });

/**
 * The company's name, address and how to reach it. Each field defaults to the seed's value
 * (COMPANY_CONTACT) because a stored `site` document, and every revision, written before these fields
 * existed lacks them: read that way it shows what the pages showed then, rather than failing to parse
 * (the history is append-only, so the old revisions cannot be rewritten).
 */
const companyContact = {
  name: textField('Company name', 100).default(COMPANY_CONTACT.name),
  /** In running text and link labels ("Orbitwise on LinkedIn", "About Orbitwise"). */
  shortName: textField('Short name', 50).default(COMPANY_CONTACT.shortName),
  tagline: textField('Tagline', 200).default(COMPANY_CONTACT.tagline),
  address: z
    .strictObject({
      street: textField('Street address', 200),
      city: textField('City', 100),
      region: textField('State or region', 100),
      postalCode: textField('Postal code', 20),
      country: textField('Country', 100),
    })
    .default({ ...COMPANY_CONTACT.address }),
  contactPerson: textField('Contact person', 200).default(COMPANY_CONTACT.contactPerson),
  phone: z
    .string({ error: SITE_MESSAGES.phone })
    .trim()
    .regex(INTERNATIONAL_PHONE, { error: SITE_MESSAGES.phone })
    .default(COMPANY_CONTACT.phone),
  email: z
    .string({ error: SITE_MESSAGES.email })
    .trim()
    .pipe(z.email({ error: SITE_MESSAGES.email }))
    .default(COMPANY_CONTACT.email),
  /** The map on the Contact page: an OpenStreetMap embed, the one map host the CSP's frame-src allows. */
  mapEmbedUrl: z
    .string({ error: SITE_MESSAGES.map })
    .trim()
    .max(CONTENT_LIMITS.urlMax, { error: SITE_MESSAGES.map })
    .regex(MAP_EMBED, { error: SITE_MESSAGES.map })
    .default(COMPANY_CONTACT.mapEmbedUrl),
  /** The course site: the menu's training links and each course's page are addresses under it. */
  courseSite: z
    .string({ error: SITE_MESSAGES.courseSite })
    .trim()
    .regex(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}$/i, { error: SITE_MESSAGES.courseSite })
    .default(COMPANY_CONTACT.courseSite),
  /** The company's pages on the app stores (the badges on the mobile development page); none: no badge. */
  appStores: z
    .strictObject({
      apple: httpsField('App Store page').nullable().default(null),
      google: httpsField('Google Play page').nullable().default(null),
    })
    .default({ ...COMPANY_CONTACT.appStores }),
};

/**
 * The one `site` document: what every page shows of the company besides the menus: its name, address
 * and contact details, the footer's blurb and social links, the floating chat link. The
 * blurb may quote the company's names and figures as `{companyName}`, `{studentsTrained}`, ...
 * (TEXT_TOKENS). The copyright
 * year is not stored: it is the year the page is rendered in.
 */
export const siteSchema = z.strictObject({
  ...companyContact,
  blurb: paragraphField('Footer blurb', 400),
  /** A network left empty has no icon in the footer. */
  social: z.strictObject({
    facebook: linkField('Facebook').nullable(),
    x: linkField('X').nullable(),
    pinterest: linkField('Pinterest').nullable(),
    linkedin: linkField('LinkedIn').nullable(),
    youtube: linkField('YouTube').nullable(),
  }) satisfies z.ZodType<Record<SocialNetwork, string | null>>,
  /** The floating WhatsApp link: the number in international form, digits only, and the first message. */
  chat: z.strictObject({
    number: z
      .string({ error: 'Use the number with its country code, digits only, e.g. 914040001234.' })
      .trim()
      .regex(/^[1-9][0-9]{7,14}$/, {
        error: 'Use the number with its country code, digits only, e.g. 914040001234.',
      }),
    greeting: textField('First message', 300),
  }),
});
export type SiteData = z.infer<typeof siteSchema>;
/** The company's app-store pages; a page left empty has no badge. */
export type AppStoreLinks = SiteData['appStores'];

/** The sections of Home, About, Industries and Our Team whose heading and introduction a `page` document words. */
export const PAGE_SECTIONS = [
  'services',
  'skills',
  'industries',
  'portfolio',
  'clients',
  'testimonials',
  'team',
  'blogs',
  'why-us',
  'values',
  'story',
  'why-choose',
  // Our Team's groups (a team member's `group`).
  'team-executive',
  'team-development',
  'team-marketing',
] as const;
export type PageSection = (typeof PAGE_SECTIONS)[number];

/** One section's heading, the line over it and the sentence under it. */
export const pageSectionSchema = z.strictObject({
  section: z.enum(PAGE_SECTIONS, { error: 'Choose one of the sections the page has.' }),
  eyebrow: textField('Line over the heading', 120).nullable(),
  title: textField('Section heading', 120),
  intro: paragraphField('Section introduction', 300).nullable(),
});
export type PageSectionData = z.infer<typeof pageSectionSchema>;

/**
 * A page's text in search results and when shared (`page` documents, one per public route: the slug
 * is the route table's id, e.g. `home`, `careers`), and the text its banner and sections show. A page
 * without a published one keeps the seed's. Every text may quote the company's names and figures as
 * `{companyName}`, `{companyShortName}`, `{years}`, `{founded}`, ... (TEXT_TOKENS).
 * The visible text was added later: a document stored before has none (null, no sections).
 */
export const pageSchema = z.strictObject({
  title: textField('Title in search results', 120),
  description: paragraphField('Description in search results', 300),
  keywords: textField('Keywords', 300).nullable().default(null),
  /** The picture shown when the page is shared; none: the site's default. */
  image: contentImageSchema.nullable().default(null),
  /** The line over the page's heading (Home's banner); none: no line. */
  eyebrow: textField('Line over the heading', 200).nullable().default(null),
  /** The page's one h1; none: the heading the page is named by (the spec's, e.g. "WE ARE HIRING"). */
  heading: textField('Heading', 120).nullable().default(null),
  /** The sentence under the heading; none: no lead. */
  lead: paragraphField('Lead', 300).nullable().default(null),
  /** Paragraphs under the banner (a page with text of its own, e.g. /az-400); empty: none. */
  intro: list(paragraphField('Paragraph')).default([]),
  /** The headings of the page's sections (Home, About, Industries, Our Team); a section not listed keeps the seed's. */
  sections: list(pageSectionSchema).default([]),
});
export type PageData = z.infer<typeof pageSchema>;

// The legal pages (`/privacypolicy`, `/terms-condition`): one `legal` document each, its slug the
// page's route id. Typed sections, not Markdown: the pages are headings and paragraphs only, so the
// editor cannot change their structure, and no HTML reaches the page.

/** The legal pages' documents, by the id of the route that shows each. */
export const LEGAL_SLUGS = ['privacy', 'terms'] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

/**
 * The retention periods a legal text may quote, by the submission kind whose period each is: the
 * retention settings in force (console, Privacy and retention) when the page is rendered, "180 days",
 * or "an indefinite period" for a kind kept until erased by hand.
 */
export const RETENTION_TOKENS = {
  enquiryRetentionDays: 'enquiry',
  contactRetentionDays: 'contact',
  eventRetentionDays: 'event',
  itSupportRetentionDays: 'it-support',
  newsletterRetentionDays: 'newsletter',
  applicationRetentionDays: 'application',
} as const satisfies Record<string, SubmissionKind>;
export type RetentionToken = keyof typeof RETENTION_TOKENS;

/**
 * What a legal text may quote as `{name}`: the `site` document's names and e-mail, the retention
 * periods and the figures.
 */
export const LEGAL_TOKENS = [
  ...COMPANY_TOKENS,
  'companyEmail',
  ...(Object.keys(RETENTION_TOKENS) as RetentionToken[]),
  ...FIGURE_TOKENS,
] as const;

/** The message of a text (`what`: "A paragraph") that quotes a `{name}` not in `tokens`: every name it may quote. */
export const unknownTokenMessage = (what: string, tokens: readonly string[]) =>
  `${what} may quote only ${tokens.map((token) => `{${token}}`).join(', ')}. Check the spelling, or remove the braces.`;

const legalParagraph = paragraphField('Paragraph').refine(
  (text) =>
    [...text.matchAll(/\{([^{}]*)\}/g)].every(([, name]) =>
      (LEGAL_TOKENS as readonly string[]).includes(name!),
    ),
  { error: unknownTokenMessage('A paragraph', LEGAL_TOKENS) },
);

export const legalSchema = z.strictObject({
  /** The page's heading ("Privacy Policy"). */
  title: textField('Title'),
  /** The date the text last changed in substance, shown as "Last updated 15 January 2024". */
  lastUpdated: dateField('Last updated'),
  sections: list(
    z.strictObject({
      heading: textField('Section heading'),
      paragraphs: list(legalParagraph).min(1, { error: 'A section needs at least one paragraph.' }),
    }),
  ).min(1, { error: 'A legal page needs at least one section.' }),
});
export type LegalData = z.infer<typeof legalSchema>;

// The milestones timeline (/about/milestones): one document per milestone (slug e.g.
// `2002-first-enterprise-client`); the page lists the published ones by year, then title.

/** The years a milestone may be placed in: the company's history, not a typo's century. */
export const MILESTONE_YEARS = { min: 1950, max: 2100 } as const;

export const MILESTONE_MESSAGES = {
  year: `The year must be a whole year from ${MILESTONE_YEARS.min} to ${MILESTONE_YEARS.max}, e.g. 2002.`,
} as const;

/**
 * A milestone of the timeline: its year, title, description and tag (the spec's four fields). The
 * title and description may quote figures as `{trainedMilestone.count}`, `{founded}`, ...
 */
export const milestoneSchema = z.strictObject({
  year: z
    .number({ error: MILESTONE_MESSAGES.year })
    .int({ error: MILESTONE_MESSAGES.year })
    .min(MILESTONE_YEARS.min, { error: MILESTONE_MESSAGES.year })
    .max(MILESTONE_YEARS.max, { error: MILESTONE_MESSAGES.year }),
  title: textField('Title', 120),
  description: paragraphField('Description', 500),
  /** The short label over the title ("Healthcare", "Training"). */
  tag: textField('Tag', 40),
});
export type MilestoneData = z.infer<typeof milestoneSchema>;

// The technologies the company works with (the Technologies page and the logo grid on Home).

/** The one document of kind `technology`. */
export const TECHNOLOGIES_SLUG = 'technologies';

export const TECHNOLOGY_MESSAGES = {
  external: (label: string) => `${label} must be an https:// address (the links lead to other sites).`,
  logo: 'The logo must be a picture on this site, e.g. /generated/technologies/react.svg.',
  logoOrMonogram: 'Give a logo or a monogram (the letters shown when there is no logo).',
} as const;

/**
 * The one `technology` document (slug `technologies`): the Technologies page's lead, its columns of
 * links (every one to another site, so `https://` only) and the logo grid it shares with Home. The
 * page's heading, "Technologies We Use", is the spec's. A logo is a picture of this site; a brand
 * without one shows its monogram.
 */
export const technologySchema = z.strictObject({
  lead: paragraphField('Lead', 300),
  columns: list(
    z.strictObject({
      title: textField('Column heading', 100),
      links: list(
        z.strictObject({
          label: textField('Link text', 100),
          href: linkField('Link address').refine((value) => /^https:\/\//i.test(value), {
            error: TECHNOLOGY_MESSAGES.external('Link address'),
          }),
        }),
      ),
    }),
  ),
  logosTitle: textField('Logo grid heading', 100),
  /** The grid's section on Home: the line over its heading, the heading, the sentence under it (a link here follows). */
  home: z.strictObject({
    eyebrow: textField('Line over the heading', 120).nullable(),
    title: textField('Heading on Home', 120),
    intro: paragraphField('Sentence under the heading', 300),
  }),
  logos: list(
    z
      .strictObject({
        name: textField('Name', 100),
        logo: linkField('Logo')
          .refine((value) => value.startsWith('/'), { error: TECHNOLOGY_MESSAGES.logo })
          .nullable(),
        monogram: textField('Monogram', 4).nullable(),
      })
      .refine((entry) => entry.logo !== null || entry.monogram !== null, {
        error: TECHNOLOGY_MESSAGES.logoOrMonogram,
        path: ['monogram'],
      }),
  ),
});
export type TechnologyData = z.infer<typeof technologySchema>;

/** The training pages, one `training` document each; its slug is the page's route id. */
export const TRAINING_SLUGS = ['training', 'personalized-training', 'corporate-training'] as const;
export type TrainingSlug = (typeof TRAINING_SLUGS)[number];

/**
 * A training page's copy (/training and its alias, /personalized, /corporate-training): one shape for
 * the three. A page shows the parts it has, in this order (a part left out, or a list without items,
 * is not shown); the illustration stands beside the overview, or beside the partners on a page without
 * one. Its texts may quote figures as `{years}`, `{corporateTrainingClients}`, ... A course's page on
 * the course site is computed from its name; the spec's section headings ("List of courses We
 * offered", "Link to download syllabus") are the pages' own.
 */
export const trainingSchema = z.strictObject({
  title: textField('Page heading'),
  lead: paragraphField('Lead', 300),
  overview: z
    .strictObject({
      title: textField('Overview title'),
      paragraphs: list(paragraphField('Paragraph')),
      benefits: list(textField('Benefit', 300)),
      /** A button under the overview (e.g. to the contact page). */
      action: z
        .strictObject({ label: textField('Button text', 60), link: linkField('Button link') })
        .nullable(),
    })
    .nullable(),
  /** Cards that each lead to a programme: an https:// address opens in a new tab. */
  programmes: z
    .strictObject({
      title: textField('Programmes title'),
      items: list(
        z.strictObject({
          title: textField('Title'),
          text: paragraphField('Text', 500),
          link: linkField('Link'),
        }),
      ),
    })
    .nullable(),
  /** Cards with an icon each (what a programme includes). */
  features: z.strictObject({ title: textField('Features title'), items: list(iconCard) }).nullable(),
  partners: z
    .strictObject({
      title: textField('Partners title'),
      intro: paragraphField('Introduction', 500),
      items: list(textField('Partner', 300)),
    })
    .nullable(),
  courses: z
    .strictObject({ intro: paragraphField('Introduction', 500), names: list(textField('Course', 100)) })
    .nullable(),
  syllabi: z
    .strictObject({
      intro: paragraphField('Introduction', 500),
      items: list(z.strictObject({ name: textField('Course', 100), file: linkField('PDF file') })),
    })
    .nullable(),
  illustration: linkField('Illustration'),
});
export type TrainingData = z.infer<typeof trainingSchema>;

export const CONTENT_SCHEMAS = {
  job: jobSchema,
  event: eventSchema,
  post: postSchema,
  testimonial: testimonialSchema,
  client: clientSchema,
  'case-study': caseStudySchema,
  'team-member': teamMemberSchema,
  'gallery-item': galleryItemSchema,
  figures: figuresSchema,
  service: serviceSchema,
  industry: industrySchema,
  about: aboutSchema,
  site: siteSchema,
  page: pageSchema,
  legal: legalSchema,
  milestone: milestoneSchema,
  technology: technologySchema,
  training: trainingSchema,
} as const satisfies Record<ContentKind, z.ZodType>;

export interface ContentDataByKind {
  job: JobData;
  event: EventData;
  post: PostData;
  testimonial: TestimonialData;
  client: ClientData;
  'case-study': CaseStudyData;
  'team-member': TeamMemberData;
  'gallery-item': GalleryItemData;
  figures: FiguresData;
  service: ServiceData;
  industry: IndustryData;
  about: AboutData;
  site: SiteData;
  page: PageData;
  legal: LegalData;
  milestone: MilestoneData;
  technology: TechnologyData;
  training: TrainingData;
}
export type ContentData<K extends ContentKind = ContentKind> = ContentDataByKind[K];

/** The Markdown fields of each kind: rendered to sanitised HTML in the public read (`html`). */
export const MARKDOWN_FIELDS: { [K in ContentKind]: readonly (keyof ContentDataByKind[K] & string)[] } = {
  job: ['description'],
  event: [],
  post: ['body'],
  testimonial: [],
  client: [],
  'case-study': [],
  'team-member': [],
  'gallery-item': [],
  figures: [],
  service: [],
  industry: [],
  about: [],
  site: [],
  page: [],
  legal: [],
  milestone: [],
  technology: [],
  training: [],
};

/** Field errors as the API's problem details carry them: a dotted path (`salary.min`) → message. */
export type ContentFieldErrors = Record<string, string>;

/** Validates `data` as a document of `kind`: the parsed value (trimmed), or each field's first error. */
export function checkContent<K extends ContentKind>(
  kind: K,
  data: unknown,
): { ok: true; data: ContentData<K> } | { ok: false; errors: ContentFieldErrors } {
  const result = CONTENT_SCHEMAS[kind].safeParse(data);
  if (result.success) return { ok: true, data: result.data as ContentData<K> };
  const errors: ContentFieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.length > 0 ? issue.path.join('.') : 'data';
    errors[path] ??= issue.message;
  }
  return { ok: false, errors };
}

// ---------------------------------------------------------------------------------------------
// Admin API (`@AdminAccess('admin', 'editor')`)

const at = (kind: ContentKind) => `/api/admin/content/${encodeURIComponent(kind)}`;
const one = (kind: ContentKind, slug: string) => `${at(kind)}/${encodeURIComponent(slug)}`;

export const CONTENT_API = {
  /** GET: the kind's documents (summaries); POST {@link CreateContentRequest}. */
  documents: at,
  /** GET: {@link ContentDocumentView}; PUT {@link SaveDraftRequest}. */
  document: one,
  /** POST {@link PublishRequest}: now, or at a time. */
  publish: (kind: ContentKind, slug: string) => `${one(kind, slug)}/publish`,
  /** POST (no body). */
  unpublish: (kind: ContentKind, slug: string) => `${one(kind, slug)}/unpublish`,
  /** GET: {@link RevisionListResponse}. */
  revisions: (kind: ContentKind, slug: string) => `${one(kind, slug)}/revisions`,
  /** POST (no body): the revision's data becomes a new draft revision. */
  restore: (kind: ContentKind, slug: string, revision: number) =>
    `${one(kind, slug)}/revisions/${revision}/restore`,
  /** POST multipart: `file` (the image) and `alt`; answers {@link ContentImage}. */
  images: '/api/admin/content/images',
  /** Public, no sign-in: GET the published documents of a kind, {@link PublishedListResponse}. */
  published: (kind: ContentKind) => `/api/content/${encodeURIComponent(kind)}`,
  /** Public: GET one published document, {@link PublishedDocument} (404 when not published). */
  publishedOne: (kind: ContentKind, slug: string) =>
    `/api/content/${encodeURIComponent(kind)}/${encodeURIComponent(slug)}`,
} as const;

/**
 * Uploaded images are served by the API from here, `/api/media/<sha256>-<width>.<ext>`, cached for a
 * year (immutable: a new picture is a new hash). Under /api so that nginx's proxy and the API's own
 * site server need no rule of their own.
 */
export const MEDIA_PREFIX = '/api/media/';
export const MEDIA_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];
export const MEDIA_EXTENSIONS: Record<MediaFormat, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
};
/** A stored rendition's file name. */
export const MEDIA_FILE_PATTERN = /^([0-9a-f]{64})-(\d{1,5})\.(jpg|png|webp|avif)$/;
/** The multipart parts of an image upload. */
export const IMAGE_UPLOAD_FIELDS = { file: 'file', alt: 'alt' } as const;
/** An uploaded picture's size limit unless MEDIA_MAX_BYTES sets another (the API's default, the console's fallback). */
export const IMAGE_MAX_BYTES_DEFAULT = 5 * 1024 * 1024;

export interface ContentSummary {
  kind: ContentKind;
  slug: string;
  /** The draft's title or name, for lists. */
  title: string;
  status: ContentStatus;
  /** True when the draft differs from what visitors see. */
  hasUnpublishedChanges: boolean;
  publishAt: string | null;
  publishedAt: string | null;
  updatedAt: string;
  updatedBy: string | null;
  /** The draft's revision: each save, restore or creation makes a new one. */
  version: number;
  /** The revision visitors see, or null when nothing is published. */
  publishedRevision: number | null;
}

export interface ContentListResponse {
  items: ContentSummary[];
}

export interface ContentDocumentView<K extends ContentKind = ContentKind> extends ContentSummary {
  kind: K;
  draft: ContentData<K>;
  published: ContentData<K> | null;
}

export interface CreateContentRequest<K extends ContentKind = ContentKind> {
  slug: string;
  data: ContentData<K>;
}

/** PUT: the whole draft, and the `version` it was read at (409 when someone saved in between). */
export interface SaveDraftRequest<K extends ContentKind = ContentKind> {
  data: ContentData<K>;
  version: number;
}

/** No `at`, or a time not in the future: publish now; a future time: scheduled. */
export interface PublishRequest {
  at?: string;
  /** The revision the editor previewed: 409 when the draft has changed since. */
  version?: number;
}

/** How a revision's data came to be (publishing and unpublishing are in the audit log, not revisions). */
export const REVISION_ACTIONS = ['seeded', 'created', 'saved', 'restored'] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

export interface ContentRevision<K extends ContentKind = ContentKind> {
  revision: number;
  action: RevisionAction;
  at: string;
  /** The operator's display name, or null for the system (seed, scheduled publish). */
  by: string | null;
  /** For a restore: the revision it restored. */
  restoredFrom: number | null;
  data: ContentData<K>;
}

export interface RevisionListResponse<K extends ContentKind = ContentKind> {
  /** Newest first. */
  items: ContentRevision<K>[];
}

// ---------------------------------------------------------------------------------------------
// Public read: what the site renders

export interface PublishedDocument<K extends ContentKind = ContentKind> {
  kind: K;
  slug: string;
  data: ContentData<K>;
  /** Each Markdown field of the kind (MARKDOWN_FIELDS), rendered and sanitised. */
  html: Record<string, string>;
  publishedAt: string;
  /** Events only: the registrations taken (their page closes when it reaches the capacity). */
  registrations?: number;
  /** Events only: the registrations on the waitlist (stored while the event was full). */
  waitlisted?: number;
}

export interface PublishedListResponse<K extends ContentKind = ContentKind> {
  items: PublishedDocument<K>[];
}

/** What a document is called in lists and the audit log. */
export function contentTitle(kind: ContentKind, data: ContentData): string {
  const record = data as Record<string, unknown>;
  for (const key of ['title', 'name'] as const) {
    if (typeof record[key] === 'string') return record[key];
  }
  if (kind === 'gallery-item') return (data as GalleryItemData).image.alt;
  if (kind === 'testimonial') return (data as TestimonialData).name;
  if (kind === 'service') return (data as ServiceData).heading;
  return CONTENT_KIND_LABELS[kind];
}
