import { Navigate } from 'react-router-dom';
import { homePathFor, useRole } from '@portal/shared-auth';

/** The shell's index: EMPLOYEE to /profile, everyone else to /clients. */
export function HomeRedirect() {
  const role = useRole();
  return <Navigate to={homePathFor(role)} replace />;
}
