import type { DataSourceOptions } from 'typeorm';
import { CaptchaSolution } from '../../captcha/captcha-solution.entity';
import { CountryCode } from '../../countries/country-code.entity';
import { Submission } from '../../inbox/submission.entity';
import { CareerApplication } from '../../submissions/careers/career-application.entity';
import { Enquiry } from '../../submissions/enquiries/enquiry.entity';
import { Subscription } from '../../submissions/subscriptions/subscription.entity';
import { CreateCountryCodes1763769600000 } from './migrations/1763769600000-CreateCountryCodes';
import { CreateSubmissions1763856000000 } from './migrations/1763856000000-CreateSubmissions';
import { NameTablesByDomain1764000000000 } from './migrations/1764000000000-NameTablesByDomain';
import { CreateConsole1764100000000 } from './migrations/1764100000000-CreateConsole';
import { CreateNotifications1764200000000 } from './migrations/1764200000000-CreateNotifications';
import { CreateSharedState1764300000000 } from './migrations/1764300000000-CreateSharedState';
import { OneSetup1764410000000 } from './migrations/1764410000000-OneSetup';
import { DeliverPerRecipient1764430000000 } from './migrations/1764430000000-DeliverPerRecipient';
import { EnvelopeAsSent1764420000000 } from './migrations/1764420000000-EnvelopeAsSent';
import { PerOperatorReads1764421000000 } from './migrations/1764421000000-PerOperatorReads';
import { AuditDetails1764422000000 } from './migrations/1764422000000-AuditDetails';
import { CreateBackupRuns1764440000000 } from './migrations/1764440000000-CreateBackupRuns';
import { CreateIntegrationKeys1764520000000 } from './migrations/1764520000000-CreateIntegrationKeys';
import { EditorRole1764530000000 } from './migrations/1764530000000-EditorRole';
import { CreateContent1764531000000 } from './migrations/1764531000000-CreateContent';
import { CreatePublishedPages1764540000000 } from './migrations/1764540000000-CreatePublishedPages';
import { EventEditions1764560000000 } from './migrations/1764560000000-EventEditions';
import { SeedArticlePage1764580000000 } from './migrations/1764580000000-SeedArticlePage';
import { SignInRefusalWindows1764580003000 } from './migrations/1764580003000-SignInRefusalWindows';
import { SessionAuthenticatedAt1764607000000 } from './migrations/1764607000000-SessionAuthenticatedAt';
import { SubmissionSandbox1764609000000 } from './migrations/1764609000000-SubmissionSandbox';
import { IdempotencyKeysPerCaller1764610000000 } from './migrations/1764610000000-IdempotencyKeysPerCaller';
import { WebhookEvents1764613000000 } from './migrations/1764613000000-WebhookEvents';
import { SubmissionChanges1764612000000 } from './migrations/1764612000000-SubmissionChanges';
import { IntegrationKeyKinds1764614000000 } from './migrations/1764614000000-IntegrationKeyKinds';
import { SandboxTriageSendsNoWebhook1764619000000 } from './migrations/1764619000000-SandboxTriageSendsNoWebhook';
import { MoreContentKinds1764621000000 } from './migrations/1764621000000-MoreContentKinds';
import { EventCollection1764622000000 } from './migrations/1764622000000-EventCollection';
import { JobAddresses1764623000000 } from './migrations/1764623000000-JobAddresses';
import { BelievableSeedContent1764624000000 } from './migrations/1764624000000-BelievableSeedContent';
import { SiteAndPageDocuments1764625000000 } from './migrations/1764625000000-SiteAndPageDocuments';
import { SiteCopyAndComputedFigures1764626000000 } from './migrations/1764626000000-SiteCopyAndComputedFigures';
import { RestOfSiteCopyKinds1764627000000 } from './migrations/1764627000000-RestOfSiteCopyKinds';
import { CompanyContactDetails1764627100000 } from './migrations/1764627100000-CompanyContactDetails';
import { LegalPages1764627200000 } from './migrations/1764627200000-LegalPages';
import { Milestones1764627300000 } from './migrations/1764627300000-Milestones';
import { Technologies1764627400000 } from './migrations/1764627400000-Technologies';
import { TrainingPages1764627500000 } from './migrations/1764627500000-TrainingPages';
import { ServiceIndexPages1764627600000 } from './migrations/1764627600000-ServiceIndexPages';
import { PageVisibleText1764627800000 } from './migrations/1764627800000-PageVisibleText';
import { NewsletterConsent1764628000000 } from './migrations/1764628000000-NewsletterConsent';
import { PageLeads1764628100000 } from './migrations/1764628100000-PageLeads';
import { SubmissionAttribution1764628400000 } from './migrations/1764628400000-SubmissionAttribution';
import { SubmissionReplies1764628500000 } from './migrations/1764628500000-SubmissionReplies';
import { PrivacyRetentionPeriods1764628200000 } from './migrations/1764628200000-PrivacyRetentionPeriods';
import { NewsletterLeadsOnceConfirmed1764628300000 } from './migrations/1764628300000-NewsletterLeadsOnceConfirmed';
import { PageAnalytics1764628900000 } from './migrations/1764628900000-PageAnalytics';
import { NewsletterDigests1764628800000 } from './migrations/1764628800000-NewsletterDigests';
import { CompanyNameTokens1764628600000 } from './migrations/1764628600000-CompanyNameTokens';
import { OptionalAppStoreBadges1764629200000 } from './migrations/1764629200000-OptionalAppStoreBadges';
import { UnsubscribeIsASubmissionChange1764629100000 } from './migrations/1764629100000-UnsubscribeIsASubmissionChange';
import { ConsistentSeedCopy1764629300000 } from './migrations/1764629300000-ConsistentSeedCopy';
import { DigestSwitchedOnAt1764629400000 } from './migrations/1764629400000-DigestSwitchedOnAt';

export const ENTITIES = [CountryCode, Enquiry, CareerApplication, Subscription, CaptchaSolution, Submission];
export const MIGRATIONS = [
  CreateCountryCodes1763769600000,
  CreateSubmissions1763856000000,
  NameTablesByDomain1764000000000,
  CreateConsole1764100000000,
  CreateNotifications1764200000000,
  CreateSharedState1764300000000,
  OneSetup1764410000000,
  DeliverPerRecipient1764430000000,
  EnvelopeAsSent1764420000000,
  PerOperatorReads1764421000000,
  AuditDetails1764422000000,
  CreateBackupRuns1764440000000,
  CreateIntegrationKeys1764520000000,
  EditorRole1764530000000,
  CreateContent1764531000000,
  CreatePublishedPages1764540000000,
  EventEditions1764560000000,
  SeedArticlePage1764580000000,
  SignInRefusalWindows1764580003000,
  SessionAuthenticatedAt1764607000000,
  SubmissionSandbox1764609000000,
  IdempotencyKeysPerCaller1764610000000,
  WebhookEvents1764613000000,
  SubmissionChanges1764612000000,
  IntegrationKeyKinds1764614000000,
  SandboxTriageSendsNoWebhook1764619000000,
  MoreContentKinds1764621000000,
  EventCollection1764622000000,
  JobAddresses1764623000000,
  BelievableSeedContent1764624000000,
  SiteAndPageDocuments1764625000000,
  SiteCopyAndComputedFigures1764626000000,
  RestOfSiteCopyKinds1764627000000,
  CompanyContactDetails1764627100000,
  LegalPages1764627200000,
  Milestones1764627300000,
  Technologies1764627400000,
  TrainingPages1764627500000,
  ServiceIndexPages1764627600000,
  PageVisibleText1764627800000,
  NewsletterConsent1764628000000,
  PageLeads1764628100000,
  SubmissionAttribution1764628400000,
  PrivacyRetentionPeriods1764628200000,
  SubmissionReplies1764628500000,
  NewsletterLeadsOnceConfirmed1764628300000,
  PageAnalytics1764628900000,
  NewsletterDigests1764628800000,
  CompanyNameTokens1764628600000,
  OptionalAppStoreBadges1764629200000,
  UnsubscribeIsASubmissionChange1764629100000,
  ConsistentSeedCopy1764629300000,
  DigestSwitchedOnAt1764629400000,
];

/**
 * Timeouts, so that a call never hangs on an unreachable PostgreSQL; the error it gets instead is
 * answered 503 (database-errors.ts):
 * - connecting, or waiting for a free pooled connection: 3 s (a stopped server refuses at once;
 *   a hung or partitioned one is given up on after this);
 * - one statement, on the server (`statement_timeout`, e.g. waiting on a lock): 3 s. The API's
 *   statements are single-row inserts and small reads. A future migration that needs longer runs
 *   `SET LOCAL statement_timeout = 0` inside its transaction;
 * - one query, on the client (`query_timeout`, the server does not answer at all): 4 s. Longer
 *   than the statement timeout, so that a slow statement is cancelled by the server (nothing
 *   stored) rather than abandoned by the client (and perhaps stored after a 503).
 * TCP keep-alive lets the kernel notice a peer that vanished without closing the socket. Idle
 * connections killed by a database restart are dropped by the pool, which opens new ones, so the
 * API recovers by itself when PostgreSQL is back.
 */
export const DB_CONNECT_TIMEOUT_MS = 3000;
export const DB_STATEMENT_TIMEOUT_MS = 3000;
export const DB_QUERY_TIMEOUT_MS = 4000;

/** One place for the connection settings used by the app, the tests and the migration CLI. */
export function typeormOptions(url: string, logQueries = true): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    // Applied at start by migrateExclusively (one replica at a time), see app.module.ts.
    migrationsRun: false,
    synchronize: false,
    logging: logQueries ? ['error', 'warn'] : false,
    extra: {
      max: 20,
      connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS,
      statement_timeout: DB_STATEMENT_TIMEOUT_MS,
      query_timeout: DB_QUERY_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    },
  };
}
