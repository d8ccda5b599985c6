import { ApiProperty } from '@nestjs/swagger';
import type { CountryCode, CountryListResponse } from '@orbitwise/contracts';

export class CountryCodeDto implements CountryCode {
  @ApiProperty({ example: 'India' })
  name: string;

  @ApiProperty({ example: '+91', pattern: '^\\+\\d{1,4}$' })
  code: string;

  @ApiProperty({
    example: '^[6-9]\\d{9}$',
    description: 'Anchored JavaScript regular expression for the national number (without the calling code).',
  })
  pattern: string;
}

export class CountryListDto implements CountryListResponse {
  @ApiProperty({ type: [CountryCodeDto] })
  countries: CountryCodeDto[];
}
