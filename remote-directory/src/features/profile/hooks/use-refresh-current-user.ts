import { authApi, useAppDispatch, userUpdated } from '@portal/shared-auth';

/** Fetches the signed-in user again after a self-update (spec §7) and puts it in the auth state, so the header name follows. */
export function useRefreshCurrentUser() {
  const dispatch = useAppDispatch();
  return async () => {
    const request = dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true }));
    try {
      dispatch(userUpdated(await request.unwrap()));
    } finally {
      request.unsubscribe();
    }
  };
}
