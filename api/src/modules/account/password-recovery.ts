import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../../platform/auth/passwords.js';
import { passwordProblem } from '../../platform/auth/password-policy.js';
import { hashRecoveryToken, newRecoveryToken } from '../../platform/auth/recovery-token.js';
import { InputError } from '../../platform/errors.js';
import type { Mailer, MailMessage } from '../../platform/mail/mailer.js';
import { passwordResetMessage, welcomeMessage } from '../../platform/mail/templates.js';
import type { createPasswordResetsRepository, RecoveryAccount } from './password-resets-repository.js';

/** At most this many reset e-mails per account per window; further requests are answered the same and dropped. */
export const RESETS_PER_ACCOUNT = 3;
export const RESET_WINDOW_MS = 15 * 60 * 1000;

export const INVALID_LINK = 'This password link is invalid or has expired. Request a new one.';

export type ResetRequestOutcome =
  | { sent: true; userId: number }
  | { sent: false; reason: 'no_active_account' | 'over_limit'; userId: number | null };

type Options = {
  repository: ReturnType<typeof createPasswordResetsRepository>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  resetTtlSeconds: number;
  welcomeTtlSeconds: number;
};

export function createPasswordRecovery({ repository, mailer, log, publicUrl, resetTtlSeconds, welcomeTtlSeconds }: Options) {
  const pending = new Set<Promise<void>>();

  /** Mail goes out in the background so the answer does not reveal whether the account exists. */
  function sendInBackground(message: MailMessage, userId: number): void {
    const sending = mailer
      .send(message)
      .then(() => log.info({ userId }, 'password e-mail sent'))
      .catch((error: unknown) => log.error({ err: error, userId }, 'password e-mail could not be sent'))
      .finally(() => pending.delete(sending));
    pending.add(sending);
  }

  async function issueLink(account: RecoveryAccount, ttlSeconds: number): Promise<string> {
    const { token, tokenHash } = newRecoveryToken();
    await repository.issue(account.id, tokenHash, new Date(Date.now() + ttlSeconds * 1000));
    return `${publicUrl}/auth/set-password/${token}`;
  }

  async function requestReset(email: string): Promise<ResetRequestOutcome> {
    const account = await repository.findActiveAccount(email);
    if (!account) return { sent: false, reason: 'no_active_account', userId: null };
    if ((await repository.countIssuedSince(account.id, new Date(Date.now() - RESET_WINDOW_MS))) >= RESETS_PER_ACCOUNT) {
      log.warn({ userId: account.id }, 'password reset requests over the limit; no e-mail sent');
      return { sent: false, reason: 'over_limit', userId: account.id };
    }
    const link = await issueLink(account, resetTtlSeconds);
    sendInBackground(passwordResetMessage({ to: account.officeEmail, firstName: account.firstName, link, validForSeconds: resetTtlSeconds }), account.id);
    return { sent: true, userId: account.id };
  }

  // One request at a time, in the order they came: a newer link must void the older one, not race it.
  let queue: Promise<void> = Promise.resolve();

  return {
    /**
     * Queues the request and returns at once, whether or not the address belongs to an active account: the caller
     * answers before any of the work is done, so the time of the answer cannot tell who has an account (looking
     * the account up, issuing a link and mailing it took twice as long as finding nothing). `onOutcome` gets what
     * happened, for the audit log only.
     */
    requestReset(email: string, onOutcome: (outcome: ResetRequestOutcome) => Promise<void>): void {
      const work = queue
        // Not before the answer has gone out: the work must not hold up this answer, only follow it.
        .then(() => new Promise((resolve) => setImmediate(resolve)))
        .then(async () => onOutcome(await requestReset(email)))
        .catch((error: unknown) => log.error({ err: error }, 'password reset request failed'))
        .finally(() => pending.delete(work));
      queue = work;
      pending.add(work);
    },

    /** For accounts an admin creates: a set-password link valid for longer than a reset link. */
    async sendWelcome(email: string): Promise<boolean> {
      const account = await repository.findActiveAccount(email);
      if (!account) return false;
      const link = await issueLink(account, welcomeTtlSeconds);
      sendInBackground(welcomeMessage({ to: account.officeEmail, firstName: account.firstName, link, validForSeconds: welcomeTtlSeconds }), account.id);
      return true;
    },

    /** Checks the policy, then consumes the token and sets the password in one transaction. */
    /** Returns whose password was set. */
    async setPassword(recoveryToken: string, password: string): Promise<number> {
      const problem = passwordProblem(password);
      if (problem) throw new InputError(problem, [{ field: 'password', message: problem }]);
      const userId = await repository.resetPassword(hashRecoveryToken(recoveryToken), await hashPassword(password));
      if (userId === null) throw new InputError(INVALID_LINK, [{ field: 'recoveryToken', message: INVALID_LINK }]);
      log.info({ userId }, 'password set with a recovery token; existing sessions ended');
      return userId;
    },

    /** Waits for e-mails still being sent (shutdown, tests). */
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

export type PasswordRecovery = ReturnType<typeof createPasswordRecovery>;
