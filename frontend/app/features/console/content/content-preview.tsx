/**
 * The saved draft as its public page will show it: the site's own page components, given the draft
 * instead of the published document, inside the console (which loads them only here, on demand).
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { consolePaths } from '../console-routes';
import { CONTENT_KIND_NAMES, isContentKind } from '../content-kinds';
import { ErrorNotice, Loading, Notice } from '../ui';
import { getContent } from './content-api';
import { UnknownKind } from './content-edit';
import { contentKeys } from './content-query';

export function ContentPreviewScreen() {
  const { kind, slug = '' } = useParams();
  const known = isContentKind(kind);
  const document = useQuery({
    queryKey: known ? contentKeys.document(kind, slug) : ['content', 'unknown'],
    queryFn: () => (known ? getContent(kind, slug) : Promise.reject(new Error('Unknown kind'))),
    enabled: known,
  });
  if (!known) return <UnknownKind />;
  return (
    <>
      <p className="content-back">
        <Link to={consolePaths.contentEdit(kind, slug)}>← Back to editing</Link>
      </p>
      <h1>Preview: {CONTENT_KIND_NAMES[kind].one.toLowerCase()}</h1>
      <Notice tone="warning">This is the saved draft, as visitors will see it once it is published.</Notice>
      {document.isPending ? <Loading /> : null}
      <ErrorNotice error={document.error} />
    </>
  );
}
