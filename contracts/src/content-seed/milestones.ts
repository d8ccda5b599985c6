/**
 * The milestones timeline (/about/milestones) as the page had it: one document per milestone, slug
 * `<year>-<title>`. The 2012 milestone quotes the figures (`{trainedMilestone.count}`, `{founded}`),
 * filled in when the page is rendered.
 */
import type { SeedDocument } from './seed-document.js';

const milestone = (
  slug: string,
  year: number,
  tag: string,
  title: string,
  description: string,
): SeedDocument<'milestone'> => ({ kind: 'milestone', slug, data: { year, title, description, tag } });

export const MILESTONES: SeedDocument<'milestone'>[] = [
  milestone(
    '2002-first-enterprise-client',
    2002,
    'Desktop',
    'First enterprise client',
    'Our first enterprise order-management system, built for a regional distributor.',
  ),
  milestone(
    '2005-campus-learning-portal',
    2005,
    'Education',
    'Campus learning portal',
    'We moved our own course material online and opened the portal to partner colleges.',
  ),
  milestone(
    '2008-hospital-records-suite',
    2008,
    'Healthcare',
    'Hospital records suite',
    'Patient registration, billing and lab reports for a chain of three hospitals.',
  ),
  milestone(
    '2011-logistics-tracking-platform',
    2011,
    'Logistics',
    'Logistics tracking platform',
    'Live consignment tracking with SMS alerts for a shipping company and its 400 agents.',
  ),
  milestone(
    '2012-people-trained',
    2012,
    'Training',
    '{trainedMilestone.count} people trained by {trainedMilestone.year}',
    'The classrooms we opened in {founded} welcomed their {trainedMilestone.count}th student.',
  ),
  milestone(
    '2013-bar-council-member-portal',
    2013,
    'Government',
    'Bar council member portal',
    'Online enrolment, renewals and certificate verification for a state bar council.',
  ),
  milestone(
    '2015-first-mobile-apps',
    2015,
    'Mobile',
    'First mobile apps',
    'Our first iOS and Android releases: appointment booking for dental clinics.',
  ),
  milestone(
    '2017-cloud-migration-practice',
    2017,
    'Cloud',
    'Cloud migration practice',
    'A dedicated team for moving on-premises systems to Microsoft Azure and AWS.',
  ),
  milestone(
    '2019-insurance-risk-analytics',
    2019,
    'Insurance',
    'Insurance risk analytics',
    'RiskDX launched, giving underwriters a single view of exposure across portfolios.',
  ),
  milestone(
    '2020-remote-training-at-scale',
    2020,
    'Education',
    'Remote training at scale',
    'Every classroom course moved to live online batches within three weeks of lockdown.',
  ),
  milestone(
    '2022-devops-and-automation',
    2022,
    'DevOps',
    'DevOps and automation',
    'Pipelines-as-code became standard on every project, with automated testing from sprint one.',
  ),
  milestone(
    '2023-warranty-claims-automation',
    2023,
    'AI',
    'Warranty claims automation',
    'AI routing and technician assignment cut claim processing time by 75% for a manufacturer.',
  ),
  milestone(
    '2024-healthcare-professional-network',
    2024,
    'Healthcare',
    'Healthcare professional network',
    'A verified social platform for clinicians, delivered in six weeks with an AI assistant.',
  ),
  milestone(
    '2025-ai-skills-fest-partner',
    2025,
    'Training',
    'AI Skills Fest partner',
    'Fifty days of free AI training for students and professionals alongside a global partner.',
  ),
];
