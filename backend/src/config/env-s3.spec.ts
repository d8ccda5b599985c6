import { problemsOf } from '../../test/env-problems';
import { loadConfig } from './env';

describe('loadConfig: resumes in S3 (S3_*)', () => {
  it('keeps the local folder when S3_BUCKET is unset', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('reads an S3-compatible server with its keys, path-style, AES256 and a prefix', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'orbitwise-resumes',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
        S3_PREFIX: '/site/resumes',
      }).s3,
    ).toEqual({
      bucket: 'orbitwise-resumes',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      forcePathStyle: true,
      serverSideEncryption: 'AES256',
      prefix: 'site/resumes/',
    });
  });

  it('reads AWS S3 with the SDK default credentials, virtual-hosted style', () => {
    expect(
      loadConfig({ S3_BUCKET: 'orbitwise-resumes', S3_REGION: 'eu-central-1', S3_SSE: 'aws:kms' }).s3,
    ).toEqual({
      bucket: 'orbitwise-resumes',
      endpoint: undefined,
      region: 'eu-central-1',
      credentials: undefined,
      forcePathStyle: false,
      serverSideEncryption: 'aws:kms',
      prefix: '',
    });
    expect(loadConfig({ S3_BUCKET: 'orbitwise-resumes', AWS_REGION: 'us-west-2' }).s3?.region).toBe(
      'us-west-2',
    );
  });

  it('requests no encryption with S3_SSE=none, and takes S3_FORCE_PATH_STYLE as given', () => {
    const s3 = loadConfig({
      S3_BUCKET: 'resumes',
      S3_ENDPOINT: 'https://s3.example.com',
      S3_SSE: 'none',
      S3_FORCE_PATH_STYLE: 'false',
    }).s3;
    expect(s3).toMatchObject({ serverSideEncryption: undefined, forcePathStyle: false });
  });

  it('reports every bad S3 setting at once', () => {
    expect(
      problemsOf({
        S3_BUCKET: 'Resumes_Bucket',
        S3_ENDPOINT: 'minio:9000',
        S3_ACCESS_KEY_ID: 'only-the-id',
        S3_SSE: 'aes',
        S3_PREFIX: '../up',
        S3_FORCE_PATH_STYLE: 'yes',
      }),
    ).toEqual([
      'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens (got "Resumes_Bucket")',
      'S3_ENDPOINT must be an http(s) URL such as http://minio:9000 (got "minio:9000")',
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the AWS SDK's default credentials",
      'S3_SSE must be one of AES256, aws:kms, none (got "aes")',
      'S3_PREFIX must be a folder such as resumes/ (letters, digits, _ . - and /) (got "../up")',
      'S3_FORCE_PATH_STYLE must be true or false (got "yes")',
    ]);
  });

  it('needs a region for AWS itself', () => {
    expect(problemsOf({ S3_BUCKET: 'resumes' })).toEqual([
      "S3_REGION is required with S3_BUCKET (the bucket's region, e.g. eu-central-1)",
    ]);
  });

  it('refuses S3 settings without S3_BUCKET rather than ignoring them', () => {
    expect(problemsOf({ S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'us-east-1' })).toEqual([
      'S3_ENDPOINT, S3_REGION are set but S3_BUCKET is not: set S3_BUCKET to keep resumes in object storage, or unset them',
    ]);
  });
});
