import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { API_PATHS, API_PREFIX } from '@orbitwise/contracts';
import { InboxModule } from '../inbox/inbox.module';
import { KEYED_SUBMISSION_PATHS } from '../platform/http/integration-caller';
import { SubmissionsModule } from '../submissions/submissions.module';
import { IntegrationKeysController } from './integration-keys.controller';
import { IntegrationKeysRepository } from './integration-keys.repository';
import { IntegrationKeysService } from './integration-keys.service';
import { IntegrationReadController } from './integration-read.controller';
import { IntegrationKeyAuthenticator } from './key-authenticator';
import { PublishableCorsMiddleware } from './publishable-cors.middleware';
import { ReadKeyGuard } from './read-key.guard';
import { SubmissionKeyMiddleware } from './submission-key.middleware';

/** The calls' paths under the global prefix, as middleware routes name them. */
const unprefixed = (path: string) => path.slice(API_PREFIX.length + 1);

/**
 * Integration keys: the admins' management, the key on the public submission calls
 * (instead of the anti-forgery token and the captcha), and the read API.
 */
@Module({
  imports: [InboxModule, SubmissionsModule],
  controllers: [IntegrationKeysController, IntegrationReadController],
  providers: [IntegrationKeysRepository, IntegrationKeysService, IntegrationKeyAuthenticator, ReadKeyGuard],
})
export class IntegrationsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    const keyed = KEYED_SUBMISSION_PATHS;
    // What a publishable key's page calls: the keyed POSTs, and the GETs a form needs first.
    const fromPages = [
      ...keyed.map((path) => ({ path, method: RequestMethod.POST })),
      { path: API_PATHS.captchaChallenge, method: RequestMethod.GET },
      { path: API_PATHS.formsConfig, method: RequestMethod.GET },
    ];
    consumer
      .apply(PublishableCorsMiddleware)
      .forRoutes(
        ...fromPages.map(({ path, method }) => ({ path: unprefixed(path), method })),
        ...fromPages.map(({ path }) => ({ path: unprefixed(path), method: RequestMethod.OPTIONS })),
      );
    // Middleware, so that the key is checked before the global anti-forgery guard.
    consumer
      .apply(SubmissionKeyMiddleware)
      .forRoutes(...keyed.map((path) => ({ path: unprefixed(path), method: RequestMethod.POST })));
  }
}
