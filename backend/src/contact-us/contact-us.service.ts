import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { CountryListResponse } from '@orbitwise/contracts';
import { ProblemException } from '../common/problem';
import { CountryCode } from './country-code.entity';

@Injectable()
export class ContactUsService {
  private readonly logger = new Logger(ContactUsService.name);

  constructor(@InjectRepository(CountryCode) private readonly countryCodes: Repository<CountryCode>) {}

  async getCountryCodes(): Promise<CountryListResponse> {
    try {
      const rows = await this.countryCodes.find({ order: { sortOrder: 'ASC' } });
      return { countries: rows.map(({ name, code, pattern }) => ({ name, code, pattern })) };
    } catch (error) {
      this.logger.error('Reading country codes failed', error instanceof Error ? error.stack : error);
      throw new ProblemException(HttpStatus.INTERNAL_SERVER_ERROR, 'The country codes could not be loaded.', {
        title: 'Server Error',
      });
    }
  }
}
