import { Link } from 'react-router';
import { paths } from '~/config/routes-table';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    { title: 'Page not found | Orbitwise Technologies', description: "We can't find that page." },
    location.pathname,
  );

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
