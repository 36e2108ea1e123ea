import type { ApiError } from './contracts';

/**
 * The code of a 400 whose body or query failed the API's schema (api/src/platform/http/error-handler.ts): its message is
 * the validator's, so the reasons per field are what a person is shown. Every other 4xx message is a sentence.
 */
export const INVALID_INPUT = 'INVALID_INPUT';

/** The failure an RTK Query call gives (its `error`, or what `unwrap()` rejects with); undefined for anything else. */
export function asApiError(error: unknown): ApiError | undefined {
  return error && typeof error === 'object' && 'status' in error ? (error as ApiError) : undefined;
}

/** Each field's first reason: a nullable field reports every schema branch it failed, and the first is the telling one. */
function firstReasonPerField(error: ApiError): Map<string, string> {
  const reasons = new Map<string, string>();
  for (const { field, message } of error.details ?? []) if (!reasons.has(field)) reasons.set(field, message);
  return reasons;
}

/**
 * What to tell a person about a failed request: the API's sentence for a refusal (4xx) and for "unavailable, try
 * again" (503), each field's reason for input that failed the schema, the connection problem when the server was
 * not reached, and `generic` when there is nothing better: a server fault (the API says nothing about its
 * internals), or an answer that is not the API's own JSON error (a proxy's HTML page, whose text is no message).
 */
export function failureMessageOf(caught: unknown, generic: string): string {
  const error = asApiError(caught);
  if (!error) return generic;
  if (typeof error.status !== 'number') return error.message ?? generic;
  const fromApi = error.statusCode === error.status;
  if (!fromApi || (error.status >= 500 && error.status !== 503)) return generic;
  if (error.code === INVALID_INPUT && error.details?.length) {
    return [...firstReasonPerField(error)].map(([field, reason]) => `${field}: ${reason}`).join('; ');
  }
  return error.message ?? generic;
}

export type FormFailure = {
  /** Each reason the server gave for a field the form shows, under the form's name for it (Formik's setErrors). */
  fieldErrors: Record<string, string>;
  /** The notification's text: failureMessageOf. */
  message: string;
};

type FormFields = {
  /** The form's field names (or a test of one): reasons about other fields stay in the message only. */
  fields: readonly string[] | ((name: string) => boolean);
  /** The server's name of a field → the form's, where they differ (an edit form's single row: `users.0.userId`). */
  fieldNames?: Readonly<Record<string, string>>;
  generic: string;
};

/** The one way a form turns a failed save into field errors and a message (every form of the portal uses it). */
export function formFailureOf(caught: unknown, { fields, fieldNames = {}, generic }: FormFields): FormFailure {
  const error = asApiError(caught);
  const shows = typeof fields === 'function' ? fields : (name: string) => fields.includes(name);
  const fieldErrors: Record<string, string> = {};
  if (error && typeof error.status === 'number' && error.status < 500) {
    for (const [field, reason] of firstReasonPerField(error)) {
      const name = fieldNames[field] ?? field;
      if (shows(name)) fieldErrors[name] = reason;
    }
  }
  return { fieldErrors, message: failureMessageOf(caught, generic) };
}

/** Formik's helpers, as far as showing errors goes (shared-auth does not depend on Formik). */
type ErrorSetter = { setFieldError: (field: string, message: string | undefined) => void };

/** Puts each reason on its field; dotted names (`users.0.userId`) reach a nested field, as Formik's own paths do. */
export function showFieldErrors(form: ErrorSetter, fieldErrors: Readonly<Record<string, string>>): void {
  for (const [field, reason] of Object.entries(fieldErrors)) form.setFieldError(field, reason);
}
