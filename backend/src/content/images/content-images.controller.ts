import {
  Controller,
  Get,
  HttpStatus,
  Param,
  Post,
  Req,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CONTENT_ROLES } from '@orbitwise/contracts/admin';
import {
  IMAGE_UPLOAD_FIELDS,
  MEDIA_EXTENSIONS,
  MEDIA_FILE_PATTERN,
  type ContentImage,
  type MediaFormat,
} from '@orbitwise/contracts/content';
import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { AdminAccess } from '../../auth/admin-access.decorator';
import { ApiAdminProblems } from '../../auth/admin-problems';
import { CurrentOperator } from '../../auth/current-operator.decorator';
import type { SignedInOperator } from '../../auth/signed-in-operator';
import { ApiProblems } from '../../platform/problems/api-problems.decorator';
import { ProblemException } from '../../platform/problems/problem';
import { ContentImagesService } from './content-images.service';
import { ImageTooLargeInterceptor } from './image-too-large.interceptor';
import { MEDIA_CONTENT_TYPES } from './image-renditions';

export const MEDIA_NOT_FOUND_DETAIL = 'There is no such picture.';
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const FORMAT_OF_EXTENSION = Object.fromEntries(
  Object.entries(MEDIA_EXTENSIONS).map(([format, extension]) => [extension, format]),
) as Record<string, MediaFormat>;

export class MediaFileParams {
  @ApiProperty({ example: `${'0'.repeat(64)}-960.webp`, pattern: MEDIA_FILE_PATTERN.source })
  @Matches(MEDIA_FILE_PATTERN, { message: 'file must be a picture name as the upload gave it.' })
  file: string;
}

@ApiTags('Admin')
@Controller('admin/content/images')
@AdminAccess(...CONTENT_ROLES)
export class ContentImagesController {
  constructor(private readonly images: ContentImagesService) {}

  @Post()
  // The outer one words the file interceptor's 413 with the limit.
  @UseInterceptors(ImageTooLargeInterceptor, FileInterceptor(IMAGE_UPLOAD_FIELDS.file))
  @ApiOperation({
    summary: 'Upload a picture (editor, admin)',
    description:
      'JPEG, PNG, WebP or AVIF decided from the bytes, at most MEDIA_MAX_BYTES; alt text required. Answers the ' +
      'picture as a document holds it: the fallback, its size and its responsive AVIF/WebP/fallback variants. Audited.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file', 'alt'],
      properties: { file: { type: 'string', format: 'binary' }, alt: { type: 'string', maxLength: 300 } },
    },
  })
  @ApiCreatedResponse({ description: 'ContentImage' })
  @ApiProblems([400, 413, 415, 500, 503])
  @ApiAdminProblems({ 422: 'The picture has too many pixels.' })
  upload(
    @CurrentOperator() actor: SignedInOperator,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Req() request: Request,
  ): Promise<ContentImage> {
    return this.images.upload(actor, {
      file,
      fields: { ...((request.body ?? {}) as Record<string, unknown>) },
    });
  }
}

/** The pictures, for everyone: write-once files, so cached for a year. */
@ApiTags('Content')
@Controller('media')
export class MediaController {
  constructor(private readonly images: ContentImagesService) {}

  @Get(':file')
  @ApiOperation({ summary: 'An uploaded picture in one width and format', security: [] })
  @ApiOkResponse({
    description: 'The picture (image/avif, image/webp, image/jpeg or image/png), cached for a year.',
  })
  @ApiProblems([400, 500, 503])
  @ApiAdminProblems({ 404: MEDIA_NOT_FOUND_DETAIL })
  async get(@Param() { file }: MediaFileParams, @Res() response: Response): Promise<void> {
    const stored = await this.images.open(file);
    if (!stored) throw new ProblemException(HttpStatus.NOT_FOUND, MEDIA_NOT_FOUND_DETAIL);
    const extension = MEDIA_FILE_PATTERN.exec(file)![3]!;
    response.status(200);
    response.setHeader('Content-Type', MEDIA_CONTENT_TYPES[FORMAT_OF_EXTENSION[extension]!]);
    response.setHeader('Cache-Control', MEDIA_CACHE_CONTROL);
    if (stored.size > 0) response.setHeader('Content-Length', String(stored.size));
    try {
      await pipeline(stored.body, response);
    } catch (error) {
      // Once the picture is on its way, a failure (the visitor went away, the store broke off) can only
      // end the connection: the status is sent. Before that, it is the API's error as usual.
      if (!response.headersSent) throw error;
      response.destroy();
    }
  }
}
