/** Small pieces every console screen uses: loading and error states, dates, confirmation. */
import { useEffect, useState, type ReactNode } from 'react';
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

export function Notice({
  children,
  tone = 'info',
}: {
  children: ReactNode;
  tone?: 'info' | 'success' | 'warning';
}) {
  return (
    <div className={`console-notice console-notice-${tone}`} role="status">
      {children}
    </div>
  );
}

const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const DATE_TIME_SECONDS = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

/** A moment, to the minute (or to the second, for logs whose entries can be seconds apart). */
export function DateTime({ iso, seconds = false }: { iso: string | null | undefined; seconds?: boolean }) {
  if (!iso) return <>—</>;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <>{iso}</>;
  return <time dateTime={iso}>{(seconds ? DATE_TIME_SECONDS : DATE_TIME).format(date)}</time>;
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
  small = false,
  quiet = false,
}: {
  label: string;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  /** The size of the buttons beside it in a row of actions. */
  small?: boolean;
  /** An outline button (undoable but disruptive, e.g. a new secret) instead of a red one. */
  quiet?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const look = `button ${quiet ? 'button-outline' : 'console-danger'}${small ? ' console-small' : ''}`;
  return (
    <>
      <button type="button" className={look} onClick={() => setOpen(true)} disabled={pending}>
        {pending ? 'Working…' : label}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={title} description={description}>
        <div className="console-actions">
          <button
            type="button"
            className={quiet ? 'button' : 'button console-danger'}
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

/** Copies `text` to the clipboard, and says so for a moment (or that it could not). */
export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), 2500);
    return () => clearTimeout(timer);
  }, [outcome]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  return (
    <span className="console-copy">
      <button type="button" className="button button-outline console-small" onClick={() => void copy()}>
        {label}
      </button>
      <span role="status" className="console-muted">
        {outcome === 'copied' ? 'Copied.' : outcome === 'failed' ? 'Copying failed: select the text.' : ''}
      </span>
    </span>
  );
}
