import { Injectable } from '@nestjs/common';
import type { ReplyTemplate, ReplyTemplateRequest } from '@orbitwise/contracts/admin';
import { Database } from '../platform/database/database';

interface TemplateRow {
  id: string;
  name: string;
  subject: string;
  body: string;
  updatedAt: Date;
}

const COLUMNS = 'id, name, subject, body, updated_at AS "updatedAt"';
const toTemplate = (row: TemplateRow): ReplyTemplate => ({ ...row, updatedAt: row.updatedAt.toISOString() });

/** The only SQL on `reply_template`. A name taken (any case) is answered null, for a 409. */
@Injectable()
export class ReplyTemplatesRepository {
  constructor(private readonly db: Database) {}

  async list(): Promise<ReplyTemplate[]> {
    const rows = await this.db.query<TemplateRow>(
      `SELECT ${COLUMNS} FROM reply_template ORDER BY lower(name)`,
    );
    return rows.map(toTemplate);
  }

  async find(id: string): Promise<ReplyTemplate | null> {
    const [row] = await this.db.query<TemplateRow>(`SELECT ${COLUMNS} FROM reply_template WHERE id = $1`, [
      id,
    ]);
    return row ? toTemplate(row) : null;
  }

  async count(): Promise<number> {
    const [row] = await this.db.query<{ count: number }>('SELECT count(*)::int AS count FROM reply_template');
    return row!.count;
  }

  async create(template: ReplyTemplateRequest): Promise<ReplyTemplate | null> {
    const [row] = await this.db.query<TemplateRow>(
      `INSERT INTO reply_template (name, subject, body) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
      [template.name, template.subject, template.body],
    );
    return row ? toTemplate(row) : null;
  }

  /** Null when there is no such template; 'taken' when another has the name. */
  async update(id: string, template: ReplyTemplateRequest): Promise<ReplyTemplate | 'taken' | null> {
    const [taken] = await this.db.query(
      'SELECT 1 FROM reply_template WHERE lower(name) = lower($1) AND id <> $2',
      [template.name, id],
    );
    if (taken) return 'taken';
    const [row] = await this.db.query<TemplateRow>(
      `UPDATE reply_template SET name = $2, subject = $3, body = $4, updated_at = now()
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, template.name, template.subject, template.body],
    );
    return row ? toTemplate(row) : null;
  }

  async delete(id: string): Promise<ReplyTemplate | null> {
    const [row] = await this.db.query<TemplateRow>(
      `DELETE FROM reply_template WHERE id = $1 RETURNING ${COLUMNS}`,
      [id],
    );
    return row ? toTemplate(row) : null;
  }
}
