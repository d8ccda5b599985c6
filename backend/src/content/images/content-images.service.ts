import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  CONTENT_MESSAGES,
  IMAGE_UPLOAD_FIELDS,
  MEDIA_PREFIX,
  contentImageSchema,
  type ContentImage,
} from '@orbitwise/contracts/content';
import { AuditService } from '../../audit/audit.service';
import type { SignedInOperator } from '../../auth/signed-in-operator';
import { invalidRequest, UNKNOWN_FIELD_MESSAGE } from '../../platform/http/validation';
import { ProblemException } from '../../platform/problems/problem';
import { MEDIA_STORE, type MediaObject, type MediaStore } from '../../storage/media-store';
import { ContentImagesRepository } from './content-images.repository';
import { NotAnImageError, renditionsOf, TooManyPixelsError } from './image-renditions';

export interface ImageUpload {
  file: { buffer: Buffer; size: number } | undefined;
  fields: Record<string, unknown>;
}

/** Uploaded pictures: checked, made into responsive renditions, stored, recorded and audited. */
@Injectable()
export class ContentImagesService {
  constructor(
    private readonly images: ContentImagesRepository,
    private readonly audit: AuditService,
    @Inject(MEDIA_STORE) private readonly store: MediaStore,
  ) {}

  async upload(actor: SignedInOperator, { file, fields }: ImageUpload): Promise<ContentImage> {
    const errors: Record<string, string[]> = {};
    for (const name of Object.keys(fields)) {
      if (name !== IMAGE_UPLOAD_FIELDS.alt) errors[name] = [UNKNOWN_FIELD_MESSAGE];
    }
    const alt = contentImageSchema.shape.alt.safeParse(fields[IMAGE_UPLOAD_FIELDS.alt] ?? '');
    if (!alt.success) errors[IMAGE_UPLOAD_FIELDS.alt] = [alt.error.issues[0]!.message];
    if (!file) errors[IMAGE_UPLOAD_FIELDS.file] = [CONTENT_MESSAGES.imageRequired];
    if (Object.keys(errors).length > 0 || !file || !alt.success) throw invalidRequest(errors);

    const made = await renditionsOf(file.buffer).catch((error: unknown) => {
      if (error instanceof TooManyPixelsError) {
        throw new ProblemException(HttpStatus.UNPROCESSABLE_ENTITY, CONTENT_MESSAGES.imageTooManyPixels, {
          errors: { [IMAGE_UPLOAD_FIELDS.file]: [CONTENT_MESSAGES.imageTooManyPixels] },
        });
      }
      if (error instanceof NotAnImageError) {
        throw new ProblemException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, CONTENT_MESSAGES.imageType, {
          errors: { [IMAGE_UPLOAD_FIELDS.file]: [CONTENT_MESSAGES.imageType] },
        });
      }
      throw error;
    });
    for (const rendition of made.renditions) {
      await this.store.put(rendition.key, rendition.bytes, rendition.contentType);
    }
    const variants = made.renditions.map(({ format, width, key }) => ({
      format,
      width,
      url: MEDIA_PREFIX + key,
    }));
    await this.images.insert({
      sha256: made.sha256,
      format: made.format,
      width: made.width,
      height: made.height,
      bytes: file.size,
      variants,
      uploadedById: actor.id,
    });
    await this.audit.record({
      actor,
      action: 'image-uploaded',
      target: `image ${made.sha256}`,
      targetLabel: `Image: ${alt.data}`,
      changes: [
        { field: 'size', from: null, to: `${made.width}×${made.height} ${made.format}, ${file.size} bytes` },
      ],
      ip: actor.ip,
    });
    return {
      src: MEDIA_PREFIX + made.fallback.key,
      alt: alt.data,
      width: made.width,
      height: made.height,
      variants,
    };
  }

  open(key: string): Promise<MediaObject | null> {
    return this.store.open(key);
  }
}
