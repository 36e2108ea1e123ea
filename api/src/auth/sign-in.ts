import type { SessionsRepository } from '../repositories/sessions.js';
import type { UsersRepository } from '../repositories/users.js';
import { hashNeedsUpgrade, hashPassword, verifyPassword } from './passwords.js';
import type { SignInLockout } from './sign-in-lockout.js';
import type { TokenService } from './tokens.js';

/**
 * Checks a work e-mail and password and returns a fresh access token, or null. The caller answers every null
 * the same way, so an unknown e-mail, a wrong password, an inactive user and a user without a password
 * cannot be told apart. A locked account answers null too, after the same password check, so a lock
 * looks exactly like a wrong password.
 */
export async function signIn(
  { users, sessions }: { users: UsersRepository; sessions: SessionsRepository },
  tokens: TokenService,
  lockout: SignInLockout,
  username: string,
  password: string,
): Promise<string | null> {
  const locked = lockout.isLocked(username);
  const user = await users.findCredentialsByEmail(username);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, password);
  if (locked) return null;
  if (!user || !passwordOk || !user.active || !user.passwordHash) {
    lockout.recordFailure(username);
    return null;
  }
  lockout.recordSuccess(username);
  if (hashNeedsUpgrade(user.passwordHash)) await users.updatePasswordHash(user.id, await hashPassword(password));
  await users.recordLogin(user.id);
  const sessionId = await sessions.start(user.id, new Date(Date.now() + tokens.ttlSeconds * 1000));
  return tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion, sessionId });
}
