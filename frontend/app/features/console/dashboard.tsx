/** Counts per kind (with unread), the newest unread submissions, and the retention in force. */
import { SUBMISSION_KIND_LABELS, SUBMISSION_KINDS, type RetentionSettings } from '@orbitwise/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { consolePaths } from './console-routes';
import { getDashboard } from './api';
import { SubmissionCards } from './submission-cards';
import { keys } from './query';
import { ErrorNotice, Loading } from './ui';

export function DashboardScreen() {
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
          <RetentionInForce retention={data.retention} />
        </>
      ) : null}
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
