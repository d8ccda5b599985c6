import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import {
  PUBLISHED_CONTENT,
  RETENTION_IN_FORCE,
  type PublishedContentSource,
  type RetentionInForce,
  type SiteRenderInput,
} from './published-pages';

/**
 * What a render of the pages reads, together: every published document (the content domain's) and the
 * retention in force (the privacy domain's, quoted by the privacy notice). Asked by token so that this
 * floor imports neither domain.
 */
@Injectable()
export class SiteRenderInputs {
  constructor(private readonly modules: ModuleRef) {}

  async read(): Promise<SiteRenderInput> {
    const content = this.modules.get<PublishedContentSource>(PUBLISHED_CONTENT, { strict: false });
    const retention = this.modules.get<RetentionInForce>(RETENTION_IN_FORCE, { strict: false });
    const [published, settings] = await Promise.all([content.published(), retention.read()]);
    return { published, retention: settings };
  }
}
