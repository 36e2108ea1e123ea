import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../src/config.js';
import { PASSWORD, fixturePasswordHash } from './helpers/fixtures.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from './helpers/test-app.js';

/** The CSP header as directive name → sources. */
function policy(header: unknown): Map<string, string[]> {
  return new Map(String(header).split(';').map((part) => part.trim().split(/\s+/)).filter(([name]) => name).map(([name, ...sources]) => [name!, sources]));
}

const SSO_ENV = {
  NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET,
  SSO_CLIENT_ID: 'spa', SSO_AUTHORITY: 'https://login.microsoftonline.com/tid-1', SSO_API_SCOPE: 'api://api-id/access_as_user',
  SSO_ISSUER: 'https://login.microsoftonline.com/{tid}/v2.0', SSO_ALLOWED_TENANTS: 'tid-1',
};

describe('security headers and CORS', () => {
  let t: TestApp;

  before(async () => {
    const { sso } = loadConfig(SSO_ENV);
    t = await createTestApp({
      remotes: { remote_directory: 'https://directory.portal.example/mf-manifest.json', remote_projects: '/remotes/projects/mf-manifest.json' },
      sso,
      corsOrigins: ['https://shell.portal.example'],
    });
  });
  after(() => t.close());

  it('sends HSTS, nosniff, a referrer policy and a pop-up friendly opener policy', async () => {
    const { headers } = await t.request({ url: '/api/health' });
    // The value docs/security.md states.
    assert.equal(headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
    assert.equal(headers['x-content-type-options'], 'nosniff');
    assert.equal(headers['referrer-policy'], 'no-referrer');
    assert.equal(headers['cross-origin-opener-policy'], 'same-origin-allow-popups');
  });

  it('keeps the sign-in answer, which carries a token, out of every cache', async () => {
    const passwordHash = await fixturePasswordHash();
    await t.app.repos.users.insertMany([{ firstName: 'Nina', officeEmail: 'nina@test.example', role: 'EMPLOYEE', passwordHash }]);
    const response = await t.request({ method: 'POST', url: '/api/v1/users/signin', body: { username: 'nina@test.example', password: PASSWORD } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-store');
  });

  it('allows scripts only from this server and the configured remote origins, and the identity provider only where needed', async () => {
    const csp = policy((await t.request({ url: '/api/health' })).headers['content-security-policy']);
    assert.deepEqual(csp.get('script-src'), ["'self'", 'https://directory.portal.example']);
    assert.deepEqual(csp.get('connect-src'), ["'self'", 'https://directory.portal.example', 'https://login.microsoftonline.com', 'https://graph.microsoft.com']);
    assert.deepEqual(csp.get('frame-src'), ['https://login.microsoftonline.com']);
    assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
    assert.deepEqual(csp.get('object-src'), ["'none'"]);
    const everything = [...csp.values()].flat();
    assert.ok(!everything.includes("'unsafe-eval'"), 'no eval');
    assert.ok(!everything.includes('*'), 'no wildcard source');
    assert.ok(!csp.has('upgrade-insecure-requests'), 'remotes may be served over http inside a private network');
  });

  it('answers a preflight from a listed origin with that exact origin, and gives other origins nothing', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/users/currentuser',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
    const listed = await preflight('https://shell.portal.example');
    assert.equal(listed.headers['access-control-allow-origin'], 'https://shell.portal.example');
    assert.match(String(listed.headers['access-control-allow-headers']), /Authorization/);
    assert.equal(listed.headers['access-control-allow-credentials'], undefined, 'bearer tokens, never cookies');

    for (const stranger of ['https://evil.example', 'https://shell.portal.example.evil.example', 'null']) {
      const refused = await preflight(stranger);
      assert.equal(refused.headers['access-control-allow-origin'], undefined, stranger);
    }
  });
});

describe('CORS_ORIGINS', () => {
  const load = (value: string) => loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, CORS_ORIGINS: value });

  it('takes exact origins, separated by commas or spaces', () => {
    assert.deepEqual(load('https://a.example, http://localhost:3000').corsOrigins, ['https://a.example', 'http://localhost:3000']);
    assert.deepEqual(loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET }).corsOrigins, []);
  });

  it('refuses wildcards and URLs with paths', () => {
    assert.throws(() => load('*'), ConfigError);
    assert.throws(() => load('https://a.example/app'), /without a path/);
  });
});
