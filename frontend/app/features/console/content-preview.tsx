/**
 * The saved draft as its public page will show it: the site's own page component, given the draft
 * (through the route's loader shape, page-previews.tsx) instead of the published document, with the
 * Markdown rendered by the contract's renderer, the one the API and the prerender run. Everything
 * here loads on demand, in the console only.
 */
import { MARKDOWN_FIELDS, type ContentDocumentView, type ContentKind } from '@orbitwise/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { Link, useParams } from 'react-router';
import { consolePaths } from './console-routes';
import { CONTENT_KIND_NAMES, isContentKind } from './content-kinds';
import { ErrorNotice, Loading, Notice } from './ui';
import { getContent } from './content-api';
import { UnknownKind } from './content-edit';
import { contentKeys } from './content-query';
import { PagePreviewsContext, type PreviewDocument } from './content-page-preview';

export function ContentPreviewScreen() {
  const { kind, slug = '' } = useParams();
  if (!isContentKind(kind)) return <UnknownKind />;
  return <Preview key={`${kind}/${slug}`} kind={kind} slug={slug} />;
}

/** The draft with each Markdown field rendered, as the published document will carry it. */
async function previewOf(view: ContentDocumentView): Promise<PreviewDocument<never>> {
  const { renderMarkdown } = await import('@orbitwise/contracts/markdown');
  const data = view.draft as unknown as Record<string, unknown>;
  const html: Record<string, string> = {};
  for (const field of MARKDOWN_FIELDS[view.kind] as readonly string[])
    html[field] = renderMarkdown(String(data[field] ?? ''));
  return { slug: view.slug, data: view.draft as never, html };
}

function Preview({ kind, slug }: { kind: ContentKind; slug: string }) {
  const document = useQuery({
    queryKey: contentKeys.document(kind, slug),
    queryFn: () => getContent(kind, slug),
  });
  const spec = useContext(PagePreviewsContext)[kind];
  const rendered = useQuery({
    queryKey: [...contentKeys.document(kind, slug), 'preview', document.data?.version],
    queryFn: async () => {
      const preview = await previewOf(document.data!);
      return { preview, Page: spec ? await spec.load() : null };
    },
    enabled: Boolean(document.data),
    staleTime: Infinity,
  });
  const result = rendered.data;
  return (
    <>
      <p className="content-back">
        <Link to={consolePaths.contentEdit(kind, slug)}>← Back to editing</Link>
      </p>
      <h1>Preview: {CONTENT_KIND_NAMES[kind].one.toLowerCase()}</h1>
      {document.data ? (
        <Notice tone="warning">
          The saved draft (revision {document.data.version}), as visitors will see it once it is published
          {result && spec?.address ? (
            <>
              {' '}
              at <code>{spec.address(result.preview)}</code>
            </>
          ) : null}
          .
        </Notice>
      ) : null}
      {document.isPending || (document.data && rendered.isPending) ? <Loading /> : null}
      <ErrorNotice error={document.error ?? rendered.error} />
      {result ? (
        <div
          className="content-preview-frame"
          aria-label="Page preview"
          role="region"
          // A look, not the page: its forms send nothing and its links go nowhere from here.
          onSubmitCapture={(event) => event.preventDefault()}
          onClickCapture={(event) => {
            if ((event.target as Element).closest('a, button[type="submit"]')) event.preventDefault();
          }}
        >
          {result.Page ? <result.Page loaderData={spec!.loaderData(result.preview)} /> : null}
          {Object.entries(spec?.showsMarkdown ? {} : result.preview.html).map(([field, html]) => (
            <section key={field} className="section" aria-label={`${field} as rendered`}>
              {/* Sanitised by the contract's renderer, as on the site. */}
              <div className="container narrow">
                <p className="console-muted content-preview-label">As the {field} will read:</p>
                <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
              </div>
            </section>
          ))}
          {result.Page || Object.keys(result.preview.html).length ? null : (
            <p className="console-muted content-preview-none">This kind has no preview.</p>
          )}
        </div>
      ) : null}
    </>
  );
}
