/**
 * The two router helpers the console needs, on the router APIs the public pages already use
 * (useLocation, useNavigate): React Router's own <Navigate> and useSearchParams would add their code
 * to the router chunk every public page loads.
 */
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Loading } from './ui';

/** Replaces the current entry with `to` (a redirect, not a new history entry). */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return <Loading />;
}

/** The query string as URLSearchParams, and a setter that adds a history entry (back works). */
export function useQueryParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = (next: URLSearchParams) => {
    const query = next.toString();
    void navigate(query ? `${pathname}?${query}` : pathname);
  };
  return [params, set];
}
