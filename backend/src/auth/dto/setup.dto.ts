import { ApiProperty } from '@nestjs/swagger';
import type { SetupLinkStatus, SetupRequest } from '@orbitwise/contracts/admin';
import { IsString, Matches, MaxLength } from 'class-validator';
import { DisplayName, NewPassword, OperatorEmail } from '../../operators/dto/operator.dto';
import { SETUP_LINK_INVALID } from '../setup.service';
import { TOKEN_PATTERN } from '../tokens';

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

export class SetupLinkQueryDto {
  @ApiProperty({ description: 'The `token` of the setup link.', pattern: TOKEN_PATTERN.source })
  @IsString({ message: SETUP_LINK_INVALID })
  @Matches(TOKEN_PATTERN, { message: SETUP_LINK_INVALID })
  token: string;
}

export class SetupLinkStatusDto implements SetupLinkStatus {
  @ApiProperty({
    description: 'False when the console is set up, or the link was used, has expired or is unknown.',
  })
  valid: boolean;
}
