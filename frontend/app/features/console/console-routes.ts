/**
 * The console's screens in one typed table. The main router knows the console only as one lazy
 * route, `/admin/*` (app/config/routes-table.ts), so public pages carry none of this; below it the
 * console routes its own screens (console-router.tsx), and its navigation and links take their
 * paths from `consolePaths`.
 */
import { consoleSubmissionPath } from '@orbitwise/contracts/admin';
import { paths } from '~/config/routes-table';
import { contentTitle } from './content-kinds';

/** Every console URL. The spec's three (`/admin`, `/admin/login`, `/admin/dashboard`) are the site's own. */
export const consolePaths = {
  home: paths.admin,
  login: paths.adminLogin,
  setup: '/admin/setup',
  dashboard: paths.adminDashboard,
  inbox: '/admin/inbox',
  /** The contract's, so the e-mails' and webhook events' links open the same page. */
  submission: consoleSubmissionPath,
  operators: '/admin/operators',
  audit: '/admin/audit',
  privacy: '/admin/privacy',
  notifications: '/admin/notifications',
  replyTemplates: '/admin/reply-templates',
  newsletter: '/admin/newsletter',
  integrationKeys: '/admin/integration-keys',
  account: '/admin/account',
  /** The editors' screens: every kind of content, its list, editor and preview. */
  content: '/admin/content',
  contentList: (kind: string) => `/admin/content/${encodeURIComponent(kind)}`,
  /** `new` is no kind, while it could be a document's slug. */
  contentNew: (kind: string) => `/admin/content/new/${encodeURIComponent(kind)}`,
  contentEdit: (kind: string, slug: string) =>
    `/admin/content/${encodeURIComponent(kind)}/${encodeURIComponent(slug)}`,
  contentPreview: (kind: string, slug: string) =>
    `/admin/content/${encodeURIComponent(kind)}/${encodeURIComponent(slug)}/preview`,
} as const;

/**
 * Who may open a screen: anyone (the sign-in pages), any signed-in operator, those who handle
 * submissions (a role that sees at least one kind), those who edit the site's content (editors and
 * administrators), or administrators only. See `session.ts` for each role's access.
 */
export type ConsoleAccess = 'open' | 'signed-in' | 'submissions' | 'content' | 'admin';

export interface ConsoleScreen {
  /** Absolute path pattern, below `/admin`. */
  path: string;
  /** The page title; a function for screens with parameters. */
  title: string | ((params: Readonly<Record<string, string | undefined>>) => string);
  access: ConsoleAccess;
}

export const CONSOLE_SCREENS = {
  home: { path: consolePaths.home, title: 'Console', access: 'open' },
  login: { path: consolePaths.login, title: 'Admin Login', access: 'open' },
  setup: { path: consolePaths.setup, title: 'First administrator', access: 'open' },
  dashboard: { path: consolePaths.dashboard, title: 'Dashboard', access: 'submissions' },
  inbox: { path: consolePaths.inbox, title: 'Inbox', access: 'submissions' },
  submission: {
    path: `${consolePaths.inbox}/:id`,
    title: ({ id }) => `Submission #${id ?? ''}`,
    access: 'submissions',
  },
  operators: { path: consolePaths.operators, title: 'Operators', access: 'admin' },
  audit: { path: consolePaths.audit, title: 'Audit log', access: 'admin' },
  privacy: { path: consolePaths.privacy, title: 'Privacy and retention', access: 'admin' },
  notifications: { path: consolePaths.notifications, title: 'Notifications', access: 'admin' },
  replyTemplates: { path: consolePaths.replyTemplates, title: 'Reply templates', access: 'admin' },
  newsletter: { path: consolePaths.newsletter, title: 'Newsletter', access: 'admin' },
  integrationKeys: { path: consolePaths.integrationKeys, title: 'Integration keys', access: 'admin' },
  account: { path: consolePaths.account, title: 'My account', access: 'signed-in' },
  content: { path: consolePaths.content, title: 'Content', access: 'content' },
  contentList: {
    path: `${consolePaths.content}/:kind`,
    title: ({ kind }) => contentTitle(kind),
    access: 'content',
  },
  contentNew: {
    path: `${consolePaths.content}/new/:kind`,
    title: ({ kind }) => `New · ${contentTitle(kind)}`,
    access: 'content',
  },
  contentEdit: {
    path: `${consolePaths.content}/:kind/:slug`,
    title: ({ kind }) => `Edit · ${contentTitle(kind)}`,
    access: 'content',
  },
  contentPreview: {
    path: `${consolePaths.content}/:kind/:slug/preview`,
    title: ({ kind }) => `Preview · ${contentTitle(kind)}`,
    access: 'content',
  },
} as const satisfies Record<string, ConsoleScreen>;

export type ConsoleScreenId = keyof typeof CONSOLE_SCREENS;

export const CONSOLE_SCREEN_IDS = Object.keys(CONSOLE_SCREENS) as ConsoleScreenId[];

/** A screen's path below `/admin` ('' for `/admin` itself), as the console's own router matches it. */
export const relativePath = (path: string): string => path.slice(consolePaths.home.length).replace(/^\//, '');
