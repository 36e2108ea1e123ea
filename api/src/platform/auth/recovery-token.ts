import { createHash, randomBytes } from 'node:crypto';

/** A recovery token as e-mailed (32 random bytes, URL-safe) and the SHA-256 that is all the database keeps. */
export function newRecoveryToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashRecoveryToken(token) };
}

export function hashRecoveryToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
