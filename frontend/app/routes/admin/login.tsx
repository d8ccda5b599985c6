import { AdminLoginFormSlot } from '~/features/forms/form-slots';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: 'Admin Login | Orbitwise Technologies',
      description: 'Sign in to the administration area.',
      noindex: true,
    },
    location.pathname,
  );

export default function AdminLogin() {
  return (
    <section className="admin-card">
      <h1>Admin Login</h1>
      <AdminLoginFormSlot />
    </section>
  );
}
