import { authApi } from './auth-api';
import { API_BASE } from './base-query';
import { authResolved, signedOut } from './auth-slice';
import { baseApi } from './base-api';
import type { AppDispatch } from './store';
import { clearLocalData, getAccessToken, setAccessToken } from './token-storage';

const ROLES_KEY = 'roles';

/** Start-up (spec §4): with a stored token, load the current user; otherwise, or on any error, signed out. */
export function initializeAuth() {
  return async (dispatch: AppDispatch): Promise<void> => {
    window.localStorage.setItem(ROLES_KEY, JSON.stringify(['Approver']));
    if (!getAccessToken()) {
      dispatch(authResolved(null));
      return;
    }
    try {
      const user = await dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true })).unwrap();
      dispatch(authResolved(user));
    } catch (error) {
      console.error('Failed to load the current user', error);
      dispatch(authResolved(null));
    }
  };
}

export type SignInResult = { ok: true } | { ok: false; status: number | string | undefined; message: string | undefined };

type SignInAnswer = { data: { accessToken: string } } | { error: unknown };

/** Stores the portal token from a sign-in answer and loads the current user, the same for every way of signing in. */
function completeSignIn(answer: SignInAnswer) {
  return async (dispatch: AppDispatch): Promise<SignInResult> => {
    if ('error' in answer) {
      const error = answer.error as { status?: number | string; message?: string };
      dispatch(authResolved(null));
      return { ok: false, status: error.status, message: error.message };
    }
    setAccessToken(answer.data.accessToken);
    try {
      const user = await dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true })).unwrap();
      dispatch(authResolved(user));
      return { ok: true };
    } catch (error) {
      const failure = error as { status?: number | string; message?: string };
      clearLocalData();
      dispatch(authResolved(null));
      return { ok: false, status: failure.status, message: failure.message };
    }
  };
}

/** E-mail and password sign-in: the e-mail is sent as `username` (spec §7). */
export function signIn(email: string, password: string) {
  return async (dispatch: AppDispatch): Promise<SignInResult> => {
    const answer = await dispatch(authApi.endpoints.signIn.initiate({ username: email, password }));
    return dispatch(completeSignIn(answer as SignInAnswer));
  };
}

/** Single sign-on: the identity provider's access token for the API scope is exchanged, then it is a normal sign-in. */
export function signInWithSso(providerAccessToken: string) {
  return async (dispatch: AppDispatch): Promise<SignInResult> => {
    const answer = await dispatch(authApi.endpoints.signInWithSso.initiate({ accessToken: providerAccessToken }));
    return dispatch(completeSignIn(answer as SignInAnswer));
  };
}

type SignOutListener = () => void | Promise<void>;
const signOutListeners = new Set<SignOutListener>();

/** Called on every logout, e.g. to clear an identity library's in-memory cache as well as its stored one. */
export function onSignOut(listener: SignOutListener): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

/** Tells the API to end this session. Fire and forget: logout never waits for the server (spec §2). */
function revokeSession(token: string | null): void {
  if (!token) return;
  void fetch(`${API_BASE}/v1/users/signout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, keepalive: true }).catch(
    (error: unknown) => console.error('Sign-out request failed', error),
  );
}

/** Logout (spec §2): ends the session on the server without waiting, then clears every local key and the cache. */
export function signOut() {
  return (dispatch: AppDispatch): void => {
    revokeSession(getAccessToken());
    for (const listener of signOutListeners) {
      void Promise.resolve()
        .then(listener)
        .catch((error: unknown) => console.error('Sign-out listener failed', error));
    }
    clearLocalData();
    dispatch(baseApi.util.resetApiState());
    dispatch(signedOut());
  };
}
