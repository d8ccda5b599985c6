import type { DataSourceOptions } from 'typeorm';
import { CountryCode } from '../contact-us/country-code.entity';
import { CreateCountryCodes1763769600000 } from './migrations/1763769600000-CreateCountryCodes';

export const ENTITIES = [CountryCode];
export const MIGRATIONS = [CreateCountryCodes1763769600000];

/** One place for the connection settings used by the app, the tests and the migration CLI. */
export function typeormOptions(url: string, logQueries = true): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: true,
    synchronize: false,
    logging: logQueries ? ['error', 'warn'] : false,
    extra: { max: 20, connectionTimeoutMillis: 5000 },
  };
}
