import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut, useAppDispatch, useAuth } from '@portal/shared-auth';

/** Spec §4 and §9: 15 minutes without input signs the user out. */
export const INACTIVITY_TIMEOUT_MS = 900_000;

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'scroll'] as const;
// Capture, so scrolling inside any container counts too (scroll does not bubble).
const LISTENER_OPTIONS: AddEventListenerOptions = { passive: true, capture: true };

/** Signs a signed-in user out and sends them to /signin after INACTIVITY_TIMEOUT_MS without activity. */
export function useInactivityLogout(): void {
  const { isAuthenticated } = useAuth();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  useEffect(() => {
    if (!isAuthenticated) return undefined;

    const handleTimeout = () => {
      dispatch(signOut());
      void navigate('/signin', { replace: true });
    };
    let timer = window.setTimeout(handleTimeout, INACTIVITY_TIMEOUT_MS);
    const handleActivity = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(handleTimeout, INACTIVITY_TIMEOUT_MS);
    };

    ACTIVITY_EVENTS.forEach((type) => window.addEventListener(type, handleActivity, LISTENER_OPTIONS));
    return () => {
      window.clearTimeout(timer);
      ACTIVITY_EVENTS.forEach((type) => window.removeEventListener(type, handleActivity, LISTENER_OPTIONS));
    };
  }, [isAuthenticated, dispatch, navigate]);
}
