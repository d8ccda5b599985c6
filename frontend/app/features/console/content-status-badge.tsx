/** A document's status as a badge; a scheduled one says when it goes live. */
import { DateTime } from './ui';
import type { ContentStatus } from '@orbitwise/contracts/content';

const LABELS: Record<ContentStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  unpublished: 'Unpublished',
};

export function StatusBadge({ status, publishAt }: { status: ContentStatus; publishAt?: string | null }) {
  return (
    <span className={`content-status content-status-${status}`}>
      {LABELS[status]}
      {status === 'scheduled' && publishAt ? (
        <>
          {' '}
          for <DateTime iso={publishAt} />
        </>
      ) : null}
    </span>
  );
}
