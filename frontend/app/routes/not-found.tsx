import { Link } from 'react-router';
import { paths } from '~/config/routes-table';
import { companyNameIn, pageMeta } from '~/lib/seo';
import type { Route } from './+types/not-found';

/**
 * The title names the company from the root loader's data (the `site` document), so the route needs
 * no loader of its own: it also answers every unknown address, on a client-side navigation too, where
 * no data file exists. The heading, the message and the button are the spec's (docs/content.md).
 */
export const meta: Route.MetaFunction = ({ location, matches }) => {
  const company = companyNameIn(matches);
  return pageMeta(
    {
      title: company ? `Page not found | ${company}` : 'Page not found',
      description: "We can't find that page.",
      ...(company ? { siteName: company } : {}),
    },
    location.pathname,
  );
};

export default function NotFound() {
  return (
    <section className="container not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>Not found</h1>
      <p>We can&apos;t find the page that you&apos;re looking for...</p>
      <Link className="button" to={paths.homeAlias}>
        Back to home
      </Link>
    </section>
  );
}
