import { useInactivityLogout } from '../features/auth/hooks/use-inactivity-logout';
import { useUnauthorizedRedirect } from '../features/auth/hooks/use-unauthorized-redirect';

/** Session side effects that need the router: expired-session redirect and the inactivity time-out. */
export function SessionEffects() {
  useUnauthorizedRedirect();
  useInactivityLogout();
  return null;
}
