import { ApiProperty, getSchemaPath } from '@nestjs/swagger';
import {
  ADMIN_LIMITS,
  type LoginRequest,
  type SessionResponse,
  type TwoFactorLoginRequest,
} from '@orbitwise/contracts/admin';
import { IsString, MaxLength, IsNotEmpty } from 'class-validator';
import { OperatorViewDto } from '../../operators/dto/operator.dto';

/** Long enough for a recovery code typed with spaces; a TOTP code is 6 digits. */
export const CODE_MAX = 32;

export class LoginDto implements LoginRequest {
  @ApiProperty({ example: 'ana@example.com', maxLength: ADMIN_LIMITS.emailMax })
  @IsString()
  @IsNotEmpty({ message: 'Please enter your email address.' })
  @MaxLength(ADMIN_LIMITS.emailMax)
  email: string;

  @ApiProperty({ format: 'password', maxLength: ADMIN_LIMITS.passwordMax })
  @IsString()
  @IsNotEmpty({ message: 'Please enter your password.' })
  @MaxLength(ADMIN_LIMITS.passwordMax)
  password: string;
}

export class CodeDto implements TwoFactorLoginRequest {
  @ApiProperty({
    example: '123456',
    maxLength: CODE_MAX,
    description: 'A code from the authenticator app, or a recovery code.',
  })
  @IsString()
  @IsNotEmpty({ message: 'Please enter the code.' })
  @MaxLength(CODE_MAX)
  code: string;
}

export class SignedInDto {
  @ApiProperty({ enum: ['signed-in'] })
  status: 'signed-in';

  @ApiProperty({ type: OperatorViewDto })
  operator: OperatorViewDto;

  @ApiProperty({
    description: 'An admin must enrol two-factor sign-in before anything else (ADMIN_REQUIRE_2FA).',
  })
  twoFactorEnrolmentRequired: boolean;
}

export class TwoFactorRequiredDto {
  @ApiProperty({
    enum: ['two-factor-required'],
    description: 'Send a code to POST /api/admin/session/two-factor.',
  })
  status: 'two-factor-required';
}

/** For @ApiOkResponse: one of the two LoginResponse shapes. */
export const LOGIN_RESPONSE_SCHEMA = {
  oneOf: [{ $ref: getSchemaPath(SignedInDto) }, { $ref: getSchemaPath(TwoFactorRequiredDto) }],
  discriminator: {
    propertyName: 'status',
    mapping: {
      'signed-in': getSchemaPath(SignedInDto),
      'two-factor-required': getSchemaPath(TwoFactorRequiredDto),
    },
  },
};

export class SessionDto implements SessionResponse {
  @ApiProperty({ type: OperatorViewDto })
  operator: OperatorViewDto;

  @ApiProperty()
  twoFactorEnrolmentRequired: boolean;

  @ApiProperty({ format: 'date-time', description: 'When the session ends if unused.' })
  idleExpiresAt: string;

  @ApiProperty({ format: 'date-time', description: 'When the session ends at the latest.' })
  absoluteExpiresAt: string;
}
