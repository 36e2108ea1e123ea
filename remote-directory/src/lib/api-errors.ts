import type { ApiError } from '@portal/shared-auth';

/** The failure a mutation's `unwrap()` rejects with, or undefined for anything else. */
export function asApiError(error: unknown): ApiError | undefined {
  return error && typeof error === 'object' && 'status' in error ? (error as ApiError) : undefined;
}

/**
 * A duplicate work e-mail. The spec (§8) also counts any 409 or 400 as one; we go by the server's words
 * only, so a bad date or a last-admin refusal is not misreported as a taken e-mail.
 */
export function isEmailConflict(error: ApiError | undefined): boolean {
  return /email already exists/i.test(error?.message ?? '');
}

/** The server's per-field reasons (400/403 `details`) for the fields a form shows. */
export function fieldErrorsOf(error: ApiError | undefined, formFields: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { field, message } of error?.details ?? []) {
    if (formFields.includes(field) && !errors[field]) errors[field] = message;
  }
  return errors;
}

/** What to tell the user about a refused request: the server's own reason when it gave one. */
export function failureText(error: ApiError | undefined, generic: string): string {
  if (error?.status === 400 && error.details?.length) return error.details.map((d) => d.message).join(' ');
  if (typeof error?.status === 'number' && error.status < 500 && error.message) return error.message;
  return generic;
}
