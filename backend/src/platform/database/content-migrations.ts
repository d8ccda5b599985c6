import { renderContentHtml } from '@orbitwise/contracts/markdown';
import type { ContentKind } from '@orbitwise/contracts/content';
import type { QueryRunner } from 'typeorm';

/**
 * What the content migrations share. Migrations that ran keep calling these, so they must keep doing
 * exactly what they do: a change of behaviour is a new function.
 */

export interface SeedDocumentRow {
  kind: ContentKind;
  slug: string;
  data: unknown;
}

/**
 * Inserts each document as seeded: published, version 1, its revision 1 `seeded`. A document whose
 * kind and address are taken (seeded before, or an editor's) is left as it is.
 */
export async function insertPublishedSeed(
  queryRunner: QueryRunner,
  documents: readonly SeedDocumentRow[],
): Promise<void> {
  for (const { kind, slug, data } of documents) {
    await queryRunner.query(
      `WITH document AS (
         INSERT INTO content_document
           (kind, slug, status, draft, version, published, published_html, published_revision, published_at)
         VALUES ($1, $2, 'published', $3, 1, $3, $4, 1, now())
         ON CONFLICT (kind, slug) DO NOTHING
         RETURNING id
       )
       INSERT INTO content_revision (document_id, revision, action, data)
       SELECT id, 1, 'seeded', $3 FROM document`,
      [kind, slug, JSON.stringify(data), JSON.stringify(renderContentHtml(kind, data as never))],
    );
  }
}

/** A seeded document as first seeded, and as the seed has it now. */
export interface Reseed {
  kind: ContentKind;
  slug: string;
  first: unknown;
  now: unknown;
}

/**
 * Brings each document no editor has touched (its draft still exactly as first seeded, and published
 * as it is) to the seed's current data: a new `seeded` revision, published. Run twice, it changes
 * nothing; a document an editor changed is left as it is.
 */
export async function reseedUntouched(queryRunner: QueryRunner, documents: readonly Reseed[]): Promise<void> {
  for (const { kind, slug, first, now } of documents) {
    await queryRunner.query(
      `WITH document AS (
         UPDATE content_document
            SET draft = $3, published = $3, published_html = $4, version = version + 1,
                published_revision = version + 1, updated_at = now()
          WHERE kind = $1 AND slug = $2 AND status = 'published' AND published_revision = version
            AND draft = $5::jsonb
          RETURNING id, version
       )
       INSERT INTO content_revision (document_id, revision, action, data)
       SELECT id, version, 'seeded', $3 FROM document`,
      [
        kind,
        slug,
        JSON.stringify(now),
        JSON.stringify(renderContentHtml(kind, now as never)),
        JSON.stringify(first),
      ],
    );
  }
}

/**
 * Sets the kinds a content document may be (the CHECK on `content_document.kind`): these, and any
 * kind already stored. A fresh database has the newest seed from CreateContent, kinds an older
 * migration's list does not name yet included.
 */
export async function setContentKinds(queryRunner: QueryRunner, listed: readonly string[]): Promise<void> {
  const stored = (await queryRunner.query('SELECT DISTINCT kind FROM content_document')) as {
    kind: string;
  }[];
  const kinds = [...new Set([...listed, ...stored.map((row) => row.kind)])];
  const [constraint] = (await queryRunner.query(
    `SELECT conname FROM pg_constraint
      WHERE conrelid = 'content_document'::regclass AND contype = 'c'
        AND pg_get_constraintdef(oid) LIKE '%kind%'`,
  )) as { conname: string }[];
  if (constraint)
    await queryRunner.query(`ALTER TABLE content_document DROP CONSTRAINT "${constraint.conname}"`);
  await queryRunner.query(
    `ALTER TABLE content_document ADD CONSTRAINT content_document_kind_check
       CHECK (kind IN (${kinds.map((kind) => `'${kind}'`).join(', ')}))`,
  );
}

/** The company's names as the seed typed them before its texts quoted `{companyName}` and `{companyShortName}`. */
const TYPED_COMPANY_NAMES: Readonly<Record<string, string>> = {
  companyName: 'Orbitwise Technologies',
  companyShortName: 'Orbitwise',
};

/**
 * `value` (a seed document's data, any depth) with `{companyName}` and `{companyShortName}` written out
 * as the seed typed them before: the documents as a database seeded earlier stores them. Migrations
 * that derive a document "as first seeded" from today's seed read it through this, so they keep
 * matching what they matched before the seed quoted the names.
 */
export function withTypedCompanyNames<T>(value: T): T {
  const typed = (v: unknown): unknown => {
    if (typeof v === 'string')
      return v.replace(
        /\{(companyName|companyShortName)\}/g,
        (_, token: string) => TYPED_COMPANY_NAMES[token]!,
      );
    if (Array.isArray(v)) return v.map(typed);
    if (v !== null && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([key, inner]) => [key, typed(inner)]));
    return v;
  };
  return typed(value) as T;
}

/** Seeded members that had a GitHub profile of the seed's invention (taken off the seed since). */
const MEMBERS_WITH_GITHUB = new Set([
  'david-chen',
  'vikram-singh',
  'fatima-khan',
  'kiran-patel',
  'maria-santos',
]);

/**
 * A seeded team member's links as seeded before they were taken off the seed: LinkedIn and X profiles
 * named after the member, and GitHub for the engineers (addresses that led nowhere). With `github`
 * false, the links as first seeded (LinkedIn and X only).
 */
export function seededMemberLinks(slug: string, { github }: { github: boolean }) {
  const links = {
    linkedin: `https://www.linkedin.com/in/orbitwise-${slug}`,
    x: `https://x.com/orbitwise_${slug.replaceAll('-', '_')}`,
  };
  return github
    ? {
        ...links,
        github: MEMBERS_WITH_GITHUB.has(slug) ? `https://github.com/orbitwise-${slug}` : null,
        website: null,
      }
    : links;
}

const SUPPORT_TERMS_NOW =
  'Support agreements with response times agreed per system, including out-of-hours cover for critical systems.';

/**
 * Texts of the seed as written before they were made consistent with the founding date and the
 * company's size, by kind (new text → as seeded before), each found within a string value.
 */
const SEED_COPY_BEFORE: Readonly<Partial<Record<ContentKind, Readonly<Record<string, string>>>>> = {
  milestone: {
    'Our first enterprise order-management system, built for a regional distributor.':
      'A regional distributor trusted us with its order-management system, our first project beyond the classroom.',
  },
  job: {
    'You join the engineering team that writes and runs these systems':
      'You join the team of seven engineers that writes and runs these systems',
  },
  industry: {
    [SUPPORT_TERMS_NOW]:
      'A follow-the-sun support desk monitors critical systems and answers incidents at any hour.',
  },
  about: {
    [SUPPORT_TERMS_NOW]: 'Support plans up to 24/7 with guaranteed response times.',
  },
  service: {
    'Support plans range from a business-hours help desk to out-of-hours cover for critical systems, with response times agreed per system, and every plan includes a monthly report of what we fixed, what we improved and what we recommend next.':
      'Support plans range from business-hours help desk to round-the-clock monitoring with guaranteed response times, and every plan includes a monthly report of what we fixed, what we improved and what we recommend next.',
  },
};

/**
 * `value` (a seed document's data of `kind`, any depth) with the texts of SEED_COPY_BEFORE as seeded
 * before: migrations that derive a document "as first seeded" from today's seed read it through this,
 * so they keep matching what they matched before those texts changed.
 */
export function withSeedCopyBefore<T>(kind: ContentKind, value: T): T {
  const texts = SEED_COPY_BEFORE[kind] ?? {};
  const before = (v: unknown): unknown => {
    if (typeof v === 'string')
      return Object.entries(texts).reduce((text, [now, was]) => text.replaceAll(now, was), v);
    if (Array.isArray(v)) return v.map(before);
    if (v !== null && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([key, inner]) => [key, before(inner)]));
    return v;
  };
  return before(value) as T;
}
