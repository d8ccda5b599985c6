/**
 * A public route's own component as the console's preview renders it, given a draft's data as its
 * loader's (routes/admin-page-previews.tsx and the other preview tables use it).
 */
import { useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { UNSAFE_DataRouterStateContext, UNSAFE_RouteContext } from 'react-router';
import type { PageComponent } from '~/features/console';

/** The id the previewed page's data is given under (no route of the site has it). */
const PREVIEW_ROUTE_ID = 'console-content-preview';

/**
 * The route's own default export, as the framework built it: it reads its loader's data through the
 * router's hooks (useLoaderData), not from props. So the preview gives it the draft the way the
 * router would, for this subtree only: the router's state with the draft as this route's loader data,
 * and a route match of that id.
 */
function WithLoaderData({ data, children }: { data: unknown; children: ReactNode }) {
  const state = useContext(UNSAFE_DataRouterStateContext);
  const route = useContext(UNSAFE_RouteContext);
  const previewState = useMemo(
    () =>
      state && { ...state, loaderData: { ...state.loaderData, [PREVIEW_ROUTE_ID]: data }, actionData: null },
    [state, data],
  );
  const previewRoute = useMemo(() => {
    const last = route.matches[route.matches.length - 1];
    if (!last) return route;
    return {
      ...route,
      matches: [...route.matches, { ...last, route: { ...last.route, id: PREVIEW_ROUTE_ID } }],
    };
  }, [route]);
  return (
    <UNSAFE_DataRouterStateContext.Provider value={previewState}>
      <UNSAFE_RouteContext.Provider value={previewRoute}>{children}</UNSAFE_RouteContext.Provider>
    </UNSAFE_DataRouterStateContext.Provider>
  );
}

// The built default export ignores its props (the framework's wrapper reads the router, see above);
// the module's own component, as unit tests import it without the framework's build, reads them.
export const page = (module: { default: unknown }): PageComponent =>
  function PagePreview({ loaderData }) {
    const Page = module.default as ComponentType<{ loaderData: unknown }>;
    return (
      <WithLoaderData data={loaderData}>
        <Page loaderData={loaderData} />
      </WithLoaderData>
    );
  };
