import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  SUBMISSION_KIND_LABELS,
  SUBMISSION_KINDS,
  type RetentionSettings,
  type SubmissionKind,
} from '@orbitwise/contracts/admin';
import { LEGAL_SLUGS } from '@orbitwise/contracts/content';
import { AuditService } from '../audit/audit.service';
import type { SignedInOperator } from '../auth/signed-in-operator';
import { SubmissionChangesRepository, TOMBSTONE_DAYS } from '../inbox/submission-changes.repository';
import { PAGE_PUBLISHER, type PagePublisher } from '../platform/site/published-pages';
import { RetentionSettingsRepository, type RetentionChange } from './retention-settings.repository';
import { SubmissionEraser } from './submission-eraser';

/** Rows per DELETE: each statement (and the locks it holds) stays short, whatever the backlog. */
export const PURGE_BATCH = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

export type PurgeCounts = Partial<Record<SubmissionKind, number>>;

const days = (value: number | null) => (value === null ? 'forever' : String(value));

/** audit_log.target holds 100 characters: kinds and numbers only. */
function changeTarget(changes: readonly RetentionChange[]): string {
  const changed = changes.filter((change) => change.before !== change.after);
  if (changed.length === 0) return 'retention: unchanged';
  return `retention: ${changed.map((c) => `${c.kind} ${days(c.before)}->${days(c.after)}`).join(', ')}`.slice(
    0,
    100,
  );
}

function purgeTarget(counts: PurgeCounts): string {
  const parts = Object.entries(counts).map(([kind, count]) => `${kind} ${count}`);
  return `purged: ${parts.length > 0 ? parts.join(', ') : 'none'}`.slice(0, 100);
}

/**
 * How long each kind is kept, and the daily purge. A submission's age is its row's `created_at` in
 * the owning domain's table (the time it was received, which the inbox envelope's `received_at`
 * copies at insert): the purge deletes through those tables, by their created_at indexes.
 */
@Injectable()
export class RetentionService {
  private readonly logger = new Logger(RetentionService.name);

  constructor(
    private readonly settings: RetentionSettingsRepository,
    private readonly eraser: SubmissionEraser,
    private readonly audit: AuditService,
    private readonly changes: SubmissionChangesRepository,
    @Inject(PAGE_PUBLISHER) private readonly pages: PagePublisher,
  ) {}

  read(): Promise<RetentionSettings> {
    return this.settings.read();
  }

  async update(settings: RetentionSettings, operator: SignedInOperator): Promise<RetentionSettings> {
    const changes = await this.settings.write(settings, operator.id);
    await this.audit.record({
      actor: operator,
      action: 'retention-changed',
      target: changeTarget(changes),
      changes: changes.map((change) => ({
        field: `keep ${SUBMISSION_KIND_LABELS[change.kind].toLowerCase()} (days)`,
        from: days(change.before),
        to: days(change.after),
      })),
      ip: operator.ip,
    });
    if (changes.some((change) => change.before !== change.after)) await this.renderLegalPages();
    return this.settings.read();
  }

  /**
   * The legal pages quote the periods (`{applicationRetentionDays}`, ...): rendered again as a publish
   * of their documents would. A failure is logged, never undoes the change (the next render has it).
   */
  private async renderLegalPages(): Promise<void> {
    for (const slug of LEGAL_SLUGS) {
      await this.pages
        .contentChanged({ kind: 'legal', slug, change: 'published' })
        .catch((error: unknown) => this.logger.error({ slug, err: error }, 'legal page re-render failed'));
    }
  }

  /**
   * Deletes every submission older than its kind's retention, files with their rows, in batches of
   * PURGE_BATCH; one audit entry counts them per kind. Stops between batches once `signal` aborts
   * (the job's next run goes on from there).
   */
  async purge(signal?: AbortSignal, now = new Date()): Promise<PurgeCounts> {
    const settings = await this.settings.read();
    const counts: PurgeCounts = {};
    for (const kind of SUBMISSION_KINDS) {
      const keep = settings[kind];
      if (keep === null) continue;
      const before = new Date(now.getTime() - keep * DAY_MS);
      let erased = 0;
      for (let batch = PURGE_BATCH; batch === PURGE_BATCH && !signal?.aborted;) {
        batch = await this.eraser.eraseOlderThan(kind, before, PURGE_BATCH);
        erased += batch;
      }
      if (erased > 0) counts[kind] = erased;
    }
    // The read API reports erasures to sync clients for TOMBSTONE_DAYS; then they are forgotten.
    await this.changes.purgeTombstones(new Date(now.getTime() - TOMBSTONE_DAYS * DAY_MS));
    await this.audit.record({ actor: null, action: 'retention-purged', target: purgeTarget(counts) });
    if (Object.keys(counts).length > 0) this.logger.log(`Retention purge: ${purgeTarget(counts)}`);
    return counts;
  }
}
