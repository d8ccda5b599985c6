/**
 * The milestones timeline is content: the published `milestone` documents are what /about/milestones
 * lists, by year then title, with the figures they quote filled in; a publish re-renders that page.
 */
import type { ContentData } from '@orbitwise/contracts/content';
import { FIGURES, MILESTONES } from '@orbitwise/contracts/content-seed';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderPlan, siteContentFrom } from '~/config/published-site';
import { milestonesLoaderData } from './admin-page-previews';
import Milestones, { loader } from './milestones';
import type { Route } from './+types/milestones';
import { publishedDoc } from './prerender-test-kit';

const published = (slug: string, data: ContentData<'milestone'>) => publishedDoc('milestone', slug, data);

const siteContent = {
  ...siteContentFrom({
    milestone: [
      published('2026-new-office', {
        year: 2026,
        title: 'A new office in Pune',
        description: 'Room for {happyCustomers} more customers.',
        tag: 'Company',
      }),
      published('2002-first-enterprise-client', {
        ...MILESTONES[0]!.data,
        title: 'Our first enterprise client, rewritten',
      }),
      published('2002-a-second-client', {
        year: 2002,
        title: 'A second client',
        description: 'Founded in {founded}, busy by 2002.',
        tag: 'Desktop',
      }),
    ],
  }),
  figures: { ...FIGURES.data, happyCustomers: 75 },
};

const loaded = (context: unknown) => loader({ context } as unknown as Route.LoaderArgs);

function page(context: unknown): Document {
  const markup = renderToStaticMarkup(
    <MemoryRouter>
      <Milestones {...({ loaderData: loaded(context) } as Route.ComponentProps)} />
    </MemoryRouter>,
  );
  return new DOMParser().parseFromString(markup, 'text/html');
}

describe('the milestones timeline follows its published documents', () => {
  it('lists the published milestones by year, then title, with their figures filled in', () => {
    const items = [...page({ siteContent }).querySelectorAll('.timeline-item')].map((item) => ({
      year: item.querySelector('.timeline-year')?.textContent,
      tag: item.querySelector('.tag')?.textContent,
      title: item.querySelector('h2')?.textContent,
      description: item.querySelector('.card > p:last-child')?.textContent,
    }));
    expect(items).toEqual([
      {
        year: '2002',
        tag: 'Desktop',
        title: 'A second client',
        description: 'Founded in 1997, busy by 2002.',
      },
      {
        year: '2002',
        tag: 'Desktop',
        title: 'Our first enterprise client, rewritten',
        description: MILESTONES[0]!.data.description,
      },
      {
        year: '2026',
        tag: 'Company',
        title: 'A new office in Pune',
        description: 'Room for 75 more customers.',
      },
    ]);
  });

  it('the seed is the timeline as the page had it, 2002 to 2025', () => {
    const { milestones } = loaded({});
    expect(milestones).toHaveLength(14);
    expect(milestones.map((m) => m.year)).toEqual([
      2002, 2005, 2008, 2011, 2012, 2013, 2015, 2017, 2019, 2020, 2022, 2023, 2024, 2025,
    ]);
    expect(milestones[4]).toEqual({
      slug: '2012-people-trained',
      year: 2012,
      title: '150,000 people trained by 2012',
      description: 'The classrooms we opened in 1997 welcomed their 150,000th student.',
      tag: 'Training',
    });
    expect(milestones[0]!.title).toBe('First enterprise client');
    expect(milestones[13]!.title).toBe('AI Skills Fest partner');
  });

  it("the console's preview shows the draft in its place among the seed's milestones", () => {
    const data = milestonesLoaderData({
      slug: '2012-people-trained',
      data: { ...MILESTONES[4]!.data, year: 2010, title: 'Our {studentsTrained}th student' },
      html: {},
    });
    expect(data.milestones).toHaveLength(14);
    expect(data.milestones[3]).toMatchObject({
      slug: '2012-people-trained',
      year: 2010,
      title: 'Our 500,000th student',
    });
    expect(data).toEqual({ ...loaded({ siteContent: { milestones: [] } }), milestones: data.milestones });
  });

  it('a publish of a milestone re-renders the milestones page only (and the site map)', () => {
    const plan = renderPlan('milestone', siteContent, []).render.map((p) => p.path);
    expect(plan.sort()).toEqual(['/about/milestones', '/sitemap']);
  });
});
