import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: 'Admin Dashboard | Orbitwise Technologies',
      description: 'Administration dashboard.',
      noindex: true,
    },
    location.pathname,
  );

export default function AdminDashboard() {
  return (
    <section className="admin-card">
      <h1>Dashboard</h1>
      <p>Welcome to the dashboard. Enquiries, applications and registrations will be listed here.</p>
    </section>
  );
}
