/**
 * The console's own router, below the main router's one `/admin/*` route: each screen of
 * CONSOLE_SCREENS loads on demand; the signed-in ones render in the shell (side navigation beside
 * the outlet), those only some roles may open behind Allowed; any other `/admin/...` goes to the login
 * page (spec). `useRoutes` is the matcher the framework's router already runs, so it adds next to
 * nothing to the router code every public page loads (`npm run report:bundle`).
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet, useParams, useRoutes, type RouteObject } from 'react-router';
import { ConsoleRoot } from './chrome';
import {
  CONSOLE_SCREEN_IDS,
  CONSOLE_SCREENS,
  consolePaths,
  relativePath,
  type ConsoleScreenId,
} from './console-routes';
import { PagePreviewsContext, type PagePreviews } from './content-page-preview';
import { Redirect } from './routing';
import { homeOf, useSession } from './session';
import { Allowed, SignedInShell } from './shell';
import { Loading } from './ui';

/** A named export of a lazily loaded module, as a component. */
function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const Submission = lazy(async () => ({ default: (await import('./detail')).SubmissionScreen }));

/** /admin: the dashboard when signed in, else the login page. */
function ConsoleHome() {
  const { data: session, isPending } = useSession();
  if (isPending) return <Loading />;
  return <Redirect to={session ? homeOf(session.operator.role) : consolePaths.login} />;
}

function SubmissionRoute() {
  const { id = '' } = useParams();
  return <Submission key={id} id={id} />;
}

const SCREENS: Record<ConsoleScreenId, ComponentType> = {
  home: ConsoleHome,
  login: screen(() => import('./login'), 'LoginScreen'),
  setup: screen(() => import('./setup'), 'SetupScreen'),
  dashboard: screen(() => import('./dashboard'), 'DashboardScreen'),
  inbox: screen(() => import('./inbox'), 'InboxScreen'),
  submission: SubmissionRoute,
  operators: screen(() => import('./operators'), 'OperatorsScreen'),
  audit: screen(() => import('./audit'), 'AuditScreen'),
  privacy: screen(() => import('./privacy'), 'PrivacyScreen'),
  notifications: screen(() => import('./notifications'), 'NotificationsScreen'),
  replyTemplates: screen(() => import('./reply-templates'), 'ReplyTemplatesScreen'),
  newsletter: screen(() => import('./newsletter'), 'NewsletterScreen'),
  integrationKeys: screen(() => import('./integration-keys'), 'IntegrationKeysScreen'),
  account: screen(() => import('./account'), 'AccountScreen'),
  content: screen(() => import('./content-home'), 'ContentHomeScreen'),
  contentList: screen(() => import('./content-list'), 'ContentListScreen'),
  contentNew: screen(() => import('./content-edit'), 'ContentNewScreen'),
  contentEdit: screen(() => import('./content-edit'), 'ContentEditScreen'),
  contentPreview: screen(() => import('./content-preview'), 'ContentPreviewScreen'),
};

function toRoute(id: ConsoleScreenId): RouteObject {
  const Screen = SCREENS[id];
  const { path, access } = CONSOLE_SCREENS[id];
  const element =
    access === 'open' || access === 'signed-in' ? (
      <Screen />
    ) : (
      <Allowed access={access} elseHome={id === 'dashboard'}>
        <Screen />
      </Allowed>
    );
  const relative = relativePath(path);
  return relative ? { path: relative, element } : { index: true, element };
}

const withAccess = (open: boolean) =>
  CONSOLE_SCREEN_IDS.filter((id) => (CONSOLE_SCREENS[id].access === 'open') === open).map(toRoute);

const ROUTES: RouteObject[] = [
  ...withAccess(true),
  {
    element: (
      <SignedInShell>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </SignedInShell>
    ),
    children: withAccess(false),
  },
  { path: '*', element: <Redirect to={consolePaths.login} /> },
];

/**
 * Every /admin page: the console's own chrome (none of the site's layout) around the screen.
 * `pagePreviews`: the site's page components the content preview renders drafts with.
 */
export function ConsoleApp({ pagePreviews = {} }: { pagePreviews?: PagePreviews }) {
  const routes = useRoutes(ROUTES);
  return (
    <ConsoleRoot>
      <PagePreviewsContext.Provider value={pagePreviews}>
        <Suspense fallback={<Loading />}>{routes}</Suspense>
      </PagePreviewsContext.Provider>
    </ConsoleRoot>
  );
}
