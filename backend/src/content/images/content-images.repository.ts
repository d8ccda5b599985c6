import { Injectable } from '@nestjs/common';
import type { ImageVariant } from '@orbitwise/contracts/content';
import { Database } from '../../platform/database/database';

export interface ContentImageRecord {
  sha256: string;
  format: string;
  width: number;
  height: number;
  bytes: number;
  variants: ImageVariant[];
  uploadedById: string;
}

/** The only SQL of `content_image`. */
@Injectable()
export class ContentImagesRepository {
  constructor(private readonly db: Database) {}

  /** Records an upload; the same picture uploaded again keeps its first record. */
  async insert(image: ContentImageRecord): Promise<void> {
    await this.db.query(
      `INSERT INTO content_image (sha256, format, width, height, bytes, variants, uploaded_by_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (sha256) DO NOTHING`,
      [
        image.sha256,
        image.format,
        image.width,
        image.height,
        image.bytes,
        JSON.stringify(image.variants),
        image.uploadedById,
      ],
    );
  }
}
