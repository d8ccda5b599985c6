/**
 * What the route tests share: a published document as the API hands it to the loaders, and a page's
 * HTML as the prerender writes it (every deferred part included). Imported by tests only.
 */
import type { ContentData, ContentKind, PublishedDocument } from '@orbitwise/contracts/content';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter, Route, Routes } from 'react-router';

/** `data` as the published document `kind`/`slug` (no Markdown rendered). */
export const publishedDoc = <K extends ContentKind>(
  kind: K,
  slug: string,
  data: ContentData<K>,
  publishedAt = '2026-11-20T10:00:00.000Z',
): PublishedDocument<K> => ({ kind, slug, data, html: {}, publishedAt });

/** The element's HTML as the prerender writes it, inside a router (at `path`, when given). */
export async function prerenderedHtml(element: ReactNode, path = '/'): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={element} />
      </Routes>
    </MemoryRouter>,
  );
  let out = '';
  for await (const chunk of prelude) out += String(chunk);
  return out;
}

export const parsedHtml = (markup: string) => new DOMParser().parseFromString(markup, 'text/html');

/** The visible text of `markup`'s body. */
export const textOf = (markup: string) => parsedHtml(markup).body.textContent ?? '';

/** A route module as the tests render it: its component and its loader. */
export interface RouteModule {
  default: (props: never) => ReactNode;
  loader: (args: never) => unknown;
}

/** The route's HTML for a loader called with `args` (its `context` carries the published content). */
export async function renderedRoute(
  route: RouteModule,
  args: { context: unknown; params?: object },
): Promise<string> {
  const loaderData = route.loader(args as never);
  const Component = route.default as (props: { loaderData: unknown }) => ReactNode;
  return prerenderedHtml(<Component loaderData={loaderData} />);
}
