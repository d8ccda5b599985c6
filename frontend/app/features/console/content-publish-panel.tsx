/**
 * Publishing a saved document: now, or at a time (a scheduled publish, which the API's job runs),
 * and unpublishing it. The time is typed in the editor's own time zone and sent as an instant.
 */
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ContentDocumentView, ContentKind } from '@orbitwise/contracts/content';
import { ConfirmButton, ErrorNotice, Notice } from './ui';
import { publishContent, unpublishContent } from './content-api';
import { scheduleInstant } from './content-schedule';

export function PublishPanel({
  kind,
  document,
  onChanged,
}: {
  kind: ContentKind;
  document: ContentDocumentView;
  onChanged: (next: ContentDocumentView) => Promise<void>;
}) {
  const [at, setAt] = useState('');
  const [atError, setAtError] = useState<string | null>(null);
  const atId = useId();
  const publish = useMutation({
    mutationFn: (when?: string) => publishContent(kind, document.slug, document.version, when),
    onSuccess: onChanged,
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
      <p className="console-muted">Publishing puts the saved draft on the site; save your changes first.</p>
      <div className="console-actions">
        <button
          type="button"
          className="button"
          onClick={() => publish.mutate(undefined)}
          disabled={publish.isPending}
        >
          Publish now
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
      {publish.isSuccess ? (
        <Notice tone="success">{publish.variables ? 'Scheduled.' : 'Published.'}</Notice>
      ) : null}
      {unpublish.isSuccess ? <Notice tone="success">Unpublished.</Notice> : null}
      <ErrorNotice error={publish.error ?? unpublish.error} />
    </section>
  );
}
