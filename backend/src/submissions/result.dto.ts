import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ResultResponse } from '@orbitwise/contracts';

/** Which submission was stored: its id and the reference people read (null: not known, see `id`). */
export interface SubmissionReference {
  id: string | null;
  ref: string | null;
}

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

  @ApiProperty({
    type: 'string',
    nullable: true,
    example: '42',
    description:
      "The submission's id: the id of `GET /api/v1/submissions/{id}` and of the webhooks' `data.id`, so a post " +
      'can be matched to both. A retry with the same Idempotency-Key gets the same id. Null only when the ' +
      'submission was stored but the server lost track of which it is: a retry recovering the answer of a ' +
      'request that stopped between storing and answering, or a failed read of the id right after storing.',
  })
  id: string | null;

  @ApiProperty({
    type: 'string',
    nullable: true,
    example: '#42',
    description:
      'The reference people read: `#` and the id, as the console and the staff e-mails show it ' +
      '(quote it to staff). Null when `id` is.',
  })
  ref: string | null;

  @ApiPropertyOptional({
    example: false,
    description:
      'Event registrations only: true when the event was full and the registration joined its waitlist ' +
      '(stored, no place taken); false when it took a place. Absent for the other submissions.',
  })
  waitlisted?: boolean;
}

/** The answer for a stored submission whose id is not known (see `id`). */
export const SUCCESS: ResultDto = { errorMessage: null, isSuccess: true, id: null, ref: null };

/** The answer for a stored submission (an event registration's says whether it was waitlisted). */
export function stored(reference: SubmissionReference & { waitlisted?: boolean }): ResultDto {
  return { errorMessage: null, isSuccess: true, ...reference };
}
