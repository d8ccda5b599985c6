/** A short list of submissions (the dashboard's newest unread): one card each, links to the detail. */
import { STATUS_LABELS, SUBMISSION_KIND_LABELS, type SubmissionSummary } from '@orbitwise/contracts/admin';
import { Link } from 'react-router';
import { consolePaths } from './console-routes';
import { DateTime } from './ui';

export function SubmissionCards({ items }: { items: SubmissionSummary[] }) {
  return (
    <ul className="console-cards">
      {items.map((item) => (
        <li key={item.id} className={item.read ? 'console-card-item' : 'console-card-item is-unread'}>
          <Link to={consolePaths.submission(item.id)}>
            {!item.read ? <span className="console-dot" aria-label="Unread" role="img" /> : null}
            <span className="console-card-name">{item.name || item.email}</span>
          </Link>
          <span className="console-muted">
            #{item.id} · {SUBMISSION_KIND_LABELS[item.kind]} · {STATUS_LABELS[item.status]} ·{' '}
            <DateTime iso={item.receivedAt} />
          </span>
          {item.subject ? <span className="console-card-subject">{item.subject}</span> : null}
        </li>
      ))}
    </ul>
  );
}
