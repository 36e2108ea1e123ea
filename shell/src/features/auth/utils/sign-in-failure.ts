export const INCORRECT_CREDENTIALS = 'Username or password is incorrect.';
const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a moment and try again.';

export type SignInFailure = { title: 'Login Failed' | 'Signin Failed'; message: string };

/**
 * What the sign-in page shows for a failed attempt (spec §8): a rejected login (4xx) is "Login Failed";
 * an unreachable or failing server is "Signin Failed"; rate limiting (429) shows the server's own message.
 */
export function describeSignInFailure(status: number | string | undefined, serverMessage?: string): SignInFailure {
  if (status === 429) return { title: 'Signin Failed', message: serverMessage || TOO_MANY_ATTEMPTS };
  if (typeof status === 'number' && status >= 400 && status < 500) return { title: 'Login Failed', message: INCORRECT_CREDENTIALS };
  return { title: 'Signin Failed', message: INCORRECT_CREDENTIALS };
}
