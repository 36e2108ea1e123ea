import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SignInResult } from '../sign-in.js';

/** Longest typed username kept in the log; an address is at most 320 characters. */
const MAX_LOGGED_USERNAME = 320;

/** Records a password sign-in, and the lock a failure set off, with the e-mail as typed. */
export async function auditSignIn(app: FastifyInstance, request: FastifyRequest, username: string, result: SignInResult): Promise<void> {
  const actorEmail = username.trim().toLowerCase().slice(0, MAX_LOGGED_USERNAME);
  if (result.ok) {
    await app.audit(request, { action: 'auth.sign_in', outcome: 'SUCCESS', actorUserId: result.userId, actorEmail });
    return;
  }
  await app.audit(request, {
    action: 'auth.sign_in',
    outcome: 'FAILURE',
    actorUserId: result.userId,
    actorEmail,
    details: { reason: result.reason },
  });
  if (result.lockedNow) {
    await app.audit(request, { action: 'auth.lockout', outcome: 'DENIED', actorUserId: result.userId, actorEmail, details: { scope: result.lock?.scope } });
  }
}
