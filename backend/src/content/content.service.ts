import { HttpStatus, Inject, Injectable, Logger, Optional, type OnModuleInit } from '@nestjs/common';
import type { AuditChange } from '@orbitwise/contracts/admin';
import {
  CONTENT_KIND_LABELS,
  CONTENT_MESSAGES,
  contentTitle,
  type ContentData,
  type ContentDocumentView,
  type ContentKind,
  type ContentListResponse,
  type ContentRevision,
  type ContentSummary,
  type PublishedDocument,
  type PublishRequest,
  type RevisionListResponse,
} from '@orbitwise/contracts/content';
import { renderContentHtml } from '@orbitwise/contracts/markdown';
import { AuditService } from '../audit/audit.service';
import type { SignedInOperator } from '../auth/signed-in-operator';
import { JobQueue } from '../jobs/job-queue';
import { ProblemException } from '../platform/problems/problem';
import { EVENT_REGISTRATION_COUNTS, type EventRegistrationCounts } from '../platform/site/open-positions';
import { PAGE_PUBLISHER, type ContentChange, type PagePublisher } from '../platform/site/published-pages';
import {
  ContentDocumentsRepository,
  type ContentActor,
  type ContentDocumentRow,
  type ContentRevisionRow,
} from './content-documents.repository';
import { parseContentData } from './dto/content-data';
import { currentEventShape } from './event-shape';

export const DOCUMENT_NOT_FOUND_DETAIL = 'There is no such document.';
export const REVISION_NOT_FOUND_DETAIL = 'This document has no such revision.';
export const NOT_PUBLISHED_DETAIL = 'This document is not published.';

/** The one-off job sent for a scheduled time, and the periodic sweep that catches any it missed. */
export const PUBLISH_AT_QUEUE = 'content.publish-at';
export const PUBLISH_DUE_QUEUE = 'content.publish-due';
const DUE_BATCH = 100;

/**
 * The documents the company edits: drafts, revisions, publishing now or at a time, unpublishing.
 * Every change is audited (who, what, each top-level field before and after); every publish or
 * unpublish, once committed, is handed to the PagePublisher (the site re-renders its pages).
 */
@Injectable()
export class ContentService implements OnModuleInit {
  private readonly logger = new Logger('Content');

  constructor(
    private readonly documents: ContentDocumentsRepository,
    private readonly audit: AuditService,
    private readonly jobs: JobQueue,
    @Inject(PAGE_PUBLISHER) private readonly pages: PagePublisher,
    @Optional() @Inject(EVENT_REGISTRATION_COUNTS) private readonly registrations?: EventRegistrationCounts,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.work(PUBLISH_AT_QUEUE, () => this.publishDue().then(() => undefined));
    await this.jobs.schedule({
      name: PUBLISH_DUE_QUEUE,
      every: '1 minute',
      handler: () => this.publishDue().then(() => undefined),
    });
  }

  async list(kind: ContentKind): Promise<ContentListResponse> {
    return { items: (await this.documents.list(kind)).map(summaryOf) };
  }

  async get(kind: ContentKind, slug: string): Promise<ContentDocumentView> {
    return viewOf(await this.existing(kind, slug));
  }

  async create(
    actor: SignedInOperator,
    kind: ContentKind,
    slug: string,
    body: unknown,
  ): Promise<ContentDocumentView> {
    const data = parseContentData(kind, body);
    if (!(await this.documents.create(kind, slug, data, actorOf(actor)))) {
      throw new ProblemException(HttpStatus.CONFLICT, CONTENT_MESSAGES.slugTaken, {
        errors: { slug: [CONTENT_MESSAGES.slugTaken] },
      });
    }
    await this.record(actor, 'content-created', kind, slug, data, diff(null, data));
    return this.get(kind, slug);
  }

  async saveDraft(
    actor: SignedInOperator,
    kind: ContentKind,
    slug: string,
    body: unknown,
    version: number,
  ): Promise<ContentDocumentView> {
    const data = parseContentData(kind, body);
    const before = await this.existing(kind, slug);
    if (
      before.version !== version ||
      !(await this.documents.saveDraft(kind, slug, version, data, actorOf(actor), 'saved'))
    ) {
      throw conflict();
    }
    await this.record(actor, 'content-saved', kind, slug, data, diff(before.draft, data));
    return this.get(kind, slug);
  }

  /** Publishes the draft now, or schedules it when `at` is in the future. */
  async publish(
    actor: SignedInOperator,
    kind: ContentKind,
    slug: string,
    request: PublishRequest,
  ): Promise<ContentDocumentView> {
    const document = await this.existing(kind, slug);
    if (request.version !== undefined && request.version !== document.version) throw conflict();
    const at = request.at === undefined ? null : new Date(request.at);
    if (at !== null && at.getTime() > Date.now()) {
      if (!(await this.documents.schedule(kind, slug, document.version, at, actor.id))) throw conflict();
      await this.record(actor, 'content-scheduled', kind, slug, document.draft, [
        { field: 'status', from: document.status, to: 'scheduled' },
        { field: 'publish at', from: document.publishAt?.toISOString() ?? null, to: at.toISOString() },
      ]);
      await this.jobs
        .send(PUBLISH_AT_QUEUE, {}, { startAfterSeconds: Math.ceil((at.getTime() - Date.now()) / 1000) })
        .catch((error: unknown) =>
          this.logger.warn({ err: error }, 'scheduled publish job not queued; the sweep will publish it'),
        );
      return this.get(kind, slug);
    }
    const html = renderContentHtml(kind, document.draft);
    if (!(await this.documents.publish(kind, slug, document.version, html, actor.id))) throw conflict();
    await this.record(actor, 'content-published', kind, slug, document.draft, [
      { field: 'status', from: document.status, to: 'published' },
      ...diff(document.published, document.draft),
    ]);
    await this.announce({ kind, slug, change: 'published' });
    return this.get(kind, slug);
  }

  async unpublish(actor: SignedInOperator, kind: ContentKind, slug: string): Promise<ContentDocumentView> {
    const document = await this.existing(kind, slug);
    if (!(await this.documents.unpublish(kind, slug, actor.id))) throw notFound();
    await this.record(actor, 'content-unpublished', kind, slug, document.draft, [
      { field: 'status', from: document.status, to: 'unpublished' },
    ]);
    if (document.published !== null) await this.announce({ kind, slug, change: 'unpublished' });
    return this.get(kind, slug);
  }

  async revisions(kind: ContentKind, slug: string): Promise<RevisionListResponse> {
    await this.existing(kind, slug);
    return { items: (await this.documents.revisions(kind, slug)).map(revisionOf) };
  }

  /** The revision's data becomes the draft again, as a new revision (history is never rewritten). */
  async restore(
    actor: SignedInOperator,
    kind: ContentKind,
    slug: string,
    revision: number,
  ): Promise<ContentDocumentView> {
    const document = await this.existing(kind, slug);
    const old = await this.documents.revision(kind, slug, revision);
    if (!old) throw new ProblemException(HttpStatus.NOT_FOUND, REVISION_NOT_FOUND_DETAIL);
    // Stored revisions passed the rules of their time: a restore must pass today's, like any save (an
    // event saved when it stored its date words is brought to today's shape first, as the migration did).
    const data = parseContentData(
      kind,
      kind === 'event' ? currentEventShape(old.data as Record<string, unknown>) : old.data,
    );
    const saved = await this.documents.saveDraft(
      kind,
      slug,
      document.version,
      data,
      actorOf(actor),
      'restored',
      revision,
    );
    if (!saved) throw conflict();
    await this.record(actor, 'content-restored', kind, slug, data, [
      { field: 'revision', from: String(document.version), to: `${document.version + 1} (from ${revision})` },
      ...diff(document.draft, data),
    ]);
    return this.get(kind, slug);
  }

  /** Publishes every scheduled document whose time has come (run by the jobs; safe on every replica). */
  async publishDue(): Promise<number> {
    let published = 0;
    for (const document of await this.documents.due(DUE_BATCH)) {
      const html = renderContentHtml(document.kind, document.draft);
      if (!(await this.documents.publish(document.kind, document.slug, document.version, html, null, true)))
        continue;
      published++;
      await this.audit.record({
        actor: null,
        action: 'content-published',
        target: target(document.kind, document.slug),
        targetLabel: label(document.kind, document.draft),
        changes: [
          { field: 'status', from: 'scheduled', to: 'published' },
          ...diff(document.published, document.draft),
        ],
      });
      await this.announce({ kind: document.kind, slug: document.slug, change: 'published' });
    }
    return published;
  }

  async publishedList(kind: ContentKind): Promise<PublishedDocument[]> {
    const documents = (await this.documents.published(kind)).map((row) => ({
      kind: row.kind,
      slug: row.slug,
      data: row.data,
      html: row.html,
      publishedAt: row.publishedAt.toISOString(),
    }));
    return this.withRegistrations(documents);
  }

  async publishedOne(kind: ContentKind, slug: string): Promise<PublishedDocument> {
    const row = await this.documents.publishedOne(kind, slug);
    if (!row) throw new ProblemException(HttpStatus.NOT_FOUND, NOT_PUBLISHED_DETAIL);
    const [document] = await this.withRegistrations([
      {
        kind: row.kind,
        slug: row.slug,
        data: row.data,
        html: row.html,
        publishedAt: row.publishedAt.toISOString(),
      },
    ]);
    return document!;
  }

  /** Events carry the places they have taken and their waitlist, so that their page says when they are full. */
  private async withRegistrations(documents: PublishedDocument[]): Promise<PublishedDocument[]> {
    const events = documents.filter((document) => document.kind === 'event');
    if (events.length === 0 || !this.registrations) return documents;
    const taken = await this.registrations.registrationsOf(events.map((event) => event.slug));
    return documents.map((document) =>
      document.kind === 'event'
        ? { ...document, registrations: 0, waitlisted: 0, ...taken.get(document.slug) }
        : document,
    );
  }

  private async existing(kind: ContentKind, slug: string): Promise<ContentDocumentRow> {
    const document = await this.documents.find(kind, slug);
    if (!document) throw notFound();
    return document;
  }

  /** The change is committed: a failed re-render is logged, never undoes it (the next publish or build catches up). */
  private async announce(change: ContentChange): Promise<void> {
    try {
      await this.pages.contentChanged(change);
    } catch (error) {
      this.logger.error(
        { err: error, kind: change.kind, slug: change.slug },
        'pages not re-rendered after a content change',
      );
    }
  }

  private record(
    actor: SignedInOperator,
    action:
      | 'content-created'
      | 'content-saved'
      | 'content-scheduled'
      | 'content-published'
      | 'content-unpublished'
      | 'content-restored',
    kind: ContentKind,
    slug: string,
    data: ContentData,
    changes: AuditChange[],
  ): Promise<void> {
    return this.audit.record({
      actor,
      action,
      target: target(kind, slug),
      targetLabel: label(kind, data),
      changes,
      ip: actor.ip,
    });
  }
}

const target = (kind: ContentKind, slug: string) => `content ${kind}/${slug}`;
const label = (kind: ContentKind, data: ContentData) =>
  `${CONTENT_KIND_LABELS[kind]}: ${contentTitle(kind, data)}`;
const actorOf = (operator: SignedInOperator): ContentActor => ({
  id: operator.id,
  label: operator.displayName,
});
const notFound = () => new ProblemException(HttpStatus.NOT_FOUND, DOCUMENT_NOT_FOUND_DETAIL);
const conflict = () => new ProblemException(HttpStatus.CONFLICT, CONTENT_MESSAGES.versionConflict);

/** Each top-level field whose value differs, as text (the audit service clips long values). */
export function diff(before: ContentData | null, after: ContentData | null): AuditChange[] {
  const from = (before ?? {}) as Record<string, unknown>;
  const to = (after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .map((field) => ({ field, from: textOf(from[field]), to: textOf(to[field]) }))
    .filter((change) => change.from !== change.to);
}

const textOf = (value: unknown): string | null =>
  value === undefined || value === null ? null : typeof value === 'string' ? value : canonicalJson(value);

/** JSON with object keys sorted: jsonb keeps its own key order, so equal values compare equal. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

function summaryOf(row: ContentDocumentRow): ContentSummary {
  return {
    kind: row.kind,
    slug: row.slug,
    title: contentTitle(row.kind, row.draft),
    status: row.status,
    hasUnpublishedChanges: row.publishedRevision !== row.version,
    publishAt: row.publishAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    version: row.version,
    publishedRevision: row.publishedRevision,
  };
}

function viewOf(row: ContentDocumentRow): ContentDocumentView {
  return { ...summaryOf(row), draft: row.draft, published: row.published };
}

function revisionOf(row: ContentRevisionRow): ContentRevision {
  return {
    revision: row.revision,
    action: row.action,
    at: row.at.toISOString(),
    by: row.by,
    restoredFrom: row.restoredFrom,
    data: row.data,
  };
}
