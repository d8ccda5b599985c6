import type { DataSourceOptions } from 'typeorm';
import { CaptchaSolution } from '../captcha/captcha-solution.entity';
import { CountryCode } from '../contact-us/country-code.entity';
import { CareerApplicationEntity } from '../contact-us/entities/career-application.entity';
import { ContactUs } from '../contact-us/entities/contact-us.entity';
import { UserSubscription } from '../contact-us/entities/user-subscription.entity';
import { CreateCountryCodes1763769600000 } from './migrations/1763769600000-CreateCountryCodes';
import { CreateSubmissions1763856000000 } from './migrations/1763856000000-CreateSubmissions';

export const ENTITIES = [CountryCode, ContactUs, CareerApplicationEntity, UserSubscription, CaptchaSolution];
export const MIGRATIONS = [CreateCountryCodes1763769600000, CreateSubmissions1763856000000];

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
