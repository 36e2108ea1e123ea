export * from './contracts';
export { getAccessToken, setAccessToken, clearLocalData } from './token-storage';
export {
  portalBaseQuery,
  downloadFromApi,
  onUnauthorized,
  API_BASE,
  type RequestArgs,
  type DownloadedFile,
  type DownloadProgress,
} from './base-query';
export { INVALID_INPUT, asApiError, failureMessageOf, formFailureOf, showFieldErrors, type FormFailure } from './api-errors';
export { baseApi, TAG_TYPES } from './base-api';
export { authApi, useSignInMutation, useSignInWithSsoMutation, useGetCurrentUserQuery } from './auth-api';
export { authSlice, authResolved, userUpdated, signedOut, type AuthState } from './auth-slice';
export { store, createPortalStore, type PortalStore, type RootState, type AppDispatch } from './store';
export { initializeAuth, signIn, signInWithSso, signOut, onSignOut, type SignInResult } from './session';
export { ALLOWED_PATHS, isPathAllowed, homePathFor, isAdmin } from './role-policy';
export { useAppDispatch, useAppSelector, useAuth, useCurrentUser, useRole, displayNameOf } from './hooks';
