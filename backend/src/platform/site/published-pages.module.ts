import { Global, Module } from '@nestjs/common';
import { PublishedPageRepository } from './published-page.repository';
import { PAGE_PUBLISHER } from './published-pages';
import { SitePagePublisher } from './site-page-publisher';
import { SiteRenderInputs } from './site-render-inputs';

/**
 * Provides the {@link PAGE_PUBLISHER} the content domain calls after a change: the site's re-render
 * into `published_page` (site-page-publisher.ts), which the site router serves. Global, in the floor
 * below the domains.
 */
@Global()
@Module({
  providers: [
    PublishedPageRepository,
    SiteRenderInputs,
    SitePagePublisher,
    { provide: PAGE_PUBLISHER, useExisting: SitePagePublisher },
  ],
  exports: [PAGE_PUBLISHER, SitePagePublisher, SiteRenderInputs],
})
export class PublishedPagesModule {}
