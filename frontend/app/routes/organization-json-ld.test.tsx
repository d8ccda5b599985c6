/**
 * Home and Contact carry the company as schema.org `Organization` JSON-LD, made from the published
 * `site` document, serialised so that no company detail can close its script element. A job's, an
 * event's and a post's pages carry theirs, with that same organisation in them; each rendered block
 * has what Google's structured-data documentation lists as required and recommended for its type.
 */
import { EVENTS, JOBS, POSTS, SITE_DETAILS, TEAM } from '@orbitwise/contracts/content-seed';
import { prerenderToNodeStream } from 'react-dom/static';
import { createRoutesStub, Meta, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { siteContentFrom } from '~/config/published-site';
import * as blogPost from './blog-post';
import * as contact from './contact';
import * as event from './event';
import * as home from './home';
import * as job from './job';
import { googleMissing } from './json-ld-google-properties';
import { parsedHtml, publishedDoc } from './prerender-test-kit';

const HOSTILE_NAME = 'Orbitwise </script><script>window.__pwned=1</script> & Co';

const dotnet = JOBS.find((doc) => doc.slug === 'dotnet-developer')!;
const meetup = EVENTS.find((doc) => doc.data.attendance.mode === 'in-person')!;
const fest = EVENTS.find((doc) => doc.slug === 'microsoft-ai-skills-fest-2027')!;
const article = POSTS.find((doc) => doc.slug === 'habits-of-developers-who-get-hired')!;
const author = TEAM.find((doc) => doc.data.name === article.data.author)!;

const siteContent = siteContentFrom({
  job: [
    // In the office's city: the office's street and postal code.
    publishedDoc('job', 'dotnet-bengaluru', {
      ...dotnet.data,
      address: { locality: 'Bengaluru', region: null, country: 'IN' },
      closesOn: '2099-01-31',
    }),
    // Elsewhere: no street or postal code is invented.
    publishedDoc('job', 'dotnet-chennai', {
      ...dotnet.data,
      address: { locality: 'Chennai', region: 'Tamil Nadu', country: 'IN' },
      closesOn: '2099-01-31',
    }),
  ],
  event: [
    // At the office (its street), full.
    {
      ...publishedDoc(
        'event',
        'bengaluru-meetup',
        {
          ...meetup.data,
          startsAt: '2099-02-18T18:30:00+05:30',
          endsAt: '2099-02-18T21:00:00+05:30',
          attendance: {
            mode: 'in-person',
            place: 'Training hall',
            address: '12 Residency Road, 2nd floor',
          },
          capacity: 60,
          waitlist: false,
        },
        '2026-11-02T09:30:00.000Z',
      ),
      registrations: 60,
    },
    // Elsewhere: the line read as "street, city, region postal code, country".
    publishedDoc(
      'event',
      'hitex-summit',
      {
        ...meetup.data,
        startsAt: '2099-03-10T09:00:00+05:30',
        endsAt: '2099-03-10T17:00:00+05:30',
        attendance: {
          mode: 'in-person',
          place: 'HITEX Exhibition Centre, Hall 3',
          address: 'HITEX Exhibition Centre, Izzat Nagar, Hyderabad, Telangana 500084, India',
        },
        capacity: null,
      },
      '2026-11-03T08:00:00.000Z',
    ),
    publishedDoc('event', fest.slug, fest.data, '2026-10-01T06:00:00.000Z'),
  ],
  post: [publishedDoc('post', article.slug, article.data, '2026-11-21T07:45:00.000Z')],
  'team-member': [publishedDoc('team-member', author.slug, author.data)],
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

/** The company as every block describes it. */
const ORGANIZATION = {
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
    addressCountry: 'IN',
  },
  sameAs: ['https://x.com/orbitwise_labs', 'https://www.youtube.com/@orbitwise-labs'],
  contactPoint: {
    '@type': 'ContactPoint',
    contactType: 'customer service',
    telephone: '+91 80 4000 5678',
    email: 'hello@orbitwise-labs.example',
  },
};

interface PageRoute {
  default: (props: never) => React.ReactNode;
  loader: (args: never) => unknown;
  meta: (args: never) => unknown;
}

/** The page's HTML with its head's meta tags, as React Router's <Meta> writes them. */
async function pageHtml(route: PageRoute, path: string, params: object = {}): Promise<Document> {
  const loaderData = route.loader({ context: { siteContent }, params } as never);
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

/**
 * The page's one JSON-LD block, parsed, after checking that the company's hostile name did not end
 * its script element (no script of its own, nothing of it after a closing tag).
 */
async function jsonLdOf(route: PageRoute, path: string, params: object = {}) {
  const page = await pageHtml(route, path, params);
  const scripts = [...page.querySelectorAll('script')];
  const jsonLd = scripts.filter((script) => script.type === 'application/ld+json');
  expect(scripts.filter((script) => script.textContent?.startsWith('window.__pwned'))).toEqual([]);
  expect(page.documentElement.innerHTML).not.toContain('window.__pwned=1</script>');
  expect(jsonLd).toHaveLength(1);
  return JSON.parse(jsonLd[0]!.textContent!) as Record<string, unknown>;
}

describe('Organization JSON-LD on Home and Contact', () => {
  it.each([
    ['Home', home, '/'],
    ['Contact', contact, '/contactus'],
  ])(
    '%s: the published company, whole (country as ISO code), and a hostile name stays inside its script',
    async (_page, route, path) => {
      const ld = await jsonLdOf(route as PageRoute, path);
      expect(ld).toEqual({ '@context': 'https://schema.org', ...ORGANIZATION });
      expect(googleMissing(ld)).toEqual([]);
    },
  );
});

describe('JobPosting JSON-LD on a job’s page', () => {
  it('in the office’s city: the office’s street, postal code and region; the organisation with logo and profiles', async () => {
    const ld = await jsonLdOf(job as PageRoute, '/careers/jobs/:slug', { slug: 'dotnet-bengaluru' });
    expect(ld.jobLocation).toEqual({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Residency Road',
        addressLocality: 'Bengaluru',
        addressRegion: 'Karnataka',
        postalCode: '560025',
        addressCountry: 'IN',
      },
    });
    expect(ld.hiringOrganization).toEqual(ORGANIZATION);
    expect(ld).toMatchObject({
      validThrough: '2099-01-31T23:59:59+05:30',
      employmentType: 'FULL_TIME',
      directApply: true,
      datePosted: '2026-11-20',
    });
    expect(googleMissing(ld)).toEqual([]);
  });

  it('in another city: its own city and region, no street or postal code invented', async () => {
    const ld = await jsonLdOf(job as PageRoute, '/careers/jobs/:slug', { slug: 'dotnet-chennai' });
    expect(ld.jobLocation).toEqual({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Chennai',
        addressRegion: 'Tamil Nadu',
        addressCountry: 'IN',
      },
    });
  });
});

describe('Event JSON-LD on an event’s page', () => {
  it('at the office: its address split, the company organising and performing, sold out, open since its publication', async () => {
    const ld = await jsonLdOf(event as PageRoute, '/events/:slug', { slug: 'bengaluru-meetup' });
    expect(ld.location).toEqual({
      '@type': 'Place',
      name: 'Training hall',
      address: ORGANIZATION.address,
    });
    expect(ld.organizer).toEqual(ORGANIZATION);
    expect(ld.performer).toEqual(ORGANIZATION);
    expect(ld.offers).toEqual({
      '@type': 'Offer',
      url: 'https://www.orbitwise.example/events/bengaluru-meetup',
      price: 0,
      priceCurrency: 'INR',
      availability: 'https://schema.org/SoldOut',
      validFrom: '2026-11-02T09:30:00.000Z',
    });
    expect(ld).toMatchObject({
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      image: ['https://www.orbitwise.example/generated/illustrations/cloud-service.svg'],
    });
    expect(googleMissing(ld)).toEqual([]);
  });

  it('elsewhere: the address line as street, city, region, postal code and ISO country; in stock', async () => {
    const ld = await jsonLdOf(event as PageRoute, '/events/:slug', { slug: 'hitex-summit' });
    expect(ld.location).toEqual({
      '@type': 'Place',
      name: 'HITEX Exhibition Centre, Hall 3',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'HITEX Exhibition Centre, Izzat Nagar',
        addressLocality: 'Hyderabad',
        addressRegion: 'Telangana',
        postalCode: '500084',
        addressCountry: 'IN',
      },
    });
    expect(ld.offers).toMatchObject({
      availability: 'https://schema.org/InStock',
      validFrom: '2026-11-03T08:00:00.000Z',
    });
    expect(googleMissing(ld)).toEqual([]);
  });

  it('online: a VirtualLocation with its address and the online attendance mode', async () => {
    const ld = await jsonLdOf(event as PageRoute, '/events/:slug', { slug: fest.slug });
    expect(ld.location).toEqual({
      '@type': 'VirtualLocation',
      url: `https://www.orbitwise.example/events/${fest.slug}`,
    });
    expect(ld.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(googleMissing(ld)).toEqual([]);
  });
});

describe('BlogPosting JSON-LD on a post’s page', () => {
  it('modified at its last publish, by its author’s own page, published by the company with its logo', async () => {
    const ld = await jsonLdOf(blogPost as PageRoute, '/bloggrid/post/:slug', { slug: article.slug });
    expect(ld).toMatchObject({
      headline: article.data.title,
      datePublished: '2026-11-04',
      dateModified: '2026-11-21T07:45:00.000Z',
      author: {
        '@type': 'Person',
        name: 'Ananya Rao',
        // A member of the team: the team page, as the seed's members have no profile links of their own.
        url: 'https://www.orbitwise.example/team/teams-profile',
      },
      mainEntityOfPage: `https://www.orbitwise.example/bloggrid/post/${article.slug}`,
    });
    expect(ld.publisher).toEqual(ORGANIZATION);
    expect((ld.image as string[])[0]).toMatch(/^https:\/\/www\.orbitwise\.example\//);
    expect(googleMissing(ld)).toEqual([]);
  });
});
