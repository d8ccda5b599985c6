import { ApiProperty } from '@nestjs/swagger';
import {
  ADMIN_LIMITS,
  type DataSubjectErasureResponse,
  type DataSubjectResponse,
} from '@orbitwise/contracts/admin';
import { IsString, Matches, MaxLength } from 'class-validator';
import { SubmissionSummaryDto } from '../../inbox/dto/submission-views.dto';

export const DATA_SUBJECT_EMAIL_MESSAGE = 'Enter one email address.';

export class DataSubjectQueryDto {
  @ApiProperty({
    maxLength: ADMIN_LIMITS.emailMax,
    example: 'asha.rao@example.com',
    description: 'Matched whatever its case.',
  })
  @IsString({ message: DATA_SUBJECT_EMAIL_MESSAGE })
  @MaxLength(ADMIN_LIMITS.emailMax, { message: `At most ${ADMIN_LIMITS.emailMax} characters.` })
  @Matches(/^[^\s@]+@[^\s@]+$/, { message: DATA_SUBJECT_EMAIL_MESSAGE })
  email: string;
}

export class DataSubjectResponseDto implements DataSubjectResponse {
  @ApiProperty({ description: 'The address as asked.' })
  email: string;

  @ApiProperty({ type: [SubmissionSummaryDto], description: 'Every kind the address sent, newest first.' })
  items: SubmissionSummaryDto[];
}

export class DataSubjectErasureResponseDto implements DataSubjectErasureResponse {
  @ApiProperty({ example: 3, description: 'Submissions erased, with their notes, history and resume files.' })
  erased: number;
}
