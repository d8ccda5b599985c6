// Portfolio art: a 1200x800 hero per project and twelve 1280x800 app screenshot mocks. The mocks are
// assembled from a small UI kit (nav bar, sidebar, cards, charts, tables, forms); the layout varies by
// screenshot number, the palette and the vocabulary by project.
import { DOMAINS } from './projects.mjs';
import {
  circle,
  h,
  hsl,
  INK,
  line,
  linearGradient,
  num,
  path,
  rect,
  rng,
  shade,
  shadowFilter,
  svgDoc,
  text,
  textWidth,
  tint,
  wrap,
} from './svg.mjs';

const W = 1280;
const HGT = 800;
const NAV = 60;
const SIDE = 232;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const PEOPLE = ['Anita', 'Rahul', 'Maya', 'Vikram', 'Sara', 'Kiran', 'Leo', 'Nadia'];

export function theme(project) {
  const hue = project.hue;
  const golden = hue >= 35 && hue <= 70;
  const primary = hsl(hue, golden ? 80 : 66, golden ? 40 : 44);
  return {
    primary,
    dark: hsl(hue, 42, 15),
    deep: hsl(hue, 55, 26),
    second: hsl((hue + 38) % 360, 62, 52),
    third: hsl((hue + 322) % 360, 58, 62),
    warm: '#f5a623',
    soft: hsl(hue, 75, 95),
    page: hsl(hue, 30, 97.5),
    line: hsl(hue, 20, 90),
    ink: INK,
    muted: '#6b7587',
    faint: '#c9cfd9',
    ok: '#1f9d63',
    bad: '#d64545',
    darkSide: hue % 3 !== 0,
    cur: DOMAINS[project.domain]?.currency ?? '$',
  };
}

// ---------- formatting ----------

/** A KPI 'Label:kind:min:max' as [label, 'kind:min:max']. */
function splitKpi(spec) {
  const at = spec.indexOf(':');
  return [spec.slice(0, at), spec.slice(at + 1)];
}

/** Money as a product would show it: grouped, or in thousands (k) or millions (M). */
function money(value, cur) {
  if (value >= 1e6) return `${cur}${num(value / 1e6).toFixed(1)}M`;
  if (value >= 1e5) return `${cur}${Math.round(value / 1e3)}k`;
  if (value >= 1e4) return `${cur}${num(value / 1e3).toFixed(1)}k`;
  return `${cur}${Math.round(value).toLocaleString('en-US')}`;
}

/** A value for 'kind:min:max' (see DOMAINS in projects.mjs), formatted. */
function fmt(spec, r, cur = '$') {
  const [kind, lo, hi] = spec.split(':');
  const between = (a, b) => (lo === undefined ? r.range(a, b) : r.range(Number(lo), Number(hi)));
  switch (kind) {
    case 'n':
      return Math.round(between(120, 48000)).toLocaleString('en-US');
    case '%': {
      const v = between(62, 98.9);
      return `${v >= 99.95 ? 100 : num(v).toFixed(1)}%`;
    }
    case '$':
      return money(between(120, 9800), cur);
    case 'h':
      return `${num(between(1.2, 9.8)).toFixed(1)} h`;
    case 'd':
      return `${num(between(1.5, 12)).toFixed(1)} days`;
    case 'm':
      return `${Math.round(between(2, 30))} min`;
    case 'sec':
      return `${num(between(1, 9)).toFixed(1)} s`;
    default:
      return `${num(r.range(4.3, 4.9)).toFixed(1)} / 5`;
  }
}

/** The table's last column for a row of category `cat`: its price range when the domain has one. */
function rowValue(d, r, t, cat) {
  const range = d.prices?.[cat];
  if (range) return money(r.int(range[0], range[1]), t.cur);
  const [kind, lo, hi] = d.metric.split(':');
  const v = r.int(Number(lo), Number(hi));
  if (kind === '$') return money(v, t.cur);
  if (kind === '%') return `${v}%`;
  return v.toLocaleString('en-US');
}

const date = (r) => `${r.pick(MONTHS.slice(0, 6))} ${r.int(1, 28)}, 2025`;
const initials = (name) =>
  name
    .replace(/^Dr\. /, '')
    .split(/[\s.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0].toUpperCase())
    .join('');

// ---------- UI kit ----------

const card = (x, y, w, hh, t, extra = {}) => rect(x, y, w, hh, '#fff', { rx: 12, stroke: t.line, ...extra });
const bar = (x, y, w, color, hh = 8) => rect(x, y, w, hh, color, { rx: hh / 2 });
const pill = (x, y, label, color, { size = 12, filled = false } = {}) => {
  const w = textWidth(label, size, 600) + 20;
  return (
    rect(x, y, w, size + 10, filled ? color : tint(color, 0.86), { rx: (size + 10) / 2 }) +
    text(x + w / 2, y + size + 2, label, {
      size,
      weight: 600,
      fill: filled ? '#fff' : shade(color, 0.15),
      anchor: 'middle',
    })
  );
};
const button = (x, y, label, t, { ghost = false, w } = {}) => {
  const bw = w ?? textWidth(label, 14, 600) + 36;
  return (
    rect(x, y, bw, 38, ghost ? '#fff' : t.primary, { rx: 8, stroke: ghost ? t.line : undefined }) +
    text(x + bw / 2, y + 24, label, { size: 14, weight: 600, fill: ghost ? t.ink : '#fff', anchor: 'middle' })
  );
};
const avatar = (cx, cy, r, color, label) =>
  circle(cx, cy, r, tint(color, 0.75)) +
  text(cx, cy + r * 0.36, label, { size: r * 0.9, weight: 700, fill: shade(color, 0.2), anchor: 'middle' });
const statusColor = (t, i) => [t.ok, t.warm, t.bad][i % 3];
const input = (x, y, w, label, value, t, { focus = false } = {}) =>
  text(x, y, label, { size: 13, weight: 600, fill: t.ink }) +
  rect(x, y + 10, w, 40, '#fff', { rx: 8, stroke: focus ? t.primary : t.faint, strokeWidth: focus ? 2 : 1 }) +
  text(x + 14, y + 35, value, { size: 14, fill: value ? t.ink : t.muted });
const toggle = (x, y, on, t) =>
  rect(x, y, 40, 22, on ? t.primary : t.faint, { rx: 11 }) + circle(on ? x + 29 : x + 11, y + 11, 8, '#fff');

function smooth(points) {
  let d = `M${Math.round(points[0][0])} ${Math.round(points[0][1])}`;
  for (let i = 0; i < points.length - 1; i += 1) {
    const [x0, y0] = points[Math.max(0, i - 1)];
    const [x1, y1] = points[i];
    const [x2, y2] = points[i + 1];
    const [x3, y3] = points[Math.min(points.length - 1, i + 2)];
    d += `C${Math.round(x1 + (x2 - x0) / 6)} ${Math.round(y1 + (y2 - y0) / 6)} ${Math.round(x2 - (x3 - x1) / 6)} ${Math.round(y2 - (y3 - y1) / 6)} ${Math.round(x2)} ${Math.round(y2)}`;
  }
  return d;
}

function series(r, count, lo = 0.25, hi = 0.9) {
  const out = [];
  let v = r.range(lo, hi);
  for (let i = 0; i < count; i += 1) {
    v = Math.min(hi, Math.max(lo, v + r.range(-0.14, 0.17)));
    out.push(v);
  }
  return out;
}

function lineChart(x, y, w, hh, t, r, { lines = 2, gradId = 'ga', labels = true } = {}) {
  let out = '';
  for (let i = 0; i <= 4; i += 1) out += line(x, y + (hh * i) / 4, x + w, y + (hh * i) / 4, t.line, 1);
  const colors = [t.primary, t.second, t.warm];
  for (let s = lines - 1; s >= 0; s -= 1) {
    const vals = series(r, 12, s ? 0.15 : 0.35, s ? 0.6 : 0.92);
    const pts = vals.map((v, i) => [x + (w * i) / 11, y + hh - v * hh]);
    const d = smooth(pts);
    if (s === 0) out += path(`${d}L${x + w} ${y + hh}L${x} ${y + hh}Z`, `url(#${gradId})`);
    out += path(d, 'none', {
      stroke: colors[s],
      strokeWidth: s ? 2 : 3,
      strokeDasharray: s ? '6 5' : undefined,
      strokeLinecap: 'round',
    });
    if (s === 0) {
      const [px, py] = pts[8];
      out += circle(px, py, 6, '#fff', { stroke: colors[0], strokeWidth: 3 });
    }
  }
  if (labels)
    for (let i = 0; i < 12; i += 2)
      out += text(x + (w * i) / 11, y + hh + 22, MONTHS[i], { size: 12, fill: t.muted, anchor: 'middle' });
  return out;
}

function barChart(x, y, w, hh, t, r, { count = 12, labels = true, two = true } = {}) {
  let out = '';
  for (let i = 0; i <= 4; i += 1) out += line(x, y + (hh * i) / 4, x + w, y + (hh * i) / 4, t.line, 1);
  const step = w / count;
  const bw = Math.min(26, step * (two ? 0.3 : 0.5));
  const a = series(r, count, 0.3, 0.95);
  const b = series(r, count, 0.15, 0.7);
  for (let i = 0; i < count; i += 1) {
    const cx = x + step * i + step / 2;
    const h1 = a[i] * hh;
    out += rect(two ? cx - bw - 2 : cx - bw / 2, y + hh - h1, bw, h1, t.primary, { rx: 4 });
    if (two) out += rect(cx + 2, y + hh - b[i] * hh, bw, b[i] * hh, tint(t.second, 0.3), { rx: 4 });
    if (labels) out += text(cx, y + hh + 22, MONTHS[i % 12], { size: 12, fill: t.muted, anchor: 'middle' });
  }
  return out;
}

function donut(cx, cy, rad, t, r, parts = 4) {
  const colors = [t.primary, t.second, t.warm, t.third];
  const raw = Array.from({ length: parts }, () => r.range(1, 3));
  const sum = raw.reduce((s, v) => s + v, 0);
  const circ = 2 * Math.PI * rad;
  let offset = 0;
  let out = circle(cx, cy, rad, 'none', { stroke: t.soft, strokeWidth: 22 });
  raw.forEach((v, i) => {
    const len = (v / sum) * circ;
    out += circle(cx, cy, rad, 'none', {
      stroke: colors[i],
      strokeWidth: 22,
      strokeDasharray: `${num(len - 3)} ${num(circ - len + 3)}`,
      strokeDashoffset: num(-offset),
      transform: `rotate(-90 ${cx} ${cy})`,
    });
    offset += len;
  });
  return { svg: out, shares: raw.map((v) => Math.round((v / sum) * 100)), colors };
}

function table(x, y, w, t, r, d, rows, { rowH = 52, check = false } = {}) {
  const cols = [...d.cols, 'Status'];
  const widths = [0.32, 0.19, 0.18, 0.14, 0.17].map((f) => f * w);
  let out = rect(x, y, w, 40, t.page) + line(x, y + 40, x + w, y + 40, t.line);
  let cx = x + 20 + (check ? 32 : 0);
  cols.forEach((c, i) => {
    out += text(cx, y + 25, c.toUpperCase(), { size: 11, weight: 700, fill: t.muted, ls: 0.6 });
    cx += widths[i] - (i === 0 && check ? 32 : 0);
  });
  for (let j = 0; j < rows; j += 1) {
    const ry = y + 40 + j * rowH;
    const item = d.items[j % d.items.length];
    const si = r.int(0, 2);
    let px = x + 20;
    if (check) {
      out += rect(px, ry + rowH / 2 - 8, 16, 16, j === 1 ? t.primary : '#fff', {
        rx: 4,
        stroke: j === 1 ? t.primary : t.faint,
      });
      px += 32;
    }
    out += avatar(px + 14, ry + rowH / 2, 14, [t.primary, t.second, t.third][j % 3], initials(item));
    out += text(px + 38, ry + rowH / 2 + 5, item, { size: 14, weight: 600, fill: t.ink });
    px = x + 20 + widths[0];
    out += text(px, ry + rowH / 2 + 5, d.cats[j % d.cats.length], { size: 14, fill: t.muted });
    px += widths[1];
    out += text(px, ry + rowH / 2 + 5, date(r), { size: 14, fill: t.muted });
    px += widths[2];
    out += text(px, ry + rowH / 2 + 5, rowValue(d, r, t, d.cats[j % d.cats.length]), {
      size: 14,
      weight: 600,
      fill: t.ink,
    });
    px += widths[3];
    out += pill(px, ry + rowH / 2 - 11, d.statuses[si], statusColor(t, si));
    if (j < rows - 1) out += line(x + 16, ry + rowH, x + w - 16, ry + rowH, t.line);
  }
  return out;
}

function kpiCard(x, y, w, t, r, spec, i) {
  const [label, kind] = splitKpi(spec);
  const up = r.bool(0.75);
  const delta = `${up ? '+' : '−'}${num(r.range(1.2, 18)).toFixed(1)}%`;
  const color = [t.primary, t.second, t.warm, t.third][i % 4];
  const vals = series(r, 8, 0.2, 0.9);
  const pts = vals.map((v, k) => [x + w - 96 + k * 10, y + 78 - v * 34]);
  return (
    card(x, y, w, 112, t) +
    rect(x + 20, y + 20, 34, 34, tint(color, 0.82), { rx: 9 }) +
    circle(x + 37, y + 37, 7, color) +
    text(x + 66, y + 42, label, {
      size: Math.min(13, (13 * (w - 150)) / textWidth(label, 13)),
      fill: t.muted,
    }) +
    text(x + 20, y + 90, fmt(kind, r, t.cur), { size: 24, weight: 700, fill: t.ink }) +
    text(x + w - 20, y + 42, delta, { size: 12, weight: 700, fill: up ? t.ok : t.bad, anchor: 'end' }) +
    path(smooth(pts), 'none', { stroke: color, strokeWidth: 2.5, strokeLinecap: 'round' })
  );
}

function header(x, y, title, sub, t, action) {
  return (
    text(x, y + 22, title, { size: 24, weight: 700, fill: t.ink }) +
    (sub ? text(x, y + 46, sub, { size: 14, fill: t.muted }) : '') +
    (action ? button(W - 28 - (textWidth(action, 14, 600) + 36), y + 4, action, t) : '')
  );
}

function logo(x, y, p, t, { light = false, size = 34, max = 150 } = {}) {
  const fs = Math.min(size * 0.5, (size * 0.5 * max) / textWidth(p.name, size * 0.5, 700));
  return (
    rect(x, y, size, size, light ? '#fff' : t.primary, { rx: size * 0.28 }) +
    text(x + size / 2, y + size * 0.68, p.name[0], {
      size: size * 0.55,
      weight: 800,
      fill: light ? t.primary : '#fff',
      anchor: 'middle',
    }) +
    text(x + size + 12, y + size * 0.68, p.name, { size: num(fs), weight: 700, fill: light ? '#fff' : t.ink })
  );
}

/** Top bar and sidebar of the app; `active` is the highlighted menu entry. */
function chrome(p, t, d, active, r, lite = false) {
  const dark = t.darkSide;
  let out = rect(0, 0, W, HGT, t.page);
  out += rect(0, 0, SIDE, HGT, dark ? t.dark : '#fff') + (dark ? '' : line(SIDE, 0, SIDE, HGT, t.line));
  out += logo(22, 13, p, t, { light: dark });
  d.nav.forEach((item, i) => {
    const y = 92 + i * 46;
    const on = i === active;
    if (on) out += rect(14, y - 4, SIDE - 28, 40, dark ? shade(t.primary, 0.1) : t.soft, { rx: 9 });
    out += rect(30, y + 8, 16, 16, on ? (dark ? '#fff' : t.primary) : dark ? '#ffffff55' : t.faint, {
      rx: 4,
    });
    out += text(58, y + 21, item, {
      size: 14,
      weight: on ? 700 : 500,
      fill: on ? (dark ? '#fff' : t.primary) : dark ? '#c8d2e3' : t.muted,
    });
  });
  if (!lite) {
    out += rect(16, HGT - 130, SIDE - 32, 110, dark ? shade(t.primary, 0.25) : t.soft, { rx: 12 });
    out += text(32, HGT - 98, 'Need help?', { size: 14, weight: 700, fill: dark ? '#fff' : t.ink });
    out += text(32, HGT - 76, 'Guides and support', { size: 12, fill: dark ? '#c8d2e3' : t.muted });
    out += rect(32, HGT - 62, 110, 30, dark ? '#fff' : t.primary, { rx: 7 });
    out += text(87, HGT - 42, 'Open docs', {
      size: 12,
      weight: 700,
      fill: dark ? t.primary : '#fff',
      anchor: 'middle',
    });
  }
  out += rect(SIDE, 0, W - SIDE, NAV, '#fff') + line(SIDE, NAV, W, NAV, t.line);
  out += rect(SIDE + 28, 12, 340, 36, t.page, { rx: 18, stroke: t.line });
  out += circle(SIDE + 50, 30, 6, 'none', { stroke: t.muted, strokeWidth: 2 });
  out += text(SIDE + 66, 35, `Search ${d.nav[1].toLowerCase()}…`, { size: 13, fill: t.muted });
  out += circle(W - 150, 30, 17, t.page) + path(`M${W - 156} 34h12l-2-3v-5a4 4 0 0 0-8 0v5z`, t.muted);
  out += circle(W - 141, 22, 4, t.bad);
  const who = r.pick(PEOPLE);
  out += avatar(W - 100, 30, 17, t.second, who[0]);
  out += text(W - 76, 35, who, { size: 14, weight: 600, fill: t.ink });
  return out;
}

// ---------- the twelve layouts ----------

const CX = SIDE + 28;
const CW = W - SIDE - 56;

function shotDashboard(p, t, d, r, lite = false) {
  let out = chrome(p, t, d, 0, r, lite);
  out += header(CX, 80, d.nav[0], `Here is what is happening with ${p.name} today`, t, 'New report');
  const kw = (CW - 60) / 4;
  d.kpis.forEach((k, i) => (out += kpiCard(CX + i * (kw + 20), 150, kw, t, r, k, i)));
  out += card(CX, 282, 640, 268, t) + text(CX + 24, 316, d.chart, { size: 16, weight: 700, fill: t.ink });
  out += pill(CX + 640 - 110, 298, 'This year', t.primary);
  out += lineChart(CX + 24, 340, 592, 160, t, r);
  const dx = CX + 660;
  const dw = CW - 660;
  out +=
    card(dx, 282, dw, 268, t) +
    text(dx + 24, 316, `By ${d.cols[1].toLowerCase()}`, { size: 16, weight: 700, fill: t.ink });
  const dn = donut(dx + 84, 430, 56, t, r);
  out +=
    dn.svg + text(dx + 84, 437, `${dn.shares[0]}%`, { size: 20, weight: 700, fill: t.ink, anchor: 'middle' });
  d.cats.forEach((c, i) => {
    out += circle(dx + 174, 380 + i * 30, 5, dn.colors[i]);
    out += text(dx + 186, 385 + i * 30, c, { size: 13, fill: t.ink });
    out += text(dx + dw - 20, 385 + i * 30, `${dn.shares[i]}%`, {
      size: 13,
      weight: 600,
      fill: t.muted,
      anchor: 'end',
    });
  });
  out +=
    card(CX, 570, CW, 214, t) +
    text(CX + 24, 600, `Recent ${d.cols[0].toLowerCase()}s`, { size: 16, weight: 700, fill: t.ink });
  out += table(CX, 616, CW, t, r, d, lite ? 2 : 3, { rowH: 42 });
  return out;
}

function shotAnalytics(p, t, d, r) {
  let out = chrome(p, t, d, 5, r);
  out += header(CX, 80, 'Analytics', `${d.chart} and breakdowns`, t);
  const segs = ['Day', 'Week', 'Month', 'Year'];
  out += rect(W - 28 - 300, 84, 300, 38, '#fff', { rx: 9, stroke: t.line });
  segs.forEach((s, i) => {
    if (i === 2) out += rect(W - 328 + 4 + i * 74, 88, 70, 30, t.primary, { rx: 7 });
    out += text(W - 328 + 39 + i * 74, 108, s, {
      size: 13,
      weight: 600,
      fill: i === 2 ? '#fff' : t.muted,
      anchor: 'middle',
    });
  });
  out +=
    card(CX, 146, CW, 330, t) +
    text(CX + 24, 182, splitKpi(d.kpis[0])[0], { size: 16, weight: 700, fill: t.ink });
  out += text(CX + 24, 214, fmt(splitKpi(d.kpis[0])[1], r, t.cur), { size: 28, weight: 700, fill: t.ink });
  out += pill(CX + 190, 194, `+${r.int(4, 24)}% vs last year`, t.ok);
  out +=
    circle(CX + CW - 210, 182, 5, t.primary) +
    text(CX + CW - 198, 187, 'This year', { size: 12, fill: t.muted });
  out +=
    circle(CX + CW - 110, 182, 5, tint(t.second, 0.3)) +
    text(CX + CW - 98, 187, 'Last year', { size: 12, fill: t.muted });
  out += barChart(CX + 24, 236, CW - 48, 190, t, r);
  const cw3 = (CW - 40) / 3;
  out += card(CX, 496, cw3, 288, t) + text(CX + 24, 530, 'Share', { size: 16, weight: 700, fill: t.ink });
  const dn = donut(CX + cw3 / 2, 640, 70, t, r);
  out +=
    dn.svg +
    text(CX + cw3 / 2, 636, `${dn.shares[0]}%`, { size: 22, weight: 700, fill: t.ink, anchor: 'middle' });
  out += text(CX + cw3 / 2, 656, d.cats[0], { size: 12, fill: t.muted, anchor: 'middle' });
  const x2 = CX + cw3 + 20;
  out +=
    card(x2, 496, cw3, 288, t) +
    text(x2 + 24, 530, `Top ${d.cols[0].toLowerCase()}s`, { size: 16, weight: 700, fill: t.ink });
  d.items.slice(0, 5).forEach((it, i) => {
    const v = r.range(0.35, 0.95);
    out += text(x2 + 24, 570 + i * 42, it, { size: 13, fill: t.ink });
    out += text(x2 + cw3 - 24, 570 + i * 42, `${Math.round(v * 100)}%`, {
      size: 13,
      weight: 600,
      fill: t.muted,
      anchor: 'end',
    });
    out +=
      bar(x2 + 24, 580 + i * 42, cw3 - 48, t.soft, 6) +
      bar(x2 + 24, 580 + i * 42, (cw3 - 48) * v, t.primary, 6);
  });
  const x3 = x2 + cw3 + 20;
  out +=
    card(x3, 496, cw3, 288, t) + text(x3 + 24, 530, 'Highlights', { size: 16, weight: 700, fill: t.ink });
  d.kpis.forEach((k, i) => {
    const [label, kind] = splitKpi(k);
    out += rect(x3 + 24, 552 + i * 56, cw3 - 48, 46, t.page, { rx: 9 });
    out += text(x3 + 40, 580 + i * 56, label, { size: 13, fill: t.muted });
    out += text(x3 + cw3 - 40, 581 + i * 56, fmt(kind, r, t.cur), {
      size: 15,
      weight: 700,
      fill: t.ink,
      anchor: 'end',
    });
  });
  return out;
}

function shotTable(p, t, d, r) {
  let out = chrome(p, t, d, 1, r);
  out += header(
    CX,
    80,
    d.nav[1],
    `${r.int(120, 980)} records · updated 2 minutes ago`,
    t,
    `Add ${d.cols[0].toLowerCase()}`,
  );
  out += card(CX, 146, CW, 638, t);
  out +=
    rect(CX + 20, 166, 300, 38, t.page, { rx: 8, stroke: t.line }) +
    text(CX + 40, 190, `Filter ${d.nav[1].toLowerCase()}`, { size: 13, fill: t.muted });
  let fx = CX + 336;
  [d.cols[1], 'Status', 'Date range'].forEach((f) => {
    const fw = textWidth(f, 13, 600) + 52;
    out +=
      rect(fx, 166, fw, 38, '#fff', { rx: 8, stroke: t.line }) +
      text(fx + 14, 190, f, { size: 13, weight: 600, fill: t.ink });
    out += path(`M${fx + fw - 22} 183l5 5 5-5`, 'none', { stroke: t.muted, strokeWidth: 2 });
    fx += fw + 10;
  });
  out += button(CX + CW - 120, 166, 'Export', t, { ghost: true, w: 100 });
  out += table(CX, 222, CW, t, r, d, 9, { rowH: 54, check: true });
  out += line(CX, 748 - 2, CX + CW, 748 - 2, t.line);
  out += text(CX + 24, 770, 'Showing 1–9 of 128', { size: 13, fill: t.muted });
  [1, 2, 3, 4].forEach((n, i) => {
    const bx = CX + CW - 190 + i * 40;
    out += rect(bx, 752, 32, 28, i === 0 ? t.primary : '#fff', {
      rx: 7,
      stroke: i === 0 ? undefined : t.line,
    });
    out += text(bx + 16, 771, String(n), {
      size: 13,
      weight: 600,
      fill: i === 0 ? '#fff' : t.ink,
      anchor: 'middle',
    });
  });
  return out;
}

function shotForm(p, t, d, r) {
  let out = chrome(p, t, d, 4, r);
  out += header(CX, 80, 'Settings', `Manage your ${p.name} workspace`, t);
  out += card(CX, 146, 220, 300, t);
  ['General', 'Profile', 'Notifications', 'Security', 'Billing', 'Integrations'].forEach((s, i) => {
    if (i === 1) out += rect(CX + 10, 158 + i * 46, 200, 38, t.soft, { rx: 8 });
    out += text(CX + 26, 182 + i * 46, s, {
      size: 14,
      weight: i === 1 ? 700 : 500,
      fill: i === 1 ? t.primary : t.ink,
    });
  });
  const fx = CX + 240;
  const fw = CW - 240;
  out += card(fx, 146, fw, 638, t);
  out += text(fx + 32, 186, 'Profile', { size: 18, weight: 700, fill: t.ink });
  out += text(fx + 32, 210, 'This information appears on invoices and notifications.', {
    size: 13,
    fill: t.muted,
  });
  const who = r.pick(PEOPLE);
  out += avatar(fx + 64, 268, 32, t.primary, who[0]);
  out += button(fx + 116, 250, 'Upload photo', t, { ghost: true });
  const half = (fw - 88) / 2;
  const c1 = fx + 32;
  const c2 = fx + 56 + half;
  out += input(c1, 336, half, 'First name', who, t);
  out += input(c2, 336, half, 'Last name', r.pick(['Sharma', 'Fernandes', 'Iyer', 'Wong', 'Patel']), t);
  out += input(c1, 420, half, 'Email', `${who.toLowerCase()}@${p.id.slice(0, 10).toLowerCase()}.example`, t, {
    focus: true,
  });
  out += input(c2, 420, half, 'Phone', '+91 98480 22311', t);
  out += input(c1, 504, half, 'Role', r.pick(['Administrator', 'Manager', 'Analyst']), t);
  out += input(c2, 504, half, 'Time zone', 'Asia/Kolkata (GMT+5:30)', t);
  out += path(`M${c2 + half - 26} 530l5 5 5-5`, 'none', { stroke: t.muted, strokeWidth: 2 });
  [
    'Email me a weekly summary',
    'Notify me about new ' + d.cols[0].toLowerCase() + 's',
    'Two-factor sign-in',
  ].forEach((s, i) => {
    out += toggle(c1, 590 + i * 40, i !== 1, t) + text(c1 + 54, 606 + i * 40, s, { size: 14, fill: t.ink });
  });
  out += line(fx, 718, fx + fw, 718, t.line);
  out += button(fx + fw - 164, 732, 'Save changes', t, { w: 140 });
  out += button(fx + fw - 268, 732, 'Cancel', t, { ghost: true, w: 92 });
  return out;
}

function shotKanban(p, t, d, r) {
  let out = chrome(p, t, d, 2, r);
  out += header(CX, 80, `${d.nav[1]} board`, `${d.stages.join(' → ')}`, t, 'New card');
  const colW = (CW - 48) / 4;
  d.stages.forEach((stage, c) => {
    const x = CX + c * (colW + 16);
    const count = [3, 3, 2, 2][(c + r.int(0, 3)) % 4];
    out += rect(x, 146, colW, 638, tint(t.soft, 0.3), { rx: 12 });
    out += circle(x + 22, 174, 5, [t.muted, t.primary, t.warm, t.ok][c]);
    out += text(x + 34, 179, stage, { size: 14, weight: 700, fill: t.ink });
    out += text(x + colW - 18, 179, String(count + r.int(0, 6)), {
      size: 13,
      weight: 600,
      fill: t.muted,
      anchor: 'end',
    });
    for (let k = 0; k < count; k += 1) {
      const y = 198 + k * 170;
      const item = d.items[(c * 2 + k) % d.items.length];
      out += card(x + 10, y, colW - 20, 156, t);
      out += pill(
        x + 26,
        y + 16,
        d.cats[(c + k) % d.cats.length],
        [t.primary, t.second, t.third, t.warm][(c + k) % 4],
      );
      out += text(x + 26, y + 66, item, { size: 14, weight: 700, fill: t.ink });
      out += bar(x + 26, y + 84, colW - 70, t.line, 7);
      const prog = r.range(0.2, 1);
      out +=
        bar(x + 26, y + 116, colW - 52, t.soft, 6) + bar(x + 26, y + 116, (colW - 52) * prog, t.primary, 6);
      out +=
        avatar(x + 38, y + 140, 11, t.second, r.pick(PEOPLE)[0]) +
        avatar(x + 56, y + 140, 11, t.third, r.pick(PEOPLE)[0]);
      out += text(x + colW - 26, y + 145, `${MONTHS[r.int(2, 6)]} ${r.int(1, 28)}`, {
        size: 12,
        fill: t.muted,
        anchor: 'end',
      });
    }
  });
  return out;
}

function shotCalendar(p, t, d, r) {
  let out = chrome(p, t, d, 2, r);
  out += header(CX, 80, 'March 2025', `${d.nav[2]} · ${r.int(18, 60)} items this month`, t, 'Schedule');
  const gw = CW - 300;
  out += card(CX, 146, gw, 638, t);
  const cw = gw / 7;
  ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].forEach(
    (dname, i) => (out += text(CX + i * cw + 14, 176, dname, { size: 12, weight: 700, fill: t.muted })),
  );
  const rh = (638 - 48) / 5;
  const colors = [t.primary, t.second, t.warm, t.third];
  out += rect(CX + 5 * cw, 194, 2 * cw - 1, 5 * rh - 1, t.page);
  for (let k = 0; k <= 5; k += 1) out += line(CX, 194 + k * rh, CX + gw, 194 + k * rh, t.line);
  for (let k = 1; k < 7; k += 1) out += line(CX + k * cw, 194, CX + k * cw, 784, t.line);
  for (let w = 0; w < 5; w += 1)
    for (let i = 0; i < 7; i += 1) {
      const x = CX + i * cw;
      const y = 194 + w * rh;
      const day = w * 7 + i - 4;
      const inMonth = day >= 1 && day <= 31;
      const today = day === 12;
      if (today) out += circle(x + 20, y + 18, 13, t.primary);
      out += text(x + 20, y + 23, String(inMonth ? day : day < 1 ? 28 + day : day - 31), {
        size: 13,
        weight: today ? 700 : 500,
        fill: today ? '#fff' : inMonth ? t.ink : t.faint,
        anchor: 'middle',
      });
      if (inMonth && i < 5 && r.bool(0.55)) {
        const n = r.int(1, 2);
        for (let e = 0; e < n; e += 1) {
          const c = colors[(w + i + e) % 4];
          out += rect(x + 6, y + 38 + e * 26, cw - 12, 22, tint(c, 0.85), { rx: 5 });
          out += rect(x + 6, y + 38 + e * 26, 4, 22, c, { rx: 2 });
          out += text(x + 15, y + 53 + e * 26, d.cats[(w + i + e) % d.cats.length].slice(0, 11), {
            size: 11,
            weight: 600,
            fill: shade(c, 0.2),
          });
        }
      }
    }
  const sx = CX + gw + 20;
  out += card(sx, 146, 280, 638, t) + text(sx + 20, 180, 'Upcoming', { size: 16, weight: 700, fill: t.ink });
  d.items.slice(0, 6).forEach((it, i) => {
    const y = 204 + i * 92;
    const c = colors[i % 4];
    out += rect(sx + 20, y, 240, 78, t.page, { rx: 10 }) + rect(sx + 20, y, 4, 78, c, { rx: 2 });
    out += text(sx + 36, y + 26, `${String(9 + i).padStart(2, '0')}:${i % 2 ? '30' : '00'}`, {
      size: 12,
      weight: 700,
      fill: c,
    });
    out += text(sx + 36, y + 48, it, { size: 14, weight: 600, fill: t.ink });
    out += text(sx + 36, y + 66, d.cats[i % d.cats.length], { size: 12, fill: t.muted });
  });
  return out;
}

function shotDetail(p, t, d, r) {
  let out = chrome(p, t, d, 1, r);
  const item = d.items[r.int(0, 5)];
  out += text(CX, 100, `${d.nav[1]}  /  ${item}`, { size: 13, fill: t.muted });
  out += card(CX, 118, CW, 200, t, { clipPath: undefined });
  out += rect(CX, 118, CW, 90, `url(#gb)`, { rx: 12 }) + rect(CX, 190, CW, 20, '#fff');
  out += circle(CX + 80, 210, 46, '#fff') + avatar(CX + 80, 210, 40, t.primary, initials(item));
  out += text(CX + 144, 248, item, { size: 22, weight: 700, fill: t.ink });
  out += text(CX + 144, 274, `${d.cats[1]} · ${d.cols[2]} ${date(r)}`, { size: 14, fill: t.muted });
  out += pill(CX + 144 + textWidth(item, 22, 700) + 16, 228, d.statuses[0], t.ok);
  out +=
    button(CX + CW - 230, 232, 'Message', t, { ghost: true, w: 100 }) +
    button(CX + CW - 118, 232, 'Edit', t, { w: 96 });
  ['Overview', 'Activity', 'Documents', 'Notes'].forEach((tab, i) => {
    out += text(CX + 24 + i * 110, 346, tab, {
      size: 14,
      weight: i === 0 ? 700 : 500,
      fill: i === 0 ? t.primary : t.muted,
    });
    if (i === 0) out += rect(CX + 24, 356, textWidth(tab, 14, 700), 3, t.primary, { rx: 1.5 });
  });
  out += line(CX, 360, CX + CW, 360, t.line);
  const lw = 420;
  out += card(CX, 380, lw, 404, t) + text(CX + 24, 414, 'Details', { size: 16, weight: 700, fill: t.ink });
  [
    [d.cols[1], d.cats[1]],
    ['Owner', `${r.pick(PEOPLE)} ${r.pick(['Rao', 'Das', 'Khan', 'Cole'])}`],
    [d.cols[2], date(r)],
    [d.cols[3], rowValue(d, r, t, d.cats[1])],
    ['Stage', d.stages[2]],
    ['Reference', `${p.name.slice(0, 3).toUpperCase()}-${r.int(1000, 9999)}`],
  ].forEach(([k, v], i) => {
    out += text(CX + 24, 456 + i * 50, k, { size: 13, fill: t.muted });
    out += text(CX + lw - 24, 456 + i * 50, v, { size: 14, weight: 600, fill: t.ink, anchor: 'end' });
    if (i < 5) out += line(CX + 24, 476 + i * 50, CX + lw - 24, 476 + i * 50, t.line);
  });
  const ax = CX + lw + 20;
  const aw = CW - lw - 20;
  out += card(ax, 380, aw, 404, t) + text(ax + 24, 414, 'Activity', { size: 16, weight: 700, fill: t.ink });
  out += line(ax + 40, 446, ax + 40, 760, t.line, 2);
  d.stages.forEach((s, i) => {
    const y = 452 + i * 78;
    const c = i === 3 ? t.faint : [t.primary, t.second, t.warm][i];
    out += circle(ax + 40, y + 8, 9, '#fff', { stroke: c, strokeWidth: 3 });
    out += text(ax + 66, y + 13, `${s}`, { size: 14, weight: 700, fill: t.ink });
    out += text(
      ax + aw - 24,
      y + 13,
      i === 3 ? 'Next' : `${MONTHS[2 + i]} ${r.int(1, 28)}, 10:${r.int(10, 59)}`,
      { size: 12, fill: t.muted, anchor: 'end' },
    );
    out += bar(ax + 66, y + 28, aw * 0.55, t.line, 7) + bar(ax + 66, y + 42, aw * 0.35, t.line, 7);
  });
  return out;
}

function shotLanding(p, t, d, r) {
  let out = rect(0, 0, W, HGT, '#fff');
  out += rect(0, 0, W, 520, t.page);
  out += circle(1160, 90, 220, tint(t.primary, 0.9)) + circle(1000, 480, 120, tint(t.second, 0.85));
  out += logo(64, 22, p, t, { size: 36, max: 400 });
  let nx = 560;
  ['Features', 'Pricing', 'Customers', 'Resources'].forEach((l) => {
    out += text(nx, 46, l, { size: 15, weight: 500, fill: t.ink });
    nx += textWidth(l, 15) + 40;
  });
  out += button(1096, 22, 'Get started', t, { w: 124 });
  out += pill(64, 120, `New · ${d.nav[3]} 2.0`, t.primary);
  const lines = wrap(p.tagline, 50, 560, 800);
  lines
    .slice(0, 3)
    .forEach((l, i) => (out += text(64, 210 + i * 60, l, { size: 50, weight: 800, fill: t.ink })));
  const by = 210 + Math.min(3, lines.length) * 60;
  out += text(64, by, `${p.name} helps teams manage ${d.nav[1].toLowerCase()}, ${d.nav[2].toLowerCase()}`, {
    size: 18,
    fill: t.muted,
  });
  out += text(64, by + 28, `and ${d.nav[5].toLowerCase()} in one secure place.`, { size: 18, fill: t.muted });
  out +=
    button(64, by + 60, 'Start free trial', t, { w: 160 }) +
    button(240, by + 60, 'Book a demo', t, { ghost: true, w: 140 });
  const mx = 690;
  out += h('g', { filter: 'url(#sh)' }, card(mx, 120, 500, 330, t));
  out += rect(mx, 120, 500, 34, t.page, { rx: 12 }) + rect(mx, 140, 500, 14, t.page);
  [0, 1, 2].forEach((i) => (out += circle(mx + 20 + i * 16, 137, 5, ['#f87171', '#fbbf24', '#34d399'][i])));
  out += text(mx + 24, 186, d.chart, { size: 14, weight: 700, fill: t.ink });
  out += lineChart(mx + 24, 202, 300, 110, t, r, { labels: false, gradId: 'ga' });
  const dn = donut(mx + 412, 260, 44, t, r);
  out += dn.svg;
  d.kpis.slice(0, 3).forEach((k, i) => {
    const [label, kind] = splitKpi(k);
    out += rect(mx + 24 + i * 154, 344, 140, 84, t.page, { rx: 9 });
    out += text(mx + 40 + i * 154, 372, label, { size: 12, fill: t.muted });
    out += text(mx + 40 + i * 154, 404, fmt(kind, r, t.cur), { size: 20, weight: 700, fill: t.ink });
  });
  const fw = (W - 128 - 48) / 3;
  d.nav.slice(1, 4).forEach((f, i) => {
    const x = 64 + i * (fw + 24);
    const c = [t.primary, t.second, t.warm][i];
    out += card(x, 560, fw, 200, t);
    out += rect(x + 28, 588, 48, 48, tint(c, 0.82), { rx: 12 }) + rect(x + 44, 604, 16, 16, c, { rx: 4 });
    out += text(x + 28, 672, f, { size: 18, weight: 700, fill: t.ink });
    out +=
      bar(x + 28, 692, fw - 80, t.line, 8) +
      bar(x + 28, 710, fw - 120, t.line, 8) +
      bar(x + 28, 728, fw - 160, t.line, 8);
  });
  return out;
}

function shotMessages(p, t, d, r) {
  let out = chrome(p, t, d, 2, r);
  const lx = SIDE;
  out += rect(lx, NAV, 330, HGT - NAV, '#fff') + line(lx + 330, NAV, lx + 330, HGT, t.line);
  out += text(lx + 24, NAV + 40, 'Messages', { size: 20, weight: 700, fill: t.ink });
  out +=
    rect(lx + 20, NAV + 58, 290, 36, t.page, { rx: 18 }) +
    text(lx + 40, NAV + 81, 'Search conversations', { size: 13, fill: t.muted });
  const names = r.shuffle(PEOPLE).slice(0, 6);
  names.forEach((n, i) => {
    const y = NAV + 112 + i * 86;
    if (i === 0) out += rect(lx + 10, y, 310, 78, t.soft, { rx: 10 });
    out += avatar(lx + 46, y + 39, 22, [t.primary, t.second, t.third][i % 3], n[0]);
    out += text(lx + 80, y + 32, n, { size: 14, weight: 700, fill: t.ink });
    out += text(lx + 300, y + 32, `${r.int(8, 11)}:${r.int(10, 59)}`, {
      size: 12,
      fill: t.muted,
      anchor: 'end',
    });
    out += bar(lx + 80, y + 46, 150 + (i % 3) * 25, t.line, 7);
    if (i < 2)
      out +=
        circle(lx + 294, y + 52, 9, t.primary) +
        text(lx + 294, y + 56, String(i + 1), { size: 11, weight: 700, fill: '#fff', anchor: 'middle' });
  });
  const cx = lx + 330;
  const cw = W - cx;
  out += rect(cx, NAV, cw, 72, '#fff') + line(cx, NAV + 72, W, NAV + 72, t.line);
  out += avatar(cx + 44, NAV + 36, 20, t.primary, names[0][0]);
  out += text(cx + 76, NAV + 32, names[0], { size: 15, weight: 700, fill: t.ink });
  out += circle(cx + 80, NAV + 50, 4, t.ok) + text(cx + 90, NAV + 54, 'Online', { size: 12, fill: t.muted });
  const msgs = d.chat.map((m, i) => [i % 2, m]);
  let y = NAV + 100;
  msgs.forEach(([me, m]) => {
    const bw = textWidth(m, 14) + 36;
    const bx = me ? W - 32 - bw : cx + 32;
    out += rect(bx, y, bw, 44, me ? t.primary : '#fff', { rx: 14, stroke: me ? undefined : t.line });
    out += text(bx + 18, y + 27, m, { size: 14, fill: me ? '#fff' : t.ink });
    y += 70;
  });
  out += rect(cx + 24, HGT - 76, cw - 48, 52, '#fff', { rx: 26, stroke: t.line });
  out += text(cx + 50, HGT - 45, 'Write a message…', { size: 14, fill: t.muted });
  out += circle(W - 54, HGT - 50, 20, t.primary) + path(`M${W - 62} ${HGT - 58}l18 8-18 8 3-8z`, '#fff');
  return out;
}

function shotLogin(p, t, d, r) {
  let out = rect(0, 0, W, HGT, '#fff');
  out += rect(0, 0, 600, HGT, 'url(#gb)');
  out += circle(520, 120, 180, '#ffffff10') + circle(80, 720, 220, '#ffffff0d');
  out += logo(56, 48, p, t, { light: true, size: 40, max: 400 });
  const lines = wrap(p.tagline, 38, 470, 800);
  lines
    .slice(0, 3)
    .forEach((l, i) => (out += text(56, 250 + i * 48, l, { size: 38, weight: 800, fill: '#fff' })));
  out += h('g', { filter: 'url(#sh)' }, rect(56, 430, 470, 200, '#fff', { rx: 16 }));
  out += text(80, 466, d.chart, { size: 14, weight: 700, fill: t.ink });
  out += barChart(80, 486, 420, 100, t, r, { count: 10, labels: false, two: false });
  out += text(56, 700, `“${p.name} saved our team hours every week.”`, { size: 16, fill: '#e6ecf7' });
  out += text(56, 726, `— ${r.pick(PEOPLE)}, ${d.cats[0]} lead`, { size: 14, fill: '#b8c6e0' });
  const fx = 760;
  out += text(fx, 200, `Sign in to ${p.name}`, { size: 28, weight: 800, fill: t.ink });
  out += text(fx, 230, 'Welcome back! Please enter your details.', { size: 15, fill: t.muted });
  out += input(fx, 280, 400, 'Email', `${r.pick(PEOPLE).toLowerCase()}@company.example`, t);
  out += input(fx, 364, 400, 'Password', '••••••••••', t, { focus: true });
  out +=
    rect(fx, 440, 16, 16, t.primary, { rx: 4 }) +
    path(`M${fx + 4} ${448}l3 3 6-6`, 'none', { stroke: '#fff', strokeWidth: 2 });
  out += text(fx + 26, 453, 'Remember me', { size: 13, fill: t.ink });
  out += text(fx + 400, 453, 'Forgot password?', { size: 13, weight: 600, fill: t.primary, anchor: 'end' });
  out += button(fx, 484, 'Sign in', t, { w: 400 });
  out += line(fx, 560, fx + 170, 560, t.line) + line(fx + 230, 560, fx + 400, 560, t.line);
  out += text(fx + 200, 565, 'or', { size: 13, fill: t.muted, anchor: 'middle' });
  out += button(fx, 586, 'Continue with Google', t, { ghost: true, w: 400 });
  out += button(fx, 636, 'Continue with Microsoft', t, { ghost: true, w: 400 });
  return out;
}

function shotReports(p, t, d, r) {
  let out = chrome(p, t, d, 5, r);
  out += header(CX, 80, 'Reports', `Quarter to date · ${p.name}`, t, 'Download PDF');
  const kw = (CW - 40) / 3;
  d.kpis.slice(0, 3).forEach((k, i) => {
    const [label, kind] = splitKpi(k);
    const x = CX + i * (kw + 20);
    out += card(x, 146, kw, 130, t) + text(x + 24, 180, label, { size: 13, fill: t.muted });
    out += text(x + 24, 216, fmt(kind, r, t.cur), { size: 26, weight: 700, fill: t.ink });
    const vals = series(r, 14, 0.1, 0.9);
    const pts = vals.map((v, j) => [x + 24 + j * ((kw - 48) / 13), 262 - v * 28]);
    out += path(smooth(pts), 'none', { stroke: [t.primary, t.second, t.warm][i], strokeWidth: 2.5 });
  });
  out +=
    card(CX, 296, CW * 0.6, 488, t) +
    text(CX + 24, 330, `${d.chart} by quarter`, { size: 16, weight: 700, fill: t.ink });
  out += lineChart(CX + 24, 360, CW * 0.6 - 48, 360, t, r, { lines: 3 });
  const sx = CX + CW * 0.6 + 20;
  const sw = CW * 0.4 - 20;
  out += card(sx, 296, sw, 230, t) + text(sx + 24, 330, 'Targets', { size: 16, weight: 700, fill: t.ink });
  d.kpis.slice(0, 3).forEach((k, i) => {
    const v = r.range(0.45, 0.96);
    out += text(sx + 24, 368 + i * 52, splitKpi(k)[0], { size: 13, fill: t.ink });
    out += text(sx + sw - 24, 368 + i * 52, `${Math.round(v * 100)}%`, {
      size: 13,
      weight: 700,
      fill: t.ink,
      anchor: 'end',
    });
    out +=
      bar(sx + 24, 378 + i * 52, sw - 48, t.soft) +
      bar(sx + 24, 378 + i * 52, (sw - 48) * v, [t.primary, t.second, t.warm][i]);
  });
  out +=
    card(sx, 546, sw, 238, t) +
    text(sx + 24, 580, `By ${d.cols[1].toLowerCase()}`, { size: 16, weight: 700, fill: t.ink });
  d.cats.forEach((c, i) => {
    const v = r.range(0.3, 1);
    out += text(sx + 24, 620 + i * 40, c, { size: 13, fill: t.muted });
    out += rect(sx + 130, 606 + i * 40, (sw - 160) * v, 20, tint(t.primary, i * 0.2), { rx: 5 });
  });
  return out;
}

function shotMap(p, t, d, r) {
  let out = chrome(p, t, d, 3, r);
  const mx = SIDE;
  const my = NAV;
  const mw = W - SIDE;
  const mh = HGT - NAV;
  out += rect(mx, my, mw, mh, '#eef2ef');
  out += path(
    `M${mx} ${my + 520}C${mx + 200} ${my + 470} ${mx + 330} ${my + 610} ${mx + 520} ${my + 560}S${mx + 800} ${my + 640} ${W} ${my + 600}V${HGT}H${mx}Z`,
    '#cfe6f3',
  );
  out +=
    rect(mx + 560, my + 60, 180, 130, '#d7ecd6', { rx: 20 }) +
    circle(mx + 620, my + 110, 18, '#b9dcb6') +
    circle(mx + 680, my + 140, 14, '#b9dcb6');
  for (let i = 0; i < 9; i += 1) {
    const y = my + 30 + i * 80 + r.int(-10, 10);
    out += line(mx, y, W, y + r.int(-30, 30), '#fff', i % 3 ? 8 : 14);
  }
  for (let i = 0; i < 8; i += 1) {
    const x = mx + 40 + i * 140 + r.int(-20, 20);
    out += line(x, my, x + r.int(-60, 60), HGT, '#fff', i % 3 ? 8 : 14);
  }
  const pts = [
    [mx + 110, my + 610],
    [mx + 230, my + 440],
    [mx + 380, my + 400],
    [mx + 480, my + 260],
    [mx + 600, my + 190],
  ];
  out += path(smooth(pts), 'none', {
    stroke: t.primary,
    strokeWidth: 6,
    strokeLinecap: 'round',
    strokeDasharray: '1 0',
  });
  pts.forEach(([x, y], i) => {
    const c = i === pts.length - 1 ? t.bad : i === 0 ? t.ok : t.primary;
    out += path(`M${x} ${y}c-14-18-20-26-20-36a20 20 0 0 1 40 0c0 10-6 18-20 36z`, c, {
      stroke: '#fff',
      strokeWidth: 3,
    });
    out += circle(x, y - 36, 7, '#fff');
  });
  const px = W - 380;
  out += h('g', { filter: 'url(#sh)' }, card(px, NAV + 24, 352, HGT - NAV - 48, t));
  out += text(px + 24, NAV + 62, d.mapTitle ?? d.nav[3], { size: 18, weight: 700, fill: t.ink });
  out += text(px + 24, NAV + 86, `${r.int(12, 48)} active · ${r.int(2, 9)} need attention`, {
    size: 13,
    fill: t.muted,
  });
  d.items.slice(0, 6).forEach((it, i) => {
    const y = NAV + 108 + i * 94;
    const si = (i + 1) % 3;
    out += rect(px + 16, y, 320, 82, i === 1 ? t.soft : t.page, { rx: 10 });
    out += avatar(px + 46, y + 41, 18, [t.primary, t.second, t.third][i % 3], initials(it));
    out += text(px + 76, y + 34, it, { size: 14, weight: 700, fill: t.ink });
    out += text(px + 76, y + 56, `${d.cats[i % 4]} · ${r.int(2, 45)} min`, { size: 12, fill: t.muted });
    out += pill(
      px + 320 - textWidth(d.statuses[si], 12, 600) - 28,
      y + 12,
      d.statuses[si],
      statusColor(t, si),
    );
  });
  return out;
}

// ---------- domain screens ----------

/** A day view: one column per chair or stylist, appointments as blocks (dental, booking). */
function shotSchedule(p, t, d, r, lite = false) {
  let out = chrome(p, t, d, 0, r, lite);
  out += header(
    CX,
    80,
    'Tuesday, 11 March',
    `${d.resources.length} ${d.resourceLabel} · ${r.int(18, 32)} appointments`,
    t,
    'New appointment',
  );
  const gx = CX + 56;
  const gw = CW - 56;
  const top = 176;
  const hourH = 74;
  const hours = [9, 10, 11, 12, 13, 14, 15, 16];
  out += card(CX, 146, CW, 638, t);
  const colW = gw / d.resources.length;
  d.resources.forEach((res, c) => {
    out += text(gx + c * colW + 14, 170, res, { size: 13, weight: 700, fill: t.ink });
    if (c) out += line(gx + c * colW, 150, gx + c * colW, 780, t.line);
  });
  hours.forEach((hr, i) => {
    const y = top + 8 + i * hourH;
    out += text(CX + 14, y + 5, `${String(hr).padStart(2, '0')}:00`, { size: 12, fill: t.muted });
    out += line(gx, y, CX + CW, y, t.line);
  });
  const colors = [t.primary, t.second, t.warm, t.third];
  d.resources.forEach((_, c) => {
    let slot = r.int(0, 2) / 2;
    while (slot < hours.length - 0.5) {
      const cat = d.cats[r.int(0, d.cats.length - 1)];
      const len = cat === 'Root canal' || cat === 'Colour' || cat === 'Massage' ? 1.5 : r.pick([0.5, 1]);
      if (slot + len > hours.length) break;
      const y = top + 8 + slot * hourH + 2;
      const hh = len * hourH - 6;
      const color = colors[d.cats.indexOf(cat) % 4];
      const who = d.items[r.int(0, d.items.length - 1)];
      out += rect(gx + c * colW + 6, y, colW - 12, hh, tint(color, 0.86), { rx: 7 });
      out += rect(gx + c * colW + 6, y, 4, hh, color, { rx: 2 });
      out += text(gx + c * colW + 18, y + 18, who, { size: 12, weight: 700, fill: t.ink });
      if (hh > 30)
        out += text(gx + c * colW + 18, y + 34, `${cat} · ${rowValue(d, r, t, cat)}`, {
          size: 11,
          fill: shade(color, 0.25),
        });
      slot += len + r.pick([0, 0, 0.5, 1]);
    }
  });
  const nowY = top + 8 + 3.4 * hourH;
  out += line(gx, nowY, CX + CW, nowY, t.bad, 2) + circle(gx, nowY, 5, t.bad);
  return out;
}

/** A music player: now playing, the queue and the release's streams (music). */
function shotPlayer(p, t, d, r, lite = false) {
  let out = chrome(p, t, d, 3, r, lite);
  out += header(
    CX,
    80,
    'Now playing',
    `${d.items[0]} · ${r.pick(['Aria Vale', 'The Lanterns', 'Kiro', 'Moss & Stone'])}`,
    t,
    'Share',
  );
  out += card(CX, 146, 400, 638, t);
  out += rect(CX + 30, 170, 340, 340, 'url(#gb)', { rx: 14 });
  out +=
    circle(CX + 200, 340, 110, '#ffffff22') +
    circle(CX + 200, 340, 40, '#ffffff40') +
    circle(CX + 200, 340, 10, '#fff');
  out += text(CX + 30, 548, d.items[0], { size: 22, weight: 800, fill: t.ink });
  out += text(CX + 30, 574, `${d.cats[0]} · single · 3:42`, { size: 14, fill: t.muted });
  out +=
    bar(CX + 30, 600, 340, t.soft, 6) +
    bar(CX + 30, 600, 136, t.primary, 6) +
    circle(CX + 166, 603, 8, t.primary);
  out +=
    text(CX + 30, 628, '1:29', { size: 12, fill: t.muted }) +
    text(CX + 370, 628, '3:42', { size: 12, fill: t.muted, anchor: 'end' });
  out +=
    circle(CX + 200, 690, 32, t.primary) +
    rect(CX + 190, 676, 7, 28, '#fff', { rx: 2 }) +
    rect(CX + 203, 676, 7, 28, '#fff', { rx: 2 });
  out += path(`M${CX + 120} 690l22-14v28z`, t.muted) + path(`M${CX + 280} 690l-22-14v28z`, t.muted);
  const qx = CX + 420;
  const qw = CW - 420;
  out += card(qx, 146, qw, 638, t) + text(qx + 24, 182, 'Up next', { size: 16, weight: 700, fill: t.ink });
  d.items
    .slice(1)
    .concat(['Silver Lining', 'Northern Lights', 'Slow Burn'])
    .forEach((track, i) => {
      const y = 206 + i * 64;
      const color = [t.primary, t.second, t.third, t.warm][i % 4];
      out += rect(qx + 24, y, 44, 44, tint(color, 0.4), { rx: 8 });
      out += text(qx + 84, y + 20, track, { size: 14, weight: 700, fill: t.ink });
      out += text(qx + 84, y + 38, `${d.cats[i % d.cats.length]} · ${rowValue(d, r, t, '')} streams`, {
        size: 12,
        fill: t.muted,
      });
      out += text(qx + qw - 24, y + 28, `${r.int(2, 4)}:${String(r.int(0, 59)).padStart(2, '0')}`, {
        size: 13,
        fill: t.muted,
        anchor: 'end',
      });
    });
  return out;
}

const BALL = ['#f5a623', '#2f80ed', '#d64545', '#1f9d63', '#7a4fc9', '#0e7c9b'];

/** Lottery numbers as balls. */
const balls = (x, y, numbers, rad) =>
  numbers
    .map(
      (n, i) =>
        circle(x + i * (rad * 2 + 10) + rad, y, rad, BALL[i % BALL.length]) +
        circle(x + i * (rad * 2 + 10) + rad, y, rad * 0.62, '#fff') +
        text(x + i * (rad * 2 + 10) + rad, y + rad * 0.3, String(n), {
          size: rad * 0.8,
          weight: 800,
          fill: INK,
          anchor: 'middle',
        }),
    )
    .join('');

const draw6 = (r) => {
  const picked = new Set();
  while (picked.size < 6) picked.add(r.int(1, 59));
  return [...picked].sort((a, b) => a - b);
};

/** A syndicate's lines against the latest draw (lotto). */
function shotLottery(p, t, d, r, lite = false) {
  let out = chrome(p, t, d, 0, r, lite);
  const syndicate = d.items[0];
  const members = r.int(12, 24);
  const share = 170 / members;
  out += header(
    CX,
    80,
    syndicate,
    `${members} members · Lotto every Wednesday and Saturday`,
    t,
    'Add a line',
  );
  const result = draw6(r);
  out +=
    card(CX, 146, CW, 150, t) + text(CX + 24, 180, 'Saturday’s draw', { size: 16, weight: 700, fill: t.ink });
  out += balls(CX + 24, 238, result, 30);
  out +=
    text(CX + 460, 230, `Bonus ball`, { size: 13, fill: t.muted }) + balls(CX + 460, 258, [r.int(1, 59)], 20);
  out += text(CX + CW - 24, 226, `${t.cur}${r.int(2, 9)}.${r.int(1, 9)}M jackpot`, {
    size: 22,
    weight: 800,
    fill: t.ink,
    anchor: 'end',
  });
  out += text(CX + CW - 24, 254, 'Next draw Wednesday 20:00', { size: 13, fill: t.muted, anchor: 'end' });
  const lw = (CW - 20) * 0.62;
  out += card(CX, 316, lw, 468, t) + text(CX + 24, 350, 'Our lines', { size: 16, weight: 700, fill: t.ink });
  const prizes = ['', '', '', `${t.cur}30`, `${t.cur}140`, ''];
  for (let i = 0; i < 6; i += 1) {
    const y = 392 + i * 64;
    const line6 = draw6(r);
    const keep = i === 3 ? 3 : i === 4 ? 4 : i % 2;
    result.slice(0, keep).forEach((n, k) => (line6[k] = n));
    line6.sort((a, b) => a - b);
    const hits = line6.filter((n) => result.includes(n)).length;
    out += text(CX + 24, y + 6, `Line ${i + 1}`, { size: 13, weight: 600, fill: t.muted });
    line6.forEach((n, k) => {
      const hit = result.includes(n);
      const cx = CX + 110 + k * 46;
      out += circle(cx, y, 18, hit ? t.primary : t.page, { stroke: hit ? undefined : t.line });
      out += text(cx, y + 5, String(n), {
        size: 14,
        weight: 700,
        fill: hit ? '#fff' : t.ink,
        anchor: 'middle',
      });
    });
    out += text(CX + lw - 24, y + 6, prizes[i] ? `${hits} matched · ${prizes[i]}` : `${hits} matched`, {
      size: 13,
      weight: prizes[i] ? 700 : 500,
      fill: prizes[i] ? t.ok : t.muted,
      anchor: 'end',
    });
  }
  const sx = CX + lw + 20;
  const sw = CW - lw - 20;
  out +=
    card(sx, 316, sw, 468, t) + text(sx + 24, 350, 'Prize split', { size: 16, weight: 700, fill: t.ink });
  out += text(sx + 24, 392, `${t.cur}170 won this draw`, { size: 24, weight: 800, fill: t.ink });
  out += text(sx + 24, 418, `${t.cur}${share.toFixed(2)} a share, ${members} members`, {
    size: 13,
    fill: t.muted,
  });
  ['Anita', 'Rahul', 'Maya', 'Vikram', 'Sara', 'Kiran'].forEach((who, i) => {
    const y = 456 + i * 52;
    out += avatar(sx + 40, y, 16, [t.primary, t.second, t.third][i % 3], who[0]);
    out += text(sx + 66, y + 5, who, { size: 14, weight: 600, fill: t.ink });
    out += text(sx + sw - 24, y + 5, `${t.cur}${(share * (i === 2 ? 2 : 1)).toFixed(2)}`, {
      size: 14,
      weight: 700,
      fill: t.ok,
      anchor: 'end',
    });
  });
  return out;
}

/** A roof truss elevation with its load check (engineering). */
function shotTruss(p, t, d, r, lite = false) {
  let out = chrome(p, t, d, 2, r, lite);
  const job = d.items[0];
  const span = r.pick([8.4, 9.6, 10.8, 12]);
  const pitch = r.pick([22.5, 25, 30]);
  out += header(
    CX,
    80,
    `${job} · truss T4`,
    `Fink truss · span ${span.toFixed(1)} m · pitch ${pitch}° · C24 timber`,
    t,
    'Export sheet',
  );
  const dw = CW * 0.64;
  out += card(CX, 146, dw, 638, t);
  const x0 = CX + 50;
  const x1 = CX + dw - 50;
  const yb = 520;
  const rise = Math.tan((pitch * Math.PI) / 180) * ((x1 - x0) / 2);
  const apex = [(x0 + x1) / 2, yb - rise];
  const at = (f) => [x0 + (x1 - x0) * f, yb];
  const onLeft = (f) => [x0 + (apex[0] - x0) * f, yb - rise * f];
  const onRight = (f) => [x1 - (x1 - apex[0]) * f, yb - rise * f];
  for (let gx = CX + 24; gx < CX + dw - 10; gx += 24) out += line(gx, 150, gx, 780, t.page, 1);
  for (let gy = 170; gy < 780; gy += 24) out += line(CX + 4, gy, CX + dw - 4, gy, t.page, 1);
  const member = (a, b, w, c = t.ink) => line(a[0], a[1], b[0], b[1], c, w, { strokeLinecap: 'round' });
  // webs of a Fink truss: bottom chord thirds to the rafters' mid-points
  const b1 = at(1 / 3);
  const b2 = at(2 / 3);
  const l1 = onLeft(0.5);
  const r1 = onRight(0.5);
  out +=
    member(b1, l1, 5, t.primary) +
    member(b1, apex, 5, t.second) +
    member(b2, apex, 5, t.second) +
    member(b2, r1, 5, t.primary);
  out += member([x0, yb], apex, 9) + member([x1, yb], apex, 9) + member([x0, yb], [x1, yb], 9);
  [[x0, yb], [x1, yb], apex, b1, b2, l1, r1].forEach(
    ([x, y]) => (out += circle(x, y, 6, '#fff', { stroke: t.ink, strokeWidth: 2.5 })),
  );
  out +=
    path(`M${x0 - 14} ${yb + 26}l14-20 14 20z`, t.muted) +
    path(`M${x1 - 14} ${yb + 26}l14-20 14 20z`, t.muted);
  for (let k = 0; k <= 6; k += 1) {
    const [lx, ly] = onLeft(k / 6);
    const [rx, ry] = onRight(k / 6);
    out += line(lx, ly - 46, lx, ly - 12, t.bad, 2) + path(`M${lx - 5} ${ly - 18}l5 8 5-8z`, t.bad);
    out += line(rx, ry - 46, rx, ry - 12, t.bad, 2) + path(`M${rx - 5} ${ry - 18}l5 8 5-8z`, t.bad);
  }
  out += text(apex[0], apex[1] - 60, `Snow + roof load ${r.pick(['1.2', '1.4', '1.6'])} kN/m²`, {
    size: 13,
    weight: 700,
    fill: t.bad,
    anchor: 'middle',
  });
  out +=
    line(x0, yb + 60, x1, yb + 60, t.muted, 1.5) +
    line(x0, yb + 50, x0, yb + 70, t.muted, 1.5) +
    line(x1, yb + 50, x1, yb + 70, t.muted, 1.5);
  out += text((x0 + x1) / 2, yb + 84, `${(span * 1000).toFixed(0)} mm`, {
    size: 13,
    weight: 600,
    fill: t.muted,
    anchor: 'middle',
  });
  out += text(
    CX + 24,
    760,
    `Deflection ${r.int(9, 18)} mm (limit ${Math.round((span * 1000) / 300)} mm) · bearing reactions ${r.int(11, 19)}.${r.int(0, 9)} kN`,
    { size: 13, fill: t.muted },
  );
  const sx = CX + dw + 20;
  const sw = CW - dw - 20;
  out += card(sx, 146, sw, 638, t) + text(sx + 24, 182, 'Load check', { size: 16, weight: 700, fill: t.ink });
  out +=
    text(sx + 24, 212, 'Member', { size: 11, weight: 700, fill: t.muted }) +
    text(sx + sw * 0.45, 212, 'kN', { size: 11, weight: 700, fill: t.muted }) +
    text(sx + sw - 24, 212, 'Use', { size: 11, weight: 700, fill: t.muted, anchor: 'end' });
  const members = [
    ['Top chord L', '45×145'],
    ['Top chord R', '45×145'],
    ['Bottom chord', '45×120'],
    ['Web W1', '45×95'],
    ['Web W2', '45×95'],
    ['Web W3', '45×95'],
    ['Web W4', '45×95'],
  ];
  members.forEach(([name, size], i) => {
    const y = 246 + i * 62;
    const use = i === 2 ? r.int(84, 96) : r.int(38, 81);
    const force = `${i === 2 ? '' : '−'}${r.range(3, 24).toFixed(1)}`;
    out +=
      text(sx + 24, y, name, { size: 13, weight: 600, fill: t.ink }) +
      text(sx + 24, y + 18, `${size} mm`, { size: 11, fill: t.muted });
    out += text(sx + sw * 0.45, y, force, { size: 13, fill: t.ink });
    out += text(sx + sw - 24, y, `${use}%`, {
      size: 13,
      weight: 700,
      fill: use > 90 ? t.warm : t.ok,
      anchor: 'end',
    });
    out +=
      bar(sx + 24, y + 28, sw - 48, t.soft, 5) +
      bar(sx + 24, y + 28, ((sw - 48) * use) / 100, use > 90 ? t.warm : t.ok, 5);
  });
  out += pill(sx + 24, 690, 'All members pass', t.ok, { filled: true });
  return out;
}

/** The screens by name; each domain lists its own, in order (DOMAINS[...].screens). */
export const SCREENS = {
  dashboard: shotDashboard,
  analytics: shotAnalytics,
  table: shotTable,
  form: shotForm,
  kanban: shotKanban,
  calendar: shotCalendar,
  detail: shotDetail,
  landing: shotLanding,
  messages: shotMessages,
  login: shotLogin,
  reports: shotReports,
  map: shotMap,
  schedule: shotSchedule,
  player: shotPlayer,
  lottery: shotLottery,
  truss: shotTruss,
};

function shotDefs(t) {
  return (
    linearGradient('ga', [
      [0, t.primary, 0.28],
      [1, t.primary, 0],
    ]) +
    linearGradient(
      'gb',
      [
        [0, t.deep],
        [1, t.primary],
      ],
      { x2: 1, y2: 1 },
    ) +
    shadowFilter('sh')
  );
}

// ---------- mobile ----------

const PW = 300;
const PH = 640;

function phoneScreen(p, t, d, r, kind) {
  let out = rect(0, 0, PW, PH, t.page);
  out += text(24, 30, '9:41', { size: 13, weight: 700, fill: t.ink });
  out +=
    rect(PW - 52, 20, 24, 11, 'none', { rx: 3, stroke: t.ink, strokeWidth: 1.5 }) +
    rect(PW - 49, 23, 16, 5, t.ink, { rx: 1 });
  const title = ['Home', d.nav[1], 'Insights', 'Details', 'Messages', 'Welcome'][kind];
  if (kind !== 5) {
    out += text(24, 84, title, { size: 24, weight: 800, fill: t.ink });
    out += avatar(PW - 40, 76, 16, t.second, r.pick(PEOPLE)[0]);
  }
  if (kind === 0) {
    out += rect(20, 108, PW - 40, 150, 'url(#gb)', { rx: 18 });
    const [label, kk] = splitKpi(d.kpis[0]);
    out += text(40, 144, label, { size: 13, fill: '#dbe6f7' });
    out += text(40, 182, fmt(kk, r, t.cur), { size: 30, weight: 800, fill: '#fff' });
    out +=
      rect(40, 208, 110, 30, '#ffffff26', { rx: 15 }) +
      text(95, 228, 'View all', { size: 12, weight: 700, fill: '#fff', anchor: 'middle' });
    d.nav.slice(1, 5).forEach((n, i) => {
      const x = 20 + i * 67;
      out +=
        rect(x, 276, 56, 56, '#fff', { rx: 14, stroke: t.line }) +
        rect(x + 18, 294, 20, 20, [t.primary, t.second, t.warm, t.third][i], { rx: 6 });
      out += text(x + 28, 350, n.split(' ')[0].slice(0, 9), { size: 10, fill: t.muted, anchor: 'middle' });
    });
    out += text(24, 392, 'Recent', { size: 16, weight: 700, fill: t.ink });
    d.items.slice(0, 3).forEach((it, i) => {
      const y = 408 + i * 70;
      out += rect(20, y, PW - 40, 60, '#fff', { rx: 12, stroke: t.line });
      out += avatar(50, y + 30, 16, [t.primary, t.second, t.third][i], initials(it));
      out += text(76, y + 27, it.slice(0, 18), { size: 13, weight: 700, fill: t.ink });
      out += text(76, y + 45, d.cats[i], { size: 11, fill: t.muted });
    });
  } else if (kind === 1) {
    out +=
      rect(20, 104, PW - 40, 40, '#fff', { rx: 20, stroke: t.line }) +
      text(44, 129, 'Search', { size: 13, fill: t.muted });
    let cx = 20;
    d.cats.slice(0, 3).forEach((c, i) => {
      const w = textWidth(c, 12, 600) + 24;
      out += rect(cx, 158, w, 30, i === 0 ? t.primary : '#fff', { rx: 15, stroke: i ? t.line : undefined });
      out += text(cx + w / 2, 178, c, { size: 12, weight: 600, fill: i ? t.ink : '#fff', anchor: 'middle' });
      cx += w + 8;
    });
    d.items.forEach((it, i) => {
      const y = 204 + i * 72;
      const si = (i + 2) % 3;
      out += rect(20, y, PW - 40, 62, '#fff', { rx: 12, stroke: t.line });
      out += avatar(50, y + 31, 17, [t.primary, t.second, t.third][i % 3], initials(it));
      out += text(78, y + 28, it.slice(0, 17), { size: 13, weight: 700, fill: t.ink });
      out += text(78, y + 46, date(r), { size: 11, fill: t.muted });
      out += circle(PW - 40, y + 31, 5, statusColor(t, si));
    });
  } else if (kind === 2) {
    out += rect(20, 104, PW - 40, 190, '#fff', { rx: 16, stroke: t.line });
    out += text(36, 134, d.chart, { size: 13, weight: 700, fill: t.ink });
    out += barChart(36, 152, PW - 72, 120, t, r, { count: 7, labels: false });
    const dn = donut(82, 383, 44, t, r);
    out += rect(20, 308, PW - 40, 150, '#fff', { rx: 16, stroke: t.line }) + dn.svg;
    d.cats.forEach((c, i) => {
      out +=
        circle(150, 350 + i * 24, 4, dn.colors[i]) +
        text(160, 354 + i * 24, c.slice(0, 11), { size: 11, fill: t.ink });
      out += text(PW - 34, 354 + i * 24, `${dn.shares[i]}%`, {
        size: 11,
        weight: 700,
        fill: t.muted,
        anchor: 'end',
      });
    });
    d.kpis.slice(1, 3).forEach((k, i) => {
      const [label, kk] = splitKpi(k);
      out += rect(20 + i * 134, 472, 126, 76, '#fff', { rx: 14, stroke: t.line });
      out += text(34 + i * 134, 500, label.slice(0, 14), { size: 11, fill: t.muted });
      out += text(34 + i * 134, 530, fmt(kk, r, t.cur), { size: 17, weight: 800, fill: t.ink });
    });
  } else if (kind === 3) {
    const it = d.items[r.int(0, 5)];
    out += rect(20, 104, PW - 40, 170, '#fff', { rx: 18, stroke: t.line });
    out += avatar(PW / 2, 152, 30, t.primary, initials(it));
    out += text(PW / 2, 212, it, { size: 16, weight: 800, fill: t.ink, anchor: 'middle' });
    out += text(PW / 2, 234, d.cats[1], { size: 12, fill: t.muted, anchor: 'middle' });
    out += pill(PW / 2 - 34, 242, d.statuses[0], t.ok, { size: 11 });
    d.stages.forEach((s, i) => {
      const y = 300 + i * 62;
      out += circle(40, y + 12, 8, i < 3 ? t.primary : t.faint);
      if (i < 3) out += line(40, y + 22, 40, y + 56, t.line, 2);
      out += text(60, y + 16, s, { size: 13, weight: 700, fill: t.ink });
      out += bar(60, y + 28, 160 - i * 18, t.line, 6);
    });
    out += button(20, 560, 'Continue', t, { w: PW - 40 });
  } else if (kind === 4) {
    const msgs = d.chat.map((m, i) => [i % 2 ? 0 : 1, m]);
    let y = 106;
    msgs.forEach(([me, m]) => {
      const lines = wrap(m, 13, 190);
      const bw = Math.max(...lines.map((l) => textWidth(l, 13))) + 28;
      const bh = 24 + lines.length * 17;
      out += rect(me ? PW - 20 - bw : 20, y, bw, bh, me ? t.primary : '#fff', {
        rx: 14,
        stroke: me ? undefined : t.line,
      });
      lines.forEach(
        (l, k) =>
          (out += text(me ? PW - 20 - bw + 14 : 34, y + 24 + k * 17, l, {
            size: 13,
            fill: me ? '#fff' : t.ink,
          })),
      );
      y += bh + 14;
    });
    out +=
      rect(20, 570, PW - 80, 44, '#fff', { rx: 22, stroke: t.line }) +
      text(40, 597, 'Message', { size: 13, fill: t.muted });
    out += circle(PW - 38, 592, 20, t.primary) + path(`M${PW - 46} 584l17 8-17 8 3-8z`, '#fff');
  } else {
    out += circle(PW / 2, 200, 110, tint(t.primary, 0.85)) + circle(PW / 2, 200, 72, tint(t.primary, 0.6));
    out +=
      rect(PW / 2 - 30, 170, 60, 60, t.primary, { rx: 16 }) +
      text(PW / 2, 213, p.name[0], { size: 34, weight: 800, fill: '#fff', anchor: 'middle' });
    const ls = wrap(p.tagline, 20, PW - 60, 800);
    ls.slice(0, 3).forEach(
      (l, i) =>
        (out += text(PW / 2, 370 + i * 28, l, { size: 20, weight: 800, fill: t.ink, anchor: 'middle' })),
    );
    out +=
      circle(PW / 2 - 14, 470, 4, t.primary) +
      circle(PW / 2, 470, 4, t.faint) +
      circle(PW / 2 + 14, 470, 4, t.faint);
    out += button(24, 510, 'Get started', t, { w: PW - 48 });
    out += text(PW / 2, 585, 'I already have an account', {
      size: 13,
      weight: 600,
      fill: t.primary,
      anchor: 'middle',
    });
  }
  if (kind < 3) {
    out += rect(0, PH - 70, PW, 70, '#fff') + line(0, PH - 70, PW, PH - 70, t.line);
    [0, 1, 2, 3].forEach(
      (i) => (out += rect(38 + i * 66, PH - 48, 22, 22, i === kind ? t.primary : t.faint, { rx: 6 })),
    );
  }
  return out;
}

/** A phone at (x, y) with its screen drawn at scale s. */
function phone(x, y, s, content, clipId) {
  const bw = (PW + 24) * s;
  const bh = (PH + 24) * s;
  return h(
    'g',
    { transform: `translate(${num(x)} ${num(y)})` },
    rect(0, 0, bw, bh, '#111827', { rx: 46 * s }),
    h(
      'g',
      { transform: `translate(${num(12 * s)} ${num(12 * s)}) scale(${s})`, clipPath: `url(#${clipId})` },
      content,
    ),
    rect(bw / 2 - 42 * s, 20 * s, 84 * s, 22 * s, '#111827', { rx: 11 * s }),
  );
}

const phoneClip = (id) => h('clipPath', { id }, rect(0, 0, PW, PH, '#fff', { rx: 34 }));

function mobileShot(p, t, d, r, n) {
  let out = rect(0, 0, W, HGT, 'url(#gm)');
  out += circle(180, 160, 260, tint(t.primary, 0.88)) + circle(1130, 680, 240, tint(t.second, 0.85));
  const kinds = [0, 1, 2, 3, 4, 5];
  const s = 0.98;
  const total = 3 * (PW + 24) * s + 2 * 64;
  const x0 = (W - total) / 2;
  for (let i = 0; i < 3; i += 1) {
    const kind = kinds[(n - 1 + i * (n % 2 ? 1 : 2)) % 6];
    const y = (HGT - (PH + 24) * s) / 2 + (i === 1 ? -14 : 14);
    out += phone(
      x0 + i * ((PW + 24) * s + 64),
      y,
      s,
      phoneScreen(p, t, d, rng(`${p.id}:m${n}:${i}`), kind),
      'pc',
    );
  }
  return out;
}

// ---------- public ----------

export function renderShot(p, n) {
  const t = theme(p);
  const d = DOMAINS[p.domain];
  const r = rng(`${p.id}:shot:${n}`);
  const title = `${p.name} — screenshot ${n}`;
  if (p.mobile) {
    const defs =
      shotDefs(t) +
      phoneClip('pc') +
      linearGradient('gm', [
        [0, tint(t.primary, 0.94)],
        [1, tint(t.second, 0.9)],
      ]);
    return svgDoc({ width: W, height: HGT, title, defs, body: mobileShot(p, t, d, r, n) });
  }
  const body = SCREENS[d.screens[(n - 1) % d.screens.length]](p, t, d, r);
  return svgDoc({ width: W, height: HGT, title, defs: shotDefs(t), body });
}

/** Where the cover's text column ends: the product picture starts at x 470 (a phone at 560). */
export const HERO_TEXT_LEFT = 72;
export const HERO_TEXT_RIGHT = 440;
const HERO_TITLE_MAX = 56;

/** The cover's title: as large as 56 px, smaller until every line fits the text column, at most 3 lines. */
export function heroTitle(p) {
  const width = HERO_TEXT_RIGHT - HERO_TEXT_LEFT;
  for (let size = HERO_TITLE_MAX; size > 24; size -= 2) {
    const lines = wrap(p.name, size, width, 800);
    if (lines.length <= 3 && lines.every((l) => textWidth(l, size, 800) <= width))
      return { lines, size, lineHeight: Math.round(size * 1.14) };
  }
  throw new Error(`${p.name}: no title size fits the cover`);
}

export function renderHero(p) {
  const t = theme(p);
  const d = DOMAINS[p.domain];
  const r = rng(`${p.id}:hero`);
  const HW = 1200;
  const HH = 800;
  const defs =
    linearGradient(
      'bg',
      [
        [0, t.dark],
        [1, t.deep],
      ],
      { x2: 1, y2: 1 },
    ) +
    shotDefs(t) +
    h(
      'pattern',
      { id: 'dots', width: 24, height: 24, patternUnits: 'userSpaceOnUse' },
      circle(2, 2, 1.6, '#ffffff1c'),
    ) +
    h('clipPath', { id: 'sc' }, rect(0, 0, W, HGT, '#fff')) +
    phoneClip('pc');
  let body = rect(0, 0, HW, HH, 'url(#bg)') + rect(0, 0, HW, HH, 'url(#dots)');
  body +=
    circle(1080, 120, 260, t.primary, { opacity: 0.35 }) + circle(140, 760, 200, t.second, { opacity: 0.18 });
  body += h('circle', { cx: 1080, cy: 120, r: 330, fill: 'none', stroke: '#ffffff22', strokeWidth: 2 });
  const tag = p.mobile ? 'MOBILE APP' : 'CASE STUDY';
  const tagW = textWidth(tag, 12, 700) + 28;
  body += rect(72, 96, tagW, 26, '#ffffff1f', { rx: 13 });
  body += text(72 + tagW / 2, 114, tag, { size: 12, weight: 700, fill: '#fff', anchor: 'middle', ls: 1 });
  const title = heroTitle(p);
  title.lines.forEach(
    (l, i) =>
      (body += text(72, 190 + i * title.lineHeight, l, { size: title.size, weight: 800, fill: '#fff' })),
  );
  let y = 190 + (title.lines.length - 1) * title.lineHeight + 50;
  body += rect(72, y - 22, 56, 5, t.warm, { rx: 2.5 });
  y += 20;
  wrap(p.tagline, 22, 340).forEach(
    (l, i) => (body += text(72, y + i * 32, l, { size: 22, fill: '#d5deee' })),
  );
  let cx = 72;
  for (const c of p.chips) {
    const w = textWidth(c, 14, 600) + 28;
    if (cx + w > HERO_TEXT_RIGHT) break;
    body += rect(cx, 706, w, 34, '#ffffff14', { rx: 17, stroke: '#ffffff40' });
    body += text(cx + w / 2, 728, c, { size: 14, weight: 600, fill: '#fff', anchor: 'middle' });
    cx += w + 10;
  }
  if (p.mobile) {
    body += phone(560, 120, 0.92, phoneScreen(p, t, d, rng(`${p.id}:h1`), 1), 'pc');
    body += phone(850, 70, 0.92, phoneScreen(p, t, d, rng(`${p.id}:h0`), 0), 'pc');
  } else {
    const bx = 470;
    const by = 150;
    const s = 0.56;
    const bw = W * s;
    body += h('g', { filter: 'url(#sh)' }, rect(bx, by, bw, HGT * s + 40, '#fff', { rx: 14 }));
    body += rect(bx, by, bw, 40, '#eef1f6', { rx: 14 }) + rect(bx, by + 26, bw, 14, '#eef1f6');
    [0, 1, 2].forEach(
      (i) => (body += circle(bx + 22 + i * 18, by + 20, 6, ['#f87171', '#fbbf24', '#34d399'][i])),
    );
    body += rect(bx + 110, by + 9, 300, 22, '#fff', { rx: 11 });
    body += text(bx + 126, by + 25, `app.${p.id.toLowerCase()}.example`, { size: 12, fill: t.muted });
    body += h(
      'g',
      { transform: `translate(${bx} ${by + 40}) scale(${s})`, clipPath: 'url(#sc)' },
      SCREENS[d.screens[0]](p, t, d, r, true),
    );
    const [label, kind] = splitKpi(d.kpis[1]);
    body += h('g', { filter: 'url(#sh)' }, rect(400, 560, 250, 110, '#fff', { rx: 16 }));
    body += rect(422, 584, 44, 44, tint(t.warm, 0.75), { rx: 12 }) + circle(444, 606, 9, t.warm);
    body += text(480, 598, label, { size: 14, fill: t.muted });
    body += text(480, 632, fmt(kind, r, t.cur), { size: 26, weight: 800, fill: t.ink });
    body += text(422, 655, `↑ ${r.int(8, 32)}% this quarter`, { size: 12, weight: 700, fill: t.ok });
  }
  return svgDoc({
    width: HW,
    height: HH,
    title: `${p.name} — ${p.tagline}`,
    defs,
    body,
  });
}
