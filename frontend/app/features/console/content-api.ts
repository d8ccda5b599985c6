/**
 * The editors' calls to the admin content API, one function each, over the site's one HTTP client.
 * Paths and payloads come from the contract (`@orbitwise/contracts/content`).
 */
import {
  CONTENT_API,
  CONTENT_MESSAGES,
  IMAGE_MAX_BYTES_DEFAULT,
  IMAGE_UPLOAD_FIELDS,
  type ContentData,
  type ContentDocumentView,
  type ContentImage,
  type ContentKind,
  type ContentListResponse,
  type PublishedListResponse,
  type RevisionListResponse,
} from '@orbitwise/contracts/content';
import { ApiError, request } from '~/lib/api-client';

export const listContent = (kind: ContentKind) => request<ContentListResponse>(CONTENT_API.documents(kind));
export const getContent = (kind: ContentKind, slug: string) =>
  request<ContentDocumentView>(CONTENT_API.document(kind, slug));
export const createContent = (kind: ContentKind, slug: string, data: ContentData) =>
  request<ContentDocumentView>(CONTENT_API.documents(kind), { method: 'POST', body: { slug, data } });
/** The whole draft, with the version it was read at (409 when someone saved in between). */
export const saveContent = (kind: ContentKind, slug: string, data: ContentData, version: number) =>
  request<ContentDocumentView>(CONTENT_API.document(kind, slug), { method: 'PUT', body: { data, version } });
/**
 * Now (no `at`), or at a future instant (ISO 8601 with its offset); `version` is the draft the editor
 * saw, so a draft changed since (by someone else) is not published unseen (409).
 */
export const publishContent = (kind: ContentKind, slug: string, version: number, at?: string) =>
  request<ContentDocumentView>(CONTENT_API.publish(kind, slug), {
    method: 'POST',
    body: at ? { at, version } : { version },
  });
export const unpublishContent = (kind: ContentKind, slug: string) =>
  request<ContentDocumentView>(CONTENT_API.unpublish(kind, slug), { method: 'POST' });
/** What visitors see of a kind (the public read): each published document's data, for its live link. */
export const listPublished = (kind: ContentKind) =>
  request<PublishedListResponse>(CONTENT_API.published(kind));
export const listRevisions = (kind: ContentKind, slug: string) =>
  request<RevisionListResponse>(CONTENT_API.revisions(kind, slug));
export const restoreRevision = (kind: ContentKind, slug: string, revision: number) =>
  request<ContentDocumentView>(CONTENT_API.restore(kind, slug, revision), { method: 'POST' });

/**
 * The image and its alt text, in one multipart request; the API answers the stored picture. Too
 * large, the API's 413 names its limit; a 413 without its words (nginx's own page, when the body is
 * over the proxy's limit) says the default limit all the same.
 */
export async function uploadImage(file: File, alt: string): Promise<ContentImage> {
  const body = new FormData();
  // The alt text first: the API refuses a picture without one before reading its bytes.
  body.append(IMAGE_UPLOAD_FIELDS.alt, alt);
  body.append(IMAGE_UPLOAD_FIELDS.file, file);
  try {
    return await request<ContentImage>(CONTENT_API.images, { method: 'POST', body });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 413 || error.fieldErrors[IMAGE_UPLOAD_FIELDS.file]) {
      throw error;
    }
    const message = CONTENT_MESSAGES.imageTooLarge(IMAGE_MAX_BYTES_DEFAULT);
    throw new ApiError(413, message, { [IMAGE_UPLOAD_FIELDS.file]: [message] });
  }
}
