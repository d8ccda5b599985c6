/**
 * The console's preview of the kinds that had none (an event's and a project's own page, and the
 * sections that show testimonials, clients, team members, gallery pictures and the figures): each
 * renders the site's own page or section with the draft in place of the published document, and says
 * which pages show a document that has no page of its own.
 */
import type { ContentKind } from '@orbitwise/contracts/content';
import {
  CASE_STUDIES,
  CLIENTS,
  EVENTS,
  FIGURES,
  GALLERY,
  PAGES,
  TEAM,
  TESTIMONIALS,
} from '@orbitwise/contracts/content-seed';
import { yearsSince } from '@orbitwise/contracts/content-seed/figures';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { eventPageOf } from '~/content/event-page';
import { eventEditions } from '~/content/event';
import { PAGE_PREVIEWS } from './admin-page-previews';
import { loader as eventLoader } from './event';
import type { Route as EventRoute } from './+types/event';

async function preview(kind: ContentKind, slug: string, data: unknown): Promise<Document> {
  const spec = PAGE_PREVIEWS[kind];
  const Page = await spec.load();
  const html = renderToString(
    <MemoryRouter>
      <Page loaderData={spec.loaderData({ slug, data: data as never, html: {} })} />
    </MemoryRouter>,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

const text = (doc: Document) => doc.body.textContent ?? '';

describe("the console's previews show the draft where visitors will see it", () => {
  it("an event's preview is its own page with the draft's words, made as the page's loader makes it", async () => {
    const seed = EVENTS[0]!;
    const doc = await preview('event', seed.slug, {
      ...seed.data,
      title: 'Azure Day, draft',
      intro: 'A changed introduction.',
    });
    expect(doc.querySelector('.event-banner h1')?.textContent).toBe('Azure Day, draft');
    expect(doc.querySelector('.event-banner .lead')?.textContent).toBe('A changed introduction.');
    expect(doc.querySelector('.event-calendar-link')?.getAttribute('href')).toBe(`/events/${seed.slug}.ics`);
    expect(PAGE_PREVIEWS.event.address!({ slug: seed.slug, data: seed.data as never, html: {} })).toBe(
      `/events/${seed.slug}`,
    );
    // The route's loader and the preview make the page's data with the same function.
    const published = eventEditions().find((event) => event.slug === seed.slug)!;
    const loaded = eventLoader({
      params: { slug: seed.slug },
      context: {},
    } as unknown as EventRoute.LoaderArgs);
    expect(loaded).toEqual(eventPageOf(published));
  });

  it("a project's preview is its portfolio page with the draft's words", async () => {
    const seed = CASE_STUDIES[0]!;
    const doc = await preview('case-study', seed.slug, {
      ...seed.data,
      name: 'Draft project name',
      description: 'A changed description.',
    });
    expect(doc.querySelector('h1')?.textContent).toBe('Draft project name');
    expect(text(doc)).toContain('A changed description.');
  });

  it("a testimonial's preview is its card and the strip, on Home and About", async () => {
    const seed = TESTIMONIALS[1]!;
    const doc = await preview('testimonial', seed.slug, { ...seed.data, quote: 'A changed quote.' });
    expect(text(doc)).toContain(
      `Shown on: Home, About (the testimonials strip: card 2 of ${TESTIMONIALS.length})`,
    );
    const quotes = [...doc.querySelectorAll('.testimonial blockquote')].map((q) => q.textContent);
    expect(quotes[0]).toBe('A changed quote.');
    expect(quotes.slice(1)).toHaveLength(TESTIMONIALS.length);
    expect(quotes[2]).toBe('A changed quote.');
  });

  it('a testimonial without consent is on no page, and its preview says why', async () => {
    const seed = TESTIMONIALS[0]!;
    const doc = await preview('testimonial', seed.slug, { ...seed.data, consent: false });
    expect(text(doc)).toContain('Shown on no page: the person has not agreed to be quoted');
    expect(doc.querySelector('.testimonial')).toBeNull();
  });

  it("a client's preview is the clients strip of Home and About with the draft in it", async () => {
    const seed = CLIENTS[2]!;
    const doc = await preview('client', seed.slug, { ...seed.data, name: 'Draft Client Ltd' });
    expect(text(doc)).toContain('Shown on: Home, About (the clients strip).');
    const names = [...doc.querySelectorAll('.client-strip li')].map((li) => li.textContent);
    expect(names).toHaveLength(CLIENTS.length);
    expect(names[2]).toContain('Draft Client Ltd');
  });

  it("a team member's preview is the Team page with the member's group only", async () => {
    const seed = TEAM.find((doc) => doc.data.group === 'executive')!;
    const doc = await preview('team-member', seed.slug, { ...seed.data, bio: 'A changed one-line bio.' });
    expect(text(doc)).toMatch(/Shown on: Our Team \(.+\), Home and About \(the core team\)\./);
    expect(text(doc)).toContain('A changed one-line bio.');
    const executives = TEAM.filter((member) => member.data.group === 'executive');
    expect(doc.querySelectorAll('.member-card')).toHaveLength(executives.length);
  });

  it("a gallery picture's preview is the Gallery with its album, its caption's figures filled in", async () => {
    const seed = GALLERY.find((doc) => doc.data.tab === 'outing')!;
    const doc = await preview('gallery-item', seed.slug, {
      ...seed.data,
      image: { ...seed.data.image, alt: '{years} years of outings' },
    });
    expect(text(doc)).toContain('Shown on: Gallery');
    const captions = [...doc.querySelectorAll('figcaption')].map((caption) => caption.textContent);
    expect(captions).toContain(`${yearsSince(FIGURES.data.founded)} years of outings`);
    expect(captions).toHaveLength(GALLERY.filter((doc) => doc.data.tab === 'outing').length);
  });

  it("the figures' preview is the counters and every text quoting a figure, filled with the draft's", async () => {
    const doc = await preview('figures', FIGURES.slug, {
      ...FIGURES.data,
      happyCustomers: 1234,
      trainedMilestone: { count: 175_000, year: 2012 },
    });
    expect(text(doc)).toContain('Shown on: every page that quotes a figure');
    expect(doc.querySelector('.counters')?.textContent).toContain('1,234+Happy Customers');
    const sentences = [...doc.querySelectorAll('.content-preview-figures li')].map((li) => li.textContent);
    expect(sentences).toContainEqual(expect.stringContaining('175,000 people trained by 2012'));
    expect(sentences.join('\n')).not.toMatch(/\{[a-zA-Z.]+\}/);
  });
  it("the blog's tag pages' search result names an example tag, in its address and its texts", async () => {
    const seed = PAGES.find((doc) => doc.slug === 'blog-tag')!;
    const data = { ...seed.data, title: 'Reading about {tag}', description: 'All our {tag} posts.' };
    const doc = await preview('page', 'blog-tag', data);
    const result = doc.querySelector('.search-result-preview')!;
    expect(result.querySelector('cite')?.textContent).toMatch(/\/bloggrid\/tag\/careers$/);
    expect(result.querySelector('h2')?.textContent).toBe('Reading about Careers');
    expect(result.textContent).toContain('All our Careers posts.');
    expect(result.textContent).not.toContain('{tag}');
  });
});
