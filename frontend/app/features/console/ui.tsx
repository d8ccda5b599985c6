/** Small pieces every console screen uses: loading and error states, dates, confirmation. */
import { useState, type ReactNode } from 'react';
import { Modal } from '~/components/modal';
import { ApiError } from '~/lib/api-client';

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p className="console-loading" role="status">
      <span className="spinner console-spinner" aria-hidden="true" />
      {label}
    </p>
  );
}

/** The next keyset page of an infinite query, when there is one. */
export function LoadMore({
  list,
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
}) {
  if (!list.hasNextPage) return null;
  return (
    <p>
      <button
        type="button"
        className="button button-outline"
        onClick={() => void list.fetchNextPage()}
        disabled={list.isFetchingNextPage}
      >
        {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
      </button>
    </p>
  );
}

/** A refused or failed call, as a readable message (403 says plainly that the role may not). */
export function ErrorNotice({ error }: { error: unknown }) {
  if (!error) return null;
  const message = error instanceof Error ? error.message : 'Something went wrong.';
  if (error instanceof ApiError && error.status === 403) return <NotAllowed detail={message} />;
  return (
    <div className="console-notice console-notice-error" role="alert">
      {message}
    </div>
  );
}

export function NotAllowed({ detail }: { detail?: string }) {
  return (
    <div className="console-notice console-notice-error" role="alert">
      <strong>Not allowed.</strong> {detail ?? 'Your role does not give access to this page.'}
    </div>
  );
}

export function Notice({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'success' }) {
  return (
    <div className={`console-notice console-notice-${tone}`} role="status">
      {children}
    </div>
  );
}

const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function DateTime({ iso }: { iso: string | null | undefined }) {
  if (!iso) return <>—</>;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <>{iso}</>;
  return <time dateTime={iso}>{DATE_TIME.format(date)}</time>;
}

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} bytes`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}

/** A button that asks first, in a modal dialog, before doing something that cannot be undone. */
export function ConfirmButton({
  label,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending,
}: {
  label: string;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button console-danger"
        onClick={() => setOpen(true)}
        disabled={pending}
      >
        {pending ? 'Working…' : label}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={title} description={description}>
        <div className="console-actions">
          <button
            type="button"
            className="button console-danger"
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            {confirmLabel}
          </button>
          <button type="button" className="button button-outline" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </div>
      </Modal>
    </>
  );
}
