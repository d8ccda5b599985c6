import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  hasBodyControlCharacter,
  hasControlCharacter,
  REPLY_LIMITS,
  REPLY_MESSAGES,
  REPLY_PLACEHOLDERS,
  REPLY_STATES,
  type ReplyState,
  type ReplyTemplate,
  type ReplyTemplateListResponse,
  type ReplyTemplateRequest,
  type SendReplyRequest,
  type SubmissionReply,
  type SubmissionReplyListResponse,
} from '@orbitwise/contracts/admin';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateBy,
} from 'class-validator';

const PLACEHOLDERS = REPLY_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');
/** Spaces and tabs only: a CR or LF is refused, never trimmed away. */
const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.replace(/^[ \t]+|[ \t]+$/g, '') : value;
/** No CR or LF anywhere: a subject is one header line, and nodemailer writes it. */
const ONE_LINE = /^[^\r\n]*$/;
/** Refuses text for which `found` is true (the contract's control character rules). */
const Without = (found: (text: string) => boolean, message: string) =>
  ValidateBy(
    {
      name: 'withoutControlCharacters',
      validator: { validate: (value) => typeof value !== 'string' || !found(value) },
    },
    { message },
  );

class ReplyTextDto {
  @ApiProperty({
    maxLength: REPLY_LIMITS.subjectMax,
    description: `One line (CR, LF and other control or format characters refused). Placeholders: ${PLACEHOLDERS}; any other {word} is refused.`,
  })
  @IsString({ message: 'subject must be text.' })
  @Matches(ONE_LINE, { message: REPLY_MESSAGES.subjectLineBreak })
  @Without(hasControlCharacter, REPLY_MESSAGES.subjectControl)
  @Transform(trimmed)
  @IsNotEmpty({ message: REPLY_MESSAGES.subjectRequired })
  @MaxLength(REPLY_LIMITS.subjectMax, { message: REPLY_MESSAGES.subjectMax })
  subject: string;

  @ApiProperty({
    maxLength: REPLY_LIMITS.bodyMax,
    description: `Plain text (sent as text/plain; never markup; tabs and line breaks but no other control characters). Placeholders as in the subject.`,
  })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trimEnd() : value))
  @IsString({ message: 'body must be text.' })
  @Without(hasBodyControlCharacter, REPLY_MESSAGES.bodyControl)
  @IsNotEmpty({ message: REPLY_MESSAGES.bodyRequired })
  @MaxLength(REPLY_LIMITS.bodyMax, { message: REPLY_MESSAGES.bodyMax })
  body: string;
}

export class ReplyTemplateRequestDto extends ReplyTextDto implements ReplyTemplateRequest {
  @ApiProperty({
    maxLength: REPLY_LIMITS.templateNameMax,
    description: 'One line, unique (any case); CR, LF and other control or format characters refused.',
  })
  @Transform(trimmed)
  @IsString({ message: 'name must be text.' })
  @Matches(ONE_LINE, { message: REPLY_MESSAGES.nameLineBreak })
  @Without(hasControlCharacter, REPLY_MESSAGES.nameControl)
  @IsNotEmpty({ message: REPLY_MESSAGES.nameRequired })
  @MaxLength(REPLY_LIMITS.templateNameMax, { message: REPLY_MESSAGES.nameMax })
  name: string;
}

export class SendReplyDto extends ReplyTextDto implements SendReplyRequest {
  @ApiPropertyOptional({ format: 'uuid', description: 'The template it started from.' })
  @IsOptional()
  @IsUUID('all', { message: 'templateId must be a template id.' })
  templateId?: string;

  @ApiPropertyOptional({ default: true, description: 'Moves the status to contacted (default true).' })
  @IsOptional()
  @IsBoolean({ message: 'markContacted must be true or false.' })
  markContacted?: boolean;
}

export class ReplyTemplateIdParams {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'id must be a template id.' })
  id: string;
}

export class ReplyTemplateDto implements ReplyTemplate {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() subject: string;
  @ApiProperty() body: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class ReplyTemplateListDto implements ReplyTemplateListResponse {
  @ApiProperty({ type: [ReplyTemplateDto] }) items: ReplyTemplateDto[];
}

export class SubmissionReplyDto implements SubmissionReply {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ description: "The operator's display name at the time." }) by: string;
  @ApiProperty({ description: 'The address the person gave.' }) to: string;
  @ApiProperty({ description: 'As sent (placeholders filled).' }) subject: string;
  @ApiProperty({ description: 'As sent (placeholders filled), plain text.' }) body: string;
  @ApiProperty({ type: String, nullable: true }) templateName: string | null;
  @ApiProperty({ enum: REPLY_STATES }) state: ReplyState;
  @ApiProperty({ type: String, nullable: true, description: "The mail server's last reply or why it waits." })
  reason: string | null;
  @ApiProperty() tries: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sentAt: string | null;
}

export class SubmissionReplyListDto implements SubmissionReplyListResponse {
  @ApiProperty({ type: [SubmissionReplyDto] }) items: SubmissionReplyDto[];
}
