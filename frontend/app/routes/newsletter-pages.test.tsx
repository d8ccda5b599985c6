/**
 * Where the newsletter's e-mail links land: prerendered pages of the site, never indexed nor in the
 * sitemap, each saying what happened with a link home; the confirm and unsubscribe pages' buttons post
 * the link's token to the API (opening a link changes nothing).
 */
import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { STATIC_PRERENDER_PATHS, STATIC_SITEMAP_PATHS } from '~/config/route-list';
import { paths } from '~/config/routes-table';
import NewsletterPage, { meta } from './newsletter-page';
import { parsedHtml, prerenderedHtml } from './prerender-test-kit';

const PAGES = [
  [paths.newsletterConfirm, 'Confirm your newsletter subscription', /Press the button to confirm/],
  [paths.newsletterConfirmed, 'You are subscribed', /our newsletter will reach you/],
  [paths.newsletterUnsubscribe, 'Unsubscribe from our newsletter', /Press the button/],
  [paths.newsletterUnsubscribed, 'You are unsubscribed', /will receive no more newsletters/],
  [paths.newsletterLinkExpired, 'This link has expired', /subscribe again/],
] as const;

const metaAt = (pathname: string) =>
  meta({
    location: { pathname },
    matches: [{ id: 'root', data: { companyName: 'Orbitwise Technologies' } }],
  } as never) as MetaDescriptor[];

describe('the newsletter link pages', () => {
  it.each(PAGES)(
    '%s is prerendered, noindex, out of the sitemap, and says what happened',
    async (path, heading, text) => {
      expect(STATIC_PRERENDER_PATHS).toContain(path);
      expect(STATIC_SITEMAP_PATHS).not.toContain(path);
      expect(metaAt(path)).toContainEqual({ name: 'robots', content: 'noindex' });
      expect(metaAt(path)).toContainEqual({ title: expect.stringMatching(/ \| Orbitwise Technologies$/) });

      const page = parsedHtml(await prerenderedHtml(<NewsletterPage />, path));
      expect(page.querySelector('h1')?.textContent).toBe(heading);
      expect(page.body.textContent).toMatch(text);
      expect(page.querySelector('a[href="/"]')?.textContent).toBe('Back to home');
    },
  );

  it('the unsubscribe page has one button that posts to the one-click address, waiting for the token', async () => {
    const page = parsedHtml(await prerenderedHtml(<NewsletterPage />, paths.newsletterUnsubscribe));
    const form = page.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toMatch(/^\/api\/newsletter\/unsubscribe\?token=$/);
    expect(form.querySelector('button')?.textContent).toBe('Unsubscribe');
    // Prerendered without the person's token: the button is enabled once the page has read it.
    expect(form.querySelector('button')?.hasAttribute('disabled')).toBe(true);
    expect(form.querySelector('input[name="List-Unsubscribe"]')?.getAttribute('value')).toBe('One-Click');
    const confirmed = parsedHtml(await prerenderedHtml(<NewsletterPage />, paths.newsletterConfirmed));
    expect(confirmed.querySelector('form')).toBeNull();
  });

  it('the confirm page has one button that posts the token to the confirm address, waiting for the token', async () => {
    const page = parsedHtml(await prerenderedHtml(<NewsletterPage />, paths.newsletterConfirm));
    const form = page.querySelector('form')!;
    expect(page.querySelectorAll('form')).toHaveLength(1);
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toMatch(/^\/api\/newsletter\/confirm\?token=$/);
    expect(form.querySelector('button')?.textContent).toBe('Confirm my subscription');
    expect(form.querySelector('button')?.hasAttribute('disabled')).toBe(true);
    expect(form.querySelector('input')).toBeNull();
  });
});
