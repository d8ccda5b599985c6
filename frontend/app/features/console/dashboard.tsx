/**
 * Counts per kind (with unread), the site's page analytics (admins and sales), the newest unread
 * submissions, the deliveries that need someone (being retried after a failed try, failed, waiting
 * for SMTP, held as spam) and the retention in force.
 */
import {
  DELIVERY_CHANNEL_LABELS,
  SUBMISSION_KIND_LABELS,
  SUBMISSION_KINDS,
  type NotificationHealth,
  type RetentionSettings,
} from '@orbitwise/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AnalyticsPanel } from './analytics-panel';
import { BackupStatusCard } from './backup-status';
import { consolePaths } from './console-routes';
import { getDashboard } from './api';
import { SubmissionCards } from './submission-cards';
import { keys } from './query';
import { seesAnalytics, useOperator } from './session';
import { useNotificationHealth } from './shell';
import { DateTime, ErrorNotice, Loading, Notice } from './ui';

export function DashboardScreen() {
  const { role } = useOperator();
  const { data, error, isPending } = useQuery({ queryKey: keys.dashboard, queryFn: getDashboard });
  return (
    <>
      <h1>Dashboard</h1>
      {isPending ? <Loading /> : null}
      <ErrorNotice error={error} />
      {data ? (
        <>
          <section aria-labelledby="dash-kinds">
            <h2 id="dash-kinds">Submissions by kind</h2>
            <ul className="console-tiles">
              {data.kinds.map(({ kind, total, unread }) => (
                <li key={kind} className="console-tile">
                  <Link to={`${consolePaths.inbox}?kind=${kind}`} className="console-tile-title">
                    {SUBMISSION_KIND_LABELS[kind]}
                  </Link>
                  <span className="console-tile-count">{total}</span>
                  {unread > 0 ? (
                    <Link to={`${consolePaths.inbox}?kind=${kind}&unread=true`} className="console-badge">
                      {unread} unread
                    </Link>
                  ) : (
                    <span className="console-muted">all read</span>
                  )}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="dash-unread">
            <h2 id="dash-unread">Newest unread</h2>
            {data.newestUnread.length ? (
              <SubmissionCards items={data.newestUnread} />
            ) : (
              <p className="console-muted">Nothing unread. Well done.</p>
            )}
          </section>
          <DeliveriesCard />
          <RetentionInForce retention={data.retention} />
          <BackupStatusCard />
          {/* After the day's triage (unread, deliveries): the long report would push it down the page. */}
          {seesAnalytics(role) ? <AnalyticsPanel /> : null}
        </>
      ) : null}
    </>
  );
}

function DeliveriesCard() {
  const { data, error, isPending } = useNotificationHealth();
  return (
    <section aria-labelledby="dash-deliveries">
      <h2 id="dash-deliveries">Deliveries</h2>
      {isPending ? <Loading /> : null}
      <ErrorNotice error={error} />
      {data ? <DeliveryHealth health={data} /> : null}
    </section>
  );
}

/** An outage shows from its first failed try, not only once every retry is spent. */
function RetryingNotice({ health }: { health: NotificationHealth }) {
  if (health.retrying === 0) return null;
  return (
    <Notice tone="warning">
      <strong>
        {health.retrying} {health.retrying === 1 ? 'delivery' : 'deliveries'} waiting since{' '}
        <DateTime iso={health.retryingSince} />
      </strong>
      {health.lastError ? <> — last error: {health.lastError}</> : null}
      <span className="console-muted"> · retried automatically; nothing is lost</span>
    </Notice>
  );
}

function DeliveryHealth({ health }: { health: NotificationHealth }) {
  const counts = [
    {
      label: 'Retrying',
      count: health.retrying,
      hint: 'a try failed; tried again with growing delays',
      tone: 'warning',
    },
    {
      label: 'Failed',
      count: health.failed,
      hint: 'gave up before every recipient was reached; Resend on the submission',
      tone: 'alert',
    },
    {
      label: 'Not configured',
      count: health.unconfigured,
      hint: health.emailConfigured ? 'sent at the next try' : 'sent once SMTP_URL is set',
      tone: 'warning',
    },
    { label: 'Held (spam)', count: health.held, hint: 'sent if moved out of spam', tone: 'warning' },
  ];
  return (
    <>
      <RetryingNotice health={health} />
      <ul className="console-tiles console-tiles-small">
        {counts.map(({ label, count, hint, tone }) => (
          <li key={label} className={count > 0 ? `console-tile is-${tone}` : 'console-tile'}>
            <span className="console-tile-title">{label}</span>
            <span className="console-tile-count">{count}</span>
            <span className="console-muted">{hint}</span>
          </li>
        ))}
      </ul>
      <h3 className="console-subheading">Recent failures</h3>
      {health.recentFailures.length ? (
        <ul className="console-cards">
          {health.recentFailures.map((failure) => (
            <li key={failure.deliveryId} className="console-card-item">
              <Link to={consolePaths.submission(failure.submissionId)}>
                #{failure.submissionId} · {SUBMISSION_KIND_LABELS[failure.kind]}
              </Link>
              <span className="console-muted">
                {DELIVERY_CHANNEL_LABELS[failure.channel]} · failed <DateTime iso={failure.at} />
              </span>
              {failure.reason ? <span className="console-card-subject">{failure.reason}</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="console-muted">
          {health.retrying > 0 ? 'None has failed for good yet.' : 'No failed delivery.'}
        </p>
      )}
    </>
  );
}

function RetentionInForce({ retention }: { retention: RetentionSettings }) {
  return (
    <section aria-labelledby="dash-retention">
      <h2 id="dash-retention">Retention in force</h2>
      <p className="console-muted">Older submissions are erased every day, with their files.</p>
      <dl className="console-retention">
        {SUBMISSION_KINDS.filter((kind) => kind in retention).map((kind) => (
          <div key={kind}>
            <dt>{SUBMISSION_KIND_LABELS[kind]}</dt>
            <dd>{retention[kind] === null ? 'Kept until erased by hand' : `${retention[kind]} days`}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
