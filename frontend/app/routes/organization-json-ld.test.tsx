/**
 * Home and Contact carry the company as schema.org `Organization` JSON-LD, made from the published
 * `site` document, serialised so that no company detail can close its script element.
 */
import { SITE_DETAILS } from '@orbitwise/contracts/content-seed';
import { prerenderToNodeStream } from 'react-dom/static';
import { createRoutesStub, Meta, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { siteContentFrom } from '~/config/published-site';
import * as contact from './contact';
import * as home from './home';
import { parsedHtml, publishedDoc } from './prerender-test-kit';

const HOSTILE_NAME = 'Orbitwise </script><script>window.__pwned=1</script> & Co';

const siteContent = siteContentFrom({
  site: [
    publishedDoc('site', 'company', {
      ...SITE_DETAILS.data,
      name: HOSTILE_NAME,
      address: {
        street: '12 Residency Road',
        city: 'Bengaluru',
        region: 'Karnataka',
        postalCode: '560025',
        country: 'India',
      },
      phone: '+91 80 4000 5678',
      email: 'hello@orbitwise-labs.example',
      // Keys in another order than the footer's, as a stored document's may come back.
      social: {
        youtube: 'https://www.youtube.com/@orbitwise-labs',
        x: 'https://x.com/orbitwise_labs',
        facebook: null,
        linkedin: null,
        pinterest: null,
      },
    }),
  ],
});

interface PageRoute {
  default: (props: never) => React.ReactNode;
  loader: (args: never) => unknown;
  meta: (args: never) => unknown;
}

/** The page's HTML with its head's meta tags, as React Router's <Meta> writes them. */
async function pageHtml(route: PageRoute, path: string): Promise<Document> {
  const loaderData = route.loader({ context: { siteContent } } as never);
  const Stub = createRoutesStub([
    {
      id: 'root',
      Component: () => (
        <>
          <Meta />
          <Outlet />
        </>
      ),
      children: [
        {
          id: 'page',
          path,
          loader: () => loaderData,
          meta: route.meta as never,
          Component: route.default as never,
        },
      ],
    },
  ]);
  const { prelude } = await prerenderToNodeStream(
    <Stub initialEntries={[path]} hydrationData={{ loaderData: { page: loaderData } }} />,
  );
  let out = '';
  for await (const chunk of prelude) out += String(chunk);
  return parsedHtml(out);
}

describe('Organization JSON-LD on Home and Contact', () => {
  it.each([
    ['Home', home, '/'],
    ['Contact', contact, '/contactus'],
  ])(
    '%s: the published company, whole, and a hostile name stays inside its script',
    async (_page, route, path) => {
      const page = await pageHtml(route as PageRoute, path);
      const scripts = [...page.querySelectorAll('script')];
      const jsonLd = scripts.filter((script) => script.type === 'application/ld+json');
      // The name's "</script><script>" did not end the element: no script of its own, one JSON-LD block.
      expect(scripts.filter((script) => script.textContent?.startsWith('window.__pwned'))).toEqual([]);
      expect(page.documentElement.innerHTML).not.toContain('window.__pwned=1</script>');
      expect(jsonLd).toHaveLength(1);
      expect(JSON.parse(jsonLd[0]!.textContent!)).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: HOSTILE_NAME,
        url: 'https://www.orbitwise.example/',
        logo: 'https://www.orbitwise.example/logo.svg',
        email: 'hello@orbitwise-labs.example',
        telephone: '+91 80 4000 5678',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '12 Residency Road',
          addressLocality: 'Bengaluru',
          addressRegion: 'Karnataka',
          postalCode: '560025',
          addressCountry: 'India',
        },
        sameAs: ['https://x.com/orbitwise_labs', 'https://www.youtube.com/@orbitwise-labs'],
        contactPoint: {
          '@type': 'ContactPoint',
          contactType: 'customer service',
          telephone: '+91 80 4000 5678',
          email: 'hello@orbitwise-labs.example',
        },
      });
    },
  );
});
