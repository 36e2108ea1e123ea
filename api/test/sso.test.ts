import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { SignJWT, base64url } from 'jose';
import { ConfigError, loadConfig } from '../src/config.js';
import { auditLog } from '../src/platform/db/schema/index.js';
import { API_SCOPE, ISSUER, OTHER_TENANT, TENANT, startFakeProvider, type FakeProvider } from './helpers/sso-provider.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

type ErrorBody = { message: string };

describe('single sign-on', () => {
  let t: TestApp;
  let provider: FakeProvider;
  let ids: Record<'carla' | 'elena' | 'dmitri', number>;

  before(async () => {
    provider = await startFakeProvider();
    t = await createTestApp({ sso: provider.sso });
    const [carla, elena, dmitri] = await t.app.repos.users.insertMany([
      { firstName: 'Carla', lastName: 'Xu', officeEmail: 'Carla@Test.example', role: 'EMPLOYEE' },
      { firstName: 'Elena', officeEmail: 'elena@test.example', role: 'EMPLOYEE', active: false },
      { firstName: 'Dmitri', officeEmail: 'dmitri@test.example', role: 'MANAGER' },
    ]);
    ids = { carla: carla!, elena: elena!, dmitri: dmitri! };
  });
  after(async () => {
    await t.close();
    await provider.close();
  });

  const exchange = (accessToken: string) => t.request({ method: 'POST', url: '/api/v1/users/sso', body: { accessToken } });

  async function expectRefused(accessToken: string, status: number, message: RegExp) {
    const response = await exchange(accessToken);
    assert.equal(response.statusCode, status, response.body);
    assert.match(response.json<ErrorBody>().message, message);
    assert.equal(response.body.includes('accessToken'), false);
  }

  it('publishes what the sign-in page needs, and nothing the API keeps for itself', async () => {
    const response = await t.request({ url: '/api/v1/auth/sso-config' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      enabled: true,
      clientId: 'spa-client-id',
      authority: `https://login.test.example/${TENANT}`,
      knownAuthorities: ['login.test.example'],
      protocolMode: 'AAD',
      apiScope: API_SCOPE,
      loginScopes: ['User.Read', 'profile'],
    });
  });

  it('links a pre-provisioned user by work e-mail on first use and starts a session', async () => {
    const token = await provider.mint({ oid: 'oid-carla', preferred_username: 'carla@test.example' });
    const response = await exchange(token);
    assert.equal(response.statusCode, 200, response.body);
    const { accessToken } = response.json<{ accessToken: string }>();
    assert.notEqual(accessToken, token, 'the portal issues its own token');
    const me = await t.request({ url: '/api/v1/users/currentuser', token: accessToken });
    assert.equal(me.statusCode, 200);
    assert.equal(me.json<{ id: number }>().id, ids.carla);
    const signOut = await t.request({ method: 'POST', url: '/api/v1/users/signout', token: accessToken });
    assert.equal(signOut.statusCode, 204, 'an SSO session ends like any other');
  });

  it('signs the linked identity in later by (tenant, object id) even after the e-mail changed', async () => {
    const token = await provider.mint({ oid: 'oid-carla', preferred_username: 'carla.xu@renamed.example' });
    const response = await exchange(token);
    assert.equal(response.statusCode, 200, response.body);
    const me = await t.request({ url: '/api/v1/users/currentuser', token: response.json<{ accessToken: string }>().accessToken });
    assert.equal(me.json<{ id: number }>().id, ids.carla);
  });

  it('refuses a second provider account that claims an already linked e-mail', async () => {
    await expectRefused(await provider.mint({ oid: 'oid-impostor', email: 'carla@test.example' }), 403, /different account/);
  });

  it('refuses tokens that cannot be trusted', async () => {
    const valid = { oid: 'oid-dmitri', email: 'dmitri@test.example' };
    await expectRefused(await provider.mint(valid, { expiresIn: -3600 }), 401, /could not be verified/);
    await expectRefused(await provider.mint({ ...valid, aud: 'api://someone-else' }), 401, /could not be verified/);
    await expectRefused(await provider.mint({ ...valid, iss: `https://evil.example/${TENANT}/v2.0` }), 401, /could not be verified/);
    await expectRefused(await provider.mint(valid, { key: provider.strangerKey }), 401, /could not be verified/);
    await expectRefused(await provider.mint({ ...valid, oid: undefined }), 401, /could not be verified/);
  });

  it('refuses alg none and HS256 signed with the published public key', async () => {
    const claims = { tid: TENANT, oid: 'oid-dmitri', scp: 'access_as_user', email: 'dmitri@test.example', iss: ISSUER, aud: 'api://portal-api' };
    const now = Math.floor(Date.now() / 1000);
    const body = base64url.encode(JSON.stringify({ ...claims, iat: now, exp: now + 3600 }));
    await expectRefused(`${base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${body}.`, 401, /could not be verified/);
    const hmac = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', kid: 'test-key-1' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(provider.publicPem));
    await expectRefused(hmac, 401, /could not be verified/);
  });

  it('refuses another tenant and a token without the API scope', async () => {
    await expectRefused(await provider.mint({ tid: OTHER_TENANT, oid: 'oid-dmitri', email: 'dmitri@test.example' }), 403, /directory cannot sign in/);
    await expectRefused(await provider.mint({ oid: 'oid-dmitri', email: 'dmitri@test.example', scp: 'User.Read profile' }), 403, /not issued for this portal/);
  });

  it('refuses inactive and unknown users without creating anything', async () => {
    await expectRefused(await provider.mint({ oid: 'oid-elena', email: 'ELENA@test.example' }), 403, /inactive/);
    const before = await t.app.repos.users.count();
    await expectRefused(await provider.mint({ oid: 'oid-nobody', email: 'nobody@test.example' }), 403, /No active portal account uses the work e-mail nobody@test\.example/);
    assert.equal(await t.app.repos.users.count(), before);
  });

  it('refuses a user deactivated after linking', async () => {
    const token = await provider.mint({ oid: 'oid-dmitri', email: 'dmitri@test.example' });
    assert.equal((await exchange(token)).statusCode, 200);
    await t.app.repos.users.setActive(ids.dmitri, false);
    await expectRefused(token, 403, /inactive/);
    await t.app.repos.users.setActive(ids.dmitri, true);
  });

  it('records every outcome in the audit log, without tokens', async () => {
    const rows = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'auth.sign_in_sso'));
    const summary = rows.map((row) => `${row.outcome}:${(row.details as { reason?: string } | null)?.reason}`);
    for (const expected of ['SUCCESS:linked_by_email', 'SUCCESS:identity', 'DENIED:email_linked_to_other_identity', 'FAILURE:expired_token',
      'FAILURE:invalid_token', 'DENIED:tenant_not_allowed', 'DENIED:scope_missing', 'DENIED:inactive', 'DENIED:unknown_user']) {
      assert.ok(summary.includes(expected), `${expected} in ${summary.join(', ')}`);
    }
    const carlaSuccess = rows.find((row) => row.outcome === 'SUCCESS' && row.actorUserId === ids.carla);
    assert.equal(carlaSuccess?.actorEmail, 'Carla@Test.example');
    assert.equal(rows.find((row) => row.outcome === 'DENIED' && (row.details as { reason: string }).reason === 'inactive')?.actorUserId, ids.elena);
    assert.equal(JSON.stringify(rows).includes('eyJ'), false, 'no JWT in any row');
    const generic = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'request.denied'));
    assert.deepEqual(generic, [], 'a refused sign-on is recorded once, with its reason, not again as a generic refusal');
  });
});

describe('single sign-on switched off or auto-provisioning', () => {
  it('says disabled and refuses the exchange when SSO_CLIENT_ID is unset', async () => {
    const t = await createTestApp({ sso: null });
    try {
      assert.deepEqual((await t.request({ url: '/api/v1/auth/sso-config' })).json(), { enabled: false });
      const response = await t.request({ method: 'POST', url: '/api/v1/users/sso', body: { accessToken: 'x' } });
      assert.equal(response.statusCode, 404);
    } finally {
      await t.close();
    }
  });

  it('creates an EMPLOYEE for an unknown e-mail only when SSO_AUTO_PROVISION is on', async () => {
    const provider = await startFakeProvider({ SSO_AUTO_PROVISION: 'true' });
    const t = await createTestApp({ sso: provider.sso });
    try {
      const token = await provider.mint({ oid: 'oid-new', email: 'newbie@test.example', given_name: 'Nia', family_name: 'Newton' });
      const response = await t.request({ method: 'POST', url: '/api/v1/users/sso', body: { accessToken: token } });
      assert.equal(response.statusCode, 200, response.body);
      const me = await t.request({ url: '/api/v1/users/currentuser', token: response.json<{ accessToken: string }>().accessToken });
      assert.equal(me.json<{ fullName: string; role: string }>().fullName, 'Nia Newton');
      assert.equal(me.json<{ role: string }>().role, 'EMPLOYEE');
    } finally {
      await t.close();
      await provider.close();
    }
  });
});

describe('single sign-on settings', () => {
  const base = {
    JWT_SECRET: 'x'.repeat(32), SSO_CLIENT_ID: 'spa', SSO_AUTHORITY: 'https://login.microsoftonline.com/tid-1', SSO_API_SCOPE: 'api://api-id/access_as_user',
    SSO_ISSUER: 'https://login.microsoftonline.com/{tid}/v2.0', SSO_ALLOWED_TENANTS: 'tid-1, tid-2',
  };

  it('derives audience, known authorities and one issuer per tenant', () => {
    const sso = loadConfig(base).sso;
    assert.deepEqual(sso?.audiences, ['api://api-id']);
    assert.deepEqual(sso?.knownAuthorities, ['login.microsoftonline.com']);
    assert.deepEqual(sso?.issuers, ['https://login.microsoftonline.com/tid-1/v2.0', 'https://login.microsoftonline.com/tid-2/v2.0']);
    assert.equal(sso?.apiScopeName, 'access_as_user');
    assert.equal(sso?.autoProvision, false);
    assert.equal(loadConfig({ JWT_SECRET: base.JWT_SECRET }).sso, null);
  });

  it('names what is missing or wrong', () => {
    assert.throws(() => loadConfig({ ...base, SSO_ALLOWED_TENANTS: '' }), /SSO_ALLOWED_TENANTS is required/);
    assert.throws(() => loadConfig({ ...base, SSO_AUTHORITY: 'http://login.example/x' }), /SSO_AUTHORITY must be an https URL/);
    assert.throws(() => loadConfig({ ...base, SSO_PROTOCOL_MODE: 'SAML' }), /SSO_PROTOCOL_MODE must be AAD or OIDC/);
    assert.throws(() => loadConfig({ ...base, SSO_JWKS_URL: 'http://keys.example/jwks' }), /SSO_JWKS_URL must be an https URL/);
    assert.throws(() => loadConfig({ ...base, SSO_API_SCOPE: 'access_as_user' }), /SSO_AUDIENCE is required/);
    assert.throws(() => loadConfig({ ...base, SSO_AUTO_PROVISION: 'maybe' }), ConfigError);
  });
});
