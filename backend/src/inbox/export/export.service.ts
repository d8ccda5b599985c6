import { HttpStatus, Injectable } from '@nestjs/common';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AuditService } from '../../audit/audit.service';
import { ProblemException } from '../../platform/problems/problem';
import type { ExportFormat, ExportQueryDto } from '../dto/submission-query.dto';
import type { InboxActor } from '../inbox-access';
import { InboxService } from '../inbox.service';
import { csvColumns, csvRecord, csvStringifier, jsonRecord } from './export-format';
import { ExportRepository, type ExportRow } from './export.repository';

/** Exports at once per process: each holds a pooled connection for as long as its download lasts. */
const MAX_RUNNING_EXPORTS = 4;
const BUSY_RETRY_AFTER_SECONDS = 10;

export interface ExportHeaders {
  contentType: string;
  filename: string;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8; header=present',
  json: 'application/json; charset=utf-8',
};

/** The inbox's export: the current filter's submissions, streamed from PostgreSQL as CSV or JSON. */
@Injectable()
export class ExportService {
  private running = 0;

  constructor(
    private readonly inbox: InboxService,
    private readonly exports: ExportRepository,
    private readonly audit: AuditService,
  ) {}

  /**
   * Checks the query (403 or 400 before anything is sent), then streams into `destination` with
   * backpressure: rows are read from PostgreSQL only as fast as the client takes them. `start` is
   * called once the database connection is held, to send the headers; an error after that cuts the
   * response, so a partial file never looks complete.
   */
  async run(
    actor: InboxActor,
    query: ExportQueryDto,
    destination: Writable,
    start: (headers: ExportHeaders) => void,
  ): Promise<void> {
    const filter = this.inbox.filterFor(actor, query);
    const format = query.format ?? 'csv';
    if (this.running >= MAX_RUNNING_EXPORTS) {
      throw new ProblemException(
        HttpStatus.TOO_MANY_REQUESTS,
        'Other exports are running; try again shortly.',
        {
          headers: { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) },
        },
      );
    }
    this.running++;
    try {
      await this.audit.record({
        actor,
        action: 'exported',
        target: ExportService.describe(query),
        ip: actor.ip,
      });
      await this.exports.stream(filter, async (rows) => {
        start({
          contentType: CONTENT_TYPES[format],
          filename: `submissions-${new Date().toISOString().slice(0, 10)}.${format}`,
        });
        await (format === 'csv' ? this.csv(rows, filter.kinds, destination) : this.json(rows, destination));
      });
    } catch (error) {
      // The client went away mid-download: the stream is closed and its connection released already.
      if ((error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE' && destination.destroyed) return;
      throw error;
    } finally {
      this.running--;
    }
  }

  /** What the audit log says about an export: its format and filters, never their text. */
  static describe(query: ExportQueryDto): string {
    const parts = [`export ${query.format ?? 'csv'}`];
    for (const key of ['kind', 'status', 'from', 'to'] as const)
      if (query[key]) parts.push(`${key}=${query[key]}`);
    if (query.assignee) parts.push(`assignee=${query.assignee === 'none' ? 'none' : 'set'}`);
    if (query.unread) parts.push('unread');
    if (query.q?.trim()) parts.push(`q-length=${query.q.trim().length}`);
    return parts.join(' ').slice(0, 100); // the audit log's target column
  }

  private csv(rows: Readable, kinds: Parameters<typeof csvColumns>[0], destination: Writable): Promise<void> {
    const columns = csvColumns(kinds);
    return pipeline(
      rows,
      async function* (source: AsyncIterable<ExportRow>) {
        for await (const row of source) yield csvRecord(row, columns);
      },
      csvStringifier(columns),
      destination,
    );
  }

  private json(rows: Readable, destination: Writable): Promise<void> {
    return pipeline(
      rows,
      async function* (source: AsyncIterable<ExportRow>) {
        let separator = '[\n';
        for await (const row of source) {
          yield separator + JSON.stringify(jsonRecord(row));
          separator = ',\n';
        }
        yield separator === '[\n' ? '[]\n' : '\n]\n';
      },
      destination,
    );
  }
}
