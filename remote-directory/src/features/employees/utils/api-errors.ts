import type { ApiError } from '@portal/shared-auth';

/**
 * A duplicate work e-mail. The spec (§8) also counts any 409 or 400 as one; we go by the server's words
 * only, so a bad date or a last-admin refusal is not misreported as a taken e-mail.
 */
export function isEmailConflict(error: ApiError | undefined): boolean {
  return /email already exists/i.test(error?.message ?? '');
}
