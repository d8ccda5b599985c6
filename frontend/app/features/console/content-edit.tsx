/**
 * One document: its form (Save draft), then, once saved, the way to preview it as the page will
 * look, publish it now or at a time (unsaved edits saved first), unpublish it, and its revisions, each
 * of which can be restored. Leaving with unsaved edits asks first.
 */
import type { ContentData, ContentDocumentView, ContentKind } from '@orbitwise/contracts/content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { consolePaths } from './console-routes';
import { CONTENT_KIND_NAMES, isContentKind } from './content-kinds';
import { ErrorNotice, Loading, NotAllowed } from './ui';
import { createContent, getContent, saveContent } from './content-api';
import { ContentForm, type UnsavedDraft } from './content-form';
import { LeaveGuard } from './content-leave-guard';
import { LiveLink } from './content-live-link';
import { contentKeys } from './content-query';
import { keys } from './query';
import { PublishPanel } from './content-publish-panel';
import { RevisionHistory } from './content-revision-history';
import { StatusBadge } from './content-status-badge';

export function UnknownKind() {
  return (
    <>
      <h1>Content</h1>
      <NotAllowed detail="There is no such kind of content." />
    </>
  );
}

export function ContentNewScreen() {
  const { kind } = useParams();
  if (!isContentKind(kind)) return <UnknownKind />;
  return <NewDocument key={kind} kind={kind} />;
}

export function ContentEditScreen() {
  const { kind, slug = '' } = useParams();
  if (!isContentKind(kind)) return <UnknownKind />;
  return <EditDocument key={`${kind}/${slug}`} kind={kind} slug={slug} />;
}

function BackToList({ kind }: { kind: ContentKind }) {
  return (
    <p className="content-back">
      <Link to={consolePaths.contentList(kind)}>← {CONTENT_KIND_NAMES[kind].plural}</Link>
    </p>
  );
}

function NewDocument({ kind }: { kind: ContentKind }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const create = useMutation({
    mutationFn: ({ slug, ...data }: ContentData & { slug?: string }) =>
      createContent(kind, slug ?? '', data as ContentData),
    onSuccess: async (document) => {
      client.setQueryData(contentKeys.document(kind, document.slug), document);
      await client.invalidateQueries({ queryKey: contentKeys.list(kind) });
      await navigate(consolePaths.contentEdit(kind, document.slug), { replace: true });
    },
  });
  return (
    <>
      <BackToList kind={kind} />
      <h1>New {CONTENT_KIND_NAMES[kind].one.toLowerCase()}</h1>
      <ContentForm kind={kind} save={create} isNew />
    </>
  );
}

function EditDocument({ kind, slug }: { kind: ContentKind; slug: string }) {
  const client = useQueryClient();
  const document = useQuery({
    queryKey: contentKeys.document(kind, slug),
    queryFn: () => getContent(kind, slug),
  });
  const changed = async (next: ContentDocumentView) => {
    client.setQueryData(contentKeys.document(kind, slug), next);
    await client.invalidateQueries({ queryKey: contentKeys.list(kind) });
    await client.invalidateQueries({ queryKey: contentKeys.published(kind) });
    await client.invalidateQueries({ queryKey: contentKeys.revisions(kind, slug) });
    // A published rename shows in the console's header at once.
    if (kind === 'site') await client.invalidateQueries({ queryKey: keys.companyName });
  };
  const save = useMutation({
    mutationFn: (data: ContentData) => saveContent(kind, slug, data, document.data?.version ?? 0),
    onSuccess: changed,
  });
  const published = async (next: ContentDocumentView) => {
    save.reset(); // the panel says what happened ("Saved and published."), not "Draft saved."
    await changed(next);
  };
  const draftForm = useRef<UnsavedDraft>(null);
  const [unsaved, setUnsaved] = useState(false);
  const saveFirst = () => draftForm.current?.save() ?? Promise.resolve(null);
  const names = CONTENT_KIND_NAMES[kind];
  const view = document.data;
  return (
    <div className="content-edit">
      <BackToList kind={kind} />
      <h1>Edit {names.one.toLowerCase()}</h1>
      {document.isPending ? <Loading /> : null}
      <ErrorNotice error={document.error} />
      {view ? (
        <>
          <div className="content-meta">
            <StatusBadge status={view.status} publishAt={view.publishAt} />
            {view.published ? (
              <span className="content-live-at">
                On the site: <LiveLink kind={kind} slug={slug} data={view.published} />
              </span>
            ) : null}
            <Link
              to={consolePaths.contentPreview(kind, slug)}
              className="button button-outline console-small"
            >
              Preview the saved draft
            </Link>
            {view.hasUnpublishedChanges && view.status === 'published' ? (
              <span className="console-muted">The draft has changes visitors do not see yet.</span>
            ) : null}
          </div>
          {/* A save or a restore brings a new version: the form starts again from its values. */}
          <ContentForm
            key={view.version}
            kind={kind}
            initial={view.draft}
            save={save}
            draftRef={draftForm}
            onUnsavedChange={setUnsaved}
          />
          <PublishPanel
            kind={kind}
            document={view}
            unsaved={unsaved}
            saveFirst={saveFirst}
            onChanged={published}
          />
          <RevisionHistory
            kind={kind}
            slug={slug}
            publishedRevision={view.publishedRevision}
            version={view.version}
            unsaved={unsaved}
            onRestored={changed}
          />
          <LeaveGuard unsaved={unsaved} />
        </>
      ) : null}
    </div>
  );
}
