/**
 * The dashboard's backup panel (admins only): the last backup (time, size, status), whether one is
 * overdue, where archives go, the schedule and the retention. Written by the daily job and by
 * `npm run backup`; docs/operations.md says how to restore.
 */
import {
  BACKUP_STATUS_PATH,
  type BackupRunView,
  type BackupStatusResponse,
} from '@orbitwise/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { request } from '~/lib/api-client';
import { isAdmin, useOperator } from './session';
import { DateTime, ErrorNotice, formatBytes, Loading } from './ui';

const getBackupStatus = () => request<BackupStatusResponse>(BACKUP_STATUS_PATH);

export function BackupStatusCard() {
  const { role } = useOperator();
  if (!isAdmin(role)) return null;
  return <BackupStatusPanel />;
}

function BackupStatusPanel() {
  const { data, error, isPending } = useQuery({ queryKey: ['backup-status'], queryFn: getBackupStatus });
  return (
    <section aria-labelledby="dash-backup">
      <h2 id="dash-backup">Backups</h2>
      {isPending ? <Loading /> : null}
      <ErrorNotice error={error} />
      {data ? <BackupStatus status={data} /> : null}
    </section>
  );
}

const STATUS_LABELS: Record<BackupRunView['status'], string> = {
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
};

function BackupStatus({ status }: { status: BackupStatusResponse }) {
  if (!status.configured) {
    return (
      <p className="console-muted">
        No backups are scheduled: set BACKUP_DIR or BACKUP_S3_BUCKET (see docs/operations.md).
      </p>
    );
  }
  const { last, lastSuccess } = status;
  const tone = status.overdue || last?.status === 'failed' ? 'is-alert' : '';
  return (
    <>
      <ul className="console-tiles console-tiles-small">
        <li className={`console-tile ${tone}`.trim()}>
          <span className="console-tile-title">Last backup</span>
          <span className="console-tile-count">{last ? STATUS_LABELS[last.status] : 'None yet'}</span>
          <span className="console-muted">
            {last ? <DateTime iso={last.finishedAt ?? last.startedAt} /> : 'the first runs on schedule'}
            {last?.sizeBytes != null ? ` · ${formatBytes(last.sizeBytes)}` : null}
          </span>
          {last?.error ? <span className="console-card-subject">{last.error}</span> : null}
        </li>
        <li className={status.overdue ? 'console-tile is-alert' : 'console-tile'}>
          <span className="console-tile-title">Last success</span>
          <span className="console-tile-count">
            {lastSuccess ? <DateTime iso={lastSuccess.finishedAt} /> : 'Never'}
          </span>
          <span className="console-muted">
            {status.overdue ? 'overdue: the admins were e-mailed' : 'on time'}
          </span>
        </li>
      </ul>
      <dl className="console-retention">
        <div>
          <dt>Kept</dt>
          <dd>
            {status.retention.daily} daily, {status.retention.weekly} weekly
          </dd>
        </div>
        <div>
          <dt>Schedule (UTC)</dt>
          <dd>
            <code>{status.schedule}</code>
          </dd>
        </div>
        <div>
          <dt>Stored in</dt>
          <dd>
            {status.location}
            {status.encrypted ? ' · encrypted' : ' · not encrypted'}
          </dd>
        </div>
      </dl>
    </>
  );
}
