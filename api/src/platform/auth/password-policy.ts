import { dictionary } from '@zxcvbn-ts/language-common';

export const MIN_PASSWORD_LENGTH = 8;
// Long passphrases are welcome (ASVS asks for 64+); the cap only keeps hashing cheap.
export const MAX_PASSWORD_LENGTH = 256;

// ~49,000 passwords seen most often in breaches, from the zxcvbn-ts data set.
const COMMON_PASSWORDS = new Set((dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase()));

/** ASVS 6.2: length and a common-password check, no composition rules. Returns the problem, or null. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (length > MAX_PASSWORD_LENGTH) return `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'This password is too common. Choose one that is harder to guess.';
  return null;
}
