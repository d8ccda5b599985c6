import { describe, expect, it } from 'vitest';
import { checkContent, FIGURES_SLUG, SLUG_PATTERN, type ContentKind } from './content.js';
import { CONTENT_SEED, JOBS, POSTS, SITE_DETAILS } from './content-seed/index.js';

/** Every text in `value` (any depth), with its path; addresses (links, pictures) are not text. */
function textsOf(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return /^(https?:|\/)/.test(value) ? [] : [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => textsOf(item, `${path}.${i}`));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => textsOf(inner, path ? `${path}.${key}` : key));
  return [];
}

/**
 * The kinds whose seeded texts must not type the company's name (the pages fill `{companyName}` into
 * all but testimonials, clients and projects, whose seeded texts do not name the company). Not posts:
 * an article's Markdown is rendered once, at publish, and its byline and words are its author's.
 */
const NAME_QUOTING_KINDS: readonly ContentKind[] = [
  'page',
  'site',
  'about',
  'service',
  'industry',
  'technology',
  'training',
  'legal',
  'milestone',
  'gallery-item',
  'figures',
  'event',
  'team-member',
  'testimonial',
  'client',
  'case-study',
];

describe('the content seed', () => {
  it('is valid under the rules the API applies to every save', () => {
    const failures = CONTENT_SEED.flatMap((document) => {
      const result = checkContent(document.kind, document.data);
      return result.ok ? [] : [{ kind: document.kind, slug: document.slug, errors: result.errors }];
    });
    expect(failures).toEqual([]);
  });

  it('has one address per document of a kind, each a valid slug, and one set of figures', () => {
    const keys = CONTENT_SEED.map((document) => `${document.kind}/${document.slug}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const document of CONTENT_SEED) expect(document.slug).toMatch(SLUG_PATTERN);
    expect(CONTENT_SEED.filter((document) => document.kind === 'figures').map((d) => d.slug)).toEqual([
      FIGURES_SLUG,
    ]);
  });

  it("keeps the spec's openings, two engineering roles and the company statement's address", () => {
    expect(JOBS.map((job) => `${job.data.title} (${job.data.experience})`)).toEqual([
      'Sales Intern (0-1 year)',
      'Business Development Executive (1-3 years)',
      'Marketing Intern (0-1 year)',
      'Marketing Executive (1-4 years)',
      'Graphic Intern (0-1 year)',
      'Graphic Designer (1-3 years)',
      '.NET Developer (2-5 years)',
      'Node.js Engineer (3-6 years)',
    ]);
    // What a candidate asks before applying, for every opening.
    for (const { data } of JOBS) {
      expect(data.salary).not.toBeNull();
      expect(data.hiringSteps.length).toBeGreaterThanOrEqual(3);
      expect(data.skills.length).toBeGreaterThanOrEqual(4);
    }
    expect(POSTS.map((post) => post.slug)).toContain('company-statement');
  });

  it("quotes the company's names as {companyName} and {companyShortName}: no page text types them", () => {
    const { name, shortName } = SITE_DETAILS.data;
    expect([name, shortName]).toEqual(['Orbitwise Technologies', 'Orbitwise']);
    const typed = CONTENT_SEED.filter((doc) => NAME_QUOTING_KINDS.includes(doc.kind)).flatMap((doc) =>
      textsOf(doc.data)
        // The site document's own name fields are where the name is typed, once.
        .filter(([path]) => !(doc.kind === 'site' && (path === 'name' || path === 'shortName')))
        .filter(([, text]) => text.includes(shortName))
        .map(([path, text]) => `${doc.kind}/${doc.slug} ${path}: ${text}`),
    );
    expect(typed).toEqual([]);
    const quoting = CONTENT_SEED.filter((doc) =>
      /\{companyName\}|\{companyShortName\}/.test(JSON.stringify(doc.data)),
    );
    expect(quoting.length).toBeGreaterThan(20);
  });

  it('makes the newest post a real article with its own page, not the company statement', () => {
    const [newest] = [...POSTS].sort((a, b) => b.data.date.localeCompare(a.data.date));
    expect(newest!.slug).not.toBe('company-statement');
    expect(newest!.data.externalUrl ?? null).toBeNull();
    expect(newest!.data.body?.length ?? 0).toBeGreaterThan(1000);
  });
});
