import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, exportSPKI, generateKeyPair, type CryptoKey, type JWTPayload } from 'jose';
import { loadSsoConfig, type SsoConfig } from '../../src/sso-config.js';

export const TENANT = '11111111-2222-3333-4444-555555555555';
export const OTHER_TENANT = '99999999-8888-7777-6666-555555555555';
export const ISSUER = `https://login.test.example/${TENANT}/v2.0`;
export const AUDIENCE = 'api://portal-api';
export const API_SCOPE = `${AUDIENCE}/access_as_user`;
const KID = 'test-key-1';

/**
 * A stand-in for Entra ID's signing side: an RSA key pair whose public half is served as a JWKS over local http,
 * and a minter for access tokens shaped like Entra's (tid, oid, scp, preferred_username).
 */
export type FakeProvider = {
  sso: SsoConfig;
  /** An RS256 access token with sensible defaults; `claims` override or add, `undefined` removes. */
  mint: (claims?: Record<string, unknown>, options?: { expiresIn?: string | number; key?: CryptoKey }) => Promise<string>;
  /** A key the provider never published, for forged tokens. */
  strangerKey: CryptoKey;
  /** The published key as PEM, for the "HS256 signed with the public key" attack. */
  publicPem: string;
  close: () => Promise<void>;
};

export async function startFakeProvider(env: Record<string, string> = {}): Promise<FakeProvider> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const stranger = await generateKeyPair('RS256');
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' }] };
  const server: Server = createServer((request, response) => {
    if (request.url !== '/keys') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwks));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const sso = loadSsoConfig({
    SSO_CLIENT_ID: 'spa-client-id',
    SSO_AUTHORITY: `https://login.test.example/${TENANT}`,
    SSO_API_SCOPE: API_SCOPE,
    SSO_ISSUER: 'https://login.test.example/{tid}/v2.0',
    SSO_JWKS_URL: `http://127.0.0.1:${port}/keys`,
    SSO_ALLOWED_TENANTS: TENANT,
    ...env,
  });
  if (!sso) throw new Error('SSO settings did not load');

  return {
    sso,
    strangerKey: stranger.privateKey,
    publicPem: await exportSPKI(publicKey),
    async mint(claims = {}, { expiresIn = '1h', key = privateKey } = {}) {
      const payload: JWTPayload = { tid: TENANT, oid: 'oid-default', scp: 'access_as_user', ver: '2.0', ...claims };
      for (const [name, value] of Object.entries(payload)) if (value === undefined) delete payload[name];
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
        .setIssuer(typeof claims.iss === 'string' ? claims.iss : ISSUER)
        .setAudience(typeof claims.aud === 'string' ? claims.aud : AUDIENCE)
        .setIssuedAt(typeof expiresIn === 'number' && expiresIn < 0 ? Math.floor(Date.now() / 1000) - 7200 : undefined)
        .setExpirationTime(typeof expiresIn === 'number' ? Math.floor(Date.now() / 1000) + expiresIn : expiresIn)
        .sign(key);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
