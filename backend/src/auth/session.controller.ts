import { Body, Controller, Delete, Get, Header, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBody,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import { STEP_UP_MINUTES, STEP_UP_REQUIRED_TYPE, type LoginResponse } from '@orbitwise/contracts/admin';
import type { Request, Response } from 'express';
import { JsonBodyGuard, NoBodyGuard } from '../platform/http/json-body';
import { ApiProblems } from '../platform/problems/api-problems.decorator';
import { AdminAccess, AllowedDuringTwoFactorEnrolment } from './admin-access.decorator';
import { ADMIN_SESSION_SCHEME } from './admin-access.metadata';
import { ApiAdminProblems } from './admin-problems';
import { CurrentOperator } from './current-operator.decorator';
import {
  CodeDto,
  LOGIN_RESPONSE_SCHEMA,
  LoginDto,
  SessionDto,
  SignedInDto,
  TwoFactorRequiredDto,
} from './dto/session.dto';
import { StepUpDto } from './dto/step-up.dto';
import { SessionCookie } from './session-cookie';
import { SignInService, type Client } from './sign-in.service';
import { clientIp, type SignedInOperator } from './signed-in-operator';
import { StepUp } from './step-up.service';

const SIGN_IN_PROBLEMS = {
  401: 'Wrong email or password (the same answer, after the same work, whether the account exists or not), or a disabled account.',
  403: 'The anti-forgery token is missing or invalid.',
  429:
    'Too many failed sign-ins for this account from this address (5 in 15 minutes), from this address, or for ' +
    'this account from every address (not applied to the password of an account with two-factor sign-in): wait ' +
    'Retry-After seconds. Even the right password is refused meanwhile, but only where the limit was reached.',
};

@ApiTags('Admin')
@Controller('admin/session')
export class SessionController {
  constructor(
    private readonly signIn: SignInService,
    private readonly cookie: SessionCookie,
    private readonly stepUps: StepUp,
  ) {}

  @Post()
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @UseGuards(JsonBodyGuard)
  @ApiOperation({
    summary: 'Sign in with email and password',
    description:
      'Sets a new session cookie (HttpOnly, SameSite=Strict; `__Host-ow_admin`, Secure, over HTTPS). When the ' +
      'operator has two-factor sign-in, the session only allows POST /api/admin/session/two-factor (5 minutes).',
  })
  @ApiSecurity('csrf')
  @ApiExtraModels(SignedInDto, TwoFactorRequiredDto)
  @ApiOkResponse({ schema: LOGIN_RESPONSE_SCHEMA, headers: { 'Set-Cookie': { schema: { type: 'string' } } } })
  @ApiProblems([400, 415, 500, 503])
  @ApiAdminProblems(SIGN_IN_PROBLEMS)
  async login(
    @Body() body: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginResponse> {
    const { response, token } = await this.signIn.signIn(body, this.client(req));
    this.cookie.set(res, token);
    return response;
  }

  @Post('two-factor')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @UseGuards(JsonBodyGuard)
  @ApiOperation({
    summary: 'Second sign-in step: a code from the authenticator app, or a recovery code',
    description: 'Each code works once. On success the session cookie is replaced by a new one.',
  })
  @ApiSecurity({ csrf: [], [ADMIN_SESSION_SCHEME]: [] })
  @ApiBody({ type: CodeDto })
  @ApiOkResponse({ type: SignedInDto, headers: { 'Set-Cookie': { schema: { type: 'string' } } } })
  @ApiProblems([400, 415, 500, 503])
  @ApiAdminProblems({
    ...SIGN_IN_PROBLEMS,
    401: 'The code is wrong or already used, or the password step is missing or older than 5 minutes.',
  })
  async twoFactor(
    @Body() body: CodeDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginResponse> {
    const { response, token } = await this.signIn.secondStep(body.code, this.client(req));
    this.cookie.set(res, token);
    return response;
  }

  @Get()
  @AdminAccess()
  @AllowedDuringTwoFactorEnrolment()
  @ApiOperation({ summary: 'Who is signed in, and until when' })
  @ApiOkResponse({ type: SessionDto })
  @ApiProblems([500, 503])
  current(@CurrentOperator() operator: SignedInOperator): Promise<SessionDto> {
    return this.signIn.current(operator);
  }

  @Post('step-up')
  @HttpCode(204)
  // Decorators apply bottom-up: AdminAccess's guard (the session) runs before the body's.
  @UseGuards(JsonBodyGuard)
  @AdminAccess()
  // Enrolling needs a recent sign-in: an admin who must still enrol may step up too.
  @AllowedDuringTwoFactorEnrolment()
  @ApiOperation({
    summary: 'Step-up: confirm the password (and code) to take privileged actions',
    description:
      `Privileged actions (operators, integration keys, notification recipients and webhooks, retention, ` +
      `erasure) need a sign-in from the last ${STEP_UP_MINUTES} minutes; they answer 403 with the problem ` +
      `type \`${STEP_UP_REQUIRED_TYPE}\` otherwise. This call proves the operator is at the keyboard again: ` +
      'the password and, when two-factor sign-in is on, a current code (spent). The session then counts as ' +
      'signed in now. Wrong guesses count as failed sign-ins.',
  })
  @ApiBody({ type: StepUpDto })
  @ApiNoContentResponse({ description: 'Stepped up: privileged actions are allowed for the next minutes.' })
  @ApiProblems([400, 415, 500, 503], {
    400: 'A missing or wrong password (`errors.password`) or, with two-factor sign-in, code (`errors.code`, also a replayed one).',
  })
  @ApiAdminProblems({
    429: 'Too many wrong passwords or codes for this account or address (they count as failed sign-ins): wait Retry-After seconds.',
  })
  stepUp(@CurrentOperator() operator: SignedInOperator, @Body() body: StepUpDto): Promise<void> {
    return this.stepUps.refresh(operator, body);
  }

  @Delete()
  @HttpCode(204)
  @Header('Cache-Control', 'no-store')
  @UseGuards(NoBodyGuard)
  @ApiOperation({
    summary: 'Sign out',
    description: 'Ends the session of the cookie (if any) and clears the cookie.',
  })
  @ApiSecurity({ csrf: [], [ADMIN_SESSION_SCHEME]: [] })
  @ApiNoContentResponse({ description: 'Signed out (also when no session was open).' })
  @ApiProblems([400, 403, 500, 503], { 400: 'A body was sent.' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.signIn.signOut(this.cookie.read(req), clientIp(req));
    this.cookie.clear(res);
  }

  private client(req: Request): Client {
    return {
      ip: clientIp(req),
      userAgent: req.get('user-agent') ?? null,
      previousToken: this.cookie.read(req),
    };
  }
}
