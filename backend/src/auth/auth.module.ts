import { Global, Module } from '@nestjs/common';
import { OperatorsModule } from '../operators/operators.module';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { AdminSessionGuard } from './admin-session.guard';
import { LoginFailuresRepository } from './login-failures.repository';
import { LoginThrottle } from './login-throttle.service';
import { RecoveryCodesRepository } from './recovery-codes.repository';
import { SecondFactor } from './second-factor.service';
import { SessionController } from './session.controller';
import { SessionCookie } from './session-cookie';
import { SessionsRepository } from './sessions.repository';
import { SessionsService } from './sessions.service';
import { SetupController } from './setup.controller';
import { SetupLinks } from './setup-links';
import { SetupService } from './setup.service';
import { SetupTokensRepository } from './setup-tokens.repository';
import { SignInService } from './sign-in.service';
import { StepUp } from './step-up.service';

/**
 * Sign-in, sessions, two-factor, setup. Global, so that any domain's controller can use
 * AdminAccess (its guard needs SessionsService and SessionCookie).
 */
@Global()
@Module({
  imports: [OperatorsModule],
  controllers: [SessionController, AccountController, SetupController],
  providers: [
    AdminSessionGuard,
    SessionCookie,
    SessionsRepository,
    SessionsService,
    LoginFailuresRepository,
    LoginThrottle,
    RecoveryCodesRepository,
    SecondFactor,
    SignInService,
    AccountService,
    StepUp,
    SetupTokensRepository,
    SetupService,
    SetupLinks,
  ],
  exports: [AdminSessionGuard, SessionCookie, SessionsService],
})
export class AuthModule {}
