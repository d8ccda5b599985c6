import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { EVENT_DESCRIPTION, EVENT_SUBJECT, type FormType } from '@orbitwise/contracts';
import { CONTENT_MESSAGES } from '@orbitwise/contracts/content';
import type { VerifiedCaptcha } from '../../captcha/captcha.service';
import type { ClientLimit } from '../../security/submission-limit';
import { NotificationOutbox } from '../../notifications/outbox/notification-outbox';
import { storedAttribution } from '../attribution.dto';
import { SubmissionGate } from '../submission-gate';
import type { SubmissionReference } from '../result.dto';
import { referenceOf } from '../stored-submission';
import { orNull } from '../values';
import { ProblemException } from '../../platform/problems/problem';
import type { EventRegistrationCounts, EventRegistrations } from '../../platform/site/open-positions';
import { PAGE_PUBLISHER, type PagePublisher } from '../../platform/site/published-pages';
import { EnquiriesRepository, type EnquiryVerdict, type EventPlace } from './enquiries.repository';
import type { EnquirySubmission } from './enquiry-form.pipe';
import type { Enquiry } from './enquiry.entity';
import { submissionsStored } from '../../platform/metrics/metrics';

/** AddContactUs: enquiries, Contact page messages, event registrations and IT support requests. */
@Injectable()
export class EnquiriesService implements EventRegistrationCounts {
  private readonly logger = new Logger(EnquiriesService.name);

  constructor(
    private readonly enquiries: EnquiriesRepository,
    private readonly gate: SubmissionGate,
    private readonly outbox: NotificationOutbox,
    @Inject(PAGE_PUBLISHER) private readonly pages: PagePublisher,
  ) {}

  /** Stores the enquiry and counts its client and spends its captcha solution in one statement (its notifications with it: see NotificationOutbox). */
  async add(
    form: EnquirySubmission,
    captcha: VerifiedCaptcha,
    client: ClientLimit,
    sandbox = false,
  ): Promise<SubmissionReference & { waitlisted?: boolean }> {
    const event = form.formType === 'event';
    const verdict = await this.enquiries.insert(
      this.gate.statement(captcha, client),
      {
        formType: form.formType,
        userName: form.userName,
        email: form.email,
        subject: orNull(form.subject) ?? (event ? EVENT_SUBJECT : null),
        number: form.number,
        description: orNull(form.description) ?? (event ? EVENT_DESCRIPTION : null),
        howdidyoufindus: orNull(form.howdidyoufindus),
        countryCode: orNull(form.countryCode),
        isActive: form.isActive,
      },
      sandbox,
      storedAttribution(form.attribution),
      form.event,
    );
    this.gate.settle(verdict);
    if (form.event) this.settlePlace(form.event, verdict);
    if (!sandbox) submissionsStored.inc({ kind: form.formType });
    // Not awaited: the doorbell is background work, off the visitor's path (and never fails).
    this.outbox.ring().catch(() => undefined);
    const reference = await referenceOf(this.enquiries.submissionIdOf(verdict.rowId!));
    return form.event ? { ...reference, waitlisted: verdict.waitlisted } : reference;
  }

  /**
   * A registration that got no place is refused (the event ended or filled up meanwhile). The one that
   * takes the last place has the event's page re-rendered, closed (not awaited: its failure is logged).
   */
  private settlePlace(event: EventPlace, verdict: EnquiryVerdict): void {
    if (!verdict.stored) {
      const ended = event.endsAt.getTime() <= Date.now();
      throw new ProblemException(
        HttpStatus.CONFLICT,
        ended ? CONTENT_MESSAGES.eventEnded : CONTENT_MESSAGES.eventFull,
      );
    }
    if (event.capacity !== null && !verdict.waitlisted && verdict.registrations === event.capacity) {
      this.pages
        .contentChanged({ kind: 'event', slug: event.slug, change: 'published' })
        .catch((error: unknown) =>
          this.logger.error({ slug: event.slug, err: error }, 'event page re-render failed'),
        );
    }
  }

  /** The places each of these events has taken and its waitlist, by slug, for the published events' pages. */
  registrationsOf(eventSlugs: readonly string[]): Promise<Map<string, EventRegistrations>> {
    return this.enquiries.registrationsOf(eventSlugs);
  }

  /** One enquiry as submitted, for the inbox; null when there is none. */
  findById(id: string): Promise<Enquiry | null> {
    return this.enquiries.findById(id);
  }

  /** Erases these enquiries with their inbox envelopes; returns how many existed. */
  eraseByIds(ids: readonly string[]): Promise<number> {
    return ids.length === 0 ? Promise.resolve(0) : this.enquiries.deleteByIds(ids);
  }

  /** Erases at most `limit` enquiries of one form received before `before`; returns how many. */
  eraseOlderThan(formType: FormType, before: Date, limit: number): Promise<number> {
    return this.enquiries.deleteOlderThan(formType, before, limit);
  }
}
