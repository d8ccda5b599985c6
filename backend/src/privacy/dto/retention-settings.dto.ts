import { ApiProperty } from '@nestjs/swagger';
import { ADMIN_LIMITS, RETENTION_DEFAULTS, type RetentionSettings } from '@orbitwise/contracts/admin';
import { IsDefined, IsInt, Max, Min, ValidateIf } from 'class-validator';

const { retentionDaysMin: MIN, retentionDaysMax: MAX } = ADMIN_LIMITS;
const DAYS_MESSAGE = `Days must be a whole number from ${MIN} to ${MAX}, or null to keep until erased by hand.`;

/** Every kind must be given: a missing kind would silently keep an old value nobody looked at. */
function Days(kind: keyof RetentionSettings): PropertyDecorator {
  return (target, property) => {
    ApiProperty({
      type: 'integer',
      nullable: true,
      minimum: MIN,
      maximum: MAX,
      example: RETENTION_DEFAULTS[kind],
    })(target, property);
    IsDefined({ message: DAYS_MESSAGE })(target, property);
    ValidateIf((settings: RetentionSettings) => settings[kind] !== null)(target, property);
    IsInt({ message: DAYS_MESSAGE })(target, property);
    Min(MIN, { message: DAYS_MESSAGE })(target, property);
    Max(MAX, { message: DAYS_MESSAGE })(target, property);
  };
}

/** Days each kind is kept; null keeps it until erased by hand. */
export class RetentionSettingsDto implements RetentionSettings {
  @Days('enquiry') enquiry: number | null;
  @Days('contact') contact: number | null;
  @Days('event') event: number | null;
  @Days('it-support') 'it-support': number | null;
  @Days('newsletter') newsletter: number | null;
  @Days('application') application: number | null;
}
