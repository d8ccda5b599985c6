// Flat illustrated people: 400x400 team portraits and small figures used in gallery scenes.
import { circle, h, path, rect, shade, svgDoc, tint } from './svg.mjs';

export const SKIN = ['#f6d5c0', '#eec19d', '#d9a47a', '#c0875a', '#9a6240', '#6e4229'];
const HAIR = {
  black: '#1d1716',
  brown: '#4a2f1f',
  auburn: '#8a3f1d',
  blonde: '#d6a85a',
  grey: '#a9a5a0',
  dark: '#2e211b',
};

// Twelve members, chosen (not drawn at random) so the team is visibly diverse.
export const MEMBERS = [
  { skin: 2, hair: 'short', hc: 'black', shirt: '#0b3d91', bg: '#e3eefb', collar: 'shirt' },
  { skin: 0, hair: 'long', hc: 'blonde', shirt: '#0e7c9b', bg: '#fdeedd', collar: 'round' },
  { skin: 4, hair: 'curly', hc: 'black', shirt: '#f5a623', bg: '#e4f5ee', collar: 'round', glasses: true },
  { skin: 1, hair: 'bun', hc: 'brown', shirt: '#7a4fc9', bg: '#eee7fb', collar: 'vneck' },
  { skin: 3, hair: 'buzz', hc: 'dark', shirt: '#1f8a70', bg: '#fff0e6', collar: 'shirt', beard: true },
  { skin: 5, hair: 'afro', hc: 'black', shirt: '#d64565', bg: '#e6f1fb', collar: 'round' },
  { skin: 2, hair: 'scarf', hc: 'dark', shirt: '#24476f', bg: '#f3ecfb', collar: 'round', scarf: '#0e7c9b' },
  { skin: 0, hair: 'side', hc: 'auburn', shirt: '#3c6e47', bg: '#fcefe8', collar: 'shirt', glasses: true },
  { skin: 4, hair: 'bob', hc: 'dark', shirt: '#0e7c9b', bg: '#fff4dc', collar: 'vneck' },
  {
    skin: 1,
    hair: 'bald',
    hc: 'grey',
    shirt: '#4b5563',
    bg: '#e5f3f6',
    collar: 'shirt',
    beard: true,
    glasses: true,
  },
  { skin: 3, hair: 'long', hc: 'black', shirt: '#c2410c', bg: '#e8edfa', collar: 'round' },
  { skin: 5, hair: 'short', hc: 'black', shirt: '#0b3d91', bg: '#fdebf1', collar: 'vneck' },
];

const CX = 200;
const HEADY = 178;

function hairBack(style, color) {
  switch (style) {
    case 'long':
      return path('M128 178c0-60 30-96 72-96s72 36 72 96v118c0 14-12 22-26 22h-92c-14 0-26-8-26-22z', color);
    case 'bob':
      return path('M126 180c0-58 32-94 74-94s74 36 74 94v52c0 12-10 20-22 20h-104c-12 0-22-8-22-20z', color);
    case 'afro':
      return circle(CX, 160, 96, color);
    case 'curly':
      return [
        [150, 120],
        [180, 102],
        [216, 102],
        [248, 122],
        [262, 152],
        [138, 152],
      ]
        .map(([x, y]) => circle(x, y, 30, color))
        .join('');
    default:
      return '';
  }
}

function hairFront(style, color) {
  switch (style) {
    case 'short':
      return path('M136 170c-4-52 26-82 66-82 40 0 68 28 64 80-10-26-30-38-64-40-30 0-52 14-66 42z', color);
    case 'side':
      return path('M136 176c-6-56 24-88 66-88 42 0 70 32 64 86-16-30-44-44-92-40-18 12-30 26-38 42z', color);
    case 'long':
    case 'bob':
      return path('M134 176c0-54 28-84 68-84 38 0 66 30 64 80-22-4-50-18-66-42-12 26-38 42-66 46z', color);
    case 'bun':
      return (
        circle(CX, 92, 26, color) +
        path('M136 176c-2-54 26-82 64-82s66 28 64 82c-14-26-36-40-64-40s-52 14-64 40z', color)
      );
    case 'buzz':
      return path('M140 164c2-44 26-68 60-68s58 24 60 68c-14-18-34-26-60-26s-46 8-60 26z', color, {
        opacity: 0.9,
      });
    case 'afro':
    case 'curly':
      return path('M138 168c2-46 28-70 62-70s60 24 62 70c-18-20-38-28-62-28s-44 8-62 28z', color);
    default:
      return '';
  }
}

/** A 400x400 portrait from one member's parameters. */
export function renderPortrait(m, n) {
  const skin = SKIN[m.skin];
  const skinShade = shade(skin, 0.12);
  const hair = HAIR[m.hc];
  const ink = '#2b2020';
  let body = rect(0, 0, 400, 400, m.bg);
  body += circle(CX, 214, 150, tint(m.bg === '#ffffff' ? '#e8f4fb' : shade(m.bg, 0.04), 0));
  body +=
    circle(322, 84, 30, '#ffffff', { opacity: 0.55 }) + circle(76, 318, 18, '#ffffff', { opacity: 0.5 });
  body += m.scarf ? '' : hairBack(m.hair, hair);
  // shoulders and collar
  body += path('M64 400c4-66 54-104 136-104s132 38 136 104z', m.shirt);
  body += rect(176, 232, 48, 72, skinShade, { rx: 20 });
  if (m.collar === 'vneck') body += path('M168 298l32 44 32-44c-8-4-16-6-32-6s-24 2-32 6z', skinShade);
  else if (m.collar === 'shirt')
    body +=
      path('M170 296l30 30 30-30 16 22-20 26-26-18-26 18-20-26z', tint(m.shirt, 0.85)) +
      path('M200 326v74', 'none', { stroke: shade(m.shirt, 0.2), strokeWidth: 3 });
  else
    body += path('M172 298c8 16 18 22 28 22s20-6 28-22', 'none', {
      stroke: shade(m.shirt, 0.25),
      strokeWidth: 6,
    });
  if (m.scarf)
    body +=
      path('M118 200c0-70 36-112 82-112s82 42 82 112c0 40-10 80-30 104h-104c-20-24-30-64-30-104z', m.scarf) +
      path(
        'M126 300c20 20 44 30 74 30s54-10 74-30l10 30c-24 18-52 26-84 26s-60-8-84-26z',
        shade(m.scarf, 0.15),
      );
  // head
  body += circle(139, HEADY + 8, 13, skinShade) + circle(261, HEADY + 8, 13, skinShade);
  body += h('ellipse', { cx: CX, cy: HEADY, rx: 60, ry: 70, fill: skin });
  body += m.scarf ? '' : hairFront(m.hair, hair);
  if (m.beard)
    body += path('M142 190c4 50 28 80 58 80s54-30 58-80c-12 22-30 28-58 28s-46-6-58-28z', hair, {
      opacity: 0.95,
    });
  // face
  body += path('M170 160q12-8 24 0M206 160q12-8 24 0', 'none', {
    stroke: shade(hair, 0.1),
    strokeWidth: 4,
    strokeLinecap: 'round',
  });
  body += circle(182, 182, 5.5, ink) + circle(218, 182, 5.5, ink);
  body += circle(184, 180, 1.6, '#fff') + circle(220, 180, 1.6, '#fff');
  body += path('M200 190q-6 16 0 20', 'none', { stroke: skinShade, strokeWidth: 3, strokeLinecap: 'round' });
  body += path('M184 222q16 14 32 0', m.beard ? '#fff' : 'none', {
    stroke: m.beard ? 'none' : '#9b3b3b',
    strokeWidth: 4,
    strokeLinecap: 'round',
  });
  body +=
    circle(164, 208, 10, '#ff8a80', { opacity: 0.22 }) + circle(236, 208, 10, '#ff8a80', { opacity: 0.22 });
  if (m.glasses)
    body += h(
      'g',
      { fill: 'none', stroke: '#263238', strokeWidth: 3.5 },
      rect(162, 168, 34, 28, 'none', { rx: 10 }),
      rect(204, 168, 34, 28, 'none', { rx: 10 }),
      path('M196 180h8', 'none'),
    );
  return svgDoc({
    width: 400,
    height: 400,
    title: `Team member ${n} portrait`,
    desc: 'Flat illustrated portrait of an Orbitwise Technologies team member.',
    body,
  });
}

/**
 * A standing or seated figure for scenes, about `scale`*100 px tall, feet at (x, y).
 * `back` draws the person from behind (audience), `arms` raises both arms (celebration).
 */
export function figure(
  x,
  y,
  { skin, shirt, hair, scale = 1, seated = false, back = false, arms = false, long = false },
) {
  const s = scale;
  const g = [];
  const bodyH = seated ? 40 : 62;
  if (!seated) {
    g.push(
      rect(-14, -44, 12, 44, shade(shirt, 0.55), { rx: 5 }),
      rect(2, -44, 12, 44, shade(shirt, 0.55), { rx: 5 }),
    );
  }
  const top = -(seated ? 40 : 44) - bodyH + 16;
  if (arms)
    g.push(
      path(`M-18 ${top + 14}l-16-34`, 'none', { stroke: shirt, strokeWidth: 10, strokeLinecap: 'round' }),
      path(`M18 ${top + 14}l16-34`, 'none', { stroke: shirt, strokeWidth: 10, strokeLinecap: 'round' }),
      circle(-34, top - 22, 6, skin),
      circle(34, top - 22, 6, skin),
    );
  g.push(rect(-22, top, 44, bodyH, shirt, { rx: 18 }));
  if (long && !back) g.push(path(`M-20 ${top - 20}c0-10 40-10 40 0v36h-40z`, hair));
  g.push(circle(0, top - 16, 17, skin));
  if (back) g.push(circle(0, top - 19, 17.5, hair));
  else g.push(path(`M-17 ${top - 17}a17 17 0 0 1 34 0c-8-6-26-6-34 0z`, hair));
  if (long && back) g.push(rect(-17, top - 20, 34, 30, hair, { rx: 12 }));
  return h('g', { transform: `translate(${x} ${y}) scale(${s})` }, g);
}
