// @vitest-environment node
/**
 * docs/content.md says how many pages a publish re-renders; the numbers are renderPlan's with the
 * seed's content, so that the page stays true when a route list changes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderPlan } from './published-site';

const docs = readFileSync(new URL('../../../docs/content.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
const pagesFor = (kind: 'job' | 'post' | undefined) => renderPlan(kind, {}, []).render.length;

describe('the page counts in docs/content.md', () => {
  it('are what a job, a post and a site-wide change re-render with the seed’s content', () => {
    expect(docs).toContain(`With the seed's content a job re-renders ${pagesFor('job')} pages`);
    expect(docs).toContain(`and a post ${pagesFor('post')} (`);
    expect(docs).toContain(`every page, ${pagesFor(undefined)} with the seed's content`);
  });
});
