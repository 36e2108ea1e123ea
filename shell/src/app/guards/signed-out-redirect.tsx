import type { ReactNode } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import { getAccessToken } from '@portal/shared-auth';
import { REMOTE_ROUTES } from '../../federation/remote-modules';

/** The pages inside the shell's layout, which only a signed-in user sees (portal-routes.tsx). */
const SIGNED_IN_PAGES = ['/', '/unauthorized', ...REMOTE_ROUTES.map(({ path }) => `/${path}`)];

/**
 * Sends a visitor without a stored token from a signed-in page (the portal's own URL `/` above all) to /signin at
 * once, before the rest of the portal (antd, the layout) is downloaded only for ProtectedRoute to do the same.
 * The page asked for travels along as ProtectedRoute's does. Public pages (forgot and set password, not found) and
 * a stored token, which may turn out to be expired, go on to the portal's routes.
 */
export function SignedOutRedirect({ children }: { children: ReactNode }) {
  const location = useLocation();
  const signedInPage = SIGNED_IN_PAGES.some((pattern) => matchPath(pattern, location.pathname));
  if (signedInPage && !getAccessToken()) return <Navigate to="/signin" replace state={{ from: location }} />;
  return children;
}
