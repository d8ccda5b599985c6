// Small, dependency-free helpers for writing SVG markup: a seeded random source, colour maths,
// an element builder and a document wrapper. Every generator in this folder builds on these.

/** System font stack: no web fonts, nothing fetched. */
export const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Default text colour and size, set once on the root element so text nodes can leave them out. */
export const INK = '#1b2434';

/** Brand palette of the company (see the site's theme colour). */
export const BRAND = {
  primary: '#0b3d91',
  accent: '#0e7c9b',
  sky: '#e8f4fb',
  warm: '#f5a623',
  ink: '#10213f',
  white: '#ffffff',
};

/** FNV-1a hash of a string, as an unsigned 32-bit seed. */
export function hashSeed(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Deterministic random source (mulberry32) seeded from a string. */
export function rng(seedText) {
  let a = hashSeed(String(seedText));
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
    bool: (p = 0.5) => next() < p,
    shuffle: (list) => {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
  };
}

/** Rounds to at most one decimal, keeping the markup short. */
export const num = (value) => {
  const r = Math.round(value * 10) / 10;
  return Object.is(r, -0) ? 0 : r;
};

export function esc(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Builds one element. Attribute values that are undefined, null or false are left out. */
export function h(tag, attrs = {}, ...children) {
  let out = `<${tag}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    const name = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    out += ` ${name}="${typeof value === 'number' ? num(value) : esc(value)}"`;
  }
  const body = children.flat(Infinity).filter((c) => c !== undefined && c !== null && c !== false);
  return body.length ? `${out}>${body.join('')}</${tag}>` : `${out}/>`;
}

export const rect = (x, y, width, height, fill, extra = {}) =>
  h('rect', { x, y, width, height, fill, ...extra });
export const circle = (cx, cy, r, fill, extra = {}) => h('circle', { cx, cy, r, fill, ...extra });
export const path = (d, fill, extra = {}) => h('path', { d, fill, ...extra });
export const line = (x1, y1, x2, y2, stroke, strokeWidth = 1, extra = {}) =>
  h('line', { x1, y1, x2, y2, stroke, strokeWidth: strokeWidth === 1 ? undefined : strokeWidth, ...extra });

/** Text node; `weight`, `size`, `anchor` and `fill` are the usual knobs. */
export function text(x, y, content, { size = 14, weight, fill = INK, anchor, opacity, ls } = {}) {
  return h(
    'text',
    {
      x,
      y,
      fontSize: size === 14 ? undefined : size,
      fontWeight: weight,
      fill: fill === INK ? undefined : fill,
      textAnchor: anchor,
      opacity,
      letterSpacing: ls,
    },
    esc(content),
  );
}

/** Rough width of a string in the system sans-serif font, for sizing pills and wrapping. */
export function textWidth(content, size, weight = 400) {
  let units = 0;
  for (const c of String(content)) {
    if (c === ' ') units += 0.3;
    else if ("il.,:;|!'I".includes(c)) units += 0.28;
    else if ('mwMW@'.includes(c)) units += 0.9;
    else if (c >= 'A' && c <= 'Z') units += 0.7;
    else if (c >= '0' && c <= '9') units += 0.6;
    else units += 0.57;
  }
  return units * size * (weight >= 600 ? 1.1 : 1);
}

/** Greedy word wrap by estimated width. */
export function wrap(content, size, maxWidth, weight = 400) {
  const lines = [];
  let current = '';
  for (const word of String(content).split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && textWidth(candidate, size, weight) > maxWidth) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines;
}

// ---------- colour ----------

export function hsl(hue, sat, light) {
  const s = sat / 100;
  const l = light / 100;
  const k = (n) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (v) =>
    Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

const parse = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** Mixes two hex colours; t = 0 gives a, t = 1 gives b. */
export function mix(a, b, t) {
  const [r1, g1, b1] = parse(a);
  const [r2, g2, b2] = parse(b);
  const c = (x, y) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${c(r1, r2)}${c(g1, g2)}${c(b1, b2)}`;
}

export const tint = (hex, t) => mix(hex, '#ffffff', t);
export const shade = (hex, t) => mix(hex, '#000000', t);

// ---------- documents ----------

/** Wraps a body into a standalone SVG document with width, height, viewBox and a title. */
export function svgDoc({ width, height, title, desc, defs = '', body }) {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `role="img" aria-labelledby="t" font-family="${esc(FONT)}" font-size="14" fill="${INK}">` +
    `<title id="t">${esc(title)}</title>` +
    (desc ? `<desc>${esc(desc)}</desc>` : '') +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    `</svg>\n`
  );
}

export function linearGradient(id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
  return h(
    'linearGradient',
    { id, x1, y1, x2, y2 },
    stops.map(([offset, color, opacity]) => h('stop', { offset, stopColor: color, stopOpacity: opacity })),
  );
}

/** A soft drop shadow filter, used sparingly to keep files small. */
export function shadowFilter(id, { dy = 8, blur = 14, opacity = 0.18, color = '#0b1d3a' } = {}) {
  return h(
    'filter',
    { id, x: -0.2, y: -0.2, width: 1.4, height: 1.5 },
    h('feDropShadow', { dx: 0, dy, stdDeviation: blur, floodColor: color, floodOpacity: opacity }),
  );
}
