import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ADMIN_LIMITS,
  OPERATOR_ROLES,
  type CreateOperatorRequest,
  type OperatorListResponse,
  type OperatorRole,
  type OperatorView,
  type UpdateOperatorRequest,
} from '@orbitwise/contracts/admin';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
} from 'class-validator';
import { PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from '../passwords';

export const EMAIL_MESSAGE = 'Please enter a valid email address.';
export const ROLE_MESSAGE = `Choose one of ${OPERATOR_ROLES.join(', ')}.`;

export class OperatorViewDto implements OperatorView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'ana@example.com' })
  email: string;

  @ApiProperty({ example: 'Ana Admin' })
  displayName: string;

  @ApiProperty({ enum: OPERATOR_ROLES })
  role: OperatorRole;

  @ApiProperty()
  disabled: boolean;

  @ApiProperty()
  twoFactorEnabled: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastLoginAt: string | null;
}

export class OperatorListDto implements OperatorListResponse {
  @ApiProperty({ type: [OperatorViewDto] })
  operators: OperatorViewDto[];
}

/** A new password: the length rule of ADMIN_LIMITS (the email rule is checked by the service). */
export function NewPassword(): PropertyDecorator {
  return (target, key) => {
    IsString()(target, key);
    MinLength(ADMIN_LIMITS.passwordMin, { message: PASSWORD_TOO_SHORT })(target, key);
    MaxLength(ADMIN_LIMITS.passwordMax, { message: PASSWORD_TOO_LONG })(target, key);
  };
}

export function OperatorEmail(): PropertyDecorator {
  return (target, key) => {
    IsString({ message: EMAIL_MESSAGE })(target, key);
    MaxLength(ADMIN_LIMITS.emailMax)(target, key);
    IsEmail({}, { message: EMAIL_MESSAGE })(target, key);
  };
}

export function DisplayName(): PropertyDecorator {
  return (target, key) => {
    IsString()(target, key);
    IsNotEmpty({ message: 'Please enter a name.' })(target, key);
    MaxLength(ADMIN_LIMITS.displayNameMax)(target, key);
  };
}

export class CreateOperatorDto implements CreateOperatorRequest {
  @ApiProperty({ example: 'sam@example.com', maxLength: ADMIN_LIMITS.emailMax })
  @OperatorEmail()
  email: string;

  @ApiProperty({ example: 'Sam Sales', maxLength: ADMIN_LIMITS.displayNameMax })
  @DisplayName()
  displayName: string;

  @ApiProperty({ enum: OPERATOR_ROLES })
  @IsIn(OPERATOR_ROLES, { message: ROLE_MESSAGE })
  role: OperatorRole;

  @ApiProperty({
    minLength: ADMIN_LIMITS.passwordMin,
    maxLength: ADMIN_LIMITS.passwordMax,
    format: 'password',
  })
  @NewPassword()
  password: string;
}

export class UpdateOperatorDto implements UpdateOperatorRequest {
  @ApiPropertyOptional({ maxLength: ADMIN_LIMITS.displayNameMax })
  @IsOptional()
  @DisplayName()
  displayName?: string;

  @ApiPropertyOptional({ enum: OPERATOR_ROLES })
  @IsOptional()
  @IsIn(OPERATOR_ROLES, { message: ROLE_MESSAGE })
  role?: OperatorRole;

  @ApiPropertyOptional({ description: 'A disabled operator cannot sign in; their sessions end.' })
  @IsOptional()
  @IsBoolean()
  disabled?: boolean;
}
