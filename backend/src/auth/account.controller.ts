import { Body, Controller, Delete, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { JsonBodyGuard, NoBodyGuard } from '../platform/http/json-body';
import { ApiProblems } from '../platform/problems/api-problems.decorator';
import { AccountService } from './account.service';
import { AdminAccess, AllowedDuringTwoFactorEnrolment } from './admin-access.decorator';
import { ApiAdminProblems } from './admin-problems';
import { CurrentOperator } from './current-operator.decorator';
import {
  PasswordChangeDto,
  ReauthenticationDto,
  RecoveryCodesDto,
  TwoFactorEnrolmentDto,
} from './dto/account.dto';
import { CodeDto } from './dto/session.dto';
import { RecentSignIn } from './recent-sign-in.decorator';
import type { SignedInOperator } from './signed-in-operator';

const THROTTLED = {
  429: 'Too many wrong passwords or codes for this account or address (they count as failed sign-ins): wait Retry-After seconds.',
};

@ApiTags('Admin')
@Controller('admin/account')
@AdminAccess()
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Post('password')
  @HttpCode(204)
  @UseGuards(JsonBodyGuard)
  @ApiOperation({ summary: 'Change my password', description: 'Ends my other sessions; this one stays.' })
  @ApiNoContentResponse({ description: 'Changed.' })
  @ApiProblems([400, 415, 500, 503], {
    400: '`errors.currentPassword`: wrong current password; `errors.newPassword`: too short, too long, the email, unchanged, or too easy to guess (with the strength estimate warning and suggestions).',
  })
  @ApiAdminProblems(THROTTLED)
  changePassword(
    @CurrentOperator() operator: SignedInOperator,
    @Body() body: PasswordChangeDto,
  ): Promise<void> {
    return this.account.changePassword(operator, body);
  }

  @Post('two-factor/enrolment')
  @HttpCode(200)
  @UseGuards(NoBodyGuard)
  @AllowedDuringTwoFactorEnrolment()
  @RecentSignIn()
  @ApiOperation({
    summary: 'Start two-factor enrolment',
    description: 'A new secret, pending until confirmed with a code by POST /api/admin/account/two-factor.',
  })
  @ApiOkResponse({ type: TwoFactorEnrolmentDto })
  @ApiProblems([400, 500, 503], { 400: 'A body was sent.' })
  @ApiAdminProblems({ 409: 'Two-factor sign-in is already on.' })
  startEnrolment(@CurrentOperator() operator: SignedInOperator): Promise<TwoFactorEnrolmentDto> {
    return this.account.startEnrolment(operator);
  }

  @Post('two-factor')
  @HttpCode(200)
  @UseGuards(JsonBodyGuard)
  @AllowedDuringTwoFactorEnrolment()
  @RecentSignIn()
  @ApiOperation({
    summary: 'Confirm enrolment with a code: two-factor sign-in is on',
    description: 'Answers the ten recovery codes, shown this once.',
  })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiProblems([400, 415, 500, 503], { 400: '`errors.code`: the code does not match the pending secret.' })
  @ApiAdminProblems({ 409: 'Already on, or no enrolment was started.' })
  confirmEnrolment(
    @CurrentOperator() operator: SignedInOperator,
    @Body() body: CodeDto,
  ): Promise<RecoveryCodesDto> {
    return this.account.confirmEnrolment(operator, body.code);
  }

  @Delete('two-factor')
  @HttpCode(204)
  @UseGuards(JsonBodyGuard)
  @ApiOperation({
    summary: 'Turn two-factor sign-in off',
    description:
      'Step-up: needs the password and a current code (an authenticator code not used before, or a recovery code). ' +
      'Refused for admins while ADMIN_REQUIRE_2FA is on.',
  })
  @ApiNoContentResponse({ description: 'Off; the recovery codes are deleted.' })
  @ApiProblems([400, 415, 500, 503], {
    400: 'A missing or wrong password (`errors.password`) or code (`errors.code`, also a replayed one).',
  })
  @ApiAdminProblems({
    403: 'Admins must keep two-factor sign-in (ADMIN_REQUIRE_2FA), or the anti-forgery token is missing or invalid.',
    409: 'Two-factor sign-in is not on.',
    ...THROTTLED,
  })
  disableTwoFactor(
    @CurrentOperator() operator: SignedInOperator,
    @Body() body: ReauthenticationDto,
  ): Promise<void> {
    return this.account.disableTwoFactor(operator, body);
  }

  @Post('recovery-codes')
  @HttpCode(200)
  @UseGuards(JsonBodyGuard)
  @ApiOperation({
    summary: 'New recovery codes',
    description:
      'Step-up: needs the password and a current code (an authenticator code not used before, or a recovery code); ' +
      'the earlier codes stop working.',
  })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiProblems([400, 415, 500, 503], {
    400: 'A missing or wrong password (`errors.password`) or code (`errors.code`, also a replayed one).',
  })
  @ApiAdminProblems({ 409: 'Two-factor sign-in is not on.', ...THROTTLED })
  regenerateRecoveryCodes(
    @CurrentOperator() operator: SignedInOperator,
    @Body() body: ReauthenticationDto,
  ): Promise<RecoveryCodesDto> {
    return this.account.regenerateRecoveryCodes(operator, body);
  }
}
