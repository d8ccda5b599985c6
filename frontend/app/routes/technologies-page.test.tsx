/**
 * The technologies are content: the published `technology` document is what the Technologies page
 * (its columns of external links and its logo grid) and the logo grid on Home show, and a publish of
 * it re-renders those pages only.
 */
import type { TechnologyData } from '@orbitwise/contracts/content';
import { TECHNOLOGIES } from '@orbitwise/contracts/content-seed';
import { describe, expect, it } from 'vitest';
import { renderPlan, siteContentFrom } from '~/config/published-site';
import { paths } from '~/config/routes-table';
import { liveAddress } from '~/features/console/content-live-address';
import Home, { loader as homeLoader } from './home';
import type { Route as HomeRoute } from './+types/home';
import Technologies, { loader as technologiesLoader } from './technologies';
import type { Route as TechnologiesRoute } from './+types/technologies';
import { parsedHtml, prerenderedHtml, publishedDoc } from './prerender-test-kit';

const edited: TechnologyData = {
  ...TECHNOLOGIES.data,
  lead: 'The tools we trust in production.',
  columns: [
    ...TECHNOLOGIES.data.columns,
    { title: 'Data Engineering', links: [{ label: 'Apache Spark', href: 'https://spark.apache.org/' }] },
  ],
  home: { eyebrow: null, title: 'Our toolbox', intro: 'What our engineers use every day.' },
  logos: [
    { name: 'Rust', logo: '/media/rust-logo.svg', monogram: null },
    { name: 'Go', logo: null, monogram: 'Go' },
  ],
};
const context = {
  siteContent: siteContentFrom({
    technology: [publishedDoc('technology', 'technologies', edited)],
  }),
};

describe('the technologies follow their published document', () => {
  it('the Technologies page shows its columns of external links and its logo grid', async () => {
    const data = technologiesLoader({ context } as unknown as TechnologiesRoute.LoaderArgs);
    const page = parsedHtml(
      await prerenderedHtml(<Technologies {...({ loaderData: data } as TechnologiesRoute.ComponentProps)} />),
    );
    expect(page.querySelector('h1')?.textContent).toBe('Technologies We Use');
    expect(page.body.textContent).toContain('The tools we trust in production.');
    const columns = [...page.querySelectorAll('.tech-column h2')].map((h) => h.textContent);
    expect(columns).toEqual([...TECHNOLOGIES.data.columns.map((c) => c.title), 'Data Engineering']);
    const spark = [...page.querySelectorAll('.tech-column a')].find((a) => a.textContent?.includes('Spark'));
    expect(spark?.getAttribute('href')).toBe('https://spark.apache.org/');
    expect(spark?.getAttribute('target')).toBe('_blank');
    const tiles = [...page.querySelectorAll('.tech-grid li')];
    expect(tiles.map((tile) => tile.textContent)).toEqual(['Rust', 'GoGo']);
    expect(tiles[0]!.querySelector('img')?.getAttribute('src')).toBe('/media/rust-logo.svg');
  });

  it("Home's logo grid is the document's, with its section's heading", async () => {
    const data = homeLoader({ context } as unknown as HomeRoute.LoaderArgs);
    const home = parsedHtml(
      await prerenderedHtml(<Home {...({ loaderData: data } as HomeRoute.ComponentProps)} />),
    );
    const section = home.getElementById('technologies-title')!.closest('section')!;
    expect(section.querySelector('h2')?.textContent).toBe('Our toolbox');
    expect(section.querySelector('.eyebrow')).toBeNull();
    expect(section.textContent).toContain('What our engineers use every day. See all technologies.');
    expect([...section.querySelectorAll('.tech-grid li')].map((tile) => tile.textContent)).toEqual([
      'Rust',
      'GoGo',
    ]);
  });

  it('the seed is the pages as they were: eight columns, twenty logos', () => {
    const data = technologiesLoader({ context: {} } as unknown as TechnologiesRoute.LoaderArgs);
    expect(data.technologies.columns.map((column) => column.title)).toEqual([
      'Microsoft .NET',
      'Client-side UI',
      'SQL Server/MSBI',
      'Cloud/Azure/AWS',
      'DevOps',
      'Power Platform',
      'Testing Tools',
      'Others',
    ]);
    expect(data.technologies.logos).toHaveLength(20);
  });

  it("the console's live link opens the Technologies page", () => {
    expect(liveAddress('technology', 'technologies', edited)).toEqual({
      href: paths.technologies,
      label: 'On the Technologies page and Home (/technologies)',
      own: false,
    });
  });

  it('a publish re-renders the Technologies page, its alias and Home', () => {
    const plan = renderPlan('technology', context.siteContent, []).render.map((page) => page.path);
    expect(plan.sort()).toEqual(
      ['/', '/home', paths.technologiesAlias, paths.technologies, '/sitemap'].sort(),
    );
  });
});
