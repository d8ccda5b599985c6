import { problemsOf } from '../../test/env-problems';
import { loadConfig } from './env';

describe('loadConfig: backups (BACKUP_*)', () => {
  it('has no destination, a 03:00 UTC schedule and 7 daily / 4 weekly archives by default', () => {
    expect(loadConfig({}).backup).toEqual({
      dir: undefined,
      s3: undefined,
      ageRecipients: [],
      ageIdentity: undefined,
      passphrase: undefined,
      schedule: '0 3 * * *',
      keepDaily: 7,
      keepWeekly: 4,
      maxAgeHours: 26,
    });
  });

  it('reads a backup bucket with its own prefix, falling back to the S3_* server and keys', () => {
    const { backup, s3 } = loadConfig({
      BACKUP_S3_BUCKET: 'orbitwise-backups',
      BACKUP_S3_PREFIX: 'nightly',
      S3_BUCKET: 'orbitwise-resumes',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_PREFIX: 'resumes/',
    });
    expect(s3?.prefix).toBe('resumes/');
    expect(backup.s3).toMatchObject({
      bucket: 'orbitwise-backups',
      prefix: 'nightly/',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
    });
  });

  it('names every bad backup setting after its own variable', () => {
    expect(
      problemsOf({
        BACKUP_S3_BUCKET: 'Not_A_Bucket',
        BACKUP_S3_REGION: 'eu-central-1',
        BACKUP_AGE_RECIPIENTS: 'age1abc,ssh-rsa AAAA',
        BACKUP_PASSPHRASE: 'short',
        BACKUP_SCHEDULE: 'daily',
        BACKUP_KEEP_DAILY: '0',
      }),
    ).toEqual([
      'BACKUP_AGE_RECIPIENTS must be a comma list of age public keys (age1…)',
      'BACKUP_PASSPHRASE must be at least 16 characters long',
      'BACKUP_PASSPHRASE and BACKUP_AGE_* exclude each other: choose one way to encrypt',
      'BACKUP_SCHEDULE must be a 5-field cron expression in UTC (got "daily")',
      expect.stringMatching(/^BACKUP_S3_BUCKET must be a bucket name/),
      'BACKUP_KEEP_DAILY must be a whole number from 1 to 366 (got "0")',
    ]);
  });
});
