// Gallery scenes (800x600): office, outing, birthdays, festivals and anniversary. Each tab has one scene
// builder; the variant number changes the time of day, colours, props and the people in it.
import { figure, SKIN } from './people.mjs';
import {
  BRAND,
  circle,
  h,
  line,
  linearGradient,
  num,
  path,
  rect,
  rng,
  shade,
  svgDoc,
  text,
  tint,
} from './svg.mjs';

export const GALLERY_TABS = ['office', 'outing', 'birthdays', 'festivals', 'anniversary'];
const TITLES = {
  office: 'Office',
  outing: 'Team outing',
  birthdays: 'Birthday celebration',
  festivals: 'Festival celebration',
  anniversary: 'Company anniversary',
};
/** What each picture is of, in its description; no company is named (see renderGallery). */
const SUBJECTS = {
  office: 'an office',
  outing: 'a team outing',
  birthdays: 'a birthday celebration at the office',
  festivals: 'a festival celebration at the office',
  anniversary: 'a company anniversary on stage',
};
/**
 * What picture n of a tab shows: the scene its builder draws, or the banner it carries. The gallery's
 * captions (app/content/gallery.ts) name it; gallery-captions.test.mjs checks that they do. No banner
 * carries a number: a picture drawn at build time would keep last year's count of years, so the
 * caption ("{years} Years Together", filled in when the page is rendered) says how many.
 */
export function sceneOf(tab, n) {
  switch (tab) {
    case 'office':
      return n % 2 === 1 ? 'desks' : 'meeting';
    case 'outing':
      return ['meadow', 'camp', 'bus'][n % 3];
    case 'birthdays':
      return n % 2 ? 'Happy Birthday!' : 'Many happy returns';
    case 'festivals':
      return 'diwali';
    default:
      return n % 2 ? 'Years Together' : 'Happy Anniversary';
  }
}

const SHIRTS = ['#0b3d91', '#0e7c9b', '#f5a623', '#d64565', '#3c6e47', '#7a4fc9', '#c2410c', '#24476f'];
const HAIRS = ['#1d1716', '#4a2f1f', '#2e211b', '#8a3f1d', '#d6a85a'];

function person(r, x, y, opts = {}) {
  return figure(x, y, {
    skin: r.pick(SKIN),
    shirt: r.pick(SHIRTS),
    hair: r.pick(HAIRS),
    long: r.bool(0.45),
    ...opts,
  });
}

function plant(x, y, s = 1) {
  return h(
    'g',
    { transform: `translate(${x} ${y}) scale(${s})` },
    path('M0 0c-30-20-34-60-10-80 4 30 10 50 10 80z', '#3c8d5a'),
    path('M0 0c26-24 30-62 8-84-6 32-10 52-8 84z', '#2f7a4b'),
    path('M0 0c-4-30 4-60 0-96 12 32 10 64 0 96z', '#4da66c'),
    path('M-22 0h44l-6 34h-32z', '#c77b4a'),
  );
}

function office(r, n) {
  const wall = r.pick(['#eef4fa', '#f4f1ea', '#edf5f2']);
  let b = rect(0, 0, 800, 600, wall) + rect(0, 430, 800, 170, '#d9c7ad') + rect(0, 430, 800, 8, '#c7b292');
  // windows with a skyline
  for (let i = 0; i < 3; i += 1) {
    const x = 60 + i * 250;
    b += rect(x, 60, 190, 200, '#cfe6f5', { rx: 6, stroke: '#ffffff', strokeWidth: 8 });
    for (let k = 0; k < 4; k += 1)
      b += rect(x + 14 + k * 44, 260 - r.int(50, 130), 34, 200, tint(BRAND.primary, 0.6 + k * 0.05), {
        opacity: 0.6,
      });
    b += rect(x, 60, 190, 200, 'none', { rx: 6, stroke: '#ffffff', strokeWidth: 8 });
    b += line(x + 95, 60, x + 95, 260, '#ffffff', 6);
  }
  if (sceneOf('office', n) === 'desks') {
    // open office: two desks, monitors, people working
    for (let i = 0; i < 3; i += 1) {
      const x = 90 + i * 230;
      b += person(r, x + 95, 418, { seated: true, scale: 1.3 });
      b +=
        rect(x, 400, 190, 14, '#8b5e3c', { rx: 4 }) +
        rect(x + 10, 414, 10, 90, '#6b4a30') +
        rect(x + 170, 414, 10, 90, '#6b4a30');
      b +=
        rect(x + 10, 336, 96, 60, '#1f2937', { rx: 6 }) +
        rect(x + 15, 341, 86, 50, r.pick(['#0e7c9b', '#0b3d91', '#3c6e47']), { rx: 3 });
      b +=
        rect(x + 24, 352, 54, 6, '#ffffff', { opacity: 0.7, rx: 3 }) +
        rect(x + 24, 366, 36, 6, '#ffffff', { opacity: 0.5, rx: 3 });
      b += rect(x + 51, 396, 14, 6, '#374151') + rect(x + 120, 390, 40, 10, '#e5e7eb', { rx: 3 });
    }
    b += plant(40, 470, 1.1) + plant(760, 470, 0.9);
  } else {
    // meeting room: whiteboard with a chart, long table, people around
    b += rect(250, 60, 300, 190, '#ffffff', { rx: 6, stroke: '#9ca3af', strokeWidth: 6 });
    const bars = [60, 90, 75, 120, 140];
    bars.forEach(
      (v, i) => (b += rect(290 + i * 46, 220 - v, 30, v, i === 4 ? BRAND.warm : BRAND.accent, { rx: 3 })),
    );
    b += path('M290 190l50-30 46 16 46-40 46-24', 'none', { stroke: BRAND.primary, strokeWidth: 4 });
    const seats = [150, 260, 370, 480, 590];
    seats.forEach(
      (x, i) => (b += person(r, x + 30, 446, { seated: true, scale: 1.25, arms: i === 2 && n % 3 === 0 })),
    );
    b += path('M90 430h620l-40 40h-540z', '#7a5234') + rect(130, 470, 540, 14, '#5e3f28');
    b += rect(170, 412, 60, 8, '#e5e7eb', { rx: 3 }) + rect(480, 410, 80, 10, '#374151', { rx: 3 });
    b += circle(620, 414, 10, '#ffffff') + plant(740, 470);
  }
  return b;
}

function outing(r, n) {
  const sun = ['#f9d34a', '#fff1a8', '#ffd35c'][n % 3];
  let b = rect(0, 0, 800, 600, 'url(#sky)');
  b += circle(620 - n * 40, 130, 54, sun, { opacity: 0.95 });
  for (let k = 0; k < 3; k += 1)
    b += path(`M${60 + k * 240 + n * 10} ${90 + k * 20}h80a18 18 0 0 0-34-16 24 24 0 0 0-46 16z`, '#ffffff', {
      opacity: 0.9,
    });
  b += path('M0 330l140-120 120 90 150-150 160 140 120-80 110 90v220h-800z', tint(BRAND.primary, 0.45));
  b += path('M0 360c140-40 260 0 400-20s280-50 400-10v270h-800z', '#7cbf7a');
  if (n % 2 === 0) b += path('M0 470c200-30 420 10 800-20v150h-800z', '#6aa7d6', { opacity: 0.9 });
  b += path('M0 430c200-20 420 30 800 0v170h-800z', n % 2 ? '#67ad62' : '#7cbf7a', {
    opacity: n % 2 ? 1 : 0,
  });
  for (let i = 0; i < 6; i += 1) {
    const x = 40 + i * 140 + r.int(-20, 20);
    const y = 380 + r.int(-10, 10);
    b +=
      rect(x - 5, y - 10, 10, 40, '#6b4a30') +
      path(`M${x - 34} ${y}l34-90 34 90z`, r.pick(['#2f7a4b', '#3c8d5a', '#4da66c']));
  }
  if (sceneOf('outing', n) === 'camp') {
    // tent and campfire
    b += path('M520 500l80-110 80 110z', BRAND.warm) + path('M600 390l-20 110h40z', shade(BRAND.warm, 0.3));
    b +=
      path('M430 520l30-10 30 10-30 6z', '#6b4a30') +
      path('M460 512c-14-14-6-30 0-40 6 10 14 26 0 40z', '#f97316');
  } else if (sceneOf('outing', n) === 'bus') {
    // minibus
    b += rect(520, 420, 220, 90, BRAND.primary, { rx: 18 }) + rect(540, 436, 180, 34, '#cfe6f5', { rx: 6 });
    b += line(600, 436, 600, 470, BRAND.primary, 4) + line(660, 436, 660, 470, BRAND.primary, 4);
    b +=
      circle(570, 512, 18, '#1f2937') + circle(700, 512, 18, '#1f2937') + rect(520, 484, 220, 8, BRAND.warm);
  }
  const count = 5 + (n % 2);
  for (let i = 0; i < count; i += 1)
    b += person(r, 90 + i * 62, 560, { scale: 1.25, arms: (i + n) % 3 === 0 });
  return b;
}

function birthdays(r, n) {
  const wall = r.pick(['#fdf1f4', '#f3f0fb', '#eef7fb']);
  let b = rect(0, 0, 800, 600, wall) + rect(0, 470, 800, 130, '#e9d8c4');
  // bunting
  b += path('M0 40q400 90 800 0', 'none', { stroke: '#9ca3af', strokeWidth: 2 });
  for (let i = 0; i < 14; i += 1) {
    const x = 20 + i * 56;
    const y = 40 + Math.sin((x / 800) * Math.PI) * 44;
    b += path(`M${x} ${y}l28 2-14 34z`, [BRAND.warm, BRAND.accent, '#d64565', BRAND.primary][i % 4]);
  }
  b +=
    rect(240, 110, 320, 60, '#ffffff', { rx: 30 }) +
    text(400, 150, sceneOf('birthdays', n), {
      size: 28,
      weight: 800,
      fill: BRAND.primary,
      anchor: 'middle',
    });
  // balloons
  const bx = [70, 130, 680, 740, 600];
  bx.slice(0, 3 + (n % 3)).forEach((x, i) => {
    const y = 210 + r.int(-30, 30);
    const c = ['#d64565', BRAND.warm, BRAND.accent, '#7a4fc9', BRAND.primary][(i + n) % 5];
    b += path(`M${x} ${y + 46}q-10 50 6 120`, 'none', { stroke: '#9ca3af', strokeWidth: 2 });
    b +=
      h('ellipse', { cx: x, cy: y, rx: 34, ry: 44, fill: c }) +
      h('ellipse', { cx: x - 12, cy: y - 16, rx: 8, ry: 12, fill: '#ffffff', opacity: 0.35 });
  });
  // table and cake
  b +=
    rect(200, 400, 400, 16, '#8b5e3c', { rx: 4 }) +
    rect(220, 416, 12, 80, '#6b4a30') +
    rect(568, 416, 12, 80, '#6b4a30');
  const tiers = 1 + (n % 3 === 0 ? 2 : 1);
  let ty = 400;
  for (let k = 0; k < tiers; k += 1) {
    const w = 160 - k * 44;
    const hh = 48;
    ty -= hh;
    b += rect(400 - w / 2, ty, w, hh, k % 2 ? '#fff3e0' : '#f7c6d0', { rx: 8 });
    b += path(`M${400 - w / 2} ${ty + 10}q${w / 8} 14 ${w / 4} 0t${w / 4} 0t${w / 4} 0t${w / 4} 0`, 'none', {
      stroke: '#ffffff',
      strokeWidth: 6,
      strokeLinecap: 'round',
    });
  }
  for (let k = -2; k <= 2; k += 1) {
    const x = 400 + k * 16;
    b += rect(x - 3, ty - 24, 6, 24, [BRAND.accent, BRAND.warm, '#d64565'][Math.abs(k) % 3]);
    b += path(`M${x} ${ty - 40}c-6 8-6 12 0 14 6-2 6-6 0-14z`, '#f59e0b');
  }
  b += circle(270, 392, 14, '#fff') + circle(530, 392, 14, '#fff');
  const people = [130, 220, 580, 670];
  people.forEach((x, i) => (b += person(r, x, 560, { scale: 1.35, arms: (i + n) % 4 === 1 })));
  for (let i = 0; i < 24; i += 1) b += confetti(r, 190, 460, [180, 180, 620, 470]);
  return b;
}

function confetti(r, top, bottom, avoid = [0, 0, 0, 0]) {
  const x = r.int(10, 790);
  const y = r.int(top, bottom);
  if (x > avoid[0] && x < avoid[2] && y > avoid[1] && y < avoid[3]) return '';
  return rect(x, y, 6, 10, r.pick([BRAND.warm, BRAND.accent, '#d64565', '#7a4fc9']), {
    transform: `rotate(${r.int(0, 90)} ${x} ${y})`,
  });
}

function festivals(r, n) {
  let b = rect(0, 0, 800, 600, 'url(#night)');
  for (let i = 0; i < 30; i += 1)
    b += circle(r.int(0, 800), r.int(0, 260), r.range(0.8, 2), '#ffffff', { opacity: r.range(0.4, 0.9) });
  // string lights
  for (let k = 0; k < 2; k += 1) {
    const y0 = 50 + k * 70;
    b += path(`M0 ${y0}q200 70 400 0t400 0`, 'none', { stroke: '#4b5563', strokeWidth: 2 });
    for (let i = 0; i <= 20; i += 1) {
      const x = i * 40;
      const t = (x % 400) / 400;
      const y = y0 + 4 * 35 * t * (1 - t) * (x < 400 ? 1 : -1) * (k % 2 ? 1 : 1);
      const c = [BRAND.warm, '#fde68a', '#f472b6', '#67e8f9'][(i + k) % 4];
      b += circle(x, y + 6, 9, c, { opacity: 0.25 }) + circle(x, y + 6, 4.5, c);
    }
  }
  // lanterns
  [140, 660].forEach((x, i) => {
    const y = 170 + i * 20;
    b += line(x, 0, x, y - 40, '#9ca3af', 2);
    b += path(`M${x - 30} ${y - 40}h60l10 50-10 50h-60l-10-50z`, i ? '#dc2626' : BRAND.warm, {
      opacity: 0.95,
    });
    b += rect(x - 20, y - 30, 40, 80, '#fde68a', { opacity: 0.35, rx: 6 });
  });
  // ground, rangoli and diyas
  b += rect(0, 420, 800, 180, '#3b2a4a');
  const cx = 400;
  const cy = 500;
  const petals = 8 + (n % 3) * 4;
  const colors = [
    ['#f472b6', '#f5a623', '#22d3ee'],
    ['#fb923c', '#a3e635', '#e879f9'],
    ['#facc15', '#38bdf8', '#f43f5e'],
  ][n % 3];
  b += h('ellipse', { cx, cy, rx: 170, ry: 70, fill: colors[2], opacity: 0.9 });
  for (let i = 0; i < petals; i += 1) {
    const a = (i / petals) * 360;
    b += h('ellipse', {
      cx,
      cy: cy - 32,
      rx: 14,
      ry: 30,
      fill: colors[0],
      transform: `rotate(${a} ${cx} ${cy})`,
    });
  }
  b += h('ellipse', { cx, cy, rx: 42, ry: 42, fill: colors[1] }) + circle(cx, cy, 16, '#ffffff');
  const diyas = [120, 220, 580, 680, 300, 500];
  diyas.slice(0, 4 + (n % 3)).forEach((x, i) => {
    const y = i > 3 ? 580 : 560;
    b += circle(x, y - 22, 22, '#fbbf24', { opacity: 0.2 });
    b +=
      path(`M${x - 24} ${y - 8}q24 26 48 0z`, '#c2410c') +
      path(`M${x} ${y - 36}c-8 12-8 20 0 24 8-4 8-12 0-24z`, '#fbbf24');
  });
  const ppl = [60, 740];
  ppl.forEach((x, i) => (b += person(r, x, 560, { scale: 1.3, arms: (n + i) % 2 === 0 })));
  return b;
}

/** A five-pointed star centred on (x, y), `size` from the centre to a point. */
function star(x, y, size, fill) {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    const radius = i % 2 ? size * 0.42 : size;
    return `${num(x + radius * Math.cos(angle))} ${num(y + radius * Math.sin(angle))}`;
  });
  return path(`M${points.join('L')}z`, fill);
}

function anniversary(r, n) {
  let b = rect(0, 0, 800, 600, '#101a33');
  b += path('M0 0h800v360h-800z', 'url(#stage)');
  // spotlights
  b +=
    path('M150 0l-90 380h200z', '#fff7d6', { opacity: 0.12 }) +
    path('M650 0l-110 380h200z', '#fff7d6', { opacity: 0.12 });
  // banner
  b +=
    rect(150, 36, 500, 132, BRAND.primary, { rx: 12 }) +
    rect(160, 46, 480, 112, 'none', { rx: 8, stroke: BRAND.warm, strokeWidth: 3 });
  // Stars over the words, not the company's name: an editor may rename the company, and a name drawn
  // at build time would stay the old one (the caption under the picture comes from the content).
  b +=
    line(240, 80, 362, 80, BRAND.warm, 2) +
    line(438, 80, 560, 80, BRAND.warm, 2) +
    star(376, 80, 7, '#cfe3ff') +
    star(400, 78, 12, BRAND.warm) +
    star(424, 80, 7, '#cfe3ff');
  // The words above the speaker's head.
  b += text(400, 138, sceneOf('anniversary', n), {
    size: 40,
    weight: 800,
    fill: '#ffffff',
    anchor: 'middle',
  });
  // stage
  b += path('M40 360h720l30 40h-780z', '#3b2f55') + rect(10, 400, 780, 40, '#2a2140');
  b += rect(360, 290, 80, 70, '#7a5234', { rx: 4 }) + rect(352, 282, 96, 12, '#8b5e3c', { rx: 3 });
  b += person(r, 400, 290, { scale: 1 });
  b += person(r, 250, 360, { scale: 1.05, arms: n % 3 === 0 }) + person(r, 560, 360, { scale: 1.05 });
  // audience seen from behind
  for (let row = 0; row < 2; row += 1)
    for (let i = 0; i < 9; i += 1) {
      const x = 40 + i * 90 + (row ? 45 : 0);
      b += person(r, x, 640 + row * 30, {
        scale: 1.15 + row * 0.15,
        back: true,
        arms: (i + row + n) % 7 === 0,
      });
    }
  for (let i = 0; i < 40; i += 1) b += confetti(r, 0, 330, [140, 26, 660, 178]);
  return b;
}

const SCENES = { office, outing, birthdays, festivals, anniversary };

export function renderGallery(tab, n) {
  const r = rng(`gallery:${tab}:${n}`);
  const defs =
    linearGradient('sky', [
      [0, ['#87c6ee', '#f6b48b', '#9fd4e6'][n % 3]],
      [1, ['#d8f0fb', '#fde6c8', '#eaf7fb'][n % 3]],
    ]) +
    linearGradient('night', [
      [0, '#0f1535'],
      [1, n % 2 ? '#3b1f5c' : '#1e2a5c'],
    ]) +
    linearGradient('stage', [
      [0, '#1b2a55'],
      [1, '#3a2a66'],
    ]);
  return svgDoc({
    width: 800,
    height: 600,
    title: `${TITLES[tab]} ${n}`,
    desc: `Illustration of ${SUBJECTS[tab]}.`,
    defs,
    body: SCENES[tab](r, n),
  });
}
