/** Thrown by the SSO settings parser; config.ts turns it into its ConfigError. */
export class SsoConfigError extends Error {
  override name = 'SsoConfigError';
}

export type SsoProtocolMode = 'AAD' | 'OIDC';

/** Single sign-on settings, or null when SSO_CLIENT_ID is unset (the feature is off). */
export type SsoConfig = {
  /** What the browser needs (served by GET /api/v1/auth/sso-config). */
  clientId: string;
  authority: string;
  knownAuthorities: string[];
  protocolMode: SsoProtocolMode;
  /** Full scope the SPA asks for, e.g. api://<api-app-id>/access_as_user. */
  apiScope: string;
  /** The scope's short name, as Entra writes it into the `scp` claim. */
  apiScopeName: string;
  loginScopes: string[];
  /** What the API checks. One issuer per allowed tenant when SSO_ISSUER contains `{tid}`. */
  issuers: string[];
  jwksUrl: string | null;
  audiences: string[];
  allowedTenants: string[];
  autoProvision: boolean;
};

type Env = Record<string, string | undefined>;

const DEFAULT_LOGIN_SCOPES = ['User.Read', 'profile'];

const trimmed = (value: string | undefined) => value?.trim() || undefined;
const list = (value: string | undefined) => (value ?? '').split(/[\s,]+/).filter(Boolean);

function required(env: Env, name: string): string {
  const value = trimmed(env[name]);
  if (!value) throw new SsoConfigError(`${name} is required when SSO_CLIENT_ID is set`);
  return value;
}

/** https only, except on this machine (tests and local providers). */
function secureUrl(raw: string, name: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SsoConfigError(`${name} must be a URL (got "${raw}")`);
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) throw new SsoConfigError(`${name} must be an https URL (got "${raw}")`);
  return raw.replace(/\/+$/, '');
}

function parseBoolean(raw: string | undefined, name: string): boolean {
  const value = trimmed(raw)?.toLowerCase();
  if (value === undefined) return false;
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  throw new SsoConfigError(`${name} must be true or false (got "${raw}")`);
}

/** `api://id/access_as_user` → resource `api://id`, name `access_as_user`; a bare `access_as_user` has no resource. */
function splitScope(scope: string): { resource: string | null; name: string } {
  const slash = scope.lastIndexOf('/');
  if (slash < 0) return { resource: null, name: scope };
  const name = scope.slice(slash + 1);
  if (!name) throw new SsoConfigError(`SSO_API_SCOPE must end with the scope name, e.g. api://<app-id>/access_as_user (got "${scope}")`);
  return { resource: scope.slice(0, slash), name };
}

/** Reads the SSO_* variables; every problem is named so a misconfiguration fails at start, not at first sign-in. */
export function loadSsoConfig(env: Env): SsoConfig | null {
  const clientId = trimmed(env.SSO_CLIENT_ID);
  if (!clientId) return null;
  // MSAL refuses a non-https authority outright, so there is no local exception here.
  const authority = required(env, 'SSO_AUTHORITY').replace(/\/+$/, '');
  if (!authority.startsWith('https://')) throw new SsoConfigError(`SSO_AUTHORITY must be an https URL (got "${authority}")`);
  const protocolMode = (trimmed(env.SSO_PROTOCOL_MODE) ?? 'AAD').toUpperCase();
  if (protocolMode !== 'AAD' && protocolMode !== 'OIDC') throw new SsoConfigError(`SSO_PROTOCOL_MODE must be AAD or OIDC (got "${env.SSO_PROTOCOL_MODE}")`);
  const apiScope = required(env, 'SSO_API_SCOPE');
  const { resource, name: apiScopeName } = splitScope(apiScope);
  const audiences = list(env.SSO_AUDIENCE);
  if (audiences.length === 0 && resource) audiences.push(resource);
  if (audiences.length === 0) throw new SsoConfigError('SSO_AUDIENCE is required when SSO_API_SCOPE has no resource part (api://<app-id>/<scope>)');
  const allowedTenants = list(required(env, 'SSO_ALLOWED_TENANTS'));
  const issuer = required(env, 'SSO_ISSUER').replace(/\/+$/, '');
  const issuers = issuer.includes('{tid}') ? allowedTenants.map((tid) => issuer.replaceAll('{tid}', tid)) : [issuer];
  const jwksUrl = trimmed(env.SSO_JWKS_URL);
  const knownAuthorities = list(env.SSO_KNOWN_AUTHORITIES);
  return {
    clientId,
    authority,
    knownAuthorities: knownAuthorities.length > 0 ? knownAuthorities : [new URL(authority).host],
    protocolMode,
    apiScope,
    apiScopeName,
    loginScopes: env.SSO_LOGIN_SCOPES === undefined ? DEFAULT_LOGIN_SCOPES : list(env.SSO_LOGIN_SCOPES),
    issuers,
    jwksUrl: jwksUrl ? secureUrl(jwksUrl, 'SSO_JWKS_URL') : null,
    audiences,
    allowedTenants,
    autoProvision: parseBoolean(env.SSO_AUTO_PROVISION, 'SSO_AUTO_PROVISION'),
  };
}
