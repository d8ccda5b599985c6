import { EVENTS } from '@orbitwise/contracts/content-seed';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { insertPublishedSeed } from '../content-migrations';

/**
 * Events follow their data. `event_registration_count`: the registrations each edition has
 * taken, incremented by the registration's own statement only while below the capacity (ON CONFLICT
 * DO UPDATE … WHERE decides on the row's latest version, so concurrent registrations for the last
 * places cannot overshoot). And the seed's upcoming edition, for databases seeded before it existed.
 */
export class EventEditions1764560000000 implements MigrationInterface {
  name = 'EventEditions1764560000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE event_registration_count (
        event_slug varchar(200) PRIMARY KEY,
        registrations integer NOT NULL CHECK (registrations >= 0)
      )`);
    await insertPublishedSeed(queryRunner, EVENTS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE event_registration_count');
  }
}
