import { describe, expect, it } from 'vitest';
import { checkContent, FIGURES_SLUG, SLUG_PATTERN } from './content.js';
import { CONTENT_SEED, JOBS, POSTS } from './content-seed/index.js';

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
});
