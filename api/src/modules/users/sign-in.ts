import type { SessionsRepository } from './sessions-repository.js';
import type { UsersRepository } from './users-repository.js';
import { hashNeedsUpgrade, hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import type { Refusal } from '../../platform/auth/attempt-limiter.js';
import type { SignInLimits } from '../../platform/auth/sign-in-limits.js';
import type { Lock, LockoutStore } from '../../platform/auth/sign-in-lockout.js';
import type { TokenService } from '../../platform/auth/tokens.js';

/** One message for every sign-in failure, so callers cannot probe which accounts exist. */
export const BAD_CREDENTIALS = 'Username or password is incorrect.';

/**
 * What a locked sign-in answers (429, with Retry-After): that it is locked, for how long, and the way out. Never
 * "incorrect": the password was not even the question. Made-up addresses lock alike, so this reveals no account.
 */
export function lockedMessage({ scope, msLeft }: Lock): string {
  const minutes = Math.max(1, Math.ceil(msLeft / 60_000));
  const time = `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return scope === 'address'
    ? `Too many failed sign-ins to this account from your network: it is locked here for ${time}. Try again then, or reset your password with Forgot Password.`
    : `This account is locked for ${time} after too many failed sign-ins. Use Forgot Password to get a reset link and sign in now, or try again then.`;
}

/** Why a sign-in failed: for the audit log only, never for the caller ('limited': a sign-in limit refused it). */
export type SignInFailureReason = 'limited' | 'locked' | 'unknown_user' | 'wrong_password' | 'inactive' | 'no_password';

export type SignInResult =
  | { ok: true; accessToken: string; userId: number }
  | { ok: false; reason: SignInFailureReason; userId: number | null; lockedNow: boolean; lock: Lock | null; limited: Refusal | null };

/**
 * Checks a work e-mail and password and returns a fresh access token, or why not. The caller answers every
 * failure the same way, so an unknown e-mail, a wrong password, an inactive user and a user without a password
 * cannot be told apart. While the account is locked for this client address (or as a whole) the attempt fails
 * with the lock, whatever the password, after the same password check; the caller says it is locked and until
 * when. Locks apply to made-up addresses alike, so saying so reveals nothing about who has an account.
 * Every failure, a locked attempt included, counts toward the sign-in limits; a success does not, and is answered
 * only while no limit is reached (asked again after the password check, as failures may have been counted since).
 */
export async function signIn(
  { users, sessions }: { users: UsersRepository; sessions: SessionsRepository },
  tokens: TokenService,
  { lockout, limits }: { lockout: LockoutStore; limits: SignInLimits },
  username: string,
  password: string,
  ip: string,
): Promise<SignInResult> {
  const attempt = { email: username, ip };
  const limitedBefore = await limits.refusal(attempt);
  if (limitedBefore) return { ok: false, reason: 'limited', userId: null, lockedNow: false, lock: null, limited: limitedBefore };
  const lock = await lockout.lockFor(username, ip);
  const user = await users.findCredentialsByEmail(username);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, password);
  const userId = user?.id ?? null;
  if (lock) return { ok: false, reason: 'locked', userId, lockedNow: false, lock, limited: await limits.recordFailure(attempt) };
  const reason = failureReason(user, passwordOk);
  if (reason || !user) {
    const lockedNow = await lockout.recordFailure(username, ip);
    const limited = await limits.recordFailure(attempt);
    return { ok: false, reason: reason ?? 'unknown_user', userId, lockedNow: lockedNow !== null, lock: lockedNow, limited };
  }
  const limited = await limits.refusal(attempt);
  if (limited) return { ok: false, reason: 'limited', userId, lockedNow: false, lock: null, limited };
  await lockout.recordSuccess(username, ip);
  if (user.passwordHash && hashNeedsUpgrade(user.passwordHash)) await users.updatePasswordHash(user.id, await hashPassword(password));
  await users.recordLogin(user.id);
  const sessionId = await sessions.start(user.id, new Date(Date.now() + tokens.ttlSeconds * 1000));
  const accessToken = await tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion, sessionId });
  return { ok: true, accessToken, userId: user.id };
}

type Credentials = Awaited<ReturnType<UsersRepository['findCredentialsByEmail']>>;

function failureReason(user: Credentials, passwordOk: boolean): SignInFailureReason | null {
  if (!user) return 'unknown_user';
  if (!user.passwordHash) return 'no_password';
  if (!passwordOk) return 'wrong_password';
  if (!user.active) return 'inactive';
  return null;
}
