import { Injectable } from '@nestjs/common';
import { Database } from '../platform/database/database';
import type { CountryCode } from './country-code.entity';

export type CountryRow = Pick<CountryCode, 'name' | 'code' | 'pattern'>;

/** The country_code table's SQL (seeded by a migration, read only). */
@Injectable()
export class CountriesRepository {
  constructor(private readonly db: Database) {}

  /** Every calling code, in the dropdown's order. */
  list(): Promise<CountryRow[]> {
    return this.db.query<CountryRow>('SELECT name, code, pattern FROM country_code ORDER BY sort_order');
  }
}
