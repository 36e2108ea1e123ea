import { useState } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { signInWithSso, useAppDispatch } from '@portal/shared-auth';
import { useGetSsoSettingsQuery } from '../api/sso-api';
import { PlainErrorAlert } from '../internal/plain-alert';
import { describeSsoFailure } from '../utils/sso-failure';

/** Where the protected route was heading before it sent the user here (spec §9: return to the original page). */
function returnPath(location: Location): string {
  const from = (location.state as { from?: Partial<Location> } | null)?.from;
  return from?.pathname ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : '/';
}

/** "Sign in with Microsoft", shown only when the API says single sign-on is configured. */
export function SsoSignIn() {
  const { data: settings } = useGetSsoSettingsQuery();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (!settings?.enabled) return null;

  const handleClick = async () => {
    setFailure(null);
    setBusy(true);
    try {
      // Loaded on demand: MSAL is not part of the sign-in page's initial JavaScript.
      const { acquireSsoApiToken } = await import(/* webpackChunkName: "msal-sign-in" */ '../sso/msal-sign-in');
      const providerToken = await acquireSsoApiToken(settings);
      const result = await dispatch(signInWithSso(providerToken));
      if (result.ok) {
        void navigate(returnPath(location), { replace: true });
        return;
      }
      setFailure(describeSsoFailure({ status: result.status, message: result.message }));
    } catch (error) {
      console.error('Single sign-on failed', error);
      setFailure(describeSsoFailure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className="wp-divider" role="separator">
        or
      </div>
      {failure ? <PlainErrorAlert>{failure}</PlainErrorAlert> : null}
      <button type="button" className="wp-button" disabled={busy} aria-busy={busy} onClick={() => void handleClick()}>
        <svg aria-hidden width="16" height="16" viewBox="0 0 16 16" fill="currentColor">
          <path d="M0 2.2l6.5-.9v6.3H0zM7.3 1.2L16 0v7.6H7.3zM0 8.4h6.5v6.3L0 13.8zM7.3 8.4H16V16l-8.7-1.2z" />
        </svg>
        Sign in with Microsoft
      </button>
    </>
  );
}
