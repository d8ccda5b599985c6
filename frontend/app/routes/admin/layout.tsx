import { Outlet } from 'react-router';

/** The stub admin shell: an outlet beside an empty side column (no guard, as in the spec). */
export default function AdminLayout() {
  return (
    <div className="container admin-shell">
      <aside className="admin-side" aria-label="Admin navigation" />
      <div className="admin-outlet">
        <Outlet />
      </div>
    </div>
  );
}
