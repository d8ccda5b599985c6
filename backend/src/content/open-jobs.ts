import { Injectable } from '@nestjs/common';
import { CONTENT_KINDS } from '@orbitwise/contracts/content';
import type { EventRegistrationRules, OpenPositions, PublishedEvents } from '../platform/site/open-positions';
import type { PublishedContent, PublishedContentSource } from '../platform/site/published-pages';
import { ContentDocumentsRepository } from './content-documents.repository';
import { ContentService } from './content.service';

/** The content domain's answer to the careers form: the open positions are the published open jobs. */
@Injectable()
export class OpenJobs implements OpenPositions {
  constructor(private readonly documents: ContentDocumentsRepository) {}

  isOpen(position: string): Promise<boolean> {
    return this.documents.isOpenJob(position);
  }
}

/** The content domain's answer to the event form: the published event's registration rules. */
@Injectable()
export class EventRules implements PublishedEvents {
  constructor(private readonly documents: ContentDocumentsRepository) {}

  bySlug(slug: string): Promise<EventRegistrationRules | null> {
    return this.documents.eventRegistrationRules({ slug });
  }

  byTitle(title: string): Promise<EventRegistrationRules | null> {
    return this.documents.eventRegistrationRules({ title });
  }
}

/** The content domain's answer to the site's re-render: every kind's published documents. */
@Injectable()
export class PublishedSiteContent implements PublishedContentSource {
  constructor(private readonly content: ContentService) {}

  async published(): Promise<PublishedContent> {
    const lists = await Promise.all(CONTENT_KINDS.map((kind) => this.content.publishedList(kind)));
    return Object.fromEntries(CONTENT_KINDS.map((kind, i) => [kind, lists[i]])) as PublishedContent;
  }
}
