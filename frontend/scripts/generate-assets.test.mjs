import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_STUDIES, CLIENTS, TECHNOLOGIES } from '@orbitwise/contracts/content-seed';
import { renderHero, renderShot } from './assets/portfolio.mjs';
import { PROJECTS } from './assets/projects.mjs';
import { COURSES } from './assets/syllabus.mjs';
import { generateAssets } from './generate-assets.mjs';

const PORTFOLIO_IDS = CASE_STUDIES.map((doc) => doc.slug);

const SYLLABI = [
  'csharp',
  'dotnet-core',
  'angularjs',
  'sql',
  'typescript',
  'dotnet-mvc',
  'azure-devops',
  'css',
  'microsoft-azure',
  'bootstrap',
  'html5',
];
/** Hard ceiling per SVG; the design target is 15 KB and almost all files are well under it. */
const MAX_SVG_BYTES = 20 * 1024;

let out;
const list = (dir) => readdirSync(join(out, dir)).sort();

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'orbitwise-assets-'));
  generateAssets(out);
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('generate-assets', () => {
  it('writes the expected files and counts', () => {
    expect(list('portfolio')).toHaveLength(27 * 13);
    for (const id of PORTFOLIO_IDS) {
      expect(list('portfolio')).toContain(`${id}.svg`);
      for (let n = 1; n <= 12; n += 1) expect(list('portfolio')).toContain(`${id}-shot-${n}.svg`);
    }
    expect(list('team')).toEqual(Array.from({ length: 12 }, (_, i) => `member-${i + 1}.svg`).sort());
    expect(list('gallery')).toHaveLength(30);
    for (const tab of ['office', 'outing', 'birthdays', 'festivals', 'anniversary'])
      for (let n = 1; n <= 6; n += 1) expect(list('gallery')).toContain(`${tab}-${n}.svg`);
    expect(list('illustrations')).toHaveLength(26);
    for (const name of ['hero', 'cloud-service', 'devops-integration', 'blog-6', 'technologies', 'training'])
      expect(list('illustrations')).toContain(`${name}.svg`);
    expect(list('syllabus')).toEqual(SYLLABI.map((s) => `${s}.pdf`).sort());
    expect(list('clients')).toEqual(CLIENTS.map((doc) => `${doc.slug}.svg`).sort());
  });

  it("writes every seeded technology logo that is a generated picture (the Technologies page's grid)", () => {
    const generated = TECHNOLOGIES.data.logos
      .map((entry) => entry.logo)
      .filter((logo) => logo?.startsWith('/generated/'));
    expect(generated).toHaveLength(16);
    for (const logo of generated)
      expect(readFileSync(join(out, logo.slice('/generated/'.length)), 'utf8')).toMatch(/^<svg /);
  });

  it('has a display name for every project id and nothing more', () => {
    expect(PROJECTS.map((p) => p.id).sort()).toEqual([...PORTFOLIO_IDS].sort());
    for (const p of PROJECTS) expect(p.name.length).toBeGreaterThan(1);
  });

  it('writes SVGs that parse as XML with size attributes, a title and no external references', () => {
    const { DOMParser } = new JSDOM('').window;
    const parser = new DOMParser();
    for (const dir of ['portfolio', 'team', 'gallery', 'illustrations'])
      for (const file of list(dir)) {
        const path = join(out, dir, file);
        const source = readFileSync(path, 'utf8');
        const doc = parser.parseFromString(source, 'image/svg+xml');
        const where = `${dir}/${file}`;
        expect(doc.getElementsByTagName('parsererror').length, where).toBe(0);
        const svg = doc.documentElement;
        expect(svg.localName, where).toBe('svg');
        expect(Number(svg.getAttribute('width')), where).toBeGreaterThan(0);
        expect(Number(svg.getAttribute('height')), where).toBeGreaterThan(0);
        expect(svg.getAttribute('viewBox'), where).toBe(
          `0 0 ${svg.getAttribute('width')} ${svg.getAttribute('height')}`,
        );
        expect(svg.getElementsByTagName('title')[0]?.textContent?.trim(), where).toBeTruthy();
        expect(source, where).not.toMatch(/href=|@import|url\((?!#)/);
        expect(source.replace('http://www.w3.org/2000/svg', ''), where).not.toMatch(/https?:\/\//);
        expect(statSync(path).size, where).toBeLessThan(MAX_SVG_BYTES);
      }
  });

  it('uses the required canvas sizes', () => {
    const size = (file) => {
      const m = /width="(\d+)" height="(\d+)"/.exec(readFileSync(join(out, file), 'utf8'));
      return `${m[1]}x${m[2]}`;
    };
    expect(size('portfolio/riskdx.svg')).toBe('1200x800');
    expect(size('portfolio/riskdx-shot-7.svg')).toBe('1280x800');
    expect(size('portfolio/smsforwarder-shot-1.svg')).toBe('1280x800');
    expect(size('team/member-5.svg')).toBe('400x400');
    expect(size('gallery/festivals-2.svg')).toBe('800x600');
    expect(size('illustrations/ai-powered.svg')).toBe('1200x800');
  });

  it('writes PDFs with a valid header, xref table and trailer', () => {
    for (const file of list('syllabus')) {
      const bytes = readFileSync(join(out, 'syllabus', file));
      const pdf = bytes.toString('latin1');
      expect(pdf.startsWith('%PDF-1.')).toBe(true);
      expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
      const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(pdf)?.[1]);
      expect(pdf.slice(startxref, startxref + 4), file).toBe('xref');
      const [, first, count] = /^xref\s+(\d+) (\d+)/.exec(pdf.slice(startxref));
      expect(Number(first)).toBe(0);
      const entries = pdf
        .slice(startxref)
        .split('\n')
        .slice(2, 2 + Number(count));
      entries.slice(1).forEach((entry, i) => {
        const offset = Number(entry.slice(0, 10));
        expect(pdf.slice(offset, offset + 20), `${file} object ${i + 1}`).toMatch(
          new RegExp(`^${i + 1} 0 obj`),
        );
      });
      expect(pdf).toMatch(new RegExp(`trailer\\s*<< /Size ${count} /Root \\d+ 0 R`));
      expect(pdf).toContain('/BaseFont /Helvetica');
    }
  });

  it('puts the course title, duration, prerequisites and 8-12 modules in each syllabus', () => {
    for (const course of COURSES) {
      const pdf = readFileSync(join(out, 'syllabus', `${course.slug}.pdf`)).toString('latin1');
      expect(pdf).toContain(`(Orbitwise Technologies \\227 ${course.title} Syllabus)`);
      expect(pdf).toContain('(Duration)');
      expect(pdf).toContain('(Prerequisites)');
      expect(course.modules.length).toBeGreaterThanOrEqual(8);
      expect(course.modules.length).toBeLessThanOrEqual(12);
      for (const mod of course.modules) expect(mod.topics.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('is deterministic', () => {
    const p = PROJECTS[3];
    expect(renderHero(p)).toBe(renderHero(p));
    expect(renderShot(p, 5)).toBe(renderShot(p, 5));
    expect(readFileSync(join(out, 'portfolio/lwsc-shot-5.svg'), 'utf8')).toBe(renderShot(p, 5));
  });
});
