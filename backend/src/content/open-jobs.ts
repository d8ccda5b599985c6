import { Injectable } from '@nestjs/common';
import type { OpenPositions } from '../platform/site/open-positions';
import { ContentDocumentsRepository } from './content-documents.repository';

/** The content domain's answer to the careers form: the open positions are the published open jobs. */
@Injectable()
export class OpenJobs implements OpenPositions {
  constructor(private readonly documents: ContentDocumentsRepository) {}

  isOpen(position: string): Promise<boolean> {
    return this.documents.isOpenJob(position);
  }
}
