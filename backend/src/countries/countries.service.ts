import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import type { CountryListResponse } from '@orbitwise/contracts';
import { isDatabaseUnavailable } from '../platform/database/database-errors';
import { ProblemException } from '../platform/problems/problem';
import { CountriesRepository } from './countries.repository';

const PATTERNS_TTL_MS = 5 * 60 * 1000;

/** The calling codes with their phone patterns (GetCountryCodes, and the phone checks of the forms). */
@Injectable()
export class CountriesService {
  private readonly logger = new Logger(CountriesService.name);
  private patterns: { byCode: Map<string, string>; loadedAt: number } | undefined;

  constructor(private readonly countries: CountriesRepository) {}

  async list(): Promise<CountryListResponse> {
    try {
      return { countries: await this.countries.list() };
    } catch (error) {
      // The global filter answers 503 when PostgreSQL is unreachable; 'Server Error' is for the rest.
      if (isDatabaseUnavailable(error)) throw error;
      this.logger.error('Reading country codes failed', error instanceof Error ? error.stack : error);
      throw new ProblemException(HttpStatus.INTERNAL_SERVER_ERROR, 'The country codes could not be loaded.', {
        title: 'Server Error',
      });
    }
  }

  /** The pattern for a calling code ("" when none is known), or undefined for an unknown code. */
  async patternOf(code: string): Promise<string | undefined> {
    if (!this.patterns || Date.now() - this.patterns.loadedAt > PATTERNS_TTL_MS) {
      const rows = await this.countries.list();
      this.patterns = { byCode: new Map(rows.map((row) => [row.code, row.pattern])), loadedAt: Date.now() };
    }
    return this.patterns.byCode.get(code);
  }
}
