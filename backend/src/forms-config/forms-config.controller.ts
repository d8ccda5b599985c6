import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RESUME_TYPES, type FormsConfigResponse } from '@orbitwise/contracts';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { FormsConfigDto } from './forms-config.dto';

/** The limits the forms must show and check, from the API's own configuration. */
@ApiTags('Forms')
@Controller('forms')
export class FormsConfigController {
  private readonly body: FormsConfigResponse;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.body = {
      resume: {
        maxBytes: config.resumeMaxBytes,
        types: RESUME_TYPES.map(({ extension, mimeType, name }) => ({ extension, mimeType, name })),
      },
    };
  }

  @Get('config')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({
    summary: 'What the forms must enforce: the largest resume and the accepted resume types',
    description: 'The careers form reads this so its hint and its check agree with RESUME_MAX_BYTES.',
    security: [],
  })
  @ApiOkResponse({ type: FormsConfigDto })
  config(): FormsConfigResponse {
    return this.body;
  }
}
