import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ProblemDetails } from '@orbitwise/contracts';

/** OpenAPI description of the RFC 7807 body every error carries. */
export class ProblemDetailsDto implements ProblemDetails {
  @ApiProperty({ example: 'https://datatracker.ietf.org/doc/html/rfc9110#status.400' })
  type: string;

  @ApiProperty({ example: 'Bad Request' })
  title: string;

  @ApiProperty({ example: 400 })
  status: number;

  @ApiProperty({ example: 'One or more fields are invalid.' })
  detail: string;

  @ApiProperty({
    description:
      'The path of the request that failed, without its query string, for example /api/ContactUs/AddCareer.',
  })
  instance: string;

  @ApiPropertyOptional({
    description: 'Messages for each invalid field, keyed by the field name of the request.',
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: { email: ['Please enter a valid email address.'] },
  })
  errors?: Record<string, string[]>;

  @ApiPropertyOptional({
    description: "The request's id, as in the X-Request-Id response header and the server's log lines.",
    example: '3f2c9a7e8d5b4c1a9e0f6b2d7c8a1e4f',
  })
  requestId?: string;
}
