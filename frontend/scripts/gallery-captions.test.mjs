// The gallery's captions (app/content/gallery.ts) say what each generated picture shows
// (scripts/assets/gallery.mjs draws picture n of a tab as sceneOf(tab, n)).
import { describe, expect, it } from 'vitest';
import { SITE_DETAILS } from '@orbitwise/contracts/content-seed';
import { galleryTabs } from '../app/content/gallery';
import { renderGallery, sceneOf, GALLERY_TABS as DRAWN_TABS } from './assets/gallery.mjs';

const GALLERY_TABS = galleryTabs();

/** What a caption must say for each scene; a banner scene's caption quotes its banner. */
const SAYS = {
  desks: /\bdesks?\b/i,
  meeting: /\bmeeting\b/i,
  camp: /\b(tent|campfire)\b/i,
  bus: /\bbus\b/i,
  meadow: /\bmeadow\b/i,
  diwali: /\b(rangoli|diyas?|lanterns?)\b/i,
};
/** Things none of the pictures shows (the captions once promised them). */
const NOT_DRAWN =
  /reception|server|lounge|classroom|cricket|trek|bonfire|boat|resort|christmas|holi\b|eid\b|pongal|award|dinner|performance|lunch|surprise|singing|cards/i;

describe('gallery captions', () => {
  it('has a caption for every drawn picture', () => {
    expect(GALLERY_TABS.map((t) => t.id)).toEqual(DRAWN_TABS);
    for (const tab of GALLERY_TABS) {
      tab.photos.forEach((photo, i) => expect(photo.src).toBe(`/generated/gallery/${tab.id}-${i + 1}.svg`));
    }
  });

  it('names what each picture shows, and nothing another picture of its tab shows instead', () => {
    for (const tab of GALLERY_TABS) {
      const scenes = tab.photos.map((_, i) => sceneOf(tab.id, i + 1));
      tab.photos.forEach((photo, i) => {
        const scene = scenes[i];
        const where = `${tab.id}-${i + 1}: «${photo.alt}»`;
        if (SAYS[scene]) {
          expect(SAYS[scene].test(photo.alt), `${where} should name ${scene}`).toBe(true);
          for (const other of new Set(scenes))
            if (other !== scene) expect(SAYS[other].test(photo.alt), `${where} names ${other}`).toBe(false);
        } else {
          expect(photo.alt.toLowerCase(), where).toContain(scene.replace(/!$/, '').toLowerCase());
        }
        expect(photo.alt, where).not.toMatch(NOT_DRAWN);
      });
    }
  });

  it('draws no number into any picture: a caption computed from the figures carries the years', () => {
    // A number drawn at build time would disagree with the caption after the next new year.
    for (const tab of GALLERY_TABS)
      tab.photos.forEach((_, i) => {
        const words = [...renderGallery(tab.id, i + 1).matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map(
          (m) => m[1],
        );
        expect(
          words.filter((word) => /\d/.test(word)),
          `${tab.id}-${i + 1}`,
        ).toEqual([]);
      });
    const anniversary = GALLERY_TABS.find((tab) => tab.id === 'anniversary');
    expect(anniversary.photos.filter((photo) => /\b\d+ Years Together\b/.test(photo.alt))).not.toEqual([]);
  });

  it("names no company in any picture: the company's name is the site document's, which an editor may change", () => {
    // Drawn at build time, a name would stay the old one after a rename; the page around it says it.
    const names = new RegExp(`${SITE_DETAILS.data.name}|${SITE_DETAILS.data.shortName}`, 'i');
    for (const tab of GALLERY_TABS)
      tab.photos.forEach((_, i) =>
        expect(renderGallery(tab.id, i + 1), `${tab.id}-${i + 1}`).not.toMatch(names),
      );
  });
});
