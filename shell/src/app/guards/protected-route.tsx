import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { getAccessToken, useAuth } from '@portal/shared-auth';
import { FullScreenSpinner } from '@portal/shared-ui';

/** Spinner while auth loads; /signin without a stored token or a signed-in user; otherwise the children. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { loading, isAuthenticated } = useAuth();
  const location = useLocation();
  if (loading) return <FullScreenSpinner />;
  // The page asked for travels along, so single sign-on can return there (spec §9).
  if (!getAccessToken() || !isAuthenticated) return <Navigate to="/signin" replace state={{ from: location }} />;
  return children;
}
