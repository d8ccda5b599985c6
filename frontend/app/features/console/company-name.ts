/**
 * The company's name the console shows (its header, the tab's title): the published `site` document's,
 * so that a rename shows without rebuilding the console; until it loads, the name the shell was built
 * with (the root loader's). Read from the router's state as it is, so that it works under any router
 * (tests use a plain one).
 */
import { CONTENT_API, SITE_SLUG, type PublishedDocument } from '@orbitwise/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation } from 'react-router';
import { request } from '~/lib/api-client';
import { consoleDocumentTitle, consoleTitle } from './meta';
import { keys } from './query';

export function useCompanyName(): string {
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  const built = (routerState?.loaderData.root as { companyName?: string } | undefined)?.companyName ?? '';
  const { data: published } = useQuery({
    queryKey: keys.companyName,
    queryFn: () => request<PublishedDocument<'site'>>(CONTENT_API.publishedOne('site', SITE_SLUG)),
    select: (site) => site.data.name,
  });
  return published ?? built;
}

/** Keeps the tab's title on the current screen and the published company name. */
export function ConsoleDocumentTitle({ companyName }: { companyName: string }) {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = consoleDocumentTitle(consoleTitle(pathname), companyName);
  }, [pathname, companyName]);
  return null;
}
