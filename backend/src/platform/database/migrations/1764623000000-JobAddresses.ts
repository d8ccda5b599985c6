import { JOBS } from '@orbitwise/contracts/content-seed';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { insertPublishedSeed } from '../content-migrations';

/** The seed's engineering roles, for databases seeded before them. */
const ENGINEERING_SLUGS = ['dotnet-developer', 'nodejs-engineer'];
/** The office the seed's jobs work from: what a location naming no country is taken to mean. */
const OFFICE = { locality: 'Hyderabad', region: 'Telangana', country: 'IN' };

type Address = { locality: string; region: string | null; country: string };

/** Country names ("India", "Sri Lanka") to their ISO 3166 code, as this runtime's CLDR names them. */
function countryCodes(): Map<string, string> {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const codes = new Map<string, string>();
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = names.of(code);
      if (name) codes.set(name.toLowerCase(), code);
    }
  }
  return codes;
}

/**
 * The address a job's location text states: "Bengaluru, India" → Bengaluru, IN; "Pune, Maharashtra,
 * India" → Pune, Maharashtra, IN. A location that names no known country ("Remote") is the office.
 */
export function addressOf(location: unknown, codes: Map<string, string>): Address {
  const parts = typeof location === 'string' ? location.split(',').map((part) => part.trim()) : [];
  const country = parts.length >= 2 ? codes.get(parts[parts.length - 1]!.toLowerCase()) : undefined;
  const locality = parts[0] ?? '';
  if (!country || locality === '' || /remote/i.test(locality)) return { ...OFFICE };
  if (country === OFFICE.country && locality.toLowerCase() === OFFICE.locality.toLowerCase())
    return { ...OFFICE };
  return { locality, region: parts.length >= 3 ? parts[1]! : null, country };
}

type Job = Record<string, unknown>;

/** The job with the fields it lacks: its address (from its location) and an empty applicant list. */
function withDefaults(job: Job, codes: Map<string, string>): Job {
  return {
    ...job,
    ...(job.address === undefined ? { address: addressOf(job.location, codes) } : {}),
    ...(job.applicantCountries === undefined ? { applicantCountries: [] } : {}),
  };
}

/**
 * Jobs carry where they are (`address`: city, region, ISO country) and, for remote roles, where
 * applicants may live (`applicantCountries`): the job's JSON-LD states them instead of the office.
 * Stored jobs that lack them get them (draft and published; the append-only revisions keep their
 * data, read with the schema's defaults), the address from the job's own location text. And the
 * seed's two engineering roles, published, unless a job already has their address.
 */
export class JobAddresses1764623000000 implements MigrationInterface {
  name = 'JobAddresses1764623000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const codes = countryCodes();
    const rows = (await queryRunner.query(
      `SELECT id, draft, published FROM content_document
        WHERE kind = 'job'
          AND (NOT (draft ? 'address' AND draft ? 'applicantCountries')
               OR NOT (published IS NULL OR (published ? 'address' AND published ? 'applicantCountries')))`,
    )) as { id: string; draft: Job; published: Job | null }[];
    for (const row of rows) {
      await queryRunner.query('UPDATE content_document SET draft = $2, published = $3 WHERE id = $1', [
        row.id,
        JSON.stringify(withDefaults(row.draft, codes)),
        row.published === null ? null : JSON.stringify(withDefaults(row.published, codes)),
      ]);
    }

    await insertPublishedSeed(
      queryRunner,
      JOBS.filter((job) => ENGINEERING_SLUGS.includes(job.slug)),
    );
  }

  async down(): Promise<void> {
    // The added fields are what the schema reads anyway; the seeded roles are content an editor may have changed.
  }
}
