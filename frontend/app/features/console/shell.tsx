/**
 * The signed-in shell: the spec's outlet beside a side column, which holds the console's navigation,
 * and above every screen the banner that says e-mail is not configured (issue 13).
 * Nobody signed in: off to the login page, which brings the operator back here afterwards (with a
 * message when the session ended, e.g. after the idle timeout).
 */
import { KINDS_BY_ROLE, SUBMISSION_KIND_LABELS, type SessionResponse } from '@orbitwise/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { useContext, useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Redirect } from './routing';
import { consolePaths } from './console-routes';
import { getNotificationHealth } from './api';
import { keys, sessionHasEnded } from './query';
import { isAdmin, loginPath, SessionContext, useSession } from './session';
import { ErrorNotice, Loading, NotAllowed, Notice } from './ui';

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
        <aside className="console-side">
          <ConsoleNav session={session} />
        </aside>
        <main id="console-main" className="console-main" tabIndex={-1}>
          {session.twoFactorEnrolmentRequired ? null : <EmailBanner />}
          {children}
        </main>
      </div>
    </SessionContext.Provider>
  );
}

function ConsoleNav({ session }: { session: SessionResponse }) {
  const { role } = session.operator;
  const { search, pathname } = useLocation();
  const kind = pathname === consolePaths.inbox ? new URLSearchParams(search).get('kind') : null;
  const locked = session.twoFactorEnrolmentRequired;
  const ref = useRef<HTMLElement>(null);
  // On a narrow screen the navigation is one row that scrolls sideways: keep the current page in view.
  useEffect(() => {
    const nav = ref.current;
    const active = nav?.querySelector('[aria-current="page"]');
    if (!nav || !active || nav.scrollWidth <= nav.clientWidth) return;
    const [row, item] = [nav.getBoundingClientRect(), active.getBoundingClientRect()];
    if (item.left < row.left || item.right > row.right) nav.scrollLeft += item.left - row.left - 16;
  }, [pathname, search]);
  const link = (to: string, label: string, active = pathname === to) => (
    <li key={to}>
      <Link to={to} className={active ? 'active' : undefined} aria-current={active ? 'page' : undefined}>
        {label}
      </Link>
    </li>
  );
  return (
    <nav aria-label="Console" ref={ref}>
      {locked ? null : (
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
 * Without SMTP_URL nothing is lost, but nobody is told either: every screen says so. Shown only once
 * the API has said so (a failed health call shows nothing here; the dashboard reports it).
 */
function EmailBanner() {
  const { data } = useNotificationHealth();
  if (!data || data.emailConfigured) return null;
  return (
    <Notice tone="warning">
      <strong>E-mail is not configured:</strong> notifications are recorded and will be sent once{' '}
      <code>SMTP_URL</code> is set.
    </Notice>
  );
}

/** Screens only an administrator may open: anyone else gets a clear message, not an empty page. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const session = useContext(SessionContext);
  if (!session || !isAdmin(session.operator.role)) {
    return (
      <>
        <h1>Not allowed</h1>
        <NotAllowed detail="Only administrators can open this page." />
      </>
    );
  }
  return <>{children}</>;
}
