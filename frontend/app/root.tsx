import { useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from 'react-router';
import { siteChromeOf } from './content/company';
import { siteContentOf } from './content/site-content';
import type { Route } from './+types/root';
import './styles/global.css';

/**
 * What every page's chrome shows: the published `site` document (footer blurb with the published
 * figures, social and chat links; the seed's at build time) and the copyright year, the year the page
 * is rendered in (a yearly re-render brings a new year to every page). The root's loader, because its
 * data is also in the SPA shell (an unknown project id, the console), where no page's data file exists.
 */
export function loader({ context }: Route.LoaderArgs) {
  return siteChromeOf(siteContentOf(context));
}

/**
 * Never fetched again on a client-side navigation (the console's paths have no data file): the page
 * first loaded carries the figures published when it was rendered, as its own text does.
 */
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  // Marks the page interactive: its scripts arrive after the first paint (boot-after-first-paint.ts),
  // so browser tests and monitoring wait for this rather than for the load event.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3d91" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Shown by the SPA shell (client-only routes) until the app has loaded. */
export function HydrateFallback({ loaderData }: Route.HydrateFallbackProps) {
  return (
    <div className="page-loader" role="status" aria-live="polite">
      {/* The shell's HTML needs a title (React puts it in the head); the screen's own replaces it. */}
      <title>{loaderData?.companyName ? `Loading… | ${loaderData.companyName}` : 'Loading…'}</title>
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong';
  return (
    <main className="container error-page">
      <h1>{title}</h1>
      <p>Please reload the page or go back to the home page.</p>
      <a className="button" href="/home">
        Back to home
      </a>
    </main>
  );
}
