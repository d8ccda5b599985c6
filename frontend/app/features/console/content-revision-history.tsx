/**
 * Every save of a document, newest first; restoring one makes its values the draft again; any two
 * can be compared field by field (at first the newest and the one before it).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  contentTitle,
  type ContentDocumentView,
  type ContentKind,
  type RevisionAction,
} from '@orbitwise/contracts/content';
import { ConfirmButton, DateTime, ErrorNotice, Loading, Notice } from './ui';
import { listRevisions, restoreRevision } from './content-api';
import { contentKeys } from './content-query';
import { RevisionCompare, type RevisionPair } from './content-revision-compare';

const ACTIONS: Record<RevisionAction, string> = {
  seeded: 'Imported',
  created: 'Created',
  saved: 'Saved',
  restored: 'Restored',
};

export function RevisionHistory({
  kind,
  slug,
  publishedRevision,
  version,
  unsaved = false,
  onRestored,
}: {
  kind: ContentKind;
  slug: string;
  /** The revision visitors see, marked in the list. */
  publishedRevision: number | null;
  /** The document's version now: a save since the restore changes it. */
  version: number;
  /** The form holds edits that are not saved: a restore replaces them, so the question says so. */
  unsaved?: boolean;
  onRestored: (next: ContentDocumentView) => Promise<void>;
}) {
  const revisions = useQuery({
    queryKey: contentKeys.revisions(kind, slug),
    queryFn: () => listRevisions(kind, slug),
  });
  const restore = useMutation({
    mutationFn: (revision: number) => restoreRevision(kind, slug, revision),
    onSuccess: onRestored,
  });
  const items = revisions.data?.items ?? [];
  const newest = items[0]?.revision;
  // The editor's pair until a new revision comes; else the newest and the one before it.
  const [chosen, setChosen] = useState<{ pair: RevisionPair; newest: number | undefined } | null>(null);
  const compareHeading = useRef<HTMLHeadingElement>(null);
  const pair: RevisionPair | null =
    chosen && chosen.newest === newest
      ? chosen.pair
      : items.length > 1
        ? { older: items[1]!.revision, newer: items[0]!.revision }
        : null;
  const choose = (next: RevisionPair) => setChosen({ pair: next, newest });
  const compareWithPrevious = (index: number) => {
    choose({ older: items[index + 1]!.revision, newer: items[index]!.revision });
    compareHeading.current?.focus();
  };
  return (
    <section aria-labelledby="content-history" className="console-panel">
      <h2 id="content-history">History</h2>
      {revisions.isPending ? <Loading /> : null}
      <ErrorNotice error={revisions.error ?? restore.error} />
      {/* Only while it holds: the restored draft is neither saved over nor published yet. */}
      {restore.data && restore.data.version === version && publishedRevision !== version ? (
        <Notice tone="success">Restored as the draft. Publish it to put it on the site.</Notice>
      ) : null}
      {revisions.data ? (
        <ol className="content-revisions">
          {revisions.data.items.map((revision, index) => (
            <li key={revision.revision}>
              <span>
                <strong>
                  {revision.revision}. {ACTIONS[revision.action]}
                  {revision.restoredFrom === null ? '' : ` from ${revision.restoredFrom}`}
                </strong>{' '}
                <DateTime iso={revision.at} seconds /> by {revision.by ?? 'the system'}
                {revision.revision === publishedRevision ? (
                  <span className="content-status content-status-published content-live">Live</span>
                ) : null}
                <span className="content-revision-title">“{contentTitle(kind, revision.data)}”</span>
              </span>
              <span className="content-revision-actions">
                {index + 1 < items.length ? (
                  <button
                    type="button"
                    className="console-link-button"
                    onClick={() => compareWithPrevious(index)}
                  >
                    Compare {revision.revision} with {items[index + 1]!.revision}
                  </button>
                ) : null}
                {index === 0 ? (
                  <span className="console-muted">Current</span>
                ) : (
                  <ConfirmButton
                    label={`Restore revision ${revision.revision}`}
                    title="Restore this revision?"
                    description={
                      unsaved
                        ? 'Your unsaved changes will be lost: its values replace them in the form and become the draft (a new revision).'
                        : 'Its values become the draft (a new revision); nothing is lost.'
                    }
                    confirmLabel="Restore"
                    onConfirm={() => restore.mutate(revision.revision)}
                    pending={restore.isPending}
                    small
                    quiet
                  />
                )}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      {pair ? (
        <RevisionCompare
          kind={kind}
          revisions={items}
          pair={pair}
          onPair={choose}
          headingRef={compareHeading}
        />
      ) : null}
    </section>
  );
}
