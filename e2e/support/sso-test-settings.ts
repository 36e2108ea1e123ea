import { join } from 'node:path';

const portalPort = Number(process.env.E2E_PORT ?? 8181);
// Next to the portal's port, so parallel runs on other ports get providers of their own.
const port = portalPort + 1000;
const tenantId = '6a1f2b3c-0000-4000-8000-00000000e2e0';
const issuer = `https://localhost:${port}/${tenantId}/v2.0`;
const apiScope = 'api://portal-api-e2e/access_as_user';

/** What the test identity provider (support/test-idp.mjs) and the portal under test must agree on. */
export const SSO_TEST = {
  port,
  tenantId,
  issuer,
  clientId: 'portal-spa-e2e',
  apiResource: 'api://portal-api-e2e',
  apiScope,
  redirectUri: `http://127.0.0.1:${portalPort}/sso-redirect`,
  certDir: join(__dirname, '..', `.data-idp-${portalPort}`),
};

/** The portal's SSO_* settings for that provider (OIDC mode, its host in knownAuthorities, its certificate trusted). */
export const PORTAL_SSO_ENV = {
  SSO_CLIENT_ID: SSO_TEST.clientId,
  SSO_AUTHORITY: issuer,
  SSO_KNOWN_AUTHORITIES: `localhost:${port}`,
  SSO_PROTOCOL_MODE: 'OIDC',
  SSO_API_SCOPE: apiScope,
  SSO_ISSUER: issuer,
  SSO_ALLOWED_TENANTS: tenantId,
  NODE_EXTRA_CA_CERTS: join(SSO_TEST.certDir, 'cert.pem'),
};
