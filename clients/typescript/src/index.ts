import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema.js';

export type { components, operations, paths, webhooks } from './schema.js';

export interface OrbitwiseClientOptions {
  /** The site's origin, e.g. `https://www.orbitwise.example` (the paths start with `/api`). */
  baseUrl: string;
  /** An integration key (`ow_live_…`), sent as `Authorization: Bearer <key>` on every call. */
  key?: string;
  /** Another fetch (a test's, a proxy's); the global one by default. */
  fetch?: typeof globalThis.fetch;
}

export type OrbitwiseClient = Client<paths>;

/** A typed client of the whole API: `client.POST('/api/ContactUs/AddContactUs', { body })`. */
export function createOrbitwiseClient({ baseUrl, key, fetch }: OrbitwiseClientOptions): OrbitwiseClient {
  return createClient<paths>({
    baseUrl,
    ...(fetch ? { fetch } : {}),
    headers: key ? { Authorization: `Bearer ${key}` } : {},
  });
}

/**
 * The body serializer of a multipart call (AddCareer): each field a part, a Blob or File as a
 * file part (a File keeps its name), anything else as text.
 */
export function multipart(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (value instanceof Blob) form.append(name, value);
    else form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return form;
}
