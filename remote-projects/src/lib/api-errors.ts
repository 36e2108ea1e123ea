import type { ApiError } from '@portal/shared-auth';

/** The failure a mutation's `unwrap()` rejects with, or undefined for anything else (a bug, not an answer). */
export function asApiError(error: unknown): ApiError | undefined {
  return error && typeof error === 'object' && 'status' in error ? (error as ApiError) : undefined;
}

/**
 * The server's per-field reasons (400 `details`) for the fields a form shows, e.g. `{ name: 'Name is required' }`.
 * Fields the form does not show are left out; the caller shows the message for those.
 */
export function fieldErrorsOf(error: ApiError | undefined, formFields: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { field, message } of error?.details ?? []) {
    if (formFields.includes(field) && !errors[field]) errors[field] = message;
  }
  return errors;
}

/** What to tell the user about a refused save: the server's reason for a 400, else the generic text. */
export function saveFailureText(error: ApiError | undefined, generic: string): string {
  if (error?.status === 400 && error.details?.length) {
    // A nullable field reports each schema branch it failed; the first reason per field is the telling one.
    const firstPerField = new Map<string, string>();
    for (const { field, message } of error.details) if (!firstPerField.has(field)) firstPerField.set(field, message);
    return [...firstPerField].map(([field, message]) => `${field}: ${message}`).join('; ');
  }
  if (error?.status === 403) return 'You do not have permission to do this.';
  return generic;
}
