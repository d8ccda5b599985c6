import { ApiProperty } from '@nestjs/swagger';
import type { SetupRequest } from '@orbitwise/contracts/admin';
import { IsString, MaxLength } from 'class-validator';
import { DisplayName, NewPassword, OperatorEmail } from '../../operators/dto/operator.dto';

export class SetupDto implements SetupRequest {
  @ApiProperty({ description: 'The `token` of the setup link the API logged at start.', maxLength: 100 })
  @IsString()
  @MaxLength(100)
  token: string;

  @ApiProperty({ example: 'ana@example.com' })
  @OperatorEmail()
  email: string;

  @ApiProperty({ example: 'Ana Admin' })
  @DisplayName()
  displayName: string;

  @ApiProperty({ format: 'password' })
  @NewPassword()
  password: string;
}
