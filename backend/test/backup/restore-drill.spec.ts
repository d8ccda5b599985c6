import type { NestExpressApplication } from '@nestjs/platform-express';
import { CONTACT_US_EXAMPLES, CSRF_HEADER } from '@orbitwise/contracts';
import { ADMIN_API, SUBMISSION_KINDS } from '@orbitwise/contracts/admin';
import { CONTENT_API, MEDIA_PREFIX, type ContentImage } from '@orbitwise/contracts/content';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { Client } from 'pg';
import sharp from 'sharp';
import request from 'supertest';
import { createApp } from '../../src/app.factory';
import { loadConfig, type AppConfig } from '../../src/config/env';
import { createBackup, type BackupResult } from '../../src/backup/create-backup';
import { FolderDestination, S3Destination, type ArchiveDestination } from '../../src/backup/destinations';
import type { ArchiveKeys } from '../../src/backup/encryption';
import { restoreBackup } from '../../src/backup/restore-backup';
import { startEmbeddedPostgres, type EmbeddedCluster } from '../../src/platform/database/embedded-postgres';
import { DiskMediaStore } from '../../src/storage/disk-media-store';
import { DiskResumeStore } from '../../src/storage/disk-resume-store';
import type { MediaStore } from '../../src/storage/media-store';
import type { ResumeStore } from '../../src/storage/resume-store';
import { S3MediaStore } from '../../src/storage/s3-media-store';
import { S3ResumeStore } from '../../src/storage/s3-resume-store';
import { ApiClient } from '../api-client';
import { freePort } from '../free-port';
import { freshDatabase, type FreshDatabase } from '../jobs/fresh-database';
import { attemptSignIn, signIn, signInAs, type OperatorClient } from '../operator-session';
import { pdf } from '../resume-fixtures';
import { openResumeStore, type ResumeStoreKind, type ResumeStoreProbe } from '../resume-stores';
import { startS3Server, type S3TestServer } from '../s3-server';
import {
  envelopeId,
  submitApplication,
  submitEnquiry,
  submitSubscription,
  type EnquiryForm,
} from '../submissions';
import { testConfig } from '../test-app';

jest.setTimeout(180_000);

const email = (label: string) => `${label}.${randomBytes(4).toString('hex')}@example.com`;

/**
 * Every kind of row: the six forms, resumes, operators (one with 2FA), notes, statuses, webhooks,
 * audit, and an uploaded content image (its renditions in the media store).
 */
async function populate(
  app: NestExpressApplication,
): Promise<{ admin: OperatorClient; hr: OperatorClient; secret: string; image: ContentImage }> {
  const visitor = await ApiClient.create(app);
  for (const form of Object.keys(CONTACT_US_EXAMPLES) as EnquiryForm[])
    await submitEnquiry(visitor, email(form), form);
  await submitSubscription(visitor, email('newsletter'));
  const applicant = email('applicant');
  await submitApplication(visitor, applicant, { bytes: pdf(3000), name: 'cv.pdf' });
  const admin = await signIn(app, { role: 'admin', displayName: 'Drill Admin' });
  const hr = await signIn(app, { role: 'hr' });
  const { secret } = (await hr.post(ADMIN_API.accountTwoFactorEnrolment).expect(200)).body as {
    secret: string;
  };
  const { generate } = await import('otplib');
  await hr
    .post(ADMIN_API.accountTwoFactor)
    .send({ code: await generate({ secret }) })
    .expect(200);
  const { DataSource } = await import('typeorm');
  const id = await envelopeId(app.get(DataSource), applicant);
  await hr.patch(ADMIN_API.submission(id)).send({ status: 'shortlisted' }).expect(200);
  await hr.post(ADMIN_API.submissionNotes(id)).send({ text: 'Strong candidate' }).expect(201);
  await admin
    .post(ADMIN_API.webhooks)
    .send({ url: 'https://93.184.216.34/hooks/orbitwise', kinds: ['enquiry'] })
    .expect(201);
  const editor = await signIn(app, { role: 'editor' });
  const photo = await sharp({
    create: { width: 640, height: 400, channels: 3, background: { r: 30, g: 110, b: 190 } },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  const image = (
    await editor
      .post(CONTENT_API.images)
      .field('alt', 'The drill office')
      .attach('file', photo, { filename: 'office.jpg', contentType: 'image/jpeg' })
      .expect(201)
  ).body as ContentImage;
  return { admin, hr, secret, image };
}

/** Submits enquiries and applications (each with a resume) until stopped: the writer during the backup. */
function startWriter(app: NestExpressApplication): { stop(): Promise<number> } {
  let running = true;
  let count = 0;
  const done = (async () => {
    const visitor = await ApiClient.create(app);
    while (running) {
      await submitEnquiry(visitor, email('writer'));
      await submitApplication(visitor, email('writer-cv'), { bytes: pdf(count), name: 'cv.pdf' });
      count += 2;
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return count;
    },
  };
}

/** Each table's rows as one digest and a count, through `client` (whatever snapshot it holds). */
async function tableDigests(
  client: Client,
  tables: string[],
): Promise<Record<string, { rows: number; md5: string }>> {
  const digests: Record<string, { rows: number; md5: string }> = {};
  for (const table of tables) {
    // A pending delivery's job id is the one field a restore changes (it hands the delivery back to the
    // relay, since the job queue is not archived): compared apart, below.
    const row =
      table === 'notification_delivery'
        ? `(CASE WHEN t.state = 'pending' THEN to_jsonb(t) - 'job_id' ELSE to_jsonb(t) END)::text`
        : 't::text';
    const { rows } = await client.query<{ rows: number; md5: string | null }>(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(${row}, E'\\n' ORDER BY ${row}), '')) AS md5 FROM "${table}" t`,
    );
    digests[table] = { rows: rows[0]!.rows, md5: rows[0]!.md5 ?? '' };
  }
  return digests;
}

async function readAll(store: ResumeStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.open(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The SHA-256 of an image file, or null when the store has none under `key`. */
async function mediaSha256(store: MediaStore, key: string): Promise<string | null> {
  const stored = await store.open(key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  return sha256(Buffer.concat(chunks));
}

/** The content's images where an app configured with `config` keeps them (as StorageModule chooses). */
const mediaStoreOf = (config: AppConfig): MediaStore =>
  config.s3 ? new S3MediaStore(config.s3) : new DiskMediaStore(config.media.dir);

interface Ends {
  sourceStore: ResumeStoreProbe;
  destination: ArchiveDestination;
  targetStore: ResumeStore;
  targetMedia: MediaStore;
  targetConfig: Partial<AppConfig>;
  keys: ArchiveKeys;
  close(): Promise<void>;
}

async function endsFor(kind: ResumeStoreKind): Promise<Ends> {
  const sourceStore = await openResumeStore(kind);
  const noKeys: ArchiveKeys = { recipients: [], identity: undefined, passphrase: undefined };
  if (kind === 'disk') {
    const uploadsDir = await mkdtemp(path.join(process.env.TEST_RUN_DIR ?? tmpdir(), 'restored-'));
    const mediaDir = await mkdtemp(path.join(process.env.TEST_RUN_DIR ?? tmpdir(), 'restored-media-'));
    const targetConfig = { uploadsDir, media: { ...testConfig().media, dir: mediaDir } };
    return {
      sourceStore,
      destination: new FolderDestination(
        await mkdtemp(path.join(process.env.TEST_RUN_DIR ?? tmpdir(), 'backups-')),
      ),
      targetStore: new DiskResumeStore(testConfig(targetConfig)),
      targetMedia: new DiskMediaStore(mediaDir),
      targetConfig,
      keys: { ...noKeys, passphrase: 'a drill passphrase, long enough' },
      close: () => sourceStore.close(),
    };
  }
  const backups: S3TestServer = await startS3Server({ prefix: 'backups/' });
  const target: S3TestServer = await startS3Server({ prefix: 'resumes/' });
  const targetS3 = loadConfig({ NODE_ENV: 'test', ...target.env }).s3!;
  const { generateIdentity } = await import('age-encryption');
  return {
    sourceStore,
    destination: new S3Destination(loadConfig({ NODE_ENV: 'test', ...backups.env }).s3!),
    targetStore: new S3ResumeStore(targetS3),
    targetMedia: new S3MediaStore(targetS3),
    targetConfig: { s3: targetS3 },
    keys: { ...noKeys, identity: await generateIdentity() },
    async close() {
      await Promise.all([sourceStore.close(), backups.close(), target.close()]);
    },
  };
}

describe.each(['disk', 's3'] as const)('Restore drill, resumes and archives on %s', (kind) => {
  let source: FreshDatabase;
  let cluster: EmbeddedCluster;
  let ends: Ends;

  beforeAll(async () => {
    source = await freshDatabase('backup_drill');
    cluster = await startEmbeddedPostgres(
      await mkdtemp(path.join(process.env.TEST_RUN_DIR ?? tmpdir(), 'restore-pg-')),
      await freePort(),
    );
    ends = await endsFor(kind);
  });
  afterAll(async () => {
    await ends?.close();
    await cluster?.stop();
    await source?.drop();
  });

  it('backs up while a writer submits, and restores every row and resume of the snapshot into a fresh cluster', async () => {
    const sourceConfig = testConfig(ends.sourceStore.config);
    const sourceMedia = mediaStoreOf(sourceConfig);
    const app = await createApp(sourceConfig, source.url);
    let admin: OperatorClient;
    let hr: OperatorClient;
    let secret: string;
    let image: ContentImage;
    let result: BackupResult;
    const reference = await source.connect();
    try {
      ({ admin, hr, secret, image } = await populate(app));
      const writer = startWriter(app);
      await new Promise((resolve) => setTimeout(resolve, 1500)); // the writer is well under way
      result = await createBackup({
        databaseUrl: source.url,
        store: storeOf(ends.sourceStore),
        media: sourceMedia,
        destination: ends.destination,
        keys: ends.keys,
        appVersion: 'drill',
        // The drill's reference: the same snapshot, held open on a connection of its own.
        onSnapshot: async (snapshotId) => {
          await reference.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
          await reference.query(`SET TRANSACTION SNAPSHOT '${snapshotId}'`);
        },
      });
      const written = await writer.stop();
      expect(written).toBeGreaterThan(4);
    } finally {
      await app.close();
    }

    const tables = result.manifest.tables.map((table) => table.name).filter((name) => name !== 'migrations');
    const expected = await tableDigests(reference, tables);
    await reference.query('COMMIT');
    // The writer went on after the snapshot: the source has more than the archive.
    const [{ now }] = (await source.query<{ now: number }>(
      'SELECT count(*)::int AS now FROM career_application',
    )) as [{ now: number }];
    expect(now).toBeGreaterThan(expected.career_application!.rows);

    const restored = await restoreBackup({
      archive: await ends.destination.open(result.name),
      databaseUrl: cluster.url,
      store: ends.targetStore,
      media: ends.targetMedia,
      keys: ends.keys,
      totpKeys: { target: testConfig().totpEncryptionKeys, source: [] },
      force: false,
    });
    expect(restored.resumesWritten).toBe(result.manifest.resumes.length);
    // Every rendition of the uploaded image (AVIF, WebP, JPEG per width) is in the archive and restored.
    const imageKeys = image!.variants!.map((variant) => variant.url.slice(MEDIA_PREFIX.length)).sort();
    expect(imageKeys.length).toBeGreaterThan(2);
    expect(result.manifest.media!.map((file) => file.key).sort()).toEqual(imageKeys);
    expect(restored.mediaWritten).toBe(imageKeys.length);

    const target = new Client({ connectionString: cluster.url });
    await target.connect();
    try {
      expect(await tableDigests(target, tables)).toEqual(expected);
      const jobIds = await target.query<{ state: string; queued: boolean }>(
        `SELECT state, job_id IS NOT NULL AS queued FROM notification_delivery ORDER BY id`,
      );
      expect(jobIds.rows.filter((row) => row.state === 'pending' && row.queued)).toEqual([]);
      for (const table of [
        'operator',
        'operator_recovery_code',
        'submission_note',
        'submission_status_change',
        'notification_delivery',
        'webhook_endpoint',
        'audit_log',
        'career_application',
        'content_image',
      ])
        expect(expected[table]!.rows).toBeGreaterThan(0);
      const kinds = (await target.query<{ kind: string }>('SELECT DISTINCT kind FROM submission')).rows.map(
        (row) => row.kind,
      );
      expect(kinds.sort()).toEqual([...SUBMISSION_KINDS].sort());
      // No half submission: every envelope has its source row, every delivery its envelope.
      const orphans = await target.query(`
        SELECT s.id FROM submission s
          LEFT JOIN enquiry e ON e.id = s.enquiry_id
          LEFT JOIN career_application a ON a.id = s.career_application_id
          LEFT JOIN subscription n ON n.id = s.subscription_id
         WHERE e.id IS NULL AND a.id IS NULL AND n.id IS NULL
        UNION ALL
        SELECT d.id FROM notification_delivery d LEFT JOIN submission s ON s.id = d.submission_id WHERE s.id IS NULL`);
      expect(orphans.rows).toEqual([]);
      // Every application's resume, byte for byte.
      const { rows: applications } = await target.query<{ key: string }>(
        'SELECT resume_key AS key FROM career_application',
      );
      expect(applications.length).toBe(expected.career_application!.rows);
      for (const { key } of applications) {
        const bytes = await readAll(ends.targetStore, key);
        const original = await ends.sourceStore.read(key);
        expect(createHash('sha256').update(bytes).digest('hex')).toBe(
          createHash('sha256').update(original).digest('hex'),
        );
      }
      // Every image file the restored content_image rows name, byte for byte.
      const { rows: named } = await target.query<{ key: string }>(
        `SELECT substr(variant->>'url', length($1) + 1) AS key
           FROM content_image, jsonb_array_elements(variants) AS variant ORDER BY 1`,
        [MEDIA_PREFIX],
      );
      expect(named.map((row) => row.key)).toEqual(imageKeys);
      for (const { key } of named) {
        const original = await mediaSha256(sourceMedia, key);
        expect(original).toMatch(/^[0-9a-f]{64}$/);
        expect(await mediaSha256(ends.targetMedia, key)).toBe(original);
      }
    } finally {
      await target.end();
    }

    // The restored database serves: the admin signs in with the password they had.
    const restoredApp = await createApp(testConfig(ends.targetConfig), cluster.url);
    try {
      const again = await signInAs(restoredApp, admin!.operator, admin!.password);
      await again.get(ADMIN_API.session).expect(200);
      // The page's picture is served again, the same bytes.
      const served = await request(restoredApp.getHttpServer() as Server)
        .get(image!.src)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(sha256(served.body as Buffer)).toBe(
        await mediaSha256(sourceMedia, image!.src.slice(MEDIA_PREFIX.length)),
      );
      // The operator with two-factor sign-in still needs, and passes, their authenticator's code.
      const step = await attemptSignIn(restoredApp, { email: hr!.operator.email, password: hr!.password });
      expect(step.response.body).toEqual({ status: 'two-factor-required' });
      const { generate } = await import('otplib');
      const code = await generate({ secret: secret!, epoch: Math.floor(Date.now() / 1000) + 30 });
      const done = await request(restoredApp.getHttpServer() as Server)
        .post(ADMIN_API.sessionTwoFactor)
        .set('Cookie', step.cookie)
        .set(CSRF_HEADER, step.csrfToken)
        .send({ code });
      expect(done.body).toMatchObject({ status: 'signed-in', operator: { id: hr!.operator.id } });
    } finally {
      await restoredApp.close();
    }
  });
});

/** The probe's store through the app's own store classes, as the backup reads it. */
function storeOf(probe: ResumeStoreProbe): ResumeStore {
  return probe.config.s3 ? new S3ResumeStore(probe.config.s3) : new DiskResumeStore(testConfig(probe.config));
}
