/**
 * FeatureCards and CheckList as deferred parts (see ./deferred.tsx): static cards whose lucide icons
 * are most of their code. Their HTML is prerendered; the icons' code loads after the page is
 * interactive. Pages import these instead of ./feature-cards.
 */
import { deferred } from './deferred';

export const FeatureCards = deferred(() => import('./feature-cards').then((m) => m.FeatureCards));
export const CheckList = deferred(() => import('./feature-cards').then((m) => m.CheckList));
