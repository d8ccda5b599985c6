/**
 * The clients strip: a client published in the console appears, logo (alt text: its name), name and
 * link, on Home and About, rendered as the API re-renders those pages after a publish; the seed's
 * clients at build time; and a publish of a client re-renders exactly those pages.
 */
import { prerender } from 'react-dom/static';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ClientData } from '@orbitwise/contracts/content';
import { CLIENTS } from '@orbitwise/contracts/content-seed';
import { paths } from '~/config/routes-table';
import { renderPlan, siteContentFrom } from '~/config/published-site';
import Home, { loader as homeLoader } from './home';
import type { Route as HomeRoute } from './+types/home';
import About, { loader as aboutLoader } from './about';
import type { Route as AboutRoute } from './+types/about';
import { publishedDoc } from './prerender-test-kit';

const published = (slug: string, data: ClientData) => publishedDoc('client', slug, data);

const NEW_CLIENT: ClientData = {
  name: 'Harbourline Ferries',
  logo: { src: '/api/media/harbourline.png', alt: 'Harbourline logo' },
  link: 'https://harbourline.example',
  order: 0,
};
const context = {
  siteContent: siteContentFrom({
    client: [published('harbourline-ferries', NEW_CLIENT), published(CLIENTS[0]!.slug, CLIENTS[0]!.data)],
  }),
};

/** The page whole, its lazy sections included (as the prerender and the API's re-render wait for them). */
async function render(path: string, element: React.ReactNode): Promise<Document> {
  const { prelude } = await prerender(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={element} />
      </Routes>
    </MemoryRouter>,
  );
  return new DOMParser().parseFromString(await new Response(prelude).text(), 'text/html');
}

const homePage = (ctx: unknown) =>
  render(
    '/',
    <Home
      {...({
        loaderData: homeLoader({ context: ctx } as unknown as HomeRoute.LoaderArgs),
      } as unknown as HomeRoute.ComponentProps)}
    />,
  );
const aboutPage = (ctx: unknown) =>
  render(
    paths.about,
    <About
      {...({
        loaderData: aboutLoader({ context: ctx } as unknown as AboutRoute.LoaderArgs),
      } as unknown as AboutRoute.ComponentProps)}
    />,
  );

const strip = (doc: Document) =>
  [...doc.querySelectorAll('.client-strip li')].map((li) => ({
    name: li.textContent?.replace(' (opens in a new tab)', '').trim(),
    alt: li.querySelector('img')?.getAttribute('alt'),
    src: li.querySelector('img')?.getAttribute('src'),
    href: li.querySelector('a')?.getAttribute('href') ?? null,
  }));

describe('clients strip', () => {
  it.each([
    ['Home', homePage],
    ['About', aboutPage],
  ])(
    '%s shows the published clients in order: logo with the name as alt text, name, link',
    async (_, page) => {
      const doc = await page(context);
      expect(doc.querySelector('#clients-title')?.textContent).toBe('Companies we work with');
      expect(strip(doc)).toEqual([
        {
          name: 'Harbourline Ferries',
          alt: 'Harbourline Ferries',
          src: '/api/media/harbourline.png',
          href: 'https://harbourline.example',
        },
        {
          name: CLIENTS[0]!.data.name,
          alt: CLIENTS[0]!.data.name,
          src: CLIENTS[0]!.data.logo.src,
          href: null,
        },
      ]);
    },
  );

  it.each([
    ['Home', homePage],
    ['About', aboutPage],
  ])('%s shows the seed clients at build time', async (_, page) => {
    const doc = await page({});
    expect(strip(doc).map((client) => client.name)).toEqual(CLIENTS.map((client) => client.data.name));
    expect(CLIENTS.length).toBeGreaterThanOrEqual(6);
  });

  it('a publish of a client re-renders Home and About', () => {
    const plan = renderPlan('client', context.siteContent, []);
    const rendered = plan.render.map((page) => page.path);
    expect(rendered).toEqual(expect.arrayContaining(['/', paths.homeAlias, paths.about]));
    expect(rendered).not.toContain(paths.careers);
  });
});
