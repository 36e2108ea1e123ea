import { useState } from 'react';
import { Alert, Button, Divider } from 'antd';
import { WindowsFilled } from '@ant-design/icons';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { signInWithSso, useAppDispatch } from '@portal/shared-auth';
import { useGetSsoSettingsQuery } from '../api/sso-api';
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
      <Divider plain>or</Divider>
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} /> : null}
      <Button size="large" block icon={<WindowsFilled aria-hidden />} loading={busy} onClick={() => void handleClick()}>
        Sign in with Microsoft
      </Button>
    </>
  );
}
