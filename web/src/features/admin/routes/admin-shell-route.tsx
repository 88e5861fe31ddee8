import { Outlet } from 'react-router-dom';
import { AdminShell } from '../components/admin-shell.tsx';

/** /admin/*: every admin screen inside the shell (RequireAdmin has already sent non-admins away). */
export const AdminShellRoute = () => (
  <AdminShell>
    <Outlet />
  </AdminShell>
);
