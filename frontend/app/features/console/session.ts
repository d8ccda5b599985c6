import {
  CONTENT_ROLES,
  KINDS_BY_ROLE,
  roleCanSee,
  type OperatorRole,
  type SessionResponse,
  type SubmissionKind,
} from '@orbitwise/contracts/admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { consolePaths, type ConsoleAccess } from './console-routes';
import { getSession } from './api';
import { keys, setSessionEnded } from './query';

export function useSession() {
  const client = useQueryClient();
  return useQuery({
    queryKey: keys.session,
    queryFn: async () => {
      const session = await getSession();
      // Signed in a moment ago, and now not: the session ended (idle or absolute timeout, ended by an admin).
      if (!session && client.getQueryData(keys.session)) setSessionEnded(true);
      if (session) setSessionEnded(false);
      return session;
    },
    staleTime: 60_000,
  });
}

/** The signed-in operator, inside the shell (which renders nothing else without one). */
export const SessionContext = createContext<SessionResponse | null>(null);

export function useOperator() {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useOperator() outside the signed-in shell');
  return session.operator;
}

export const isAdmin = (role: OperatorRole) => role === 'admin';
/** The page analytics' report is the admins' and sales' (the API refuses it to the others). */
export const seesAnalytics = (role: OperatorRole) => role === 'admin' || role === 'sales';
export const canSee = (role: OperatorRole, kind: SubmissionKind) => roleCanSee(role, kind);

/** Whether `role` may open a screen of `access` (the console's navigation and route guards). */
export function mayOpen(role: OperatorRole, access: ConsoleAccess): boolean {
  switch (access) {
    case 'open':
    case 'signed-in':
      return true;
    case 'submissions':
      return KINDS_BY_ROLE[role].length > 0;
    case 'content':
      return (CONTENT_ROLES as readonly OperatorRole[]).includes(role);
    case 'admin':
      return isAdmin(role);
  }
}

/** Where a role starts: the dashboard, or the content screens for a role that sees no submissions. */
export const homeOf = (role: OperatorRole): string =>
  mayOpen(role, 'submissions') ? consolePaths.dashboard : consolePaths.content;

/** Only console paths are followed after sign-in (never another site, never `//host`). */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/admin') || next.startsWith('//') || /[\\\s]/.test(next)) {
    return consolePaths.dashboard;
  }
  const path = next.split(/[?#]/)[0]!;
  if (path === consolePaths.home || path === consolePaths.login || path === consolePaths.setup) {
    return consolePaths.dashboard;
  }
  return next;
}

/** The login page's address that brings the operator back to `here` afterwards. */
export function loginPath(here: string, reason?: 'expired' | 'setup' | 'signed-out'): string {
  const params = new URLSearchParams();
  if (here && safeNext(here) !== consolePaths.dashboard) params.set('next', here);
  if (reason) params.set('reason', reason);
  const query = params.toString();
  return query ? `${consolePaths.login}?${query}` : consolePaths.login;
}
