import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../errors.js';
import { createAttemptLimiter, type Refusal } from './attempt-limiter.js';

const WINDOW_MS = 5 * 60 * 1000;

/** One sign-in attempt: the e-mail as typed and the client address. */
export type SignInAttempt = { email: string; ip: string };

/**
 * Limits on failed sign-ins (docs/security.md, "Sign-in limits"). Only failures count: a right password costs no
 * allowance, so an office behind one address signs in however many people it has. `refusal` is asked before the
 * credentials are checked (a refused attempt costs no password hash) and again before a success is answered;
 * `recordFailure` counts a failure and refuses it when it went over a limit. Within a window the counts only grow,
 * so once a limit is reached every attempt on it is refused alike, right password or not: the answers tell the
 * guesser nothing more than the failures within the limit did.
 */
export type SignInLimits = {
  refusal: (attempt: SignInAttempt) => Promise<Refusal | null>;
  recordFailure: (attempt: SignInAttempt) => Promise<Refusal | null>;
};

type Shared = { redis: Redis | null; log: FastifyBaseLogger };

function createLimits(namespace: string, rules: { name: string; max: number; key: (attempt: SignInAttempt) => string }[], shared?: Shared): SignInLimits {
  const limiter = createAttemptLimiter({
    namespace,
    rules,
    windowMs: WINDOW_MS,
    shared: shared?.redis ? { redis: shared.redis, log: shared.log } : undefined,
  });
  const keys = (attempt: SignInAttempt) => rules.map((rule) => rule.key(attempt));
  return { refusal: (attempt) => limiter.check(keys(attempt)), recordFailure: (attempt) => limiter.fail(keys(attempt)) };
}

/**
 * Password sign-in: failures per client address (`perIp`, which stops one address spraying many accounts) and per
 * account and address (`perAccount`), on top of the lockout. The account is keyed on the address as typed, so
 * made-up addresses are limited exactly like real ones. Not per account alone: that would let anyone keep a person
 * out by failing at their address from elsewhere (guessing spread over many addresses meets the account-wide lock
 * instead, which the person's own reset lifts). With Redis, counted across every API instance.
 */
export function createPasswordSignInLimits(max: { perIp: number; perAccount: number }, shared?: Shared): SignInLimits {
  return createLimits(
    'sign-in:failures',
    [
      { name: 'address', max: max.perIp, key: ({ ip }) => ip },
      { name: 'account', max: max.perAccount, key: ({ email, ip }) => `${email.trim().toLowerCase()}\n${ip}` },
    ],
    shared,
  );
}

/**
 * Single sign-on: refused exchanges per client address, under the same number as password failures but counted
 * apart. A provider's signed token cannot be guessed, so this only stops a flood of bad tokens from one address;
 * counted apart, a password spray that stopped an office's password sign-ins leaves it single sign-on, and the
 * other way round.
 */
export function createSsoSignInLimits(perIp: number, shared?: Shared): SignInLimits {
  return createLimits('sign-in:sso-failures', [{ name: 'address', max: perIp, key: ({ ip }) => ip }], shared);
}

/** The answer to a refused attempt: 429, Retry-After in seconds and the minutes in the message. */
export function tooManyAttempts(reply: FastifyReply, { msLeft }: Refusal): AppError {
  const seconds = Math.max(1, Math.ceil(msLeft / 1000));
  reply.header('retry-after', String(seconds));
  return new AppError(429, `Too many attempts. Try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`);
}
