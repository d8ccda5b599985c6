import type { MigrationInterface, QueryRunner } from 'typeorm';
import { COUNTRY_CODE_SEEDS } from '../seeds/country-codes.data';

export class CreateCountryCodes1763769600000 implements MigrationInterface {
  name = 'CreateCountryCodes1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE country_code (
        id serial PRIMARY KEY,
        iso char(2) NOT NULL UNIQUE,
        name varchar(100) NOT NULL,
        code varchar(8) NOT NULL CHECK (code ~ '^\\+[0-9]{1,4}$'),
        pattern varchar(4000) NOT NULL,
        sort_order integer NOT NULL
      )`);
    for (const [index, seed] of COUNTRY_CODE_SEEDS.entries()) {
      await queryRunner.query(
        'INSERT INTO country_code (iso, name, code, pattern, sort_order) VALUES ($1, $2, $3, $4, $5)',
        [seed.iso, seed.name, seed.code, seed.pattern, index + 1],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE country_code');
  }
}
