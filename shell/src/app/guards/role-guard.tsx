import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isPathAllowed, useRole } from '@portal/shared-auth';

/** Renders the child route only when the user's role may open the current path (spec §6). */
export function RoleGuard() {
  const role = useRole();
  const { pathname } = useLocation();
  return isPathAllowed(role, pathname) ? <Outlet /> : <Navigate to="/unauthorized" replace />;
}
