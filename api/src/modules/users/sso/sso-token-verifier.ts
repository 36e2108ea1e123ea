import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { SsoConfig } from '../../../sso-config.js';

/** Who the identity provider says the caller is. tenantId + objectId is the stable key; the e-mail may change. */
export type SsoIdentity = {
  tenantId: string;
  objectId: string;
  email: string | null;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
};

/** Why a token was refused: `invalid` = not a token we can trust at all; the others are trustworthy but not for us. */
export type SsoTokenProblem = 'invalid' | 'expired' | 'tenant_not_allowed' | 'scope_missing' | 'claims_missing' | 'provider_unreachable';

export type SsoTokenResult = { ok: true; identity: SsoIdentity } | { ok: false; problem: SsoTokenProblem; detail: string };

export type SsoTokenVerifier = (token: string) => Promise<SsoTokenResult>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Entra puts the work e-mail in `email` (optional claim) or `preferred_username` (the UPN, usually the same). */
function emailOf(payload: JWTPayload): string | null {
  for (const claim of [payload.email, payload.preferred_username, payload.upn]) {
    const value = text(claim);
    if (value && EMAIL.test(value)) return value;
  }
  return null;
}

/** `scp` is a space-separated list in Entra access tokens; some providers write `scope` or an array. */
function scopesOf(payload: JWTPayload): string[] {
  const raw = payload.scp ?? payload.scope;
  if (Array.isArray(raw)) return raw.filter((s): s is string => typeof s === 'string');
  return typeof raw === 'string' ? raw.split(' ').filter(Boolean) : [];
}

/**
 * Finds the provider's key set through its discovery document when SSO_JWKS_URL is not given. Looked up on first
 * use and remembered only once it worked, so a provider that was down at start-up does not break SSO for good.
 */
function discoveredKeySet(issuer: string): JWTVerifyGetKey {
  let keySet: JWTVerifyGetKey | undefined;
  return async (header, token) => {
    if (!keySet) {
      const response = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(5000) });
      if (!response.ok) throw new Error(`discovery answered ${response.status}`);
      const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri?: unknown };
      if (typeof jwksUri !== 'string') throw new Error('discovery document has no jwks_uri');
      keySet = createRemoteJWKSet(new URL(jwksUri));
    }
    return keySet(header, token);
  };
}

function problemOf(error: unknown): { problem: SsoTokenProblem; detail: string } {
  if (error instanceof errors.JWTExpired) return { problem: 'expired', detail: error.code };
  if (error instanceof errors.JOSEError) {
    const fetchFailed = error instanceof errors.JWKSTimeout || error.code === 'ERR_JWKS_INVALID';
    return { problem: fetchFailed ? 'provider_unreachable' : 'invalid', detail: error.code };
  }
  // Anything else came from fetching discovery or keys, not from the token.
  return { problem: 'provider_unreachable', detail: error instanceof Error ? error.message : String(error) };
}

/**
 * Verifies an access token the SPA got from the identity provider for the API's own scope. Only RS256 is accepted,
 * so `alg: none` and an HS256 token "signed" with the public key are refused; issuer, audience, expiry, tenant and
 * scope are all checked before anyone is looked up.
 */
export function createSsoTokenVerifier(sso: SsoConfig, keySet?: JWTVerifyGetKey): SsoTokenVerifier {
  const keys = keySet ?? (sso.jwksUrl ? createRemoteJWKSet(new URL(sso.jwksUrl)) : discoveredKeySet(sso.issuers[0]!));
  return async (token) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        algorithms: ['RS256'],
        issuer: sso.issuers,
        audience: sso.audiences,
        requiredClaims: ['exp', 'iat', 'tid', 'oid'],
        clockTolerance: 60,
      }));
    } catch (error) {
      return { ok: false, ...problemOf(error) };
    }
    const tenantId = text(payload.tid);
    const objectId = text(payload.oid);
    if (!tenantId || !objectId) return { ok: false, problem: 'claims_missing', detail: 'tid or oid is empty' };
    if (!sso.allowedTenants.includes(tenantId)) return { ok: false, problem: 'tenant_not_allowed', detail: tenantId };
    const scopes = scopesOf(payload);
    if (!scopes.includes(sso.apiScopeName) && !scopes.includes(sso.apiScope)) return { ok: false, problem: 'scope_missing', detail: sso.apiScopeName };
    return {
      ok: true,
      identity: {
        tenantId,
        objectId,
        email: emailOf(payload),
        givenName: text(payload.given_name),
        familyName: text(payload.family_name),
        name: text(payload.name),
      },
    };
  };
}
