/**
 * The console's own chrome around every /admin page: the company name, who is signed in and a
 * sign-out button; none of the site's marketing header, footer or widgets. Owns the query client.
 */
import { QueryClientProvider, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConsoleDocumentTitle, useCompanyName } from './company-name';
import { consolePaths } from './console-routes';
import { signOut } from './api';
import { createQueryClient, keys } from './query';
import { homeOf, loginPath, useSession } from './session';
import './console.css';

export function ConsoleRoot({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <div className="console">
        <a className="console-skip" href="#console-main">
          Skip to content
        </a>
        <ConsoleHeader />
        {children}
      </div>
    </QueryClientProvider>
  );
}

function ConsoleHeader() {
  const companyName = useCompanyName();
  const { data: session } = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const out = useMutation({
    mutationFn: signOut,
    onSettled: async () => {
      // Leave the signed-in pages first, so their guard does not take this for an expired session.
      await navigate(loginPath('', 'signed-out'));
      client.clear();
      client.setQueryData(keys.session, null);
    },
  });
  return (
    <header className="console-header">
      <ConsoleDocumentTitle companyName={companyName} />
      <Link to={session ? homeOf(session.operator.role) : consolePaths.login} className="console-brand">
        {companyName} <span className="console-brand-sub">Console</span>
      </Link>
      {session ? (
        <div className="console-who">
          <span className="console-who-id">
            <span className="console-who-name" title={session.operator.displayName}>
              {session.operator.displayName}
            </span>{' '}
            <span className="console-role">({session.operator.role})</span>
          </span>
          <button
            type="button"
            className="button button-outline console-small"
            onClick={() => out.mutate()}
            disabled={out.isPending}
          >
            Sign out
          </button>
        </div>
      ) : null}
    </header>
  );
}
