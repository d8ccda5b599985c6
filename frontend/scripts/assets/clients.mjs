// The clients strip's logos: one small monogram per seeded client (a shape in the client's colour and
// its initials), alt text on the page being the client's name. Shape and colour follow from the slug.
import { CLIENTS } from '@orbitwise/contracts/content-seed';
import { hashSeed } from './svg.mjs';

/** Dark enough for white initials (contrast of 4.5:1 or more). */
const COLOURS = ['#0b3d91', '#0f6e5a', '#1d4f73', '#7a2e8e', '#8a4b12', '#b03a2e', '#2f5d1e', '#1b2434'];
const SHAPES = [
  (c) => `<path d="M32 3l25 14.5v29L32 61 7 46.5v-29z" fill="${c}"/>`,
  (c) => `<circle cx="32" cy="32" r="29" fill="${c}"/>`,
  (c) => `<path d="M32 2l30 30-30 30L2 32z" fill="${c}"/>`,
  (c) => `<path d="M32 3l26 9v18c0 16-11 27-26 32C17 57 6 46 6 30V12z" fill="${c}"/>`,
  (c) => `<path d="M32 4l28 22v34H4V26z" fill="${c}"/>`,
  (c) => `<rect x="4" y="4" width="56" height="56" rx="12" fill="${c}"/>`,
];

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The seeded clients whose logos are written: slug and name. */
export const CLIENT_LOGOS = CLIENTS.map((doc) => ({ slug: doc.slug, name: doc.data.name }));

export function renderClientLogo({ slug, name }, index) {
  const seed = hashSeed(slug);
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img">` +
    `<title>${escape(name)}</title>${SHAPES[seed % SHAPES.length](COLOURS[index % COLOURS.length])}` +
    `<text x="32" y="40" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="22" ` +
    `font-weight="700" fill="#fff">${escape(initials)}</text></svg>\n`
  );
}
