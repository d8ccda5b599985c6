import { Module } from '@nestjs/common';
import { CountriesRepository } from './countries.repository';
import { CountriesService } from './countries.service';

@Module({
  providers: [CountriesRepository, CountriesService],
  exports: [CountriesService],
})
export class CountriesModule {}
