import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { getAccessToken, useAuth } from '@portal/shared-auth';
import { PlainSpinner } from '../../features/auth/internal/plain-spinner';

/** Pages for signed-out users only: a signed-in user is sent to /. */
export function PublicOnlyRoute({ children }: { children: ReactNode }) {
  const { loading, isAuthenticated } = useAuth();
  const hasToken = Boolean(getAccessToken());
  // With a stored token the session may still be restored: wait rather than flash the form.
  if (hasToken && loading) return <PlainSpinner />;
  if (hasToken && isAuthenticated) return <Navigate to="/" replace />;
  return children;
}
