import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ADMIN_LIMITS, type StepUpRequest } from '@orbitwise/contracts/admin';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { CODE_REQUIRED, PASSWORD_REQUIRED } from './account.dto';
import { CODE_MAX } from './session.dto';

/** The password and, when two-factor sign-in is on, a current code. */
export class StepUpDto implements StepUpRequest {
  // Decorators run bottom-up: a missing field is told it is required, not too long.
  @ApiProperty({ format: 'password', maxLength: ADMIN_LIMITS.passwordMax })
  @MaxLength(ADMIN_LIMITS.passwordMax)
  @IsNotEmpty({ message: PASSWORD_REQUIRED })
  @IsString({ message: PASSWORD_REQUIRED })
  password: string;

  @ApiPropertyOptional({
    example: '123456',
    maxLength: CODE_MAX,
    description:
      'Required when two-factor sign-in is on: an authenticator code not used before, or an unused ' +
      'recovery code (spent by the call).',
  })
  @IsOptional()
  @MaxLength(CODE_MAX)
  @IsNotEmpty({ message: CODE_REQUIRED })
  @IsString({ message: CODE_REQUIRED })
  code?: string;
}
