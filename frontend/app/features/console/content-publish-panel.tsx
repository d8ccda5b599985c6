/**
 * Publishing a document: now, or at a time (a scheduled publish, which the API's job runs), and
 * unpublishing it. The time is typed in the editor's own time zone and sent as an instant. Edits not
 * yet saved are saved first, as the Save button would (refused: nothing is published), and the
 * publish names the revision that save made, so exactly what the editor sees goes live.
 */
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ContentDocumentView, ContentKind } from '@orbitwise/contracts/content';
import { ConfirmButton, ErrorNotice, Notice } from './ui';
import { publishContent, unpublishContent } from './content-api';
import { scheduleInstant } from './content-schedule';

const NOT_SAVED =
  'Nothing was published: your changes could not be saved. Correct the fields marked in the form and try again.';

/** What a publish did, for its message. */
interface Outcome {
  document: ContentDocumentView;
  savedFirst: boolean;
  scheduled: boolean;
}

export function PublishPanel({
  kind,
  document,
  unsaved,
  saveFirst,
  onChanged,
}: {
  kind: ContentKind;
  document: ContentDocumentView;
  /** The form holds edits that are not saved yet. */
  unsaved: boolean;
  /** Saves the form's edits as the draft: the saved document, or null when refused. */
  saveFirst: () => Promise<ContentDocumentView | null>;
  onChanged: (next: ContentDocumentView) => Promise<void>;
}) {
  const [at, setAt] = useState('');
  const [atError, setAtError] = useState<string | null>(null);
  const atId = useId();
  const publish = useMutation({
    mutationFn: async (when?: string): Promise<Outcome> => {
      const savedFirst = unsaved;
      const draft = savedFirst ? await saveFirst() : document;
      if (!draft) throw new Error(NOT_SAVED);
      try {
        const next = await publishContent(kind, draft.slug, draft.version, when);
        return { document: next, savedFirst, scheduled: when !== undefined };
      } catch (error) {
        if (!savedFirst || !(error instanceof Error)) throw error;
        throw new Error(`Your changes are saved as the draft, but not published: ${error.message}`);
      }
    },
    onSuccess: (outcome) => onChanged(outcome.document),
  });
  const unpublish = useMutation({
    mutationFn: () => unpublishContent(kind, document.slug),
    onSuccess: onChanged,
  });
  const schedule = () => {
    const instant = scheduleInstant(at, new Date());
    setAtError(instant.error);
    if (instant.iso) publish.mutate(instant.iso);
  };
  const live = document.status === 'published' || document.status === 'scheduled';
  return (
    <section aria-labelledby="content-publish" className="console-panel">
      <h2 id="content-publish">Publish</h2>
      <p className="console-muted">
        {unsaved
          ? 'Publishing saves your unsaved changes first, then puts them on the site.'
          : 'Publishing puts the saved draft on the site.'}
      </p>
      <div className="console-actions">
        <button
          type="button"
          className="button"
          onClick={() => publish.mutate(undefined)}
          disabled={publish.isPending}
        >
          {publish.isPending && publish.variables === undefined ? 'Publishing…' : 'Publish now'}
        </button>
        {live ? (
          <ConfirmButton
            label="Unpublish"
            title="Unpublish?"
            description="The page leaves the site within seconds; the document and its history stay here."
            confirmLabel="Unpublish"
            onConfirm={() => unpublish.mutate()}
            pending={unpublish.isPending}
          />
        ) : null}
      </div>
      <div className="console-inline-form content-schedule">
        <label htmlFor={atId}>Or publish at</label>
        <div className="field">
          <input
            id={atId}
            type="datetime-local"
            value={at}
            onChange={(event) => setAt(event.target.value)}
            aria-invalid={Boolean(atError)}
            aria-describedby={`${atId}-error`}
          />
          <p id={`${atId}-error`} className="field-error" role="alert">
            {atError}
          </p>
        </div>
        <button
          type="button"
          className="button button-outline"
          onClick={schedule}
          disabled={publish.isPending}
        >
          Schedule
        </button>
      </div>
      {publish.data ? <Notice tone="success">{outcomeMessage(publish.data)}</Notice> : null}
      {unpublish.isSuccess ? <Notice tone="success">Unpublished.</Notice> : null}
      <ErrorNotice error={publish.error ?? unpublish.error} />
    </section>
  );
}

function outcomeMessage({ savedFirst, scheduled }: Outcome): string {
  if (scheduled) return savedFirst ? 'Saved and scheduled.' : 'Scheduled.';
  return savedFirst ? 'Saved and published.' : 'Published.';
}
