import { Link } from 'react-router';
import { paths } from '~/config/routes-table';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/index';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    { title: 'Admin | Orbitwise Technologies', description: 'Administration area.', noindex: true },
    location.pathname,
  );

export default function AdminIndex() {
  return (
    <section className="admin-card">
      <h1>Admin</h1>
      <p>This area is for Orbitwise staff.</p>
      <p>
        <Link className="button" to={paths.adminLogin}>
          Go to login
        </Link>
      </p>
    </section>
  );
}
