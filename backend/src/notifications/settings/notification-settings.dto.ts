import { ApiProperty } from '@nestjs/swagger';
import {
  ADMIN_LIMITS,
  SUBMISSION_KINDS,
  type NotificationArea,
  type NotificationSettings,
  type NotificationSettingsResponse,
  type SubmissionKind,
} from '@orbitwise/contracts/admin';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsDefined,
  IsEmail,
  IsObject,
  MaxLength,
  ValidateNested,
} from 'class-validator';

const MAX = ADMIN_LIMITS.recipientsPerAreaMax;
const ADDRESS_MESSAGE = 'Each recipient must be one e-mail address.';

function Addresses(example: string[]): PropertyDecorator {
  return (target, property) => {
    ApiProperty({ type: [String], maxItems: MAX, example, description: 'Empty: the environment default.' })(
      target,
      property,
    );
    IsDefined({ message: 'Give the list, empty for the environment default.' })(target, property);
    IsArray({ message: 'A list of e-mail addresses.' })(target, property);
    ArrayMaxSize(MAX, { message: `At most ${MAX} addresses.` })(target, property);
    ArrayUnique((address: string) => String(address).toLowerCase(), {
      message: 'An address is listed twice.',
    })(target, property);
    MaxLength(ADMIN_LIMITS.emailMax, { each: true, message: ADDRESS_MESSAGE })(target, property);
    IsEmail({}, { each: true, message: ADDRESS_MESSAGE })(target, property);
  };
}

export class RecipientsDto implements Record<NotificationArea, string[]> {
  @Addresses(['sales@example.com'])
  leads: string[];

  @Addresses(['hr@example.com'])
  applications: string[];
}

const SWITCH_MESSAGE = 'true or false, for every kind.';

function Switch(): PropertyDecorator {
  return (target, property) => {
    ApiProperty({ type: Boolean, example: false })(target, property);
    IsDefined({ message: SWITCH_MESSAGE })(target, property);
    IsBoolean({ message: SWITCH_MESSAGE })(target, property);
  };
}

export class AcknowledgementDto implements Record<SubmissionKind, boolean> {
  @Switch() enquiry: boolean;
  @Switch() contact: boolean;
  @Switch() event: boolean;
  @Switch() 'it-support': boolean;
  @Switch() newsletter: boolean;
  @Switch() application: boolean;
}

export class NotificationSettingsDto implements NotificationSettings {
  @ApiProperty({ type: RecipientsDto })
  @IsDefined({ message: 'Give the recipients of both areas.' })
  @IsObject({ message: 'An object with leads and applications.' })
  @ValidateNested()
  @Type(() => RecipientsDto)
  recipients: RecipientsDto;

  @ApiProperty({ type: AcknowledgementDto, description: `Every kind: ${SUBMISSION_KINDS.join(', ')}.` })
  @IsDefined({ message: 'Give the acknowledgement switch of every kind.' })
  @IsObject({ message: 'An object with every kind.' })
  @ValidateNested()
  @Type(() => AcknowledgementDto)
  acknowledgement: AcknowledgementDto;
}

export class NotificationSettingsResponseDto
  extends NotificationSettingsDto
  implements NotificationSettingsResponse
{
  @ApiProperty({ type: RecipientsDto, description: 'NOTIFY_LEADS_TO and NOTIFY_APPLICATIONS_TO.' })
  defaults: RecipientsDto;

  @ApiProperty({ description: 'False when no SMTP_URL is set: e-mails wait, recorded.' })
  emailConfigured: boolean;

  @ApiProperty({ example: 'Orbitwise Technologies <no-reply@example.com>' })
  mailFrom: string;
}
