import { Injectable } from '@nestjs/common';
import type { SubmissionKind, SubmissionStatus } from '@orbitwise/contracts/admin';
import type { Attribution } from '@orbitwise/contracts';
import type { Pool } from 'pg';
import QueryStream from 'pg-query-stream';
import type { EventEmitter } from 'node:events';
import type { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { filterConditions, readBy, whereClause, type SubmissionFilter } from '../submission-filters';

/** One exported submission: the envelope and its source row's fields (entity property → value). */
export interface ExportRow {
  id: string;
  kind: SubmissionKind;
  receivedAt: Date;
  status: SubmissionStatus;
  read: boolean;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  assignee: string | null;
  fields: Record<string, string | boolean | null>;
  /** Where it came from, as its form sent it (null: none). */
  attribution: Attribution | null;
}

/** Rows fetched from PostgreSQL per round trip, and so at most held in memory by the stream. */
const BATCH_SIZE = 500;
/**
 * The pool's query_timeout (4 s) would end any export taking longer: pg arms it for a stream's whole
 * life (from the stream's own `query_timeout`, else the client's). An export of 100,000 rows to a slow
 * download can take minutes; this still ends one whose database stopped answering.
 */
const EXPORT_QUERY_TIMEOUT_MS = 30 * 60 * 1000;

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// The source tables are joined read-only, for the export alone: a stream of 100,000 rows cannot ask
// each owning domain for its row one by one. Values are as stored, as text (booleans stay booleans),
// under the entities' property names.
const SOURCE_FIELDS = `CASE s.kind
  WHEN 'application' THEN jsonb_build_object(
    'firstName', a.first_name, 'lastName', a.last_name, 'email', a.email, 'phoneNumber', a.phone_number,
    'city', a.city, 'position', a.position, 'dateOfBirth', a.date_of_birth::text,
    'applicationDetails', a.application_details, 'experience', a.experience::text,
    'expectedSalary', a.expected_salary::text, 'filePathUrl', a.file_path_url, 'isActive', a.is_active,
    'resumeOriginalName', a.resume_original_name)
  WHEN 'newsletter' THEN jsonb_build_object(
    'email', sub.email, 'userActivationDate', ${ISO('sub.user_activation_date')}, 'isActive', sub.is_active,
    'state', sub.state, 'consentForm', sub.consent_form, 'consentPage', sub.consent_page,
    'consentWording', sub.consent_wording, 'confirmedAt', ${ISO('sub.confirmed_at')},
    'unsubscribedAt', ${ISO('sub.unsubscribed_at')})
  ELSE jsonb_build_object(
    'userName', e.user_name, 'email', e.email, 'countryCode', e.country_code, 'number', e.number,
    'subject', e.subject, 'description', e.description, 'howdidyoufindus', e.howdidyoufindus,
    'isActive', e.is_active)
  END`;

/** The export's read: every matching submission with its source row, newest first, streamed. */
@Injectable()
export class ExportRepository {
  private readonly pool: Pool;

  constructor(dataSource: DataSource) {
    this.pool = (dataSource.driver as unknown as { master: Pool }).master;
  }

  /**
   * Streams the rows into `consume` on a dedicated pooled connection, whose statement_timeout is
   * lifted for the export and restored before the connection goes back to the pool.
   */
  async stream(filter: SubmissionFilter, consume: (rows: Readable) => Promise<void>): Promise<void> {
    const params: unknown[] = [filter.readerId];
    const sql = `
      SELECT s.id, s.kind, s.received_at AS "receivedAt", s.status, ${readBy('$1')} AS read,
             s.name, s.email, s.phone, s.subject, o.display_name AS assignee, ${SOURCE_FIELDS} AS fields,
             coalesce(e.attribution, a.attribution, sub.attribution) AS attribution
      FROM submission s
      LEFT JOIN operator o ON o.id = s.assignee_id
      LEFT JOIN enquiry e ON e.id = s.enquiry_id
      LEFT JOIN career_application a ON a.id = s.career_application_id
      LEFT JOIN subscription sub ON sub.id = s.subscription_id
      ${whereClause(filterConditions(filter, params))}
      ORDER BY s.received_at DESC, s.id DESC`;
    const client = await this.pool.connect();
    let healthy = true;
    // A checked-out client has no error listener of the pool's: without one, a connection lost
    // mid-export would be an uncaught error. The stream fails by itself in that case.
    const onError = () => (healthy = false);
    client.on('error', onError);
    const rows = Object.assign(new QueryStream(sql, params, { batchSize: BATCH_SIZE }), {
      query_timeout: EXPORT_QUERY_TIMEOUT_MS,
    });
    // An error between two reads (a timeout, a cancelled statement) reaches the cursor only; if the
    // stream read on afterwards, it would just end, and a truncated file would look complete.
    (rows.cursor as EventEmitter).on('error', (error: Error) => rows.destroy(error));
    // Until `consume` pipes it, the error is kept by the stream (`errored`) for the pipeline to throw.
    rows.on('error', () => undefined);
    try {
      await client.query('SET statement_timeout = 0');
      client.query(rows);
      await consume(rows);
    } finally {
      if (!rows.destroyed) rows.destroy();
      // RESET returns to the connection's own setting (the pool's statement_timeout).
      await client.query('RESET statement_timeout').catch(() => (healthy = false));
      client.removeListener('error', onError);
      client.release(!healthy);
    }
  }
}
