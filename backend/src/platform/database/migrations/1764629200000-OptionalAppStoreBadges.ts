import { APP_STORE_PLACEHOLDERS, SITE_DETAILS } from '@orbitwise/contracts/content-seed';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { reseedUntouched } from '../content-migrations';

type AppStores = Record<keyof typeof APP_STORE_PLACEHOLDERS, string | null>;

/** `data` with each app-store page that is still the seed's placeholder set to none. */
export function withoutPlaceholderStores(data: Record<string, unknown>): Record<string, unknown> {
  const stores = data.appStores as AppStores | undefined;
  if (!stores) return data;
  return {
    ...data,
    appStores: {
      apple: stores.apple === APP_STORE_PLACEHOLDERS.apple ? null : stores.apple,
      google: stores.google === APP_STORE_PLACEHOLDERS.google ? null : stores.google,
    },
  };
}

/**
 * The Mobile Development page showed App Store and Google Play badges linking to made-up developer
 * pages, and the `site` document required both links, so an editor could not remove them. The links
 * are optional now (none: no badge) and the seed has none. A `site` document no editor touched gets
 * the seed's data; one an editor changed elsewhere loses only the placeholder links, each as a new
 * `seeded` revision, published. A document with unpublished draft changes is left as it is (its
 * editor can clear the links). A fresh database already has no links; a second run changes nothing.
 */
export class OptionalAppStoreBadges1764629200000 implements MigrationInterface {
  name = 'OptionalAppStoreBadges1764629200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await reseedUntouched(queryRunner, [
      {
        kind: 'site',
        slug: SITE_DETAILS.slug,
        first: { ...SITE_DETAILS.data, appStores: { ...APP_STORE_PLACEHOLDERS } },
        now: SITE_DETAILS.data,
      },
    ]);
    const rows = (await queryRunner.query(
      `SELECT draft FROM content_document
        WHERE kind = 'site' AND slug = $1 AND status = 'published' AND published_revision = version`,
      [SITE_DETAILS.slug],
    )) as { draft: Record<string, unknown> }[];
    for (const { draft } of rows) {
      const cleaned = withoutPlaceholderStores(draft);
      if (JSON.stringify(cleaned) === JSON.stringify(draft)) continue;
      await reseedUntouched(queryRunner, [
        { kind: 'site', slug: SITE_DETAILS.slug, first: draft, now: cleaned },
      ]);
    }
  }

  async down(): Promise<void> {
    // The revision history is append-only: an editor can restore the revision before this one.
  }
}
