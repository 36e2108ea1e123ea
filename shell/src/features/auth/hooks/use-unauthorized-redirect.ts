import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { onUnauthorized, signOut, useAppDispatch } from '@portal/shared-auth';

/** When the API rejects the session (401 on a signed-in request), sign out and go to /signin. */
export function useUnauthorizedRedirect(): void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  useEffect(
    () =>
      onUnauthorized(() => {
        dispatch(signOut());
        void navigate('/signin', { replace: true });
      }),
    [dispatch, navigate],
  );
}
