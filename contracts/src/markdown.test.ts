import { describe, expect, it } from 'vitest';
import { Parser } from 'htmlparser2';
import { renderMarkdown } from './markdown.js';

/** Hostile Markdown renders inert: no element or attribute that runs script survives. */
const HOSTILE: [string, string][] = [
  ['a script element', '<script>alert(1)</script>'],
  ['a script in a paragraph', 'Hello <script src="https://evil.example/x.js"></script> world'],
  ['an iframe', '<iframe src="https://evil.example"></iframe>'],
  ['a javascript: link', '[click](javascript:alert(1))'],
  ['an encoded javascript: link', '[click](jav&#x09;ascript:alert(1))'],
  ['a javascript: autolink', '<javascript:alert(1)>'],
  ['a data: link', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
  ['a data: image', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
  ['an SVG with onload', '<svg onload="alert(1)"><circle r="1"/></svg>'],
  ['an img with onerror', '<img src="x" onerror="alert(1)">'],
  ['an event handler on a div', '<div onclick="alert(1)">hi</div>'],
  ['a style element', '<style>body{display:none}</style>'],
  ['a form', '<form action="https://evil.example"><input name="p"></form>'],
  ['a reference-style javascript: link', '[a][1]\n\n[1]: javascript:alert(1)'],
  ['an image title breaking out', '![a](https://x.example/a.png "x\\" onerror=\\"alert(1))'],
  ['an object', '<object data="https://evil.example/x.swf"></object>'],
  ['a vbscript: link', '[a](vbscript:msgbox(1))'],
];

describe('renderMarkdown', () => {
  it('renders the usual Markdown', () => {
    expect(
      renderMarkdown('# Title\n\nSome **bold** and [a link](https://example.com).\n\n- one\n- two'),
    ).toBe(
      '<h2>Title</h2>\n<p>Some <strong>bold</strong> and <a href="https://example.com" rel="noopener noreferrer nofollow">a link</a>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>',
    );
    expect(renderMarkdown('[careers](/careers)')).toBe('<p><a href="/careers">careers</a></p>');
  });

  it('keeps an uploaded picture in a body: its source, its alt text, loaded lazily', () => {
    const src = `/api/media/${'a'.repeat(64)}-1200.jpg`;
    expect(renderMarkdown(`Before.\n\n![Two developers at a whiteboard](${src})`)).toBe(
      `<p>Before.</p>\n<p><img alt="Two developers at a whiteboard" src="${src}" loading="lazy" decoding="async" /></p>`,
    );
    expect(renderMarkdown('![The office](/images/office.jpg "Our office")')).toBe(
      '<p><img alt="The office" title="Our office" src="/images/office.jpg" loading="lazy" decoding="async" /></p>',
    );
  });

  it('gives a picture its width and height from its address’s #<width>x<height>, so the page keeps its place', () => {
    const src = `/api/media/${'a'.repeat(64)}-960.webp`;
    expect(renderMarkdown(`![A whiteboard](${src}#960x540)`)).toBe(
      `<p><img alt="A whiteboard" src="${src}" width="960" height="540" loading="lazy" decoding="async" /></p>`,
    );
    // Anything else after a # stays part of the address, and gives no size.
    expect(renderMarkdown('![a](/images/a.png#top)')).toBe(
      '<p><img alt="a" src="/images/a.png#top" loading="lazy" decoding="async" /></p>',
    );
    expect(renderMarkdown('![a](/images/a.png#0x540)')).toBe(
      '<p><img alt="a" src="/images/a.png#0x540" loading="lazy" decoding="async" /></p>',
    );
  });

  it.each([
    ['from another site', '![a](https://tracker.example/pixel.png)'],
    ['protocol-relative', '![a](//evil.example/x.png)'],
    ['a data: URL', '![a](data:image/png;base64,iVBORw0KGgo=)'],
    ['a javascript: URL', '![a](javascript:alert(1))'],
    ['a reference to a data: URL', '![a][p]\n\n[p]: data:image/svg+xml,<svg/onload=alert(1)>'],
    ['a relative path', '![a](x.png)'],
  ])('refuses a picture %s: no image is left', (_name, markdown) => {
    const html = renderMarkdown(markdown);
    const { tags, attributes } = parse(html);
    expect(tags).not.toContain('img');
    expect(attributes.filter(([name]) => name === 'src')).toEqual([]);
  });

  it.each(HOSTILE)('renders %s inert', (_name, markdown) => {
    const { tags, attributes } = parse(renderMarkdown(markdown));
    expect(tags.filter((tag) => !INERT_TAGS.has(tag))).toEqual([]);
    expect(attributes.filter(([name]) => /^on/i.test(name) || name === 'style')).toEqual([]);
    expect(
      attributes.filter(
        ([name, value]) =>
          (name === 'href' || name === 'src') && !/^(?:https?:|mailto:|#|\/(?!\/))/i.test(value),
      ),
    ).toEqual([]);
  });
});

const INERT_TAGS = new Set([
  'p',
  'a',
  'img',
  'strong',
  'em',
  'code',
  'pre',
  'br',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h2',
]);

/** Every element and attribute of `html`, as a browser's parser would see them. */
function parse(html: string): { tags: string[]; attributes: [string, string][] } {
  const tags: string[] = [];
  const attributes: [string, string][] = [];
  const parser = new Parser({
    onopentag: (name, attribs) => {
      tags.push(name);
      attributes.push(...Object.entries(attribs));
    },
  });
  parser.write(html);
  parser.end();
  return { tags, attributes };
}
