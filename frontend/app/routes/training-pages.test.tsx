/**
 * The training pages' copy is content: each page's published `training` document (its slug the
 * route's id) is what its HTML shows, figures quoted as `{tokens}` filled in and each course's link
 * computed from its name; a page without a published one keeps the seed's text; a publish re-renders
 * that page's route and its aliases only.
 */
import type { TrainingData } from '@orbitwise/contracts/content';
import { TRAINING } from '@orbitwise/contracts/content-seed';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPlan, siteContentFrom } from '~/config/published-site';
import { paths } from '~/config/routes-table';
import { liveAddress } from '~/features/console/content-live-address';
import CorporateTraining, { loader as corporateLoader } from './corporate-training';
import type { Route as CorporateRoute } from './+types/corporate-training';
import PersonalizedTraining, { loader as personalizedLoader } from './personalized-training';
import type { Route as PersonalizedRoute } from './+types/personalized-training';
import Training, { loader as trainingLoader } from './training';
import type { Route as TrainingRoute } from './+types/training';
import { prerenderedHtml, publishedDoc, textOf } from './prerender-test-kit';

const seed = (slug: string): TrainingData => TRAINING.find((doc) => doc.slug === slug)!.data;
const published = (slug: string, data: TrainingData) => publishedDoc('training', slug, data);

const personalized = seed('personalized-training');
const corporate = seed('corporate-training');
const context = {
  siteContent: siteContentFrom({
    training: [
      published('personalized-training', {
        ...personalized,
        lead: 'Coaching for one, planned with you.',
        courses: { intro: 'Pick a course.', names: ['Rust for .NET developers', 'C#'] },
        syllabi: { intro: 'Outlines.', items: [{ name: 'Rust', file: '/generated/syllabus/rust.pdf' }] },
      }),
      published('corporate-training', {
        ...corporate,
        overview: {
          ...corporate.overview!,
          paragraphs: ['{corporateTrainingClients} companies in {years} years.'],
          action: { label: 'Talk to a trainer', link: 'https://calendly.example/orbitwise' },
        },
        features: {
          title: 'Every programme has',
          items: [{ title: 'Security labs', text: 'Red and blue team drills.', icon: 'shield' }],
        },
      }),
    ],
  }),
};

describe('the training pages follow their published documents', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
  });
  afterAll(() => vi.useRealTimers());

  it("an edited personalized training page is on its HTML, each course's link computed from its name", async () => {
    const data = personalizedLoader({ context } as unknown as PersonalizedRoute.LoaderArgs);
    const markup = await prerenderedHtml(
      <PersonalizedTraining {...({ loaderData: data } as PersonalizedRoute.ComponentProps)} />,
    );
    expect(textOf(markup)).toContain('Coaching for one, planned with you.');
    expect(markup).toContain('href="https://academy.orbitwise.example/courses/rust-for-net-developers"');
    expect(markup).toContain('href="https://academy.orbitwise.example/courses/csharp"');
    expect(markup).toContain('href="/generated/syllabus/rust.pdf" download="rust-syllabus.pdf"');
    expect(textOf(markup)).not.toContain('Digital Marketing');
    expect(textOf(markup)).toContain('Training built around you');
  });

  it('an edited corporate training page is on its HTML, its figures filled in', async () => {
    const data = corporateLoader({ context } as unknown as CorporateRoute.LoaderArgs);
    const markup = await prerenderedHtml(
      <CorporateTraining {...({ loaderData: data } as CorporateRoute.ComponentProps)} />,
    );
    const page = textOf(markup);
    expect(page).toContain('350 companies in 29 years.');
    expect(page).toContain('Security labsRed and blue team drills.');
    expect(page).not.toContain('Skills assessment');
    expect(markup).toMatch(
      /<a href="https:\/\/calendly.example\/orbitwise" target="_blank"[^>]*>Talk to a trainer/,
    );
  });

  it("a page without a published document keeps the seed's text", async () => {
    const data = trainingLoader({ context } as unknown as TrainingRoute.LoaderArgs);
    const markup = await prerenderedHtml(
      <Training {...({ loaderData: data } as TrainingRoute.ComponentProps)} />,
    );
    expect(textOf(markup)).toContain('Our training programmes');
    expect(markup).toContain(`href="${paths.corporateTraining}"`);
    expect(markup).toContain('href="https://academy.orbitwise.example/new-batches"');
    expect(textOf(markup)).toContain('Certification and assessment providers');
  });

  it("a publish re-renders the page's own route and its aliases", () => {
    const plan = (slug?: string) =>
      renderPlan('training', context.siteContent, [], slug).render.map((page) => page.path);
    expect(plan('personalized-training')).toEqual([paths.personalizedTraining, paths.sitemap]);
    expect(plan('training')).toEqual([paths.training, paths.trainingPartners, paths.sitemap]);
    expect(plan()).toHaveLength(5);
  });

  it("the console's live link is the page's own address", () => {
    expect(liveAddress('training', 'personalized-training', personalized)).toEqual({
      href: paths.personalizedTraining,
      label: paths.personalizedTraining,
      own: true,
    });
    expect(liveAddress('training', 'training', seed('training')).href).toBe(paths.training);
    expect(liveAddress('training', 'bootcamp', personalized).href).toBeNull();
  });
});
