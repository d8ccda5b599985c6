import { describe, expect, it } from 'vitest';
import * as gallery from './gallery';
import { parsedHtml, renderedRoute, type RouteModule } from './prerender-test-kit';

/** The gallery's first photo is in view on a phone, so it is its largest paint: fetched at once. */
describe('the gallery page', () => {
  it('fetches the first photo at once, with high priority, and the others when scrolled to', async () => {
    const html = await renderedRoute(gallery as unknown as RouteModule, { context: {} });
    const photos = [...parsedHtml(html).querySelectorAll('.gallery-grid img')];
    expect(photos.length).toBeGreaterThan(3);
    const [first, ...rest] = photos;
    expect([first!.getAttribute('loading'), first!.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect(new Set(rest.map((img) => img.getAttribute('loading')))).toEqual(new Set(['lazy']));
  });
});
