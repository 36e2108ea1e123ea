import type { AuditOutcome } from '@portal/shared-contracts';
import { violatedUniqueIndex } from '../../../platform/db/unique-violation.js';
import type { SsoCandidate, UserIdentitiesRepository } from '../user-identities-repository.js';
import type { SessionsRepository } from '../sessions-repository.js';
import type { UsersRepository } from '../users-repository.js';
import type { TokenService } from '../../../platform/auth/tokens.js';
import type { SsoIdentity, SsoTokenProblem, SsoTokenVerifier } from './sso-token-verifier.js';

type Repos = { users: UsersRepository; userIdentities: UserIdentitiesRepository; sessions: SessionsRepository };
type Actor = { id: number; officeEmail: string };

/** How the caller was matched to a user, for the audit log. */
export type SsoMatch = 'identity' | 'linked_by_email' | 'provisioned';

export type SsoRefusal = { status: 401 | 403 | 503; outcome: AuditOutcome; reason: string; message: string };

export type SsoSignInResult =
  | { ok: true; accessToken: string; actor: Actor; match: SsoMatch }
  | { ok: false; refusal: SsoRefusal; actor: Actor | null; email: string | null };

const UNVERIFIED = 'Single sign-on could not be verified. Please try again.';

const TOKEN_REFUSALS: Record<SsoTokenProblem, SsoRefusal> = {
  invalid: { status: 401, outcome: 'FAILURE', reason: 'invalid_token', message: UNVERIFIED },
  expired: { status: 401, outcome: 'FAILURE', reason: 'expired_token', message: UNVERIFIED },
  claims_missing: { status: 401, outcome: 'FAILURE', reason: 'claims_missing', message: UNVERIFIED },
  provider_unreachable: {
    status: 503, outcome: 'FAILURE', reason: 'provider_unreachable',
    message: 'Single sign-on is unavailable right now. Please try again later or sign in with your password.',
  },
  tenant_not_allowed: {
    status: 403, outcome: 'DENIED', reason: 'tenant_not_allowed',
    message: "Accounts of your organisation's directory cannot sign in to this portal.",
  },
  scope_missing: { status: 403, outcome: 'DENIED', reason: 'scope_missing', message: 'This sign-in was not issued for this portal.' },
};

const refuse = (refusal: SsoRefusal, actor: Actor | null, email: string | null): SsoSignInResult => ({ ok: false, refusal, actor, email });

const unknownUser = (email: string | null): SsoRefusal => ({
  status: 403, outcome: 'DENIED', reason: 'unknown_user',
  message: email
    ? `No active portal account uses the work e-mail ${email}. Ask an administrator to add you.`
    : 'Your sign-on account has no e-mail address the portal can match. Ask an administrator to add you.',
});

const INACTIVE: SsoRefusal = {
  status: 403, outcome: 'DENIED', reason: 'inactive',
  message: 'Your portal account is inactive. Ask an administrator to reactivate it.',
};

/** A user whose e-mail matches but who already signs on with another account of the same directory. */
const LINKED_ELSEWHERE: SsoRefusal = {
  status: 403, outcome: 'DENIED', reason: 'email_linked_to_other_identity',
  message: 'Your work e-mail belongs to a portal account that signs on with a different account. Ask an administrator.',
};

async function provision(repos: Repos, identity: SsoIdentity, email: string): Promise<SsoCandidate | null> {
  const firstName = identity.givenName ?? identity.name ?? email.split('@')[0]!;
  try {
    const id = await repos.users.insert({ firstName, lastName: identity.familyName, officeEmail: email, role: 'EMPLOYEE', active: true });
    return { id, active: true, tokenVersion: 0, officeEmail: email };
  } catch (error) {
    // A concurrent first sign-in created the same e-mail; the user simply tries again.
    if (violatedUniqueIndex(error)) return null;
    throw error;
  }
}

/** Finds (or links, or creates when allowed) the portal user behind a verified identity. */
async function matchUser(
  repos: Repos,
  identity: SsoIdentity,
  autoProvision: boolean,
): Promise<{ user: SsoCandidate; match: SsoMatch } | { refusal: SsoRefusal; actor: Actor | null }> {
  const known = await repos.userIdentities.findUserByIdentity(identity.tenantId, identity.objectId);
  if (known) return { user: known, match: 'identity' };
  const email = identity.email;
  const byEmail = email ? await repos.userIdentities.findUserByOfficeEmail(email, identity.tenantId) : null;
  if (byEmail) {
    const actor = { id: byEmail.id, officeEmail: byEmail.officeEmail };
    if (byEmail.linkedInTenant) return { refusal: LINKED_ELSEWHERE, actor };
    // Only an active account is linked: linking grants access, which an inactive user must not gain.
    if (!byEmail.active) return { refusal: INACTIVE, actor };
    if (!(await repos.userIdentities.link(byEmail.id, identity.tenantId, identity.objectId))) return { refusal: LINKED_ELSEWHERE, actor };
    return { user: byEmail, match: 'linked_by_email' };
  }
  if (!autoProvision || !email) return { refusal: unknownUser(email), actor: null };
  const created = await provision(repos, identity, email);
  if (!created || !(await repos.userIdentities.link(created.id, identity.tenantId, identity.objectId))) {
    return { refusal: unknownUser(email), actor: null };
  }
  return { user: created, match: 'provisioned' };
}

/**
 * Exchanges a verified identity-provider access token for a portal session, exactly as password sign-in starts one
 * (a session row plus the portal's own access token). The provider's token is never stored or passed on.
 */
export async function signInWithSso(
  repos: Repos,
  tokens: TokenService,
  verify: SsoTokenVerifier,
  providerToken: string,
  options: { autoProvision: boolean },
): Promise<SsoSignInResult> {
  const verified = await verify(providerToken);
  if (!verified.ok) return refuse({ ...TOKEN_REFUSALS[verified.problem] }, null, null);
  const { identity } = verified;
  const matched = await matchUser(repos, identity, options.autoProvision);
  if ('refusal' in matched) return refuse(matched.refusal, matched.actor, identity.email);
  const { user, match } = matched;
  const actor = { id: user.id, officeEmail: user.officeEmail };
  if (!user.active) return refuse(INACTIVE, actor, identity.email);
  await repos.userIdentities.recordUse(identity.tenantId, identity.objectId);
  await repos.users.recordLogin(user.id);
  const sessionId = await repos.sessions.start(user.id, new Date(Date.now() + tokens.ttlSeconds * 1000));
  const accessToken = await tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion, sessionId });
  return { ok: true, accessToken, actor, match };
}
