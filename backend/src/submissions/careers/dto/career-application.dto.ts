import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  APPLICANT_MAX_AGE,
  APPLICANT_MIN_AGE,
  CAREER_RULES,
  DECIMAL_PATTERN,
  EMAIL_PATTERN,
  EXPECTED_SALARY_MAX_LPA,
  EXPERIENCE_MAX_YEARS,
  JOB_TITLE_PATTERN,
  LETTERS_PATTERN,
  MAX_LENGTHS,
  PHONE_DIGITS,
  TEN_DIGITS_PATTERN,
  type CareerApplication,
} from '@orbitwise/contracts';
import { Rule } from '../../../platform/http/field-rules';
import { AttributionRule, type AttributionDto } from '../../attribution.dto';

const LETTERS = LETTERS_PATTERN.source;
const JOB_TITLE = JOB_TITLE_PATTERN.source;
const DECIMAL = DECIMAL_PATTERN.source;

/** The AddCareer `data` part (JSON text). Field names exactly as the spec spells them, `FristName` included. */
export class CareerApplicationDto implements CareerApplication {
  @ApiProperty({ maxLength: MAX_LENGTHS.personName, pattern: LETTERS, example: 'Asha' })
  @Rule(CAREER_RULES.FristName)
  FristName: string;

  @ApiProperty({ maxLength: MAX_LENGTHS.personName, pattern: LETTERS, example: 'Rao' })
  @Rule(CAREER_RULES.LastName)
  LastName: string;

  @ApiProperty({
    maxLength: MAX_LENGTHS.email,
    pattern: EMAIL_PATTERN.source,
    example: 'asha.rao@example.com',
  })
  @Rule(CAREER_RULES.Email)
  Email: string;

  @ApiProperty({
    minLength: PHONE_DIGITS,
    maxLength: PHONE_DIGITS,
    pattern: TEN_DIGITS_PATTERN.source,
    example: '9876543210',
  })
  @Rule(CAREER_RULES.PhoneNumber)
  PhoneNumber: string;

  @ApiProperty({ maxLength: MAX_LENGTHS.city, pattern: LETTERS, example: 'Hyderabad' })
  @Rule(CAREER_RULES.City)
  City: string;

  @ApiProperty({
    description: 'Current designation, as job titles are written (e.g. `C# Developer`).',
    maxLength: MAX_LENGTHS.position,
    pattern: JOB_TITLE,
    example: 'Sales Executive',
  })
  @Rule(CAREER_RULES.Position)
  Position: string;

  @ApiProperty({
    description: `\`YYYY-MM-DD\`: an applicant ${APPLICANT_MIN_AGE} to ${APPLICANT_MAX_AGE} years old today (UTC).`,
    format: 'date',
    example: '1998-07-21',
  })
  @Rule(CAREER_RULES.DateOfBirth)
  DateOfBirth: string;

  @ApiProperty({
    description:
      'The role applied for: the `title`, exactly, of a job that `GET /api/content/job` lists with `open: true` ' +
      'and a `closesOn` that is null or not past (UTC); any other title is refused with 400 on this field.',
    maxLength: MAX_LENGTHS.applicationDetails,
    pattern: JOB_TITLE,
    example: 'Business Development Executive',
  })
  @Rule(CAREER_RULES.ApplicationDetails)
  ApplicationDetails: string;

  @ApiProperty({
    description: `Years, a JSON number or a decimal string with at most two decimals, from 0 to ${EXPERIENCE_MAX_YEARS}.`,
    oneOf: [
      { type: 'number', minimum: 0, maximum: EXPERIENCE_MAX_YEARS },
      { type: 'string', pattern: DECIMAL },
    ],
    example: 2.5,
  })
  @Rule(CAREER_RULES.Experience)
  Experience: number | string;

  @ApiPropertyOptional({
    type: 'string',
    nullable: true,
    description:
      'Informational only and stored as sent; the server keeps the uploaded file under its own name.',
    maxLength: MAX_LENGTHS.filePathUrl,
    example: '',
  })
  @Rule(CAREER_RULES.FilePathUrl)
  FilePathUrl?: string | null;

  @ApiProperty({
    description: `In LPA, a JSON number or a decimal string with at most two decimals, up to ${EXPECTED_SALARY_MAX_LPA}.`,
    oneOf: [
      { type: 'number', minimum: 0, maximum: EXPECTED_SALARY_MAX_LPA },
      { type: 'string', pattern: DECIMAL },
    ],
    example: 6.5,
  })
  @Rule(CAREER_RULES.ExpectedSalary)
  ExpectedSalary: number | string;

  @ApiProperty({ description: 'The form sends true.', example: true })
  @Rule(CAREER_RULES.IsActive)
  IsActive: boolean;

  @AttributionRule()
  attribution?: AttributionDto;
}

/** The multipart body of AddCareer, for the OpenAPI document. */
export class CareerFormDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description:
      'The resume: PDF, DOC or DOCX (decided from the bytes), at most 5 MB by default (RESUME_MAX_BYTES).',
  })
  file: unknown;

  @ApiProperty({
    type: () => CareerApplicationDto,
    description:
      'The application as JSON text (sent as a plain form field; its content is this object, so errors name its fields).',
  })
  data: string;
}
