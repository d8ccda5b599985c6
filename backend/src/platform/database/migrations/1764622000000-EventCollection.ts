import { EVENTS } from '@orbitwise/contracts/content-seed';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { insertPublishedSeed, withTypedCompanyNames } from '../content-migrations';
import { currentEventShape } from '../../../content/event-shape';

const MEETUP_SLUG = 'hyderabad-dotnet-azure-meetup-2027';

interface StoredEvent {
  id: string;
  slug: string;
  draft: Record<string, unknown>;
  published: Record<string, unknown> | null;
}

/**
 * Events become a collection. Each stored event's draft and published data drop the date words
 * they stored beside their times (computed now, in the event's zone) and gain a summary (the
 * introduction's first sentence) and `waitlist: false`, in place (the revision history is append-only
 * and keeps what was saved; a restore reshapes an old revision the same way). An event registration
 * names its event (`event_slug`) and may be `waitlisted`: stored when the event was full, with no place.
 * And the seed's meetup, for databases seeded before it existed. A fresh database has all of it already.
 */
export class EventCollection1764622000000 implements MigrationInterface {
  name = 'EventCollection1764622000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE enquiry
        ADD COLUMN IF NOT EXISTS event_slug varchar(200),
        ADD COLUMN IF NOT EXISTS waitlisted boolean NOT NULL DEFAULT false`);
    await queryRunner.query(
      'CREATE INDEX IF NOT EXISTS enquiry_waitlisted_event ON enquiry (event_slug) WHERE waitlisted',
    );
    const events: StoredEvent[] = await queryRunner.query(
      `SELECT id::text, slug, draft, published FROM content_document WHERE kind = 'event'`,
    );
    for (const event of events) {
      // A seeded edition gets the seed's summary; an editor's own event, its introduction's first sentence.
      // As the seed had it then: the company's names typed out (today's seed quotes them as tokens).
      const seedSummary = withTypedCompanyNames(
        EVENTS.find((seeded) => seeded.slug === event.slug)?.data.summary,
      );
      const draft = currentEventShape(event.draft, seedSummary);
      const published = event.published && currentEventShape(event.published, seedSummary);
      if (
        JSON.stringify(draft) === JSON.stringify(event.draft) &&
        JSON.stringify(published) === JSON.stringify(event.published)
      )
        continue;
      await queryRunner.query('UPDATE content_document SET draft = $2, published = $3 WHERE id = $1', [
        event.id,
        JSON.stringify(draft),
        published && JSON.stringify(published),
      ]);
    }
    const meetup = EVENTS.find((event) => event.slug === MEETUP_SLUG)!;
    await insertPublishedSeed(queryRunner, [meetup]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The events keep today's shape (the history keeps what was saved); the registrations lose their event.
    await queryRunner.query('DROP INDEX IF EXISTS enquiry_waitlisted_event');
    await queryRunner.query('ALTER TABLE enquiry DROP COLUMN event_slug, DROP COLUMN waitlisted');
  }
}
