import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { PROBLEM_CONTENT_TYPE } from '@orbitwise/contracts';
import {
  CONTENT_API,
  CONTENT_MESSAGES,
  IMAGE_MAX_BYTES_DEFAULT,
  type ContentImage,
  type PostData,
  type PublishedDocument,
} from '@orbitwise/contracts/content';
import { POSTS } from '@orbitwise/contracts/content-seed';
import { readdirSync } from 'node:fs';
import request from 'supertest';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { loadConfig } from '../../config/env';
import { signIn, type OperatorClient } from '../../../test/operator-session';
import { pdf } from '../../../test/resume-fixtures';
import { startS3Server, type S3TestServer } from '../../../test/s3-server';
import { createTestApp, testConfig } from '../../../test/test-app';

/** A real photo-like JPEG (noise does not compress), `width` × `height`, with EXIF orientation 1. */
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg({ quality: 90 })
    .toBuffer();

describe.each(['disk', 's3'] as const)('Content images (%s store)', (kind) => {
  let app: NestExpressApplication;
  let db: DataSource;
  let editor: OperatorClient;
  let s3: S3TestServer | undefined;
  let mediaDir: string;

  /** The names stored, whatever the store. */
  const stored = async (): Promise<string[]> => {
    if (!s3) return readdirSync(mediaDir).sort();
    const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'media/' }));
    return (listed.Contents ?? []).map((object) => object.Key!.slice('media/'.length)).sort();
  };
  const images = async () => (await db.query('SELECT sha256 FROM content_image ORDER BY 1')) as unknown[];
  const upload = (
    bytes: Buffer,
    fields: Record<string, string> = { alt: 'Our team at the Hyderabad office' },
    name = 'photo.jpg',
    type = 'image/jpeg',
  ) => {
    let test = editor.post(CONTENT_API.images);
    for (const [field, value] of Object.entries(fields)) test = test.field(field, value);
    return test.attach('file', bytes, { filename: name, contentType: type });
  };

  beforeAll(async () => {
    const config = testConfig();
    mediaDir = config.media.dir;
    if (kind === 's3') {
      s3 = await startS3Server();
      const s3Config = loadConfig({ NODE_ENV: 'test', ...s3.env }).s3;
      app = await createTestApp({ s3: s3Config, media: config.media });
    } else {
      app = await createTestApp({ media: config.media });
    }
    db = app.get(DataSource);
    editor = await signIn(app, { role: 'editor' });
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  it('makes responsive AVIF, WebP and JPEG renditions, served with a year of cache and their type', async () => {
    const bytes = await jpeg(1200, 800);
    const response = await upload(bytes).expect(201);
    const image = response.body as ContentImage;
    const sha = /\/api\/media\/([0-9a-f]{64})-1200\.jpg$/.exec(image.src)?.[1];
    expect(sha).toBeDefined();
    expect(image).toMatchObject({ alt: 'Our team at the Hyderabad office', width: 1200, height: 800 });
    expect(image.variants!.map((variant) => `${variant.width} ${variant.format}`)).toEqual([
      '480 avif',
      '480 webp',
      '480 jpeg',
      '960 avif',
      '960 webp',
      '960 jpeg',
      '1200 avif',
      '1200 webp',
      '1200 jpeg',
    ]);
    expect(await stored()).toEqual(
      expect.arrayContaining(image.variants!.map((variant) => variant.url.slice('/api/media/'.length))),
    );

    for (const variant of image.variants!) {
      const served = await request(app.getHttpServer())
        .get(variant.url)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(served.status).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-type']).toBe(`image/${variant.format}`);
      const meta = await sharp(served.body as Buffer).metadata();
      expect([meta.format === 'heif' ? 'avif' : meta.format, meta.width]).toEqual([
        variant.format,
        variant.width,
      ]);
    }
  });

  it('puts an uploaded photo in a post: the published post carries its renditions', async () => {
    const image = (await upload(await jpeg(640, 480)).expect(201)).body as ContentImage;
    const data: PostData = { ...POSTS[0]!.data, cover: image, externalUrl: null };
    const slug = `post-with-photo-${kind}`;
    await editor.post(CONTENT_API.documents('post')).send({ slug, data }).expect(201);
    await editor.post(CONTENT_API.publish('post', slug)).send({}).expect(200);
    const page = (await request(app.getHttpServer()).get(CONTENT_API.publishedOne('post', slug)).expect(200))
      .body as PublishedDocument<'post'>;
    expect(page.data.cover).toEqual(image);
    expect(page.data.cover!.variants!.map((variant) => variant.width)).toEqual([
      480, 480, 480, 640, 640, 640,
    ]);
  });

  it.each([
    ['a PDF named photo.jpg', () => Promise.resolve(pdf()), 415, CONTENT_MESSAGES.imageType],
    [
      'an SVG with a script',
      () =>
        Promise.resolve(
          Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
          ),
        ),
      415,
      CONTENT_MESSAGES.imageType,
    ],
    [
      'a JPEG cut short',
      async () => (await jpeg(400, 300)).subarray(0, 200),
      415,
      CONTENT_MESSAGES.imageType,
    ],
    [
      'HTML with a JPEG signature',
      () =>
        Promise.resolve(
          Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<script>alert(1)</script>')]),
        ),
      415,
      CONTENT_MESSAGES.imageType,
    ],
  ])('refuses %s (%s), storing nothing', async (_name, bytes, status, message) => {
    const [before, rows] = [await stored(), await images()];
    const response = await upload(await bytes());
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
    expect(response.body.errors).toEqual({ file: [message] });
    expect([await stored(), await images()]).toEqual([before, rows]);
  });

  it('refuses a picture over MEDIA_MAX_BYTES (413, naming the limit), one without alt text or with unknown parts (400), storing nothing', async () => {
    const [before, rows] = [await stored(), await images()];
    // The default limit, the contracts' one constant, and one byte more.
    expect(IMAGE_MAX_BYTES_DEFAULT).toBe(5 * 1024 * 1024);
    const big = await upload(
      Buffer.alloc(IMAGE_MAX_BYTES_DEFAULT + 1, 0xff),
      undefined,
      'big.png',
      'image/png',
    );
    expect(big.status).toBe(413);
    expect(big.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
    expect(big.body).toMatchObject({
      status: 413,
      detail: 'The image is larger than 5 MB.',
      errors: { file: ['The image is larger than 5 MB.'] },
    });
    const small = await jpeg(100, 100);
    const noAlt = await upload(small, {});
    expect(noAlt.status).toBe(400);
    expect(noAlt.body.errors).toEqual({ alt: [CONTENT_MESSAGES.altRequired] });
    const extra = await upload(small, { alt: 'ok', path: '../../etc/passwd' });
    expect(extra.status).toBe(400);
    expect(extra.body.errors).toEqual({ path: ['This field is not accepted.'] });
    expect([await stored(), await images()]).toEqual([before, rows]);
  });

  it('answers 400 for a file name that is not one it made and 404 for one it does not have', async () => {
    await request(app.getHttpServer()).get('/api/media/..%2F..%2Fetc%2Fpasswd').expect(400);
    await request(app.getHttpServer()).get('/api/media/photo.svg').expect(400);
    await request(app.getHttpServer())
      .get(`/api/media/${'a'.repeat(64)}-480.webp`)
      .expect(404);
  });
});
