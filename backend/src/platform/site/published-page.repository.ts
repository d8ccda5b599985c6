import { Injectable } from '@nestjs/common';
import { Database } from '../database/database';

/** A re-rendered page as stored: its bytes and validators, or a 404 for a path that left the site. */
export type PublishedPage =
  | { status: 200; contentType: string; body: string; etag: string; renderedAt: Date }
  | { status: 404; renderedAt: Date };

export interface PageWrite {
  path: string;
  /** Null: the path is no longer on the site. */
  page: { contentType: string; body: string; etag: string } | null;
}

/**
 * A route path as the table takes it (its CHECK says the same): segments of letters, digits, `-` and
 * `_`, each with at most one extension; no dot segment, no `//`, no encoded or other character.
 */
export const PUBLISHED_PATH = /^\/([A-Za-z0-9_-]+(\.[A-Za-z0-9]+)?(\/[A-Za-z0-9_-]+(\.[A-Za-z0-9]+)?)*)?$/;

/** The only SQL of `published_page`. */
@Injectable()
export class PublishedPageRepository {
  constructor(private readonly db: Database) {}

  async find(buildId: string, path: string): Promise<PublishedPage | undefined> {
    if (!PUBLISHED_PATH.test(path)) return undefined;
    const [row] = await this.db.query<{
      status: 200 | 404;
      contentType: string | null;
      body: string | null;
      etag: string | null;
      renderedAt: Date;
    }>(
      `SELECT status, content_type AS "contentType", body, etag, rendered_at AS "renderedAt"
         FROM published_page WHERE build_id = $1 AND path = $2`,
      [buildId, path],
    );
    if (!row) return undefined;
    if (row.status === 404) return { status: 404, renderedAt: row.renderedAt };
    return {
      status: 200,
      contentType: row.contentType!,
      body: row.body!,
      etag: row.etag!,
      renderedAt: row.renderedAt,
    };
  }

  /** The paths this build has rows for (rendered or removed). */
  async paths(buildId: string): Promise<string[]> {
    const rows = await this.db.query<{ path: string }>(
      'SELECT path FROM published_page WHERE build_id = $1',
      [buildId],
    );
    return rows.map((row) => row.path);
  }

  /**
   * Writes the pages of one render in one statement. A row already rendered from newer content
   * (`source_at`) is kept: renders may finish out of order on different replicas.
   */
  async save(buildId: string, sourceAt: Date, change: string, pages: readonly PageWrite[]): Promise<void> {
    if (pages.length === 0) return;
    const bad = pages.find((page) => !PUBLISHED_PATH.test(page.path));
    if (bad) throw new Error('published_page: not a route path');
    await this.db.query(
      `INSERT INTO published_page AS p (build_id, path, status, content_type, body, etag, source_at, change)
       SELECT $1, page.path, CASE WHEN page.body IS NULL THEN 404 ELSE 200 END, page.content_type,
              page.body, page.etag, $2, $3
         FROM unnest($4::text[], $5::text[], $6::text[], $7::text[]) AS page(path, content_type, body, etag)
       ON CONFLICT (build_id, path) DO UPDATE
         SET status = EXCLUDED.status, content_type = EXCLUDED.content_type, body = EXCLUDED.body,
             etag = EXCLUDED.etag, rendered_at = now(), source_at = EXCLUDED.source_at, change = EXCLUDED.change
         WHERE p.source_at <= EXCLUDED.source_at`,
      [
        buildId,
        sourceAt,
        change.slice(0, 140),
        pages.map((page) => page.path),
        pages.map((page) => page.page?.contentType ?? null),
        pages.map((page) => page.page?.body ?? null),
        pages.map((page) => page.page?.etag ?? null),
      ],
    );
  }

  /** When this build's last render of every page was stored, or null. */
  async lastFullRender(buildId: string): Promise<Date | null> {
    const [row] = await this.db.query<{ at: Date | null }>(
      `SELECT max(rendered_at) AS at FROM published_page WHERE build_id = $1 AND change = 'build'`,
      [buildId],
    );
    return row?.at ?? null;
  }

  /** Drops the rows of other builds rendered before `before` (their replicas are long replaced). */
  async forgetOtherBuilds(buildId: string, before: Date): Promise<void> {
    await this.db.query('DELETE FROM published_page WHERE build_id <> $1 AND rendered_at < $2', [
      buildId,
      before,
    ]);
  }
}
