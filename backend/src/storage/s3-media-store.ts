import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { S3Config } from '../config/env';
import { assertMediaKey, type MediaObject, type MediaStore } from './media-store';
import { createS3Client } from './s3-resume-store';

/** The folder of the resumes' bucket that holds the images (the resume store lists only plain names). */
export const MEDIA_FOLDER = 'media/';

/** The images in the S3-compatible bucket of the resumes, under `<S3_PREFIX>media/`. */
export class S3MediaStore implements MediaStore {
  private readonly client: S3Client;
  private readonly prefix: string;

  constructor(private readonly settings: S3Config) {
    this.client = createS3Client(settings);
    this.prefix = settings.prefix + MEDIA_FOLDER;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertMediaKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.prefix + key,
        Body: bytes,
        ContentType: contentType,
        ...(this.settings.serverSideEncryption
          ? { ServerSideEncryption: this.settings.serverSideEncryption }
          : {}),
      }),
    );
  }

  async open(key: string): Promise<MediaObject | null> {
    assertMediaKey(key);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.prefix + key }),
      );
      if (!answer.Body) return null;
      return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    assertMediaKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.prefix + key }));
  }

  /** Closes the client's sockets (a CLI run ends once they are closed). */
  onApplicationShutdown(): Promise<void> {
    this.client.destroy();
    return Promise.resolve();
  }
}
