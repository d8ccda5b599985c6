/**
 * Markdown to HTML for the site's content, in one place: the API renders at publish time and the
 * site's prerender with the same function, so a page never differs from its preview. Never loaded in
 * a browser on a public route (its own entry, `@orbitwise/contracts/markdown`).
 *
 * Two layers: markdown-it with raw HTML off (a `<script>` in the source is text) and its link check
 * (no `javascript:`, `vbscript:`, `file:`, `data:`), then sanitize-html with an allow-list of tags,
 * attributes and URL schemes, so that nothing a future parser option lets through can run.
 */
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { MARKDOWN_FIELDS, type ContentData, type ContentKind } from './content.js';

/** Only absolute http(s) and mailto links, paths on this site and anchors: anything else is dropped. */
const SAFE_LINK = /^(?:https?:\/\/|mailto:|\/(?!\/)|#)/i;
/**
 * Pictures only from this site (an uploaded picture's `/api/media/…`, or a site path): the pages'
 * Content-Security-Policy allows no other (`img-src 'self'`), and a picture from elsewhere would tell
 * that host who reads the page. A picture without such a source is left out.
 */
const SAFE_IMAGE = /^\/(?![/\\])/;
/**
 * A picture's intrinsic size, written by the console's "Insert image" after its address
 * (`/api/media/<sha256>-960.webp#960x540`): the `<img>` gets `width` and `height`, so the browser keeps
 * its place before it loads (no layout shift). A fragment is plain Markdown any renderer reads, and the
 * browser never sends it.
 */
const IMAGE_SIZE = /^(.+)#([1-9]\d{0,4})x([1-9]\d{0,4})$/;

const parser = new MarkdownIt({ html: false, linkify: true, typographer: false });

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'em',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    ol: ['start'],
    th: ['style'],
    td: ['style'],
  },
  allowedStyles: {
    th: { 'text-align': [/^(?:left|right|center)$/] },
    td: { 'text-align': [/^(?:left|right|center)$/] },
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  transformTags: {
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs;
      if (href === undefined || !SAFE_LINK.test(href)) return { tagName, attribs: rest };
      // Links out of the site do not hand the page to the target (`window.opener`), nor pass rank.
      const external = /^https?:/i.test(href);
      return {
        tagName,
        attribs: external ? { ...rest, href, rel: 'noopener noreferrer nofollow' } : { ...rest, href },
      };
    },
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      if (src === undefined || !SAFE_IMAGE.test(src)) return { tagName, attribs: rest };
      const sized = IMAGE_SIZE.exec(src);
      const size: sanitizeHtml.Attributes = sized
        ? { src: sized[1]!, width: sized[2]!, height: sized[3]! }
        : { src };
      // Below the fold as a rule: the browser fetches it when the reader nears it.
      return { tagName, attribs: { ...rest, ...size, loading: 'lazy', decoding: 'async' } };
    },
    // A heading level 1 is the page's title; a body's headings start at 2.
    h1: 'h2',
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};
SANITIZE_OPTIONS.allowedAttributes = { ...SANITIZE_OPTIONS.allowedAttributes, a: ['href', 'title', 'rel'] };

/** The HTML of `markdown`, safe to insert into a page as it is. */
export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(parser.render(markdown), SANITIZE_OPTIONS).trim();
}

/** A document's Markdown fields (MARKDOWN_FIELDS), rendered: the public read's `html`. */
export function renderContentHtml(kind: ContentKind, data: ContentData): Record<string, string> {
  const fields = MARKDOWN_FIELDS[kind] as readonly string[];
  const record = data as unknown as Record<string, unknown>;
  return Object.fromEntries(fields.map((field) => [field, renderMarkdown(String(record[field] ?? ''))]));
}
