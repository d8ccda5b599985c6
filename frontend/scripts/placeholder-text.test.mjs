// No prerendered page (build/client/**/*.html) reads as a template: no filler text, no stand-in names,
// no "coming soon" without a date, no stale copyright year, no "Visit website" leading back to the
// company's own domain, no social link to an example profile, no "Last updated" over a year before the newest post. Reads the build: `npm run build` first (npm test builds before it runs this).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CLIENT = fileURLToPath(new URL('../build/client', import.meta.url));

const htmlFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });

/** Phrases a template leaves behind, each with what it says of the page. */
export const PLACEHOLDER_PHRASES = [
  [/lorem ipsum|dolor sit amet|consectetur adipiscing/i, 'lorem ipsum filler'],
  [/\b(john|jane) doe\b/i, 'a stand-in name'],
  [/\byour (name|company( name)?|title) here\b|\b(company|client) name here\b/i, 'a "here" stand-in'],
  [/\b(sample|dummy|placeholder|filler) (text|content|copy|post|article|image)\b/i, 'sample text'],
  [/\bplaceholder\b/i, 'the word placeholder'],
  // "Coming soon: the fest opens on 8 April" says when; "Coming soon" alone is an empty section.
  [/\bcoming soon\b(?!:)/i, '"coming soon" without a date'],
  [/\bunder construction\b/i, '"under construction"'],
  [/\b(TODO|TBD|FIXME)\b/, 'a TODO'],
  [/\b(text|content) goes here\b|\binsert (text|content) here\b/i, 'a "goes here" stand-in'],
];

/** The page's visible text (scripts and styles left out), then its meta, alt, title and aria-label texts. */
export function pageText(html) {
  const attributes = [...html.matchAll(/\s(?:content|alt|title|aria-label)="([^"]*)"/g)].map((m) => m[1]);
  const body = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/(p|li|h[1-6]|div|section|figcaption|td|th|title|option|button|a)>/gi, '\n')
    .replace(/<[^>]+>/g, ' ');
  return [body, ...attributes]
    .join('\n')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/[ \t]+/g, ' ');
}

/** The site's own registrable domain, from the page's canonical link (e.g. orbitwise.example). */
const ownDomain = (html) => {
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  return canonical ? new URL(canonical).hostname.split('.').slice(-2).join('.') : null;
};

/** The social networks whose profile addresses a page may link to. */
const SOCIAL_HOST = /^(?:www\.)?(?:facebook|x|twitter|pinterest|linkedin|youtube|instagram|github)\.com$/i;

const YEAR_MS = 366 * 24 * 60 * 60 * 1000;

/**
 * What on a page reads as a template, one line per finding. `newest`: the date of the site's newest
 * dated content (its latest post), which a "Last updated" may not trail by over a year; the site's own
 * dates, not the wall clock, so the seed does not turn stale on the CI's calendar.
 */
export function placeholderProblems(html, year = new Date().getUTCFullYear(), newest = new Date()) {
  const text = pageText(html);
  const problems = PLACEHOLDER_PHRASES.flatMap(([pattern, what]) => {
    const match = pattern.exec(text);
    return match ? [`${what}: "${match[0]}"`] : [];
  });
  for (const [, copyright] of text.matchAll(/(?:©|\bcopyright\b)\s*(?:copyright\s*)?(\d{4})\b/gi)) {
    if (Number(copyright) < year) problems.push(`copyright year ${copyright}, not ${year}`);
  }
  // A profile on an example address ("orbitwise-example") is one that does not exist.
  for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="(https?:[^"]+)"/gi)) {
    if (SOCIAL_HOST.test(new URL(href).hostname) && /example/i.test(href))
      problems.push(`a social link to a profile that does not exist: ${href}`);
  }
  for (const [, date] of text.matchAll(/\blast updated\s+(\d{1,2} [A-Z][a-z]+ \d{4})/gi)) {
    if (newest.getTime() - new Date(`${date} UTC`).getTime() > YEAR_MS)
      problems.push(`"Last updated ${date}": over a year before the newest post`);
  }
  const domain = ownDomain(html);
  for (const [, href] of html.matchAll(
    /<a\b[^>]*\bhref="(https?:[^"]+)"[^>]*>(?:(?!<\/a>)[\s\S])*?visit (?:the )?website/gi,
  )) {
    const host = new URL(href).hostname;
    if (domain && (host === domain || host.endsWith(`.${domain}`)))
      problems.push(`"Visit website" to its own domain: ${href}`);
  }
  return problems;
}

describe('placeholder text in the prerendered pages', () => {
  it('finds each kind of leftover in a page', () => {
    const page = (body) =>
      `<html><head><link rel="canonical" href="https://www.orbitwise.example/x"/></head><body>${body}</body></html>`;
    expect(placeholderProblems(page('<p>Lorem ipsum dolor sit amet.</p>'))).toHaveLength(1);
    expect(placeholderProblems(page('<p>John Doe, CEO</p>'))).toEqual(['a stand-in name: "John Doe"']);
    expect(placeholderProblems(page('<h2>Blog</h2><p>Coming soon</p>'))).toHaveLength(1);
    expect(placeholderProblems(page('<p>Coming soon: the fest opens on 8 April 2027.</p>'))).toEqual([]);
    expect(placeholderProblems(page('<p>© Copyright <!-- -->2024<!-- --> Orbitwise</p>'), 2026)).toEqual([
      'copyright year 2024, not 2026',
    ]);
    expect(placeholderProblems(page('<p>© 2026 Orbitwise</p>'), 2026)).toEqual([]);
    expect(
      placeholderProblems(
        page(
          '<a href="https://elixir.orbitwise.example" class="button">Visit website<span> (opens)</span></a>',
        ),
      ),
    ).toEqual(['"Visit website" to its own domain: https://elixir.orbitwise.example']);
    expect(placeholderProblems(page('<a href="https://client.example">Visit website</a>'))).toEqual([]);
    expect(
      placeholderProblems(
        page('<a href="https://www.linkedin.com/company/orbitwise-example" aria-label="LinkedIn"></a>'),
      ),
    ).toEqual([
      'a social link to a profile that does not exist: https://www.linkedin.com/company/orbitwise-example',
    ]);
    expect(placeholderProblems(page('<a href="https://www.linkedin.com/company/orbitwise">in</a>'))).toEqual(
      [],
    );
    const newestPost = new Date('2026-11-04T00:00:00Z');
    expect(
      placeholderProblems(page('<p>Last updated <!-- -->15 January 2024</p>'), 2026, newestPost),
    ).toEqual(['"Last updated 15 January 2024": over a year before the newest post']);
    expect(placeholderProblems(page('<p>Last updated 28 November 2026</p>'), 2026, newestPost)).toEqual([]);
    // Form fields' placeholder attributes are not page text.
    expect(placeholderProblems(page('<input placeholder="Your email"/>'))).toEqual([]);
  });

  it('no built page reads as a template', () => {
    expect(existsSync(join(CLIENT, 'index.html')), 'run `npm run build -w frontend` first').toBe(true);
    const files = htmlFiles(CLIENT);
    expect(files.length).toBeGreaterThan(40);
    const pages = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
    const published = [...pages.values()].flatMap((html) =>
      [...html.matchAll(/"datePublished":"(\d{4}-\d{2}-\d{2})/g)].map(([, date]) => date),
    );
    expect(published.length, 'the built posts carry their datePublished').toBeGreaterThan(0);
    const newest = new Date(`${published.sort().at(-1)}T00:00:00Z`);
    const problems = files.flatMap((file) =>
      placeholderProblems(pages.get(file), undefined, newest).map(
        (problem) => `${relative(CLIENT, file)}: ${problem}`,
      ),
    );
    expect(problems).toEqual([]);
  });
});
