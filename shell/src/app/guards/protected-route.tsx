import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { getAccessToken, useAuth } from '@portal/shared-auth';
import { FullScreenSpinner } from '@portal/shared-ui';

/** Spinner while auth loads; /signin without a stored token or a signed-in user; otherwise the children. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { loading, isAuthenticated } = useAuth();
  if (loading) return <FullScreenSpinner />;
  if (!getAccessToken() || !isAuthenticated) return <Navigate to="/signin" replace />;
  return children;
}
