import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';

/** `:id`, the inbox reference of a submission: a positive whole number that fits a bigint. */
export class SubmissionIdParams {
  @ApiProperty({ example: '42', pattern: '^[1-9][0-9]{0,17}$' })
  @Matches(/^[1-9][0-9]{0,17}$/, { message: 'id must be a submission number.' })
  id: string;
}
