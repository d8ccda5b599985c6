import { Injectable } from '@nestjs/common';
import type { ContentData, ContentKind, ContentStatus, RevisionAction } from '@orbitwise/contracts/content';
import { Database } from '../platform/database/database';
import type { EventRegistrationRules } from '../platform/site/open-positions';

/** A document as stored (both versions, the scheduling and who touched it last). */
export interface ContentDocumentRow {
  id: string;
  kind: ContentKind;
  slug: string;
  status: ContentStatus;
  draft: ContentData;
  version: number;
  published: ContentData | null;
  publishedHtml: Record<string, string> | null;
  publishedRevision: number | null;
  publishedAt: Date | null;
  publishAt: Date | null;
  updatedAt: Date;
  updatedBy: string | null;
}

export interface ContentRevisionRow {
  revision: number;
  action: RevisionAction;
  restoredFrom: number | null;
  data: ContentData;
  at: Date;
  by: string | null;
}

export interface PublishedRow {
  kind: ContentKind;
  slug: string;
  data: ContentData;
  html: Record<string, string>;
  publishedAt: Date;
}

/** Who made a change, as revisions keep them: the id and the name at the time. */
export interface ContentActor {
  id: string;
  label: string;
}

const DOCUMENT_COLUMNS = `
  d.id::text AS id, d.kind, d.slug, d.status, d.draft, d.version, d.published,
  d.published_html AS "publishedHtml", d.published_revision AS "publishedRevision",
  d.published_at AS "publishedAt", d.publish_at AS "publishAt", d.updated_at AS "updatedAt",
  o.display_name AS "updatedBy"`;

/** Sorting of a kind's lists: by its `order` field where it has one, posts newest first. */
const ORDER_BY = `
  CASE WHEN d.kind = 'post' THEN NULL ELSE (d.draft->>'order')::int END NULLS LAST,
  CASE WHEN d.kind = 'post' THEN d.draft->>'date' END DESC NULLS LAST, d.slug`;
const PUBLISHED_ORDER_BY = ORDER_BY.replaceAll('d.draft', 'd.published');

/** The only SQL of `content_document` and `content_revision`. */
@Injectable()
export class ContentDocumentsRepository {
  constructor(private readonly db: Database) {}

  async list(kind: ContentKind): Promise<ContentDocumentRow[]> {
    return this.db.query<ContentDocumentRow>(
      `SELECT ${DOCUMENT_COLUMNS} FROM content_document d LEFT JOIN operator o ON o.id = d.updated_by_id
       WHERE d.kind = $1 ORDER BY ${ORDER_BY}`,
      [kind],
    );
  }

  async find(kind: ContentKind, slug: string): Promise<ContentDocumentRow | null> {
    const [row] = await this.db.query<ContentDocumentRow>(
      `SELECT ${DOCUMENT_COLUMNS} FROM content_document d LEFT JOIN operator o ON o.id = d.updated_by_id
       WHERE d.kind = $1 AND d.slug = $2`,
      [kind, slug],
    );
    return row ?? null;
  }

  /** A new draft and its first revision, in one statement; null when the kind already has the slug. */
  async create(kind: ContentKind, slug: string, data: ContentData, actor: ContentActor): Promise<boolean> {
    const rows = await this.db.query(
      `WITH document AS (
         INSERT INTO content_document (kind, slug, status, draft, version, updated_by_id)
         VALUES ($1, $2, 'draft', $3, 1, $4)
         ON CONFLICT (kind, slug) DO NOTHING
         RETURNING id
       )
       INSERT INTO content_revision (document_id, revision, action, data, by_id, by_label)
       SELECT id, 1, 'created', $3, $4, $5 FROM document RETURNING revision`,
      [kind, slug, JSON.stringify(data), actor.id, actor.label],
    );
    return rows.length === 1;
  }

  /**
   * Replaces the draft if it is still at `expectedVersion`, and appends it as a revision, in one
   * statement. False when the document is missing or was saved by someone else in between.
   */
  async saveDraft(
    kind: ContentKind,
    slug: string,
    expectedVersion: number,
    data: ContentData,
    actor: ContentActor,
    action: 'saved' | 'restored',
    restoredFrom: number | null = null,
  ): Promise<boolean> {
    const rows = await this.db.query(
      `WITH document AS (
         UPDATE content_document
         SET draft = $4, version = version + 1, updated_at = now(), updated_by_id = $5
         WHERE kind = $1 AND slug = $2 AND version = $3
         RETURNING id, version
       )
       INSERT INTO content_revision (document_id, revision, action, restored_from, data, by_id, by_label)
       SELECT id, version, $7, $8, $4, $5, $6 FROM document RETURNING revision`,
      [kind, slug, expectedVersion, JSON.stringify(data), actor.id, actor.label, action, restoredFrom],
    );
    return rows.length === 1;
  }

  /**
   * Publishes the draft at `version` (with its rendered Markdown) now. `onlyIfScheduled`: only when it
   * is still scheduled and due (the scheduled publish; a second replica finds nothing left to do).
   */
  async publish(
    kind: ContentKind,
    slug: string,
    version: number,
    html: Record<string, string>,
    actorId: string | null,
    onlyIfScheduled = false,
  ): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE content_document
       SET status = 'published', published = draft, published_html = $4, published_revision = version,
           published_at = now(), publish_at = NULL, updated_at = now(),
           updated_by_id = COALESCE($5, updated_by_id)
       WHERE kind = $1 AND slug = $2 AND version = $3
         AND ($6 = false OR (status = 'scheduled' AND publish_at <= now()))
       RETURNING id`,
      [kind, slug, version, JSON.stringify(html), actorId, onlyIfScheduled],
    );
    return rows.length === 1;
  }

  /** Schedules the draft at `version` to publish at `at`; what is published stays until then. */
  async schedule(
    kind: ContentKind,
    slug: string,
    version: number,
    at: Date,
    actorId: string,
  ): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE content_document
       SET status = 'scheduled', publish_at = $4, updated_at = now(), updated_by_id = $5
       WHERE kind = $1 AND slug = $2 AND version = $3 RETURNING id`,
      [kind, slug, version, at, actorId],
    );
    return rows.length === 1;
  }

  /** Takes the document off the site (and cancels a schedule); the draft stays. */
  async unpublish(kind: ContentKind, slug: string, actorId: string): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE content_document
       SET status = 'unpublished', published = NULL, published_html = NULL, published_revision = NULL,
           published_at = NULL, publish_at = NULL, updated_at = now(), updated_by_id = $3
       WHERE kind = $1 AND slug = $2 RETURNING id`,
      [kind, slug, actorId],
    );
    return rows.length === 1;
  }

  /** The scheduled documents whose time has come, oldest first. */
  async due(limit: number): Promise<ContentDocumentRow[]> {
    return this.db.query<ContentDocumentRow>(
      `SELECT ${DOCUMENT_COLUMNS} FROM content_document d LEFT JOIN operator o ON o.id = d.updated_by_id
       WHERE d.status = 'scheduled' AND d.publish_at <= now() ORDER BY d.publish_at LIMIT $1`,
      [limit],
    );
  }

  /** The earliest scheduled time still to come, if any. */
  async nextDue(): Promise<Date | null> {
    const [row] = await this.db.query<{ at: Date | null }>(
      `SELECT min(publish_at) AS at FROM content_document WHERE status = 'scheduled'`,
    );
    return row?.at ?? null;
  }

  async revisions(kind: ContentKind, slug: string): Promise<ContentRevisionRow[]> {
    return this.db.query<ContentRevisionRow>(
      `SELECT r.revision, r.action, r.restored_from AS "restoredFrom", r.data, r.at, r.by_label AS by
       FROM content_revision r JOIN content_document d ON d.id = r.document_id
       WHERE d.kind = $1 AND d.slug = $2 ORDER BY r.revision DESC`,
      [kind, slug],
    );
  }

  async revision(kind: ContentKind, slug: string, revision: number): Promise<ContentRevisionRow | null> {
    const [row] = await this.db.query<ContentRevisionRow>(
      `SELECT r.revision, r.action, r.restored_from AS "restoredFrom", r.data, r.at, r.by_label AS by
       FROM content_revision r JOIN content_document d ON d.id = r.document_id
       WHERE d.kind = $1 AND d.slug = $2 AND r.revision = $3`,
      [kind, slug, revision],
    );
    return row ?? null;
  }

  async published(kind: ContentKind): Promise<PublishedRow[]> {
    return this.db.query<PublishedRow>(
      `SELECT d.kind, d.slug, d.published AS data, d.published_html AS html, d.published_at AS "publishedAt"
       FROM content_document d WHERE d.kind = $1 AND d.published IS NOT NULL ORDER BY ${PUBLISHED_ORDER_BY}`,
      [kind],
    );
  }

  async publishedOne(kind: ContentKind, slug: string): Promise<PublishedRow | null> {
    const [row] = await this.db.query<PublishedRow>(
      `SELECT d.kind, d.slug, d.published AS data, d.published_html AS html, d.published_at AS "publishedAt"
       FROM content_document d WHERE d.kind = $1 AND d.slug = $2 AND d.published IS NOT NULL`,
      [kind, slug],
    );
    return row ?? null;
  }

  /** Whether a published, open job has this exact title and its closing day (UTC) has not passed. */
  async isOpenJob(title: string): Promise<boolean> {
    const [row] = await this.db.query<{ open: boolean }>(
      `SELECT EXISTS (
         SELECT 1 FROM content_document
         WHERE kind = 'job' AND published IS NOT NULL AND published->>'title' = $1
           AND (published->>'open')::boolean
           AND (published->>'closesOn' IS NULL OR (published->>'closesOn')::date >= (now() AT TIME ZONE 'UTC')::date)
       ) AS open`,
      [title],
    );
    return row?.open ?? false;
  }

  /**
   * The published event of this slug, or the current one of this title (of editions sharing it, the
   * one that ends last): whether it takes registrations, its capacity, waitlist and end.
   */
  async eventRegistrationRules(
    by: { slug: string } | { title: string },
  ): Promise<EventRegistrationRules | null> {
    const [column, value] = 'slug' in by ? ['slug', by.slug] : ["published->>'title'", by.title];
    const [row] = await this.db.query<EventRegistrationRules>(
      `SELECT slug, published->>'title' AS title, (published->>'registrationOpen')::boolean AS "registrationOpen",
              (published->>'capacity')::int AS capacity, coalesce((published->>'waitlist')::boolean, false) AS waitlist,
              (published->>'endsAt')::timestamptz AS "endsAt"
       FROM content_document WHERE kind = 'event' AND published IS NOT NULL AND ${column} = $1
       ORDER BY (published->>'endsAt')::timestamptz DESC LIMIT 1`,
      [value],
    );
    return row ?? null;
  }
}
