#!/usr/bin/env node
// Writes every generated site asset into public/generated/: portfolio art and screenshots, team portraits,
// gallery scenes, brand illustrations, client logos, course syllabus PDFs and the technologies' logos.
// Output is deterministic (seeded), so running it twice gives byte-identical files. Usage: node scripts/generate-assets.mjs [outDir]
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIENT_LOGOS, renderClientLogo } from './assets/clients.mjs';
import { GALLERY_TABS, renderGallery } from './assets/gallery.mjs';
import { ILLUSTRATIONS, renderIllustration } from './assets/illustrations.mjs';
import { MEMBERS, renderPortrait } from './assets/people.mjs';
import { renderHero, renderShot } from './assets/portfolio.mjs';
import { PROJECTS } from './assets/projects.mjs';
import { COURSES, renderSyllabus } from './assets/syllabus.mjs';
import { renderTechnologyLogo, TECHNOLOGY_ICONS } from './assets/technologies.mjs';

export const DEFAULT_OUT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../public/generated');
export const SHOTS_PER_PROJECT = 12;
export const GALLERY_PER_TAB = 6;

/** Every file to write, as [relative path, contents]. */
export function* assetEntries() {
  for (const project of PROJECTS) {
    yield [`portfolio/${project.id}.svg`, () => renderHero(project)];
    for (let n = 1; n <= SHOTS_PER_PROJECT; n += 1)
      yield [`portfolio/${project.id}-shot-${n}.svg`, () => renderShot(project, n)];
  }
  for (let n = 1; n <= MEMBERS.length; n += 1)
    yield [`team/member-${n}.svg`, () => renderPortrait(MEMBERS[n - 1], n)];
  for (const tab of GALLERY_TABS)
    for (let n = 1; n <= GALLERY_PER_TAB; n += 1)
      yield [`gallery/${tab}-${n}.svg`, () => renderGallery(tab, n)];
  for (const name of ILLUSTRATIONS) yield [`illustrations/${name}.svg`, () => renderIllustration(name)];
  for (const [i, client] of CLIENT_LOGOS.entries())
    yield [`clients/${client.slug}.svg`, () => renderClientLogo(client, i)];
  for (const course of COURSES) yield [`syllabus/${course.slug}.pdf`, () => renderSyllabus(course)];
  for (const icon of TECHNOLOGY_ICONS) yield [`technologies/${icon}.svg`, () => renderTechnologyLogo(icon)];
}

export function generateAssets(outDir = DEFAULT_OUT_DIR) {
  rmSync(outDir, { recursive: true, force: true });
  let count = 0;
  let bytes = 0;
  for (const [file, render] of assetEntries()) {
    const target = join(outDir, file);
    mkdirSync(dirname(target), { recursive: true });
    const data = render();
    writeFileSync(target, data);
    count += 1;
    bytes += Buffer.byteLength(data);
  }
  return { count, bytes, outDir };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const { count, bytes, outDir } = generateAssets(
    process.argv[2] ? resolve(process.argv[2]) : DEFAULT_OUT_DIR,
  );
  console.log(
    `generate-assets: wrote ${count} files (${(bytes / 1024).toFixed(0)} KB) to ${outDir} in ${Date.now() - started} ms`,
  );
}
