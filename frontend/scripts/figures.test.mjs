// Every built page (build/client/**/*.html) states the company's figures as app/content/figures.ts
// has them: the years in business computed from the founding year today (no other "NN years" or
// "NN+ years"), no other number of customers, applications or corporations, the students trained
// written one way ("500,000"), in the text, the meta tags and the captions. Needs
// `npm run build -w frontend` first (npm test builds before it runs these tests); fails without it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { figureProblems } from '../app/content/figures-check';

const CLIENT = fileURLToPath(new URL('../build/client', import.meta.url));
const built = existsSync(join(CLIENT, 'index.html'));

const htmlFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decode = (s) =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z]+);/gi, (m, name) => ENTITIES[name] ?? m);

/** The page's visible text, one block per line, then its meta, alt and title texts. */
export function pageText(html) {
  const attributes = [...html.matchAll(/\s(?:content|alt|title|aria-label)="([^"]*)"/g)].map((m) => m[1]);
  const body = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/(p|li|h[1-6]|div|section|figcaption|td|th|title)>/gi, '\n')
    .replace(/<[^>]+>/g, ' ');
  return decode([body, ...attributes].join('\n'))
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n ?/g, '\n');
}

describe('company figures in the prerendered pages', () => {
  it('reads visible text and meta tags', () => {
    const text = pageText(
      '<title>A</title><meta name="description" content="For 25 years"/><p>Since&#x27;s <b>1997</b></p><script>var a="30 years"</script>',
    );
    expect(text).toContain('For 25 years');
    expect(text).not.toContain('30 years');
    expect(figureProblems(text)).toHaveLength(1);
  });

  it('no page states another years, customers, applications or students figure', () => {
    expect(built, 'build the site first: npm run build -w frontend').toBe(true);
    const files = htmlFiles(CLIENT);
    expect(files.length).toBeGreaterThan(40);
    const problems = files.flatMap((file) =>
      figureProblems(pageText(readFileSync(file, 'utf8'))).map((p) => `${relative(CLIENT, file)}: ${p}`),
    );
    expect(problems).toEqual([]);
  });
});
