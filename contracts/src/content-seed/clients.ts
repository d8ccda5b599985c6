/**
 * Companies the site names as clients, one per industry it serves. Fictional but plausible (no real
 * trademark): the shipped defaults an editor replaces with the company's own clients, with their consent.
 * Their logos are simple monograms under /generated/clients/; none has a public site to link to.
 */
import type { SeedDocument } from './seed-document.js';

const client = (order: number, slug: string, name: string): SeedDocument<'client'> => ({
  kind: 'client',
  slug,
  data: { name, logo: { src: `/generated/clients/${slug}.svg`, alt: name }, link: null, order },
});

export const CLIENTS: SeedDocument<'client'>[] = [
  client(0, 'trivana-motor-works', 'Trivana Motor Works'),
  client(1, 'medhavi-health-network', 'Medhavi Health Network'),
  client(2, 'surakshit-mutual', 'Surakshit Mutual'),
  client(3, 'kallvik-freight', 'Kallvik Freight'),
  client(4, 'lindenhaus-home', 'Lindenhaus Home'),
  client(5, 'yatrika-journeys', 'Yatrika Journeys'),
  client(6, 'vidyanta-learning', 'Vidyanta Learning'),
  client(7, 'solvanta-it-services', 'Solvanta IT Services'),
];
