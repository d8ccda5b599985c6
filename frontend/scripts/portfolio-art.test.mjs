// The generated portfolio art belongs to each project: its name and technologies from the portfolio
// content, a cover and screens of its own domain (not one dashboard for all), figures in plausible
// ranges (no $2,214 haircut) and a cover title that fits its column.
import { describe, expect, it } from 'vitest';
import { CASE_STUDIES } from '@orbitwise/contracts/content-seed';
import {
  heroTitle,
  HERO_TEXT_LEFT,
  HERO_TEXT_RIGHT,
  renderHero,
  renderShot,
  SCREENS,
} from './assets/portfolio.mjs';
import { DOMAINS, PROJECTS } from './assets/projects.mjs';
import { textWidth } from './assets/svg.mjs';

const PORTFOLIO_IDS = CASE_STUDIES.map((doc) => doc.slug);
const PORTFOLIO = Object.fromEntries(CASE_STUDIES.map((doc) => [doc.slug, doc.data]));

const decode = (s) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"');
/** The text nodes of an SVG, in drawing order. */
const texts = (svg) => [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => decode(m[1]));
const byId = Object.fromEntries(PROJECTS.map((p) => [p.id, p]));
const amount = (s) => {
  const m = /^[$₹£]([\d,.]+)(k|M)?$/.exec(s);
  return m ? Number(m[1].replace(/,/g, '')) * (m[2] === 'k' ? 1e3 : m[2] === 'M' ? 1e6 : 1) : undefined;
};

describe('portfolio art', () => {
  it('draws each project under its portfolio name, with its own technologies', () => {
    expect(PROJECTS.map((p) => p.id).sort()).toEqual([...PORTFOLIO_IDS].sort());
    for (const id of PORTFOLIO_IDS) {
      const art = byId[id];
      expect(art.name, id).toBe(PORTFOLIO[id].name);
      // Phone frames for the mobile apps and the Android utility.
      expect(Boolean(art.mobile), id).toBe(
        PORTFOLIO[id].category === 'Mobile app' || PORTFOLIO[id].technologies.includes('Android'),
      );
      expect(art.chips.length, id).toBeGreaterThan(0);
      for (const chip of art.chips) expect(PORTFOLIO[id].technologies, id).toContain(chip);
      expect(DOMAINS[art.domain], id).toBeDefined();
      expect(renderHero(art)).toContain(`${art.name} — `);
    }
  });

  it('fits every cover title in the text column (Happy Appointments was cut off)', () => {
    const width = HERO_TEXT_RIGHT - HERO_TEXT_LEFT;
    for (const p of PROJECTS) {
      const { lines, size } = heroTitle(p);
      expect(lines.join(' '), p.id).toBe(p.name);
      for (const line of lines)
        expect(textWidth(line, size, 800), `${p.id}: ${line}`).toBeLessThanOrEqual(width);
      const svg = renderHero(p);
      for (const line of lines) expect(texts(svg), p.id).toContain(line);
    }
    expect(heroTitle(byId.happyappointments).size).toBeLessThan(56);
  });

  it("shows each domain's own work on the cover and in the screens, not one dashboard for all", () => {
    for (const d of Object.values(DOMAINS)) for (const s of d.screens) expect(SCREENS[s], s).toBeDefined();
    const covers = new Set(PROJECTS.filter((p) => !p.mobile).map((p) => DOMAINS[p.domain].screens[0]));
    expect(covers.size).toBeGreaterThanOrEqual(6);
    const marks = {
      claimprocessing: ['Recall', 'Complex', 'Claims board'],
      dentomate: ['Chair 1', 'Hygienist', 'Root canal'],
      happyappointments: ['Anita', 'stylists'],
      lovemylotto: ['Saturday’s draw', 'Prize split'],
      sprkmusic: ['Now playing', 'Up next'],
      trussinterface: ['Load check', 'Bottom chord'],
      assettracking: ['Assets nearby'],
    };
    for (const [id, words] of Object.entries(marks)) {
      const cover = texts(renderHero(byId[id])).join('\n');
      for (const word of words) expect(cover, `${id} cover`).toContain(word);
    }
    const music = Array.from({ length: 12 }, (_, n) =>
      texts(renderShot(byId.sprkmusic, n + 1)).join('\n'),
    ).join('\n');
    expect(music).not.toMatch(/Assets nearby|Root canal|Haircut/);
  });

  it('gives figures in the ranges each domain declares: prices per service, KPI ranges', () => {
    for (const [name, d] of Object.entries(DOMAINS)) {
      for (const k of d.kpis) expect(k, name).toMatch(/^[^:]+:((n|%|\$|h|d|m|sec):[\d.]+:[\d.]+|s)$/);
      expect(d.metric, name).toMatch(/^(n|%|\$):\d+:\d+$/);
    }
    for (const p of PROJECTS) {
      const d = DOMAINS[p.domain];
      if (!d.prices) continue;
      for (let n = 0; n <= 12; n += 1) {
        const nodes = texts(n ? renderShot(p, n) : renderHero(p));
        nodes.forEach((node, i) => {
          const range = d.prices[node];
          if (!range) return;
          // A row: the service, then (after its date) its price.
          const price = nodes
            .slice(i + 1, i + 3)
            .map(amount)
            .find((v) => v !== undefined);
          if (price !== undefined)
            expect(price, `${p.id} ${n}: ${node} ${price}`).toBeGreaterThanOrEqual(range[0]);
          if (price !== undefined)
            expect(price, `${p.id} ${n}: ${node} ${price}`).toBeLessThanOrEqual(range[1]);
        });
        // The day schedule writes "Haircut · $45".
        for (const node of nodes) {
          const m = /^(.+) · ([$₹£][\d,]+)$/.exec(node);
          if (m && d.prices[m[1]])
            expect(amount(m[2]), `${p.id} ${n}: ${node}`).toBeLessThanOrEqual(d.prices[m[1]][1]);
        }
      }
    }
  });
});
