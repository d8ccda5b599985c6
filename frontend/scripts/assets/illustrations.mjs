// Flat tech illustrations (1200x800) in the brand palette. A small kit of drawn objects (devices, cloud,
// servers, chip, gears, cap, headset, ...) is composed per subject on a shared soft background.
import { figure } from './people.mjs';
import {
  BRAND,
  circle,
  h,
  line,
  linearGradient,
  path,
  rect,
  rng,
  shade,
  svgDoc,
  text,
  tint,
} from './svg.mjs';

const P = BRAND.primary;
const A = BRAND.accent;
const S = BRAND.sky;
const W = BRAND.warm;
const INK = BRAND.ink;
const LIGHT = tint(P, 0.82);
const MID = tint(P, 0.55);

const g = (x, y, s, ...children) =>
  h('g', { transform: `translate(${x} ${y})${s === 1 ? '' : ` scale(${s})`}` }, children);

// ---------- kit (each drawn around its own origin) ----------

function lines(x, y, widths, color = LIGHT, gap = 18, hh = 8) {
  return widths.map((w, i) => rect(x, y + i * gap, w, hh, color, { rx: hh / 2 })).join('');
}

function browser(w, hh, { content } = {}) {
  let out =
    rect(0, 0, w, hh, '#fff', { rx: 16, filter: 'url(#sh)' }) +
    rect(0, 0, w, 44, tint(P, 0.9), { rx: 16 }) +
    rect(0, 28, w, 16, tint(P, 0.9));
  out += circle(26, 22, 7, '#f87171') + circle(48, 22, 7, W) + circle(70, 22, 7, '#34d399');
  out += rect(100, 12, w - 130, 20, '#fff', { rx: 10 });
  out +=
    content ??
    rect(24, 66, w - 48, hh * 0.32, `url(#gp)`, { rx: 10 }) +
      lines(48, 96, [w * 0.34, w * 0.22], '#ffffff99', 20, 10) +
      rect(48, 146, 90, 26, W, { rx: 13 }) +
      [0, 1, 2]
        .map((i) => {
          const cw = (w - 48 - 32) / 3;
          const x = 24 + i * (cw + 16);
          const y = 86 + hh * 0.32;
          return (
            rect(x, y, cw, hh - y - 24, S, { rx: 10 }) +
            circle(x + 28, y + 30, 14, [A, W, P][i]) +
            lines(x + 16, y + 58, [cw - 40, cw - 60], MID, 16, 7)
          );
        })
        .join('');
  return out;
}

function monitor(w, hh, screen) {
  return (
    rect(w / 2 - 40, hh, 80, 60, shade(S, 0.25)) +
    rect(w / 2 - 110, hh + 56, 220, 16, shade(S, 0.3), { rx: 8 }) +
    rect(0, 0, w, hh + 8, INK, { rx: 18, filter: 'url(#sh)' }) +
    rect(14, 14, w - 28, hh - 20, '#fff', { rx: 8 }) +
    g(14, 14, 1, screen ?? '')
  );
}

function laptop(w, hh, screen) {
  return (
    rect(0, 0, w, hh, INK, { rx: 14, filter: 'url(#sh)' }) +
    rect(12, 12, w - 24, hh - 24, '#fff', { rx: 6 }) +
    g(12, 12, 1, screen ?? '') +
    path(`M-40 ${hh}h${w + 80}l-20 24h-${w + 40}z`, shade(S, 0.3)) +
    rect(w / 2 - 40, hh, 80, 8, shade(S, 0.45), { rx: 4 })
  );
}

function phone(w, hh, screen) {
  return (
    rect(0, 0, w, hh, INK, { rx: 28, filter: 'url(#sh)' }) +
    rect(9, 9, w - 18, hh - 18, '#fff', { rx: 21 }) +
    rect(w / 2 - 24, 16, 48, 10, INK, { rx: 5 }) +
    g(9, 30, 1, screen ?? appScreen(w - 18, hh - 48))
  );
}

function appScreen(w, hh) {
  return (
    rect(12, 10, w - 24, hh * 0.28, `url(#gp)`, { rx: 12 }) +
    lines(26, 30, [w * 0.4, w * 0.25], '#ffffffaa', 16, 8) +
    [0, 1, 2]
      .map((i) => {
        const y = hh * 0.28 + 24 + i * (hh * 0.19);
        return (
          rect(12, y, w - 24, hh * 0.16, S, { rx: 10 }) +
          circle(34, y + hh * 0.08, 11, [A, W, P][i]) +
          lines(54, y + hh * 0.08 - 10, [w * 0.45, w * 0.3], MID, 14, 6)
        );
      })
      .join('')
  );
}

function codeScreen(w, hh) {
  const r = rng(`code${w}`);
  let out = rect(0, 0, w, hh, '#0f1f3d', { rx: 8 });
  const colors = ['#7dd3fc', W, '#a5b4fc', '#86efac', '#f9a8d4'];
  for (let i = 0; i < Math.floor((hh - 30) / 22); i += 1) {
    const indent = [0, 1, 2, 2, 1, 2, 3, 1][i % 8] * 22;
    out += rect(18, 20 + i * 22, 16, 6, '#ffffff33', { rx: 3 });
    out += rect(46 + indent, 20 + i * 22, r.int(40, w * 0.35), 8, colors[i % 5], { rx: 4 });
    if (i % 3 !== 2)
      out += rect(46 + indent + r.int(70, w * 0.4), 20 + i * 22, r.int(30, 90), 8, colors[(i + 2) % 5], {
        rx: 4,
        opacity: 0.8,
      });
  }
  return out;
}

function cloud(s, fill = '#fff', extra = {}) {
  return path(
    `M${-120 * s} ${40 * s}a${60 * s} ${60 * s} 0 0 1 ${10 * s}-${118 * s}a${80 * s} ${80 * s} 0 0 1 ${150 * s}-${30 * s}a${60 * s} ${60 * s} 0 0 1 ${86 * s} ${74 * s}a${38 * s} ${38 * s} 0 0 1 -${6 * s} ${74 * s}z`,
    fill,
    extra,
  );
}

function server(w, units = 3) {
  let out = '';
  for (let i = 0; i < units; i += 1) {
    out += rect(0, i * 58, w, 50, i % 2 ? shade(P, 0.1) : P, { rx: 10 });
    out += circle(24, i * 58 + 25, 6, i === 1 ? W : '#34d399') + circle(44, i * 58 + 25, 6, '#ffffff55');
    out += rect(w - 96, i * 58 + 20, 72, 10, '#ffffff40', { rx: 5 });
  }
  return out;
}

function gear(rad, fill, hole = S) {
  let d = '';
  const teeth = 10;
  for (let i = 0; i < teeth * 2; i += 1) {
    const a = (i / (teeth * 2)) * Math.PI * 2;
    const rr = i % 2 ? rad : rad * 1.22;
    const a2 = ((i + 1) / (teeth * 2)) * Math.PI * 2;
    d += `${i ? 'L' : 'M'}${(Math.cos(a) * rr).toFixed(1)} ${(Math.sin(a) * rr).toFixed(1)}L${(Math.cos(a2) * rr).toFixed(1)} ${(Math.sin(a2) * rr).toFixed(1)}`;
  }
  return path(`${d}Z`, fill) + circle(0, 0, rad * 0.42, hole);
}

function chip(s) {
  let out = '';
  for (let i = 0; i < 6; i += 1) {
    const o = -100 + i * 40;
    out += rect(o - 6, -150, 12, 40, MID, { rx: 4 }) + rect(o - 6, 110, 12, 40, MID, { rx: 4 });
    out += rect(-150, o - 6, 40, 12, MID, { rx: 4 }) + rect(110, o - 6, 40, 12, MID, { rx: 4 });
  }
  out +=
    rect(-120, -120, 240, 240, P, { rx: 28, filter: 'url(#sh)' }) +
    rect(-80, -80, 160, 160, tint(P, 0.15), { rx: 16 });
  out += text(0, 22, 'AI', { size: 64, weight: 800, fill: '#fff', anchor: 'middle' });
  return g(0, 0, s, out);
}

function neural(w, hh) {
  const layers = [3, 5, 5, 2];
  const pts = layers.map((count, li) =>
    Array.from({ length: count }, (_, k) => [li * (w / 3), hh / 2 + (k - (count - 1) / 2) * (hh / 5)]),
  );
  let out = '';
  for (let li = 0; li < layers.length - 1; li += 1)
    for (const a of pts[li])
      for (const b of pts[li + 1]) out += line(a[0], a[1], b[0], b[1], MID, 2, { opacity: 0.7 });
  pts.forEach((layer, li) =>
    layer.forEach(
      ([x, y]) => (out += circle(x, y, 15, [A, P, P, W][li], { stroke: '#fff', strokeWidth: 4 })),
    ),
  );
  return out;
}

function cap(s) {
  return g(
    0,
    0,
    s,
    path('M-80 10v50c0 20 36 36 80 36s80-16 80-36v-50z', shade(P, 0.25)),
    path('M0 -60l160 60-160 60-160-60z', P),
    path('M120 15v70', 'none', { stroke: W, strokeWidth: 6 }),
    circle(120, 90, 12, W),
  );
}

function headset(s) {
  return g(
    0,
    0,
    s,
    path('M-110 20a110 110 0 0 1 220 0', 'none', { stroke: INK, strokeWidth: 22, strokeLinecap: 'round' }),
    rect(-140, 0, 60, 100, P, { rx: 26 }),
    rect(80, 0, 60, 100, P, { rx: 26 }),
    path('M-110 100c0 60 40 80 90 80', 'none', { stroke: INK, strokeWidth: 10, strokeLinecap: 'round' }),
    rect(-40, 166, 50, 28, W, { rx: 14 }),
  );
}

function bubble(w, hh, fill, tail = 'left') {
  const tx = tail === 'left' ? 30 : w - 50;
  return (
    rect(0, 0, w, hh, fill, { rx: 18, filter: 'url(#sh)' }) +
    path(`M${tx} ${hh - 1}l10 22 14-22z`, fill) +
    lines(22, hh / 2 - 12, [w * 0.6, w * 0.4], fill === '#fff' ? LIGHT : '#ffffff88', 18, 8)
  );
}

function envelope(s) {
  return g(
    0,
    0,
    s,
    rect(-130, -85, 260, 170, '#fff', { rx: 14, filter: 'url(#sh)' }),
    path('M-130 -70l130 90 130-90', 'none', { stroke: P, strokeWidth: 10, strokeLinejoin: 'round' }),
  );
}

function pin(s, fill = W) {
  return g(
    0,
    0,
    s,
    path('M0 0c-40-50-60-76-60-104a60 60 0 0 1 120 0c0 28-20 54-60 104z', fill, { filter: 'url(#sh)' }),
    circle(0, -104, 22, '#fff'),
  );
}

function briefcase(s) {
  return g(
    0,
    0,
    s,
    rect(-45, -110, 90, 40, 'none', { rx: 14, stroke: shade(P, 0.2), strokeWidth: 14 }),
    rect(-130, -80, 260, 180, P, { rx: 22, filter: 'url(#sh)' }),
    rect(-130, -10, 260, 14, shade(P, 0.2)),
    rect(-22, -22, 44, 36, W, { rx: 6 }),
  );
}

function chartCard(w, hh, kind = 'bars') {
  let out =
    rect(0, 0, w, hh, '#fff', { rx: 16, filter: 'url(#sh)' }) + rect(20, 20, w * 0.4, 10, LIGHT, { rx: 5 });
  if (kind === 'bars') {
    const vals = [0.4, 0.65, 0.5, 0.8, 0.95];
    const bw = (w - 40) / vals.length - 12;
    vals.forEach(
      (v, i) =>
        (out += rect(
          20 + i * (bw + 12),
          hh - 20 - v * (hh - 70),
          bw,
          v * (hh - 70),
          i === 4 ? W : i % 2 ? A : P,
          { rx: 6 },
        )),
    );
  } else if (kind === 'line') {
    out += path(
      `M20 ${hh - 30}C${w * 0.3} ${hh - 40} ${w * 0.35} ${hh * 0.45} ${w * 0.55} ${hh * 0.55}S${w * 0.8} ${hh * 0.3} ${w - 20} ${50}`,
      'none',
      { stroke: A, strokeWidth: 6, strokeLinecap: 'round' },
    );
    out += circle(w - 20, 50, 10, W);
  } else {
    const c = 2 * Math.PI * 40;
    out += circle(w / 2, hh / 2 + 14, 40, 'none', { stroke: LIGHT, strokeWidth: 20 });
    out += circle(w / 2, hh / 2 + 14, 40, 'none', {
      stroke: A,
      strokeWidth: 20,
      strokeDasharray: `${c * 0.68} ${c}`,
      transform: `rotate(-90 ${w / 2} ${hh / 2 + 14})`,
    });
  }
  return out;
}

function shield(s) {
  return g(
    0,
    0,
    s,
    path('M0 -120l100 36v60c0 70-44 118-100 140-56-22-100-70-100-140v-60z', A, { filter: 'url(#sh)' }),
    path('M-40 0l30 30 56-60', 'none', {
      stroke: '#fff',
      strokeWidth: 16,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    }),
  );
}

function database(s) {
  return g(
    0,
    0,
    s,
    path('M-90 -80v160c0 22 40 40 90 40s90-18 90-40v-160z', P),
    h('ellipse', { cx: 0, cy: -80, rx: 90, ry: 40, fill: tint(P, 0.3) }),
    path('M-90 0c0 22 40 40 90 40s90-18 90-40M-90 -40c0 22 40 40 90 40s90-18 90-40', 'none', {
      stroke: '#ffffff55',
      strokeWidth: 5,
    }),
  );
}

function certificate(s) {
  return g(
    0,
    0,
    s,
    rect(-150, -100, 300, 200, '#fff', { rx: 12, filter: 'url(#sh)', stroke: tint(W, 0.4), strokeWidth: 6 }),
    rect(-100, -66, 200, 14, P, { rx: 7 }),
    lines(-90, -32, [180, 140, 160], LIGHT, 22, 9),
    circle(90, 60, 30, W),
    path('M76 84l-10 40 24-12 24 12-10-40', shade(W, 0.1)),
  );
}

function calendar(s) {
  let cells = '';
  for (let r = 0; r < 3; r += 1)
    for (let c = 0; c < 5; c += 1)
      cells += rect(-110 + c * 46, -20 + r * 40, 34, 28, r === 1 && c === 2 ? W : S, { rx: 6 });
  return g(
    0,
    0,
    s,
    rect(-130, -110, 260, 230, '#fff', { rx: 18, filter: 'url(#sh)' }),
    rect(-130, -110, 260, 64, P, { rx: 18 }),
    rect(-130, -66, 260, 20, P),
    cells,
    rect(-80, -130, 16, 44, INK, { rx: 8 }),
    rect(64, -130, 16, 44, INK, { rx: 8 }),
  );
}

function play(rad) {
  return (
    circle(0, 0, rad, W, { filter: 'url(#sh)' }) +
    path(`M${-rad * 0.28} ${-rad * 0.4}l${rad * 0.7} ${rad * 0.4}-${rad * 0.7} ${rad * 0.4}z`, '#fff')
  );
}

function building(s) {
  let win = '';
  for (let r = 0; r < 5; r += 1)
    for (let c = 0; c < 4; c += 1)
      win += rect(-86 + c * 46, -220 + r * 52, 28, 32, r % 2 && c % 3 ? W : tint(A, 0.55), { rx: 4 });
  return g(
    0,
    0,
    s,
    rect(-110, -250, 220, 250, P, { rx: 8 }),
    win,
    rect(-26, -50, 52, 50, INK, { rx: 4 }),
    rect(-160, -120, 60, 120, tint(P, 0.35), { rx: 6 }),
    rect(100, -160, 70, 160, tint(A, 0.2), { rx: 6 }),
  );
}

function infinity(s, labels) {
  const left = 'M0 0C-60 -90 -220 -90 -220 0S-60 90 0 0';
  const right = 'M0 0C60 -90 220 -90 220 0S60 90 0 0';
  let out =
    path(left, 'none', { stroke: P, strokeWidth: 34, strokeLinecap: 'round' }) +
    path(right, 'none', { stroke: A, strokeWidth: 34, strokeLinecap: 'round' });
  labels.forEach((l, i) => {
    const side = i < 4 ? -1 : 1;
    const x = side * 340;
    const y = -105 + (i % 4) * 70;
    out += rect(x - 62, y - 20, 124, 40, '#fff', { rx: 20, filter: 'url(#sh)' });
    out += circle(x - 40, y, 7, side < 0 ? P : A);
    out += text(x + 8, y + 6, l, { size: 16, weight: 700, fill: side < 0 ? P : A, anchor: 'middle' });
  });
  return g(0, 0, s, out);
}

function person(x, y, scale, opts = {}) {
  return figure(x, y, { skin: '#d9a47a', shirt: W, hair: '#2e211b', scale, ...opts });
}

function plant(x, y, s = 1) {
  return g(
    x,
    y,
    s,
    path('M0 0c-40-24-44-80-14-106 4 40 12 66 14 106z', A),
    path('M0 0c34-30 40-82 10-110-8 42-12 70-10 110z', shade(A, 0.2)),
    path('M-26 0h52l-8 40h-36z', P),
  );
}

// ---------- backdrop ----------

function backdrop(r) {
  let out = rect(0, 0, 1200, 800, S);
  out += circle(r.int(880, 1040), r.int(120, 220), r.int(200, 260), tint(A, 0.8), { opacity: 0.7 });
  out += circle(r.int(140, 260), r.int(580, 700), r.int(160, 220), tint(P, 0.84), { opacity: 0.8 });
  out += h('ellipse', { cx: 600, cy: 700, rx: 420, ry: 36, fill: tint(P, 0.78), opacity: 0.7 });
  for (let i = 0; i < 3; i += 1) {
    const x = r.int(80, 1120);
    const y = r.int(60, 360);
    out += path(`M${x - 10} ${y}h20M${x} ${y - 10}v20`, 'none', {
      stroke: [W, A, P][i],
      strokeWidth: 4,
      strokeLinecap: 'round',
    });
  }
  out += h(
    'g',
    { fill: MID, opacity: 0.5 },
    Array.from({ length: 16 }, (_, i) => circle(1040 + (i % 4) * 22, 560 + Math.floor(i / 4) * 22, 3.5, MID)),
  );
  return out;
}

// ---------- compositions ----------

const C = {
  hero: () =>
    g(360, 190, 1, laptop(480, 300, codeScreen(456, 276))) +
    g(880, 250, 1, phone(160, 320)) +
    g(930, 200, 1, cloud(0.55, '#fff', { filter: 'url(#sh)' })) +
    g(300, 190, 1, gear(44, W)) +
    g(220, 420, 1, chartCard(200, 150, 'line')) +
    person(820, 640, 1.6),
  about: () =>
    g(470, 600, 1.3, building(1)) +
    g(720, 190, 1, chartCard(240, 170, 'bars')) +
    g(180, 250, 1, chartCard(210, 170, 'donut')) +
    person(330, 640, 1.7) +
    person(820, 640, 1.7, { shirt: A, hair: '#4a2f1f', long: true, skin: '#f1c27d' }) +
    person(930, 640, 1.5, { shirt: P, skin: '#8d5524' }),
  'software-development': () =>
    g(300, 150, 1, monitor(520, 340, codeScreen(492, 306))) +
    g(880, 200, 1, gear(50, W)) +
    g(950, 300, 1, gear(30, A)) +
    g(
      180,
      200,
      1,
      rect(0, 0, 150, 100, '#fff', { rx: 16, filter: 'url(#sh)' }),
      text(75, 66, '</>', { size: 44, weight: 800, fill: P, anchor: 'middle' }),
    ) +
    person(900, 650, 1.6),
  'cloud-service': () =>
    g(600, 330, 1, cloud(1.9, '#fff', { filter: 'url(#sh)' })) +
    g(510, 200, 1, cloud(0.5, tint(A, 0.7))) +
    g(300, 430, 1, server(190, 3)) +
    g(710, 430, 1, server(190, 3)) +
    path('M395 420V360M805 420V360M600 300v-70', 'none', {
      stroke: A,
      strokeWidth: 6,
      strokeDasharray: '10 10',
    }) +
    g(
      600,
      280,
      1,
      path('M-30 10l30-30 30 30M0 -20v60', 'none', {
        stroke: P,
        strokeWidth: 12,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
      }),
    ),
  'devops-integration': () =>
    g(
      600,
      370,
      1.2,
      infinity(1, ['Plan', 'Code', 'Build', 'Test', 'Release', 'Deploy', 'Operate', 'Monitor']),
    ) +
    g(
      600,
      640,
      1,
      rect(-150, -30, 300, 60, '#fff', { rx: 30, filter: 'url(#sh)' }),
      circle(-110, 0, 14, '#34d399'),
      rect(-80, -8, 200, 16, LIGHT, { rx: 8 }),
    ),
  'ai-powered': () =>
    g(440, 380, 1, chip(1)) +
    g(700, 210, 1, neural(340, 340)) +
    g(180, 170, 1, bubble(200, 90, '#fff')) +
    g(800, 590, 1, bubble(190, 80, A, 'right')),
  'website-development': () =>
    g(260, 140, 1, browser(680, 460)) +
    g(
      860,
      360,
      1,
      rect(0, 0, 200, 240, '#fff', { rx: 16, filter: 'url(#sh)' }),
      rect(20, 20, 160, 90, tint(A, 0.7), { rx: 10 }),
      lines(20, 130, [150, 110, 130], LIGHT, 22, 9),
      rect(20, 196, 90, 26, P, { rx: 13 }),
    ) +
    person(200, 660, 1.6),
  'mobile-development': () =>
    g(380, 140, 1, phone(200, 420)) +
    g(620, 200, 1, phone(180, 380, appScreen(162, 340))) +
    g(860, 260, 1, bubble(180, 80, '#fff')) +
    g(220, 300, 1, gear(40, W)) +
    g(
      880,
      470,
      1,
      rect(0, 0, 150, 150, P, { rx: 30, filter: 'url(#sh)' }),
      path('M50 50h50v50h-50z', 'none', { stroke: '#fff', strokeWidth: 8 }),
    ),
  'desktop-development': () =>
    g(
      330,
      140,
      1,
      monitor(
        540,
        340,
        rect(0, 0, 140, 326, tint(P, 0.1)) +
          lines(20, 30, [90, 70, 90, 60], '#ffffff66', 34, 12) +
          g(160, 20, 1, chartCard(340, 150, 'line')) +
          g(
            160,
            190,
            1,
            rect(0, 0, 160, 110, S, { rx: 12 }),
            rect(180, 0, 160, 110, tint(W, 0.75), { rx: 12 }),
          ),
      ),
    ) +
    g(940, 240, 1, gear(46, A)) +
    person(220, 650, 1.6, { shirt: A }),
  'software-education': () =>
    g(
      330,
      170,
      1,
      laptop(
        440,
        280,
        rect(0, 0, 416, 256, '#fff') +
          rect(20, 20, 240, 130, `url(#gp)`, { rx: 10 }) +
          g(140, 85, 1, play(30)) +
          lines(280, 26, [110, 80, 100], LIGHT, 24, 10) +
          rect(20, 170, 376, 14, S, { rx: 7 }) +
          rect(20, 170, 250, 14, W, { rx: 7 }) +
          lines(20, 204, [300, 220], LIGHT, 20, 9),
      ),
    ) +
    g(900, 260, 1, cap(1)) +
    g(200, 420, 1, certificate(0.7)) +
    person(930, 650, 1.5, { shirt: P }),
  'technical-support': () =>
    g(600, 330, 1.2, headset(1)) +
    g(800, 170, 1, bubble(220, 90, '#fff')) +
    g(200, 200, 1, bubble(200, 80, A, 'right')) +
    g(
      820,
      470,
      1,
      rect(0, 0, 220, 120, '#fff', { rx: 16, filter: 'url(#sh)' }),
      circle(40, 40, 16, '#34d399'),
      lines(68, 34, [120, 90], LIGHT, 20, 9),
      rect(20, 80, 120, 20, P, { rx: 10 }),
    ) +
    person(240, 650, 1.6),
  'personalized-training': () =>
    g(470, 220, 1, laptop(330, 220, codeScreen(306, 196))) +
    person(380, 650, 1.7, { shirt: P }) +
    person(820, 650, 1.7, { shirt: A, long: true, skin: '#8d5524', hair: '#1d1716' }) +
    g(
      900,
      210,
      1,
      circle(0, 0, 80, '#fff', { filter: 'url(#sh)' }),
      circle(0, 0, 56, 'none', { stroke: P, strokeWidth: 12 }),
      circle(0, 0, 26, W),
    ) +
    g(200, 200, 1, bubble(180, 80, '#fff')),
  'corporate-training': () =>
    g(
      360,
      110,
      1,
      rect(0, 0, 480, 290, '#fff', { rx: 12, filter: 'url(#sh)' }),
      g(24, 24, 1, chartCard(260, 200, 'bars')),
      lines(310, 40, [140, 110, 130, 90], LIGHT, 30, 12),
      rect(230, 290, 20, 120, shade(S, 0.3)),
    ) +
    [250, 380, 510, 690, 820, 950]
      .map((x, i) =>
        person(x, 690, 1.45, {
          back: true,
          shirt: [P, A, W][i % 3],
          hair: ['#1d1716', '#4a2f1f', '#d6a85a'][i % 3],
        }),
      )
      .join('') +
    person(900, 460, 1.4, { arms: true }),
  careers: () =>
    g(380, 460, 1.3, briefcase(1)) +
    g(
      700,
      170,
      1,
      rect(0, 0, 260, 300, '#fff', { rx: 18, filter: 'url(#sh)' }),
      circle(130, 80, 46, tint(A, 0.6)),
      circle(130, 70, 20, '#d9a47a'),
      path('M96 118c6-26 62-26 68 0', '#d9a47a'),
      lines(40, 150, [180, 140], LIGHT, 24, 10),
      rect(40, 220, 180, 40, P, { rx: 20 }),
      text(130, 246, 'Apply', { size: 18, weight: 700, fill: '#fff', anchor: 'middle' }),
    ) +
    path('M180 600l140-120 100 60 180-170', 'none', {
      stroke: W,
      strokeWidth: 14,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    }) +
    path('M560 350l40 12-14 38', 'none', {
      stroke: W,
      strokeWidth: 14,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    }) +
    person(1000, 650, 1.6, { arms: true, shirt: A }),
  contact: () =>
    g(560, 380, 1.3, envelope(1)) +
    g(870, 380, 1, pin(1.2)) +
    g(
      240,
      230,
      1,
      rect(0, 0, 120, 200, INK, { rx: 22, filter: 'url(#sh)' }),
      rect(10, 14, 100, 172, '#fff', { rx: 14 }),
      circle(60, 100, 28, '#34d399'),
      path('M48 88c0 16 8 24 24 24l6-8-8-6-4 4c-6-2-8-6-10-10l4-4-6-8z', '#fff'),
    ) +
    g(760, 150, 1, bubble(200, 80, A)),
  industries: () =>
    [
      [P, 'building'],
      [A, 'cart'],
      [W, 'shield'],
      [P, 'truck'],
      [A, 'cross'],
      [W, 'plane'],
      [P, 'book'],
      [A, 'factory'],
    ]
      .map(([c, kind], i) => {
        const x = 220 + (i % 4) * 200;
        const y = 180 + Math.floor(i / 4) * 230;
        return g(
          x,
          y,
          1,
          rect(0, 0, 160, 180, '#fff', { rx: 20, filter: 'url(#sh)' }),
          circle(80, 76, 46, tint(c, 0.8)),
          industryIcon(kind, c),
          rect(36, 142, 88, 12, LIGHT, { rx: 6 }),
        );
      })
      .join(''),
  'event-banner': () =>
    g(420, 380, 1, calendar(1.3)) +
    text(440, 398, '50', { size: 64, weight: 800, fill: P, anchor: 'middle' }) +
    g(800, 360, 1, chip(0.9)) +
    g(
      640,
      160,
      1,
      rect(0, 0, 320, 70, P, { rx: 35, filter: 'url(#sh)' }),
      text(160, 45, 'AI Skills Fest', { size: 26, weight: 800, fill: '#fff', anchor: 'middle' }),
    ) +
    person(240, 650, 1.6, { arms: true }),
  'event-training': () =>
    g(
      300,
      150,
      1,
      monitor(
        520,
        330,
        rect(0, 0, 492, 296, `url(#gp)`) +
          g(246, 148, 1, play(54)) +
          rect(20, 20, 70, 26, '#ef4444', { rx: 13 }) +
          text(55, 39, 'LIVE', { size: 14, weight: 800, fill: '#fff', anchor: 'middle' }),
      ),
    ) +
    g(950, 380, 1, certificate(0.75)) +
    g(920, 180, 1, cap(0.6)),
  technologies: () =>
    [
      ['</>', P],
      ['{ }', A],
      ['SQL', W],
      ['C#', P],
      ['JS', W],
      ['TS', A],
      ['CI', P],
      ['API', A],
      ['UI', W],
    ]
      .map(([label, c], i) => {
        const x = 330 + (i % 3) * 190;
        const y = 130 + Math.floor(i / 3) * 180;
        return g(
          x,
          y,
          1,
          rect(0, 0, 150, 150, '#fff', { rx: 28, filter: 'url(#sh)' }),
          rect(20, 20, 110, 110, tint(c, 0.82), { rx: 20 }),
          text(75, 90, label, { size: 38, weight: 800, fill: shade(c, 0.1), anchor: 'middle' }),
        );
      })
      .join('') +
    g(210, 330, 1, cloud(0.5, '#fff', { filter: 'url(#sh)' })) +
    g(1000, 520, 1, database(0.6)),
  training: () =>
    g(
      260,
      170,
      1,
      rect(0, 0, 460, 300, '#fff', { rx: 14, filter: 'url(#sh)' }),
      rect(20, 20, 280, 170, `url(#gp)`, { rx: 10 }),
      g(160, 105, 1, play(36)),
      lines(320, 30, [110, 90, 100, 70], LIGHT, 30, 10),
      rect(20, 220, 420, 14, S, { rx: 7 }),
      rect(20, 220, 300, 14, A, { rx: 7 }),
      lines(20, 254, [260], LIGHT, 20, 10),
    ) +
    g(880, 250, 1, cap(0.8)) +
    g(900, 500, 1, certificate(0.7)) +
    person(220, 660, 1.6, { shirt: P }),
};

function industryIcon(kind, c) {
  const dark = shade(c, 0.15);
  const icons = {
    building:
      rect(62, 48, 36, 56, dark, { rx: 4 }) +
      rect(70, 58, 8, 8, '#fff') +
      rect(82, 58, 8, 8, '#fff') +
      rect(70, 74, 8, 8, '#fff') +
      rect(82, 74, 8, 8, '#fff'),
    cart:
      path('M52 56h12l10 34h32l8-24h-46', 'none', { stroke: dark, strokeWidth: 6, strokeLinejoin: 'round' }) +
      circle(78, 100, 6, dark) +
      circle(100, 100, 6, dark),
    shield: path('M80 44l28 10v18c0 20-12 32-28 38-16-6-28-18-28-38v-18z', dark),
    truck:
      rect(50, 62, 40, 30, dark, { rx: 4 }) +
      path('M90 70h14l8 12v10h-22z', dark) +
      circle(64, 96, 7, dark) +
      circle(100, 96, 7, dark),
    cross: rect(72, 50, 16, 52, dark, { rx: 4 }) + rect(54, 68, 52, 16, dark, { rx: 4 }),
    plane: path('M80 44l6 24 24 14v8l-24-6-2 18 8 6v6l-12-4-12 4v-6l8-6-2-18-24 6v-8l24-14z', dark),
    book: path('M54 54c10-4 20-4 26 2 6-6 16-6 26-2v46c-10-4-20-4-26 2-6-6-16-6-26-2z', dark),
    factory: path('M50 104v-40l18 12v-12l18 12v-12l18 12v-28h8v56z', dark),
  };
  return icons[kind];
}

// Blog teaser art: one subject each, framed as a cover.
const BLOGS = [
  ['Writing clean C# services', () => g(330, 170, 1, monitor(540, 330, codeScreen(512, 296)))],
  [
    'Moving workloads to the cloud',
    () =>
      g(600, 360, 1, cloud(1.6, '#fff', { filter: 'url(#sh)' })) +
      g(380, 450, 1, server(160, 2)) +
      g(660, 450, 1, server(160, 2)),
  ],
  ['Practical AI for business apps', () => g(460, 400, 1, chip(0.9)) + g(680, 240, 1, neural(300, 300))],
  [
    'Designing mobile-first products',
    () => g(420, 150, 1, phone(190, 400)) + g(640, 200, 1, phone(170, 360, appScreen(152, 322))),
  ],
  [
    'Starting a career in IT',
    () => g(600, 460, 1.2, briefcase(1)) + g(880, 240, 1, cap(0.7)) + person(300, 650, 1.6, { arms: true }),
  ],
  ['Keeping your data secure', () => g(520, 400, 1.3, shield(1)) + g(800, 420, 1, database(0.9))],
];

export const ILLUSTRATIONS = [
  'hero',
  'about',
  'software-development',
  'cloud-service',
  'devops-integration',
  'ai-powered',
  'website-development',
  'mobile-development',
  'desktop-development',
  'software-education',
  'technical-support',
  'personalized-training',
  'corporate-training',
  'careers',
  'contact',
  'industries',
  'event-banner',
  'event-training',
  'blog-1',
  'blog-2',
  'blog-3',
  'blog-4',
  'blog-5',
  'blog-6',
  'technologies',
  'training',
];

const titleOf = (name) => name.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

export function renderIllustration(name) {
  const r = rng(`illustration:${name}`);
  const defs =
    h(
      'filter',
      { id: 'sh', x: -0.2, y: -0.2, width: 1.4, height: 1.5 },
      h('feDropShadow', { dx: 0, dy: 10, stdDeviation: 12, floodColor: P, floodOpacity: 0.16 }),
    ) +
    linearGradient(
      'gp',
      [
        [0, P],
        [1, A],
      ],
      { x2: 1, y2: 1 },
    );
  let body = backdrop(r);
  let title = `${titleOf(name)} illustration`;
  const blog = /^blog-(\d)$/.exec(name);
  if (blog) {
    const [heading, draw] = BLOGS[Number(blog[1]) - 1];
    body += draw() + plant(1060, 690, 1);
    title = `Blog illustration: ${heading}`;
  } else {
    body += C[name]() + (name === 'industries' || name === 'technologies' ? '' : plant(1080, 690, 0.9));
  }
  return svgDoc({
    width: 1200,
    height: 800,
    title,
    desc: 'Flat illustration in the Orbitwise Technologies brand colours.',
    defs,
    body,
  });
}
