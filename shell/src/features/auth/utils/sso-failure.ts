import type { ApiError } from '@portal/shared-auth';

export const SSO_CANCELLED = 'Sign-in was cancelled: the Microsoft sign-in window was closed.';
export const SSO_POPUP_BLOCKED = 'The browser blocked the Microsoft sign-in window. Allow pop-ups for this site and try again.';
export const SSO_FAILED = 'Microsoft sign-in failed. Please try again.';

// MSAL's BrowserAuthError codes for a pop-up the user closed or the browser never opened.
const CANCELLED_CODES = new Set(['user_cancelled']);
const BLOCKED_CODES = new Set(['popup_window_error', 'empty_window_error']);

/** A refusal from the API (its message, e.g. an inactive account) or an MSAL pop-up problem, in words for the page. */
export function describeSsoFailure(error: unknown): string {
  const apiError = error as Partial<ApiError> | undefined;
  if (typeof apiError?.status === 'number') return apiError.message || SSO_FAILED;
  const code = (error as { errorCode?: unknown } | undefined)?.errorCode;
  if (typeof code === 'string' && CANCELLED_CODES.has(code)) return SSO_CANCELLED;
  if (typeof code === 'string' && BLOCKED_CODES.has(code)) return SSO_POPUP_BLOCKED;
  return SSO_FAILED;
}
