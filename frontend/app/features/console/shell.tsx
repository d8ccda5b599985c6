/**
 * The signed-in shell: the spec's outlet beside a side column, which holds the console's navigation
 * (behind a Menu button on narrow screens, so the screen itself starts near the top), and above every
 * screen, for administrators, the banner that says e-mail is not configured.
 * Nobody signed in: off to the login page, which brings the operator back here afterwards (with a
 * message when the session ended, e.g. after the idle timeout).
 */
import { KINDS_BY_ROLE, SUBMISSION_KIND_LABELS, type SessionResponse } from '@orbitwise/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { useContext, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Redirect } from './routing';
import { consolePaths, type ConsoleAccess } from './console-routes';
import { CONSOLE_CONTENT_KINDS, CONTENT_KIND_NAMES } from './content-kinds';
import { getNotificationHealth } from './api';
import { keys, sessionHasEnded } from './query';
import { homeOf, isAdmin, loginPath, mayOpen, SessionContext, useSession } from './session';
import { ErrorNotice, Loading, NotAllowed, Notice } from './ui';
import { StepUpHost } from './step-up';

export function SignedInShell({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { data: session, isPending, error } = useSession();

  if (isPending) return <Loading />;
  if (error && !session) {
    return (
      <main id="console-main" className="console-main console-narrow">
        <ErrorNotice error={error} />
      </main>
    );
  }
  const here = location.pathname + location.search;
  if (!session) {
    const ended = sessionHasEnded();
    return <Redirect to={loginPath(here, ended ? 'expired' : undefined)} />;
  }
  if (session.twoFactorEnrolmentRequired && location.pathname !== consolePaths.account) {
    return <Redirect to={consolePaths.account} />;
  }
  return (
    <SessionContext.Provider value={session}>
      <div className="console-shell">
        <ConsoleSide session={session} />
        <main id="console-main" className="console-main" tabIndex={-1}>
          {session.twoFactorEnrolmentRequired || !isAdmin(session.operator.role) ? null : <EmailBanner />}
          {children}
        </main>
      </div>
      <StepUpHost />
    </SessionContext.Provider>
  );
}

/**
 * The side column. Below 900 px its navigation folds behind a Menu button (a disclosure: the button
 * says whether it is open); choosing an entry (the page already open too), or Escape, folds it again.
 */
function ConsoleSide({ session }: { session: SessionResponse }) {
  const { pathname, search } = useLocation();
  const here = pathname + search;
  // Open on the page where it was opened: going to another page folds it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === here;
  const button = useRef<HTMLButtonElement>(null);
  const navId = useId();
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpenOn(null);
    button.current?.focus();
  };
  return (
    <aside className="console-side" onKeyDown={closeOnEscape}>
      <button
        ref={button}
        type="button"
        className="console-menu-button"
        aria-expanded={open}
        aria-controls={navId}
        onClick={() => setOpenOn(open ? null : here)}
      >
        <span className="console-menu-icon" aria-hidden="true" />
        Menu
      </button>
      <ConsoleNav session={session} id={navId} open={open} onChoose={() => setOpenOn(null)} />
    </aside>
  );
}

function ConsoleNav({
  session,
  id,
  open,
  onChoose,
}: {
  session: SessionResponse;
  id: string;
  open: boolean;
  onChoose: () => void;
}) {
  const { role } = session.operator;
  const { search, pathname } = useLocation();
  const kind = pathname === consolePaths.inbox ? new URLSearchParams(search).get('kind') : null;
  const locked = session.twoFactorEnrolmentRequired;
  const link = (to: string, label: string, active = pathname === to) => (
    <li key={to}>
      <Link
        to={to}
        className={active ? 'active' : undefined}
        aria-current={active ? 'page' : undefined}
        onClick={onChoose}
      >
        {label}
      </Link>
    </li>
  );
  return (
    <nav aria-label="Console" id={id} className={open ? 'is-open' : undefined}>
      {locked ? null : (
        <>
          {mayOpen(role, 'submissions') ? (
            <>
              <ul className="console-nav">
                {link(consolePaths.dashboard, 'Dashboard')}
                {link(consolePaths.inbox, 'Inbox', pathname === consolePaths.inbox && !kind)}
              </ul>
              <p className="console-nav-heading" id="console-nav-kinds">
                By kind
              </p>
              <ul className="console-nav console-nav-sub" aria-labelledby="console-nav-kinds">
                {KINDS_BY_ROLE[role].map((k) =>
                  link(`${consolePaths.inbox}?kind=${k}`, SUBMISSION_KIND_LABELS[k], kind === k),
                )}
              </ul>
            </>
          ) : null}
          {mayOpen(role, 'content') ? (
            <>
              <p className="console-nav-heading" id="console-nav-content">
                Content
              </p>
              <ul className="console-nav console-nav-sub" aria-labelledby="console-nav-content">
                {CONSOLE_CONTENT_KINDS.map((k) =>
                  link(
                    consolePaths.contentList(k),
                    CONTENT_KIND_NAMES[k].plural,
                    pathname.startsWith(consolePaths.contentList(k)),
                  ),
                )}
              </ul>
            </>
          ) : null}
          {isAdmin(role) ? (
            <>
              <p className="console-nav-heading" id="console-nav-admin">
                Administration
              </p>
              <ul className="console-nav" aria-labelledby="console-nav-admin">
                {link(consolePaths.operators, 'Operators')}
                {link(consolePaths.audit, 'Audit log')}
                {link(consolePaths.privacy, 'Privacy and retention')}
                {link(consolePaths.notifications, 'Notifications')}
                {link(consolePaths.replyTemplates, 'Reply templates')}
                {link(consolePaths.newsletter, 'Newsletter')}
                {link(consolePaths.integrationKeys, 'Integration keys')}
              </ul>
            </>
          ) : null}
        </>
      )}
      <ul className="console-nav console-nav-account">{link(consolePaths.account, 'My account')}</ul>
    </nav>
  );
}

/** The notifications' health, shared with the dashboard's Deliveries card. */
export const useNotificationHealth = () =>
  useQuery({ queryKey: keys.notificationHealth, queryFn: getNotificationHealth, staleTime: 60_000 });

/**
 * Without SMTP_URL nothing is lost, but nobody is told either: every screen says so to administrators,
 * the only ones who can act on it (the shell shows it to no one else), with the way to the settings.
 * Shown only once the API has said so (a failed health call shows nothing here; the dashboard reports it).
 */
function EmailBanner() {
  const { data } = useNotificationHealth();
  const { pathname } = useLocation();
  if (!data || data.emailConfigured) return null;
  return (
    <Notice tone="warning">
      <strong>E-mail is not configured:</strong> notifications are recorded and will be sent once{' '}
      <code>SMTP_URL</code> is set.
      {pathname === consolePaths.notifications ? null : (
        <>
          {' '}
          <Link to={consolePaths.notifications}>Open the notification settings</Link>
        </>
      )}
    </Notice>
  );
}

const REFUSALS: Record<Exclude<ConsoleAccess, 'open' | 'signed-in'>, string> = {
  submissions: 'Your role does not handle submissions.',
  content: 'Only editors and administrators can edit the site’s content.',
  admin: 'Only administrators can open this page.',
};

/**
 * A screen only some roles may open: anyone else gets a clear message, not an empty page (or, with
 * `elseHome`, is sent to where their role starts: the dashboard is no editor's page).
 */
export function Allowed({
  access,
  elseHome = false,
  children,
}: {
  access: ConsoleAccess;
  elseHome?: boolean;
  children: ReactNode;
}) {
  const session = useContext(SessionContext);
  if (session && mayOpen(session.operator.role, access)) return <>{children}</>;
  if (session && elseHome) return <Redirect to={homeOf(session.operator.role)} />;
  return (
    <>
      <h1>Not allowed</h1>
      <NotAllowed detail={access === 'open' || access === 'signed-in' ? undefined : REFUSALS[access]} />
    </>
  );
}
