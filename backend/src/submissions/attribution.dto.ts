import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  ATTRIBUTION_LIMITS,
  attributionProblem,
  HOST_PATTERN,
  PATH_PATTERN,
  UTM_VALUE_PATTERN,
  type Attribution,
  type Touch,
} from '@orbitwise/contracts';
import { ValidateBy } from 'class-validator';

const utm = (name: string, example: string) =>
  ApiPropertyOptional({
    description: `\`utm_${name}\`: letters and digits of any script, spaces and \`. _ - + ~ : , ( ) ! | /\`; no \`@\`.`,
    maxLength: ATTRIBUTION_LIMITS.value,
    pattern: UTM_VALUE_PATTERN.source,
    example,
  });
const path = (description: string, example: string) =>
  ApiPropertyOptional({
    description,
    maxLength: ATTRIBUTION_LIMITS.path,
    pattern: PATH_PATTERN.source,
    example,
  });

/** One arrival on the site (documentation; checked as a whole by `AttributionRule`). */
export class TouchDto implements Touch {
  @utm('source', 'newsletter') source?: string;
  @utm('medium', 'email') medium?: string;
  @utm('campaign', 'autumn') campaign?: string;
  @utm('term', 'dotnet training') term?: string;
  @utm('content', 'header-link') content?: string;
  @ApiPropertyOptional({
    description: "The referring site's host name only: no scheme, port, path or query.",
    maxLength: ATTRIBUTION_LIMITS.host,
    pattern: HOST_PATTERN.source,
    example: 'www.linkedin.com',
  })
  referrer?: string;
  @path('The path the visit landed on: no query (the `utm_*` values are the fields above).', '/')
  landing?: string;
}

export class AttributionDto implements Attribution {
  @ApiPropertyOptional({ type: TouchDto, description: "The visit's first arrival." })
  first?: TouchDto;
  @ApiPropertyOptional({
    type: TouchDto,
    description: 'The latest arrival from a campaign or another site (the first when there was none after).',
  })
  last?: TouchDto;
  @path('The page the form was sent from.', '/contactus')
  sentFrom?: string;
}

/**
 * The optional `attribution` of every submission: refused (400, `errors.attribution`, naming the part
 * at fault) unless it is exactly what the contracts' rules allow; unknown keys included. The site's own
 * pages clean it before sending, so only a hand-made request can be refused for it.
 */
export function AttributionRule(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: AttributionDto,
      description:
        'Optional: where the lead came from — first and last touch of the visit (campaign `utm_*` values, the ' +
        "referring site's host, the landing path) and the path the form was sent from. Unknown keys are refused.",
    }),
    ValidateBy({
      name: 'attribution',
      validator: {
        validate: (value) => value === undefined || attributionProblem(value) === null,
        defaultMessage: (args) => attributionProblem(args?.value) ?? '',
      },
    }),
  );
}

/** As stored: null when absent or empty. */
export function storedAttribution(value: Attribution | undefined): Attribution | null {
  return value && Object.keys(value).length > 0 ? value : null;
}
