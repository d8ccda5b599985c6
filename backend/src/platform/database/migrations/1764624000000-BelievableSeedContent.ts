import type { CaseStudyData, TeamMemberData } from '@orbitwise/contracts/content';
import { CASE_STUDIES, CLIENTS, POSTS, TEAM, TESTIMONIALS } from '@orbitwise/contracts/content-seed';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { insertPublishedSeed, reseedUntouched, seededMemberLinks, type Reseed } from '../content-migrations';

/** The testimonials as first seeded: the company folded into the role, or not named. */
const FIRST_TESTIMONIALS: Record<string, { role: string; quote?: string }> = {
  'daniel-okafor': { role: 'Head of Service Operations, manufacturing client' },
  'dr-meera-iyer': { role: 'Founder, healthcare network' },
  'sofia-lindqvist': { role: 'CTO, logistics company' },
  'rahul-verma': {
    role: 'Software Engineer, former student',
    quote:
      'I joined the .NET full-stack batch with no industry experience. Six months later I was writing production code for a bank.',
  },
  'angela-moreno': { role: 'L&D Manager, IT services firm' },
  'thomas-becker': { role: 'Managing Director, e-commerce retailer' },
};

/** Each project's "Visit website" address as first seeded: the company's own domain. */
const FIRST_WEB: Record<string, string> = {
  riskdx: 'https://riskdx.orbitwise.example',
  bestitcourses: 'https://courses.orbitwise.example',
  bluebooks: 'https://bluebooks.orbitwise.example',
  lwsc: 'https://lwsc.orbitwise.example',
  cyndelos: 'https://cyndelos.orbitwise.example',
  dental: 'https://dental.orbitwise.example',
  bitclms: 'https://lms.orbitwise.example',
  apbarcouncil: 'https://barcouncil.orbitwise.example',
  trussinterface: 'https://truss.orbitwise.example',
  sprkmusic: 'https://sprk.orbitwise.example',
  botminds: 'https://botminds.orbitwise.example',
  asm: 'https://asm.orbitwise.example',
  a2z: 'https://a2z.orbitwise.example',
  lovemycompetition: 'https://competition.orbitwise.example',
  smsforwarder: 'https://smsforwarder.orbitwise.example',
  lovemylotto: 'https://lotto.orbitwise.example',
  needsanalysis: 'https://needs.orbitwise.example',
  assettracking: 'https://assets.orbitwise.example',
  a2zmobileapp: 'https://a2z.orbitwise.example/app',
  hipaa: 'https://hipaa.orbitwise.example',
  customplan: 'https://customplan.orbitwise.example',
  dentomate: 'https://dentomate.orbitwise.example',
  dentomatemobileApp: 'https://dentomate.orbitwise.example/app',
  elixir: 'https://elixir.orbitwise.example',
  elixirmobileapp: 'https://elixir.orbitwise.example/app',
  happyappointments: 'https://appointments.orbitwise.example',
  claimprocessing: 'https://claims.orbitwise.example',
};

/** Elixir's figures as first seeded (the others had no case study). */
const FIRST_ELIXIR_METRICS = [
  { value: '6 weeks', label: 'from kick-off to launch' },
  { value: '3', label: 'feed tabs' },
  { value: '100%', label: 'members verified' },
];

/** The posts were first seeded dated two years earlier. */
const twoYearsEarlier = (date: string) => `${Number(date.slice(0, 4)) - 2}${date.slice(4)}`;

function firstCaseStudy(slug: string, data: CaseStudyData): CaseStudyData {
  const caseStudy =
    slug === 'claimprocessing'
      ? data.caseStudy
      : slug === 'elixir' && data.caseStudy
        ? { ...data.caseStudy, metrics: FIRST_ELIXIR_METRICS }
        : null;
  return { ...data, web: FIRST_WEB[slug] ?? null, caseStudy };
}

/** A member as first seeded: no bio, expertise, GitHub or website; LinkedIn and X profiles. */
function firstTeamMember(
  slug: string,
  { bio: _bio, expertise: _expertise, links: _links, ...data }: TeamMemberData,
) {
  return { ...data, links: seededMemberLinks(slug, { github: false }) };
}

function reseeds(): Reseed[] {
  return [
    ...TESTIMONIALS.map(({ kind, slug, data }) => ({
      kind,
      slug,
      first: { ...data, company: null, ...FIRST_TESTIMONIALS[slug] },
      now: data,
    })),
    ...TEAM.map(({ kind, slug, data }) => ({ kind, slug, first: firstTeamMember(slug, data), now: data })),
    ...CASE_STUDIES.map(({ kind, slug, data }) => ({
      kind,
      slug,
      first: firstCaseStudy(slug, data),
      now: data,
    })),
    ...POSTS.filter((post) => post.slug !== 'company-statement').map(({ kind, slug, data }) => ({
      kind,
      slug,
      first: { ...data, date: twoYearsEarlier(data.date) },
      now: data,
    })),
  ];
}

/**
 * Seeded content a visitor can believe: named clients (published, for the clients strip), the
 * testimonials' companies, the team's bios and expertise, a measurable result for each project and no
 * "Visit website" to the company's own domain, the blog dated within the last year. A fresh database
 * has all of it from the seed; one seeded before gets the clients it lacks, and each seeded document
 * whose draft is still exactly as first seeded and published as it is (no editor has touched it) is
 * brought to the new seed as a new 'seeded' revision, published. Run twice, it changes nothing.
 */
export class BelievableSeedContent1764624000000 implements MigrationInterface {
  name = 'BelievableSeedContent1764624000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await insertPublishedSeed(queryRunner, CLIENTS);
    await reseedUntouched(queryRunner, reseeds());
  }

  async down(): Promise<void> {
    // The revision history is append-only: the new seed stays; an editor can restore an earlier revision.
  }
}
