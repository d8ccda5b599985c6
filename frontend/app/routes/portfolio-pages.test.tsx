/**
 * /projects and the portfolio pages describe each project from the one portfolio source
 * (content/portfolio.ts), and the 'More Portfolio' row never offers the project being read.
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import PortfolioDetail, { loader } from './portfolio-detail';
import type { Route as PortfolioRoute } from './+types/portfolio-detail';
import Projects, { loader as projectsLoader } from './projects';
import type { Route as ProjectsRoute } from './+types/projects';
import { MORE_PROJECT_SLUGS } from '@orbitwise/contracts/content-seed';
import { morePortfolio, portfolioItems, PROJECT_KINDS } from '~/content/portfolio';

const ITEMS = portfolioItems();
const PORTFOLIO = Object.fromEntries(ITEMS.map((item) => [item.id, item]));
const PORTFOLIO_IDS = ITEMS.map((item) => item.id);

function render(path: string, pattern: string, element: React.ReactNode): Document {
  const html = renderToString(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={element} />
      </Routes>
    </MemoryRouter>,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

/** A portfolio page as the build prerenders it: its loader's data, then the page. */
const project = (name: string) =>
  loader({ params: { name }, context: {} } as unknown as PortfolioRoute.LoaderArgs);
const detailPage = (name: string) =>
  render(
    `/portfolio/${name}`,
    '/portfolio/:name',
    <PortfolioDetail {...({ loaderData: project(name) } as unknown as PortfolioRoute.ComponentProps)} />,
  );

const texts = (doc: ParentNode, selector: string) =>
  [...doc.querySelectorAll(selector)].map((el) => el.textContent?.trim());

describe('/projects', () => {
  const doc = render(
    '/projects',
    '/projects',
    <Projects
      {...({
        loaderData: projectsLoader({ context: {} } as unknown as ProjectsRoute.LoaderArgs),
      } as unknown as ProjectsRoute.ComponentProps)}
    />,
  );

  it('lists every portfolio project with its portfolio name, category, picture and page', () => {
    const cards = [...doc.querySelectorAll('.portfolio-card')];
    expect(cards).toHaveLength(PORTFOLIO_IDS.length);
    cards.forEach((card, i) => {
      const item = PORTFOLIO[PORTFOLIO_IDS[i]!]!;
      expect(card.querySelector('h2')?.textContent).toBe(item.name);
      expect(card.querySelector('.portfolio-category')?.textContent).toBe(item.category);
      expect(card.querySelector('img')?.getAttribute('src')).toBe(item.image.src);
      expect(card.querySelector('a')?.getAttribute('href')).toBe(`/portfolio/${item.id}`);
    });
  });

  it('describes Cyndelos as its portfolio page does', () => {
    const cyndelos = detailPage('cyndelos');
    expect(cyndelos.querySelector('h1')?.textContent).toBe(PORTFOLIO.cyndelos!.name);
    expect(cyndelos.body.textContent).toContain(PORTFOLIO.cyndelos!.category);
    expect(doc.body.textContent).not.toContain('Event photography');
  });

  it('has the spec filters, each matching at least one project', () => {
    expect(texts(doc, '.filter-button')).toEqual([
      'all',
      'branding',
      'application',
      'web design',
      'photography',
    ]);
    for (const kind of PROJECT_KINDS)
      expect(ITEMS.filter((item) => item.work.includes(kind)).length).toBeGreaterThan(0);
  });
});

describe('More Portfolio', () => {
  it('shows the four spec projects under any other project', () => {
    expect(project('elixir').more.map((item) => item.name)).toEqual(
      MORE_PROJECT_SLUGS.map((id) => PORTFOLIO[id]!.name),
    );
  });

  it('never offers the project being read, and still shows four', () => {
    for (const id of PORTFOLIO_IDS) {
      const row = morePortfolio(id).map((item) => item.id);
      expect(row).toHaveLength(4);
      expect(new Set(row).size).toBe(4);
      expect(row).not.toContain(id);
    }
    const shown = project('riskdx').more.map((item) => item.name);
    expect(shown).not.toContain('RiskDX');
    expect(shown).toHaveLength(4);
  });
});
