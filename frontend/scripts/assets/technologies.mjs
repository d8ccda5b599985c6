// The technologies' logo grid: the seed's logos under /generated/technologies/ are simple-icons
// pictures (CC0), copied as the package ships them. A logo an editor uploads lives elsewhere.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { TECHNOLOGIES } from '@orbitwise/contracts/content-seed';

const PREFIX = '/generated/technologies/';
const require = createRequire(import.meta.url);

/** The simple-icons slugs the seed's logos name (`/generated/technologies/<slug>.svg`). */
export const TECHNOLOGY_ICONS = TECHNOLOGIES.data.logos
  .map((entry) => entry.logo)
  .filter((logo) => logo?.startsWith(PREFIX))
  .map((logo) => logo.slice(PREFIX.length, -'.svg'.length));

export const renderTechnologyLogo = (icon) =>
  readFileSync(require.resolve(`simple-icons/icons/${icon}.svg`), 'utf8');
