import { ApiProperty } from '@nestjs/swagger';
import {
  EMAIL_PATTERN,
  MAX_LENGTHS,
  USER_SUBSCRIPTION_RULES,
  type UserSubscriptionRequest,
} from '@orbitwise/contracts';
import { Rule } from '../../../platform/http/field-rules';
import { AttributionRule, type AttributionDto } from '../../attribution.dto';

export class UserSubscriptionDto implements UserSubscriptionRequest {
  @ApiProperty({
    maxLength: MAX_LENGTHS.email,
    pattern: EMAIL_PATTERN.source,
    example: 'asha.rao@example.com',
  })
  @Rule(USER_SUBSCRIPTION_RULES.email)
  email: string;

  @ApiProperty({
    description: 'ISO 8601 date (`YYYY-MM-DD`, taken as midnight UTC) or date and time with an offset.',
    maxLength: MAX_LENGTHS.date,
    example: '2025-04-08T10:30:00Z',
  })
  @Rule(USER_SUBSCRIPTION_RULES.userActivationDate)
  userActivationDate: string;

  @ApiProperty({ example: true })
  @Rule(USER_SUBSCRIPTION_RULES.isActive)
  isActive: boolean;

  @AttributionRule()
  attribution?: AttributionDto;
}
