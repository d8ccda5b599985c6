import { CONTENT_SEED } from '@orbitwise/contracts/content-seed';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { reseedUntouched, withSeedCopyBefore, type Reseed } from '../content-migrations';

/** Each seed document whose copy this migration changes: as seeded before, and as the seed has it now. */
export const consistentCopyReseeds = (): Reseed[] =>
  CONTENT_SEED.flatMap((doc) => {
    const first = withSeedCopyBefore(doc.kind, doc.data);
    return JSON.stringify(first) === JSON.stringify(doc.data)
      ? []
      : [{ kind: doc.kind, slug: doc.slug, first, now: doc.data }];
  });

/**
 * Seed copy that contradicted the rest of the site: the 2002 milestone called an order system the
 * company's first project beyond the classroom (the company has built software since 1997), the .NET
 * job counted seven engineers (the Team page lists four developers), and the Industries card, About's
 * values and the support service promised a follow-the-sun desk and guaranteed response times. Each
 * stored document no editor has touched gets the seed's new text as a new `seeded` revision; one an
 * editor changed is left as it is. A fresh database is seeded with the new text; a second run changes
 * nothing.
 */
export class ConsistentSeedCopy1764629300000 implements MigrationInterface {
  name = 'ConsistentSeedCopy1764629300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await reseedUntouched(queryRunner, consistentCopyReseeds());
  }

  async down(): Promise<void> {
    // The revision history is append-only: an editor can restore the revision before this one.
  }
}
