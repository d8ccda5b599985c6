import { Global, Module } from '@nestjs/common';
import { NoPagePublisher, PAGE_PUBLISHER } from './published-pages';

/**
 * Provides the {@link PAGE_PUBLISHER} the content domain calls after a change: the no-op until the
 * site's re-render replaces `useClass` here. Global, in the floor below the domains.
 */
@Global()
@Module({
  providers: [{ provide: PAGE_PUBLISHER, useClass: NoPagePublisher }],
  exports: [PAGE_PUBLISHER],
})
export class PublishedPagesModule {}
