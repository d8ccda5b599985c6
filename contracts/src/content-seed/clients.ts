/** Client logos: the site shows none today; the company adds them (with their consent). */
import type { SeedDocument } from './seed-document.js';

export const CLIENTS: SeedDocument<'client'>[] = [];
