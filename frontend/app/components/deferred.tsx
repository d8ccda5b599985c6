import { lazy, memo, Suspense, type ComponentType } from 'react';

/**
 * A below-the-fold part of a page whose code is not needed before the page is interactive. The
 * prerendered HTML holds its markup (app/entry.server.tsx waits for every lazy part); while the page
 * hydrates, React keeps that HTML as it is until the part's chunk has loaded (requested as hydration
 * reaches it, never modulepreloaded), then hydrates it. On a client-side navigation the part appears
 * when its chunk arrives. Memoized, so a re-render of the page above does not touch a part that is
 * still waiting for its code.
 *
 *   const CountersSection = deferred(() => import('~/components/sections/counters').then((m) => m.CountersSection));
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  Deferred.displayName = 'Deferred';
  return memo(Deferred) as unknown as ComponentType<P>;
}
