import { ApiProperty } from '@nestjs/swagger';
import type { ResultResponse } from '@orbitwise/contracts';

/** The body of every accepted submission. */
export class ResultDto implements ResultResponse {
  @ApiProperty({
    type: 'string',
    nullable: true,
    example: null,
    description: 'Always null when isSuccess is true.',
  })
  errorMessage: string | null;

  @ApiProperty({ example: true })
  isSuccess: boolean;
}

export const SUCCESS: ResultDto = { errorMessage: null, isSuccess: true };
