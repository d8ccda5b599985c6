import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class CaptchaChallengeParametersDto {
  @ApiProperty({ example: 'PBKDF2/SHA-256' })
  algorithm: string;

  @ApiProperty({ example: '5f3c0e1e6a0b4f29a1d8c3e7b2a4f6d1' })
  nonce: string;

  @ApiProperty({ example: '9a1d8c3e7b2a4f6d15f3c0e1e6a0b4f2' })
  salt: string;

  @ApiProperty({ example: 1000 })
  cost: number;

  @ApiProperty({ example: 32 })
  keyLength: number;

  @ApiProperty({ example: '1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d' })
  keyPrefix: string;

  @ApiPropertyOptional({ example: 'c0ffee' })
  keySignature?: string;

  @ApiPropertyOptional({
    description: 'Unix time in seconds after which the challenge is refused.',
    example: 1767225600,
  })
  expiresAt?: number;
}

/** ALTCHA v2 challenge, as altcha-lib creates it. */
export class CaptchaChallengeDto {
  @ApiProperty({ type: CaptchaChallengeParametersDto })
  parameters: CaptchaChallengeParametersDto;

  @ApiPropertyOptional({ description: 'HMAC of the parameters.', example: 'd2c1...' })
  signature?: string;
}
