import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { homePathFor, isPathAllowed, useRole } from '@portal/shared-auth';
import { REMOTE_ROUTES, remotePageId } from './remote-modules';
import { preloadRemotePage } from './remote-page-cache';

/**
 * Starts downloading the remote page a signed-in person is going to (their home page at `/`) as soon as their role
 * is known, beside the portal's own chunks (antd, the layout) instead of after them: right after signing in, the two
 * downloads overlap. Pages the role may not open are left alone (the role guard sends the person elsewhere).
 */
export function PreloadCurrentPage(): null {
  const role = useRole();
  const { pathname } = useLocation();
  useEffect(() => {
    const path = pathname === '/' && role ? homePathFor(role) : pathname;
    if (!isPathAllowed(role, path)) return;
    const route = REMOTE_ROUTES.find(({ path: pattern }) => matchPath(`/${pattern}`, path));
    if (route) preloadRemotePage(remotePageId(route));
  }, [role, pathname]);
  return null;
}
