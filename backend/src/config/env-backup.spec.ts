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
      'BACKUP_AGE_RECIPIENTS must be a comma list of age public keys (age1…, as "age-keygen -y" prints): "age1abc", "ssh-rsa AAAA" are not',
      'BACKUP_PASSPHRASE must be at least 16 characters long',
      'BACKUP_PASSPHRASE and BACKUP_AGE_* exclude each other: choose one way to encrypt',
      'BACKUP_SCHEDULE must be a 5-field cron expression in UTC such as "0 3 * * *" (got "daily": not 5 fields)',
      expect.stringMatching(/^BACKUP_S3_BUCKET must be a bucket name/),
      'BACKUP_KEEP_DAILY must be a whole number from 1 to 366 (got "0")',
    ]);
  });

  it('refuses age keys the age library cannot read, naming the variable and never quoting a secret key', () => {
    const recipient = 'age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p';
    const identity = 'AGE-SECRET-KEY-1GFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPQ4EGAEX';
    expect(
      loadConfig({ BACKUP_AGE_RECIPIENTS: recipient, BACKUP_AGE_IDENTITY: identity }).backup,
    ).toMatchObject({
      ageRecipients: [recipient],
      ageIdentity: identity,
    });
    // Shaped like a key (the old pattern accepted it), not one: the first backup used to crash the API.
    expect(problemsOf({ BACKUP_AGE_RECIPIENTS: 'age1notakey' })).toEqual([
      'BACKUP_AGE_RECIPIENTS must be a comma list of age public keys (age1…, as "age-keygen -y" prints): "age1notakey" is not one',
    ]);
    const wrongChecksum = identity.slice(0, -1) + 'Q';
    for (const bad of ['AGE-SECRET-KEY-1NOTAKEY', wrongChecksum, 'AGE-SECRET-KEY-PQ-1QQQQ']) {
      const problems = problemsOf({ BACKUP_AGE_IDENTITY: bad });
      expect(problems).toEqual([
        'BACKUP_AGE_IDENTITY must be an age secret key (AGE-SECRET-KEY-1…, the key line of the file "age-keygen" writes): the value given is not one',
      ]);
    }
  });

  it('reads BACKUP_SCHEDULE with the cron parser of the job queue', () => {
    expect(loadConfig({ BACKUP_SCHEDULE: '30 2 * * 1-5' }).backup.schedule).toBe('30 2 * * 1-5');
    expect(problemsOf({ BACKUP_SCHEDULE: '61 3 * * *' })).toEqual([
      'BACKUP_SCHEDULE must be a 5-field cron expression in UTC such as "0 3 * * *" (got "61 3 * * *": Constraint error, got value 61 expected range 0-59)',
    ]);
    expect(problemsOf({ BACKUP_SCHEDULE: '0 3 * * * *' })).toEqual([
      'BACKUP_SCHEDULE must be a 5-field cron expression in UTC such as "0 3 * * *" (got "0 3 * * * *": not 5 fields)',
    ]);
  });

  it('refuses BACKUP_S3_* settings without BACKUP_S3_BUCKET (they would be ignored)', () => {
    expect(problemsOf({ BACKUP_S3_ENDPOINT: 'http://minio:9000', BACKUP_S3_REGION: 'eu-central-1' })).toEqual(
      [
        'BACKUP_S3_ENDPOINT, BACKUP_S3_REGION are set but BACKUP_S3_BUCKET is not: set BACKUP_S3_BUCKET to keep archives in a bucket, or unset them',
      ],
    );
  });
});
