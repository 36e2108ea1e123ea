import type { UsersRepository } from '../repositories/users.js';
import { hashNeedsUpgrade, hashPassword, verifyPassword } from './passwords.js';
import type { TokenService } from './tokens.js';

/**
 * Checks a work e-mail and password and returns a fresh access token, or null. The caller answers every null
 * the same way, so an unknown e-mail, a wrong password, an inactive user and a user without a password
 * cannot be told apart.
 */
export async function signIn(
  users: UsersRepository,
  tokens: TokenService,
  username: string,
  password: string,
): Promise<string | null> {
  const user = await users.findCredentialsByEmail(username);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !passwordOk || !user.active || !user.passwordHash) return null;
  if (hashNeedsUpgrade(user.passwordHash)) await users.updatePasswordHash(user.id, await hashPassword(password));
  await users.recordLogin(user.id);
  return tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion });
}
