import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CountryCode } from './country-code.entity';

const TTL_MS = 5 * 60 * 1000;

/** Phone patterns by calling code, from the country_code table, kept in memory for a few minutes. */
@Injectable()
export class CountryPatterns {
  private cache: { patterns: Map<string, string>; loadedAt: number } | undefined;

  constructor(@InjectRepository(CountryCode) private readonly countryCodes: Repository<CountryCode>) {}

  /** The pattern for a calling code ("" when none is known), or undefined for an unknown code. */
  async patternOf(code: string): Promise<string | undefined> {
    if (!this.cache || Date.now() - this.cache.loadedAt > TTL_MS) {
      const rows = await this.countryCodes.find({ select: { code: true, pattern: true } });
      this.cache = { patterns: new Map(rows.map((row) => [row.code, row.pattern])), loadedAt: Date.now() };
    }
    return this.cache.patterns.get(code);
  }
}
