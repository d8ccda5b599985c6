/**
 * React Router's default server entry, with one change: the HTML is written once everything has
 * rendered (`onAllReady`), for every request. This server only runs at build time (`ssr: false`,
 * every public route prerendered), so streaming gains nothing, while the default (`onShellReady` for
 * all but bots) wrote each Suspense boundary still loading at shell time, such as a lazy form, as its
 * fallback ("Loading the form…") plus a hidden copy that an inline script swapped in after the first
 * paint: the form appeared late and the page shifted. Complete, the boundary is plain HTML, shown at
 * once; on the client React hydrates it when its code arrives (selective hydration) and keeps the
 * server HTML until then. `progressiveChunkSize` below is the other half of it.
 */
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Abort after streamTimeout, so rejected boundaries still have time to be written.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // React also outlines any boundary past its first 12.8 KB ("progressive chunks", so that a
        // browser can paint the start of a long stream early), with the same fallback-and-swap.
        // The page is written at once here: every boundary stays where it is.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors while rendering the shell reject and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
