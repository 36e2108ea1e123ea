import type { ApiError } from '@portal/shared-auth';

/** The server's own message when it sent one; otherwise `httpFallback` for an HTTP failure or `networkFallback` when the server was not reached. */
export function failureMessage(error: unknown, httpFallback: string, networkFallback = httpFallback): string {
  const apiError = error as Partial<ApiError> | undefined;
  if (typeof apiError?.status === 'number') return apiError.message || httpFallback;
  return networkFallback;
}
