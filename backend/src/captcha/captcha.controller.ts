import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CaptchaService } from './captcha.service';
import { CaptchaChallengeDto } from './captcha-challenge.dto';

@ApiTags('Security')
@Controller('captcha')
export class CaptchaController {
  constructor(private readonly captcha: CaptchaService) {}

  @Get('challenge')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    security: [],
    summary: 'A new ALTCHA proof-of-work challenge',
    description:
      "The `altcha` widget's challenge URL. Once solved, the widget's payload (base64 text) goes in the " +
      '`X-Altcha` header of one submission; each solution is accepted once, until the challenge expires.',
  })
  @ApiOkResponse({ type: CaptchaChallengeDto })
  challenge(): Promise<CaptchaChallengeDto> {
    return this.captcha.createChallenge();
  }
}
