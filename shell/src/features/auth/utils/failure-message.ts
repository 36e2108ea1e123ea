import { asApiError, failureMessageOf } from '@portal/shared-auth';

/** The portal's failure message (shared-auth's failureMessageOf), but `networkFallback` when the server was not reached. */
export function failureMessage(error: unknown, httpFallback: string, networkFallback = httpFallback): string {
  return typeof asApiError(error)?.status === 'number' ? failureMessageOf(error, httpFallback) : networkFallback;
}
