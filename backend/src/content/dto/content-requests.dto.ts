import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CONTENT_KINDS,
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  SLUG_PATTERN,
  type ContentKind,
} from '@orbitwise/contracts/content';
import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsISO8601, IsOptional, Matches, Max, MaxLength, Min } from 'class-validator';

const KIND_MESSAGE = `Choose one of ${CONTENT_KINDS.join(', ')}.`;
const VERSION_MESSAGE = 'version must be the revision number the draft was read at.';
const DATA_DESCRIPTION =
  "The document's fields, by kind (see `@orbitwise/contracts/content`); each failing field is reported as `data.<path>`.";

export class ContentKindParams {
  @ApiProperty({ enum: CONTENT_KINDS, example: 'job' })
  @IsIn(CONTENT_KINDS, { message: KIND_MESSAGE })
  kind: ContentKind;
}

export class ContentDocumentParams extends ContentKindParams {
  @ApiProperty({
    example: 'senior-dotnet-developer',
    pattern: SLUG_PATTERN.source,
    maxLength: CONTENT_LIMITS.slugMax,
  })
  @MaxLength(CONTENT_LIMITS.slugMax, { message: CONTENT_MESSAGES.slug })
  @Matches(SLUG_PATTERN, { message: CONTENT_MESSAGES.slug })
  slug: string;
}

export class ContentRevisionParams extends ContentDocumentParams {
  @ApiProperty({ example: 3, minimum: 1 })
  @Type(() => Number)
  @IsInt({ message: 'revision must be a revision number.' })
  @Min(1, { message: 'revision must be a revision number.' })
  @Max(2_147_483_647, { message: 'revision must be a revision number.' })
  revision: number;
}

export class CreateContentDto {
  @ApiProperty({ example: 'senior-dotnet-developer', pattern: SLUG_PATTERN.source })
  @MaxLength(CONTENT_LIMITS.slugMax, { message: CONTENT_MESSAGES.slug })
  @Matches(SLUG_PATTERN, { message: CONTENT_MESSAGES.slug })
  slug: string;

  @ApiProperty({ type: 'object', additionalProperties: true, description: DATA_DESCRIPTION })
  @IsDefined({ message: 'data is required.' })
  data: unknown;
}

export class SaveDraftDto {
  @ApiProperty({ type: 'object', additionalProperties: true, description: DATA_DESCRIPTION })
  @IsDefined({ message: 'data is required.' })
  data: unknown;

  @ApiProperty({ example: 3, description: 'The revision the draft was read at (409 when it changed since).' })
  @IsInt({ message: VERSION_MESSAGE })
  @Min(1, { message: VERSION_MESSAGE })
  @Max(2_147_483_647, { message: VERSION_MESSAGE })
  version: number;
}

export class PublishDto {
  @ApiPropertyOptional({
    example: '2026-12-01T09:00:00+05:30',
    description: 'Left out, or not in the future: publish now. In the future: scheduled.',
  })
  @IsOptional()
  @IsISO8601({ strict: true, strictSeparator: true }, { message: CONTENT_MESSAGES.publishAt })
  @Matches(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/, {
    message: CONTENT_MESSAGES.publishAt,
  })
  at?: string;

  @ApiPropertyOptional({
    example: 3,
    description: 'The revision previewed: 409 when the draft changed since.',
  })
  @IsOptional()
  @IsInt({ message: VERSION_MESSAGE })
  @Min(1, { message: VERSION_MESSAGE })
  @Max(2_147_483_647, { message: VERSION_MESSAGE })
  version?: number;
}
