#!/usr/bin/env node
// A local OpenID provider shaped like Entra ID, for the single sign-on browser tests: panva's oidc-provider over
// https with a throwaway self-signed certificate. Started by playwright.config.ts before the portal, which trusts
// the certificate through NODE_EXTRA_CA_CERTS when it fetches the signing keys.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { join } from 'node:path';
import Provider from 'oidc-provider';

// SSO_TEST of support/sso-test-settings.ts, handed over by playwright.config.ts.
const { port, tenantId, issuer, clientId, apiResource, apiScope, redirectUri, certDir } = JSON.parse(process.env.TEST_IDP_SETTINGS ?? '');

/** People the provider knows by the login typed into its form; anyone else gets a made-up identity. */
const PEOPLE = {
  'employee@example.com': { name: 'Priya Sharma', given_name: 'Priya', family_name: 'Sharma' },
};

function makeCertificate() {
  mkdirSync(certDir, { recursive: true });
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost',
    '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-keyout', join(certDir, 'key.pem'), '-out', join(certDir, 'cert.pem'),
  ], { stdio: 'ignore' });
}

/** Entra's claims for a person: a stable object id, the tenant, the work e-mail as preferred_username. */
function claimsOf(login) {
  const oid = createHash('sha256').update(login).digest('hex').slice(0, 32);
  const person = PEOPLE[login] ?? { name: login };
  return { tid: tenantId, oid, email: login, preferred_username: login, ...person };
}

const provider = new Provider(issuer, {
  clients: [{
    client_id: clientId,
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: [redirectUri],
  }],
  cookies: { keys: ['sso-e2e-cookie-key-not-secret'] },
  ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
  clientBasedCORS: (_ctx, origin) => origin === new URL(redirectUri).origin,
  claims: { openid: ['sub', 'tid', 'oid'], profile: ['name', 'given_name', 'family_name', 'preferred_username'], email: ['email'] },
  findAccount: (_ctx, accountId) => ({ accountId, claims: () => ({ sub: accountId, ...claimsOf(accountId) }) }),
  features: {
    devInteractions: { enabled: true },
    // Like Entra: an access token for the API's own scope is a JWT with aud = the API's id.
    resourceIndicators: {
      enabled: true,
      defaultResource: () => apiResource,
      useGrantedResource: () => true,
      getResourceServerInfo: () => ({ scope: apiScope, audience: apiResource, accessTokenFormat: 'jwt', jwt: { sign: { alg: 'RS256' } } }),
    },
  },
  extraTokenClaims: (_ctx, token) => ({ ...claimsOf(token.accountId), scp: apiScope.split('/').pop() }),
});

// The issuer has a path (/<tenant>/v2.0) like Entra's; the provider sees requests relative to it.
const prefix = new URL(issuer).pathname;
const callback = provider.callback();

makeCertificate();
createServer({ key: readFileSync(join(certDir, 'key.pem')), cert: readFileSync(join(certDir, 'cert.pem')) }, (req, res) => {
  if (!req.url?.startsWith(prefix)) return void res.writeHead(404).end();
  req.originalUrl = req.url;
  req.url = req.url.slice(prefix.length) || '/';
  callback(req, res);
}).listen(port, '127.0.0.1', () => console.log(`test identity provider at ${issuer}`));
