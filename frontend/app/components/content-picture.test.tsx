/** An uploaded picture is offered in its widths and formats wherever the site shows it. */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TEAM } from '@orbitwise/contracts/content-seed';
import type { ContentImage } from '@orbitwise/contracts/content';
import { ContentPicture } from './content-picture';
import { MemberCard } from './sections/member-card';

const UPLOAD: ContentImage = {
  src: '/api/media/abc-1600.jpeg',
  alt: 'Priya at the whiteboard',
  width: 1600,
  height: 1200,
  variants: [
    { format: 'avif', width: 400, url: '/api/media/abc-400.avif' },
    { format: 'webp', width: 400, url: '/api/media/abc-400.webp' },
    { format: 'jpeg', width: 400, url: '/api/media/abc-400.jpeg' },
    { format: 'avif', width: 800, url: '/api/media/abc-800.avif' },
  ],
};

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('ContentPicture', () => {
  it('is a plain lazy <img> for a site picture without variants', () => {
    const doc = parse(
      renderToString(<ContentPicture image={{ src: '/logo.svg', alt: 'Logo' }} sizes="64px" />),
    );
    expect(doc.querySelectorAll('source')).toHaveLength(0);
    const img = doc.querySelector('img')!;
    expect([img.getAttribute('src'), img.getAttribute('srcset'), img.getAttribute('loading')]).toEqual([
      '/logo.svg',
      null,
      'lazy',
    ]);
  });

  it('gives a team member’s uploaded photo in its widths, in the card’s box', () => {
    const member = { ...TEAM[0]!.data, slug: TEAM[0]!.slug, photo: UPLOAD };
    const doc = parse(renderToString(<MemberCard member={member} />));
    expect(
      [...doc.querySelectorAll('source')].map((s) => [s.getAttribute('type'), s.getAttribute('srcset')]),
    ).toEqual([
      ['image/avif', '/api/media/abc-400.avif 400w, /api/media/abc-800.avif 800w'],
      ['image/webp', '/api/media/abc-400.webp 400w'],
    ]);
    const img = doc.querySelector('img')!;
    expect(img.getAttribute('srcset')).toBe('/api/media/abc-400.jpeg 400w');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['400', '400']);
    expect(img.getAttribute('alt')).toBe(`Portrait of ${member.name}`);
  });
});
