import { Controller, Get, Header, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { CsrfTokenResponse } from '@orbitwise/contracts';
import type { Request, Response } from 'express';
import { CsrfService } from './csrf.service';

export class CsrfTokenDto implements CsrfTokenResponse {
  @ApiProperty({
    description:
      'Send this value in the `X-CSRF-Token` header of every non-GET call. Also set as the XSRF-TOKEN cookie.',
    example: '3f1c9a0e5b7d...e2.9b4d1f...',
  })
  token: string;
}

@ApiTags('Security')
@Controller('csrf-token')
export class CsrfController {
  constructor(private readonly csrf: CsrfService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    security: [],
    summary: 'Anti-forgery token for this visitor',
    description:
      'Sets the HttpOnly `orbitwise.sid` session cookie (when missing) and the readable `XSRF-TOKEN` cookie, and ' +
      'returns the same token. Every POST must carry it in the `X-CSRF-Token` header, with both cookies; ' +
      'otherwise the call is refused with 403 problem details.',
  })
  @ApiOkResponse({
    type: CsrfTokenDto,
    headers: {
      'Set-Cookie': { description: 'orbitwise.sid (HttpOnly) and XSRF-TOKEN', schema: { type: 'string' } },
    },
  })
  token(@Req() req: Request, @Res({ passthrough: true }) res: Response): CsrfTokenDto {
    return { token: this.csrf.issue(req, res) };
  }
}
