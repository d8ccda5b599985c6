// Runs only at build time: with `ssr: false` every public page is prerendered, and a prerendered file
// is read whole. React Router's default entry streams the shell first and sends the Suspense
// boundaries still loading then (lazy forms, deferred below-the-fold sections) afterwards, out of
// order, for inline scripts to move into place; React also moves completed boundaries out of the way
// once a document passes 12,800 bytes. This entry waits for everything (onAllReady, as React
// recommends for static generation) and writes every boundary in place: the HTML is in document
// order, with no reveal scripts, and React keeps it while the lazy code behind it loads after the page
// is interactive. Its scripts are fetched after the first paint (boot-after-first-paint.ts).
import { Writable } from 'node:stream';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { bootAfterFirstPaint } from './boot-after-first-paint';

export const streamTimeout = 10_000;

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
    let status = responseStatusCode;
    let ready = false;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // React moves completed boundaries out of the way once a document passes this many bytes (to
        // paint a long stream's shell sooner); a prerendered file is read whole, so none is moved.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          ready = true;
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(Buffer.from(chunk));
              callback();
            },
            final(callback) {
              clearTimeout(timeout);
              responseHeaders.set('Content-Type', 'text/html');
              const html = bootAfterFirstPaint(Buffer.concat(chunks).toString('utf8'));
              resolve(new Response(html, { headers: responseHeaders, status }));
              callback();
            },
          });
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          // Before the shell is done, onShellError rejects and React Router logs the error.
          if (ready) console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}

// For the API's re-render after a publish (backend/src/platform/site/site-renderer.ts): read from the
// kept server build, never by a page.
export { renderPlan, siteContentFrom, sitemapXml } from './config/published-site';
// The same React Router instance as the build's routes, for the API's request handler.
export { createRequestHandler } from 'react-router';
