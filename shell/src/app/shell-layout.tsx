import { Outlet } from 'react-router-dom';
import { AppLayout } from '@portal/shared-ui';
import { ProtectedRoute } from './guards/protected-route';

/** The protected frame of every signed-in page. */
export function ShellLayout() {
  return (
    <ProtectedRoute>
      <AppLayout>
        <Outlet />
      </AppLayout>
    </ProtectedRoute>
  );
}
