import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SignJWT } from 'jose';
import type { User } from '@portal/shared-contracts';
import { PASSWORD, seedFixtures, signIn, type Fixtures } from './helpers/fixtures.js';
import { TEST_JWT_SECRET, createTestApp, type TestApp } from './helpers/test-app.js';

const BAD_LOGIN = { statusCode: 401, error: 'Unauthorized', message: 'Username or password is incorrect.' };
const key = new TextEncoder().encode(TEST_JWT_SECRET);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('sign-in and tokens', () => {
  let t: TestApp;
  let fx: Fixtures;
  before(async () => {
    t = await createTestApp();
    fx = await seedFixtures(t);
  });
  after(() => t.close());

  const attempt = (username: string, password: string) =>
    t.request({ method: 'POST', url: '/api/v1/users/signin', body: { username, password } });
  const currentUser = (token: string) => t.request({ url: '/api/v1/users/currentuser', token });

  it('signs in with a trimmed, case-insensitive work e-mail and the token works', async () => {
    const response = await attempt('  CARLA@test.EXAMPLE ', PASSWORD);
    assert.equal(response.statusCode, 200);
    const { accessToken } = response.json<{ accessToken: string }>();
    const me = await currentUser(accessToken);
    assert.equal(me.statusCode, 200);
    assert.equal(me.json<User>().id, fx.employee);
    assert.ok(me.json<User>().lastLogin, 'last_login is recorded');
  });

  it('answers a wrong password, an unknown e-mail, an inactive user and a password-less user identically', async () => {
    const answers = await Promise.all([
      attempt('carla@test.example', 'wrong-password'),
      attempt('nobody@test.example', PASSWORD),
      attempt('elena@test.example', PASSWORD),
      attempt('farid@test.example', PASSWORD),
    ]);
    for (const answer of answers) {
      assert.equal(answer.statusCode, 401);
      assert.deepEqual(answer.json(), BAD_LOGIN);
    }
  });

  it('rejects unknown body fields and missing fields with 400 naming the field', async () => {
    const extra = await t.request({ method: 'POST', url: '/api/v1/users/signin', body: { username: 'a@b.c', password: 'x', role: 'ADMIN' } });
    assert.equal(extra.statusCode, 400);
    assert.deepEqual(extra.json<{ details: unknown }>().details, [{ field: 'role', message: 'is not allowed' }]);
    const missing = await t.request({ method: 'POST', url: '/api/v1/users/signin', body: { username: 'a@b.c' } });
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(missing.json<{ details: unknown }>().details, [{ field: 'password', message: 'is required' }]);
  });

  it('stops accepting a token the moment its user is deactivated', async () => {
    const token = await signIn(t, 'dmitri@test.example');
    assert.equal((await currentUser(token)).statusCode, 200);
    await t.app.repos.users.setActive(fx.colleague, false);
    assert.equal((await currentUser(token)).statusCode, 401);
    await t.app.repos.users.setActive(fx.colleague, true);
    assert.equal((await currentUser(token)).statusCode, 401, 'reactivation does not revive old tokens');
    assert.equal((await currentUser(await signIn(t, 'dmitri@test.example'))).statusCode, 200);
  });

  it('rejects missing, tampered, expired, foreign-issuer and alg=none tokens', async () => {
    const good = await signIn(t, 'bruno@test.example');
    const [header, payload, signature] = good.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const tampered = `${header}.${b64({ ...claims, sub: String(fx.admin) })}.${signature}`;
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' }).setSubject(String(fx.manager)).setIssuer('workforce-portal')
      .setAudience('workforce-portal').setIssuedAt(1_600_000_000).setExpirationTime(1_600_000_600).sign(key);
    const foreign = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' }).setSubject(String(fx.manager)).setIssuer('someone-else')
      .setAudience('workforce-portal').setIssuedAt().setExpirationTime('1h').sign(key);

    for (const token of [tampered, unsigned, expired, foreign, 'not-a-jwt']) {
      const response = await currentUser(token);
      assert.equal(response.statusCode, 401, token);
      assert.equal(response.headers['www-authenticate'], 'Bearer');
    }
    assert.equal((await t.request({ url: '/api/v1/users/currentuser' })).statusCode, 401);
    assert.equal((await currentUser(good)).statusCode, 200);
  });

  it('requires a token on every /api/v1 route except sign-in', async () => {
    for (const url of ['/api/v1/users', '/api/v1/users/dropdown', '/api/v1/countries/countries', '/api/v1/timesheets/my']) {
      const response = await t.request({ url });
      assert.equal(response.statusCode, 401, url);
      assert.deepEqual(response.json(), { statusCode: 401, error: 'Unauthorized', message: 'Authentication required.' });
    }
  });

  it('returns every profile field of the current user, camelCase, with place names and no secrets', async () => {
    const me = (await currentUser(await signIn(t, 'carla@test.example'))).json<Record<string, unknown>>();
    const { california, karnataka } = fx.places;
    assert.deepEqual(
      { ...me, lastLogin: typeof me.lastLogin },
      {
        id: fx.employee, firstName: 'Carla', lastName: 'Xu', fullName: 'Carla Xu', gender: 'FEMALE', dob: '1990-02-28',
        doj: '2020-01-06', empId: 'E003', email: 'carla.personal@mail.example', officeEmail: 'Carla@Test.example',
        phone: '+1 555 0100', emergencyNumber: '+1 555 0199',
        presentLine1: '1 Market St', presentLine2: 'Suite 5', presentCity: 'San Francisco',
        presentStateId: california.stateId, presentStateName: 'California',
        presentCountryId: california.countryId, presentCountryName: 'United States', presentZip: '94105',
        permanentLine1: '12 MG Road', permanentLine2: null, permanentCity: 'Bengaluru',
        permanentStateId: karnataka.stateId, permanentStateName: 'Karnataka',
        permanentCountryId: karnataka.countryId, permanentCountryName: 'India', permanentZip: '560001',
        role: 'EMPLOYEE', department: 'ENGINEERING', departmentId: 1, jobTitle: 'Software Engineer',
        profilePhotoUrl: 'https://img.example/carla.jpg', employeeType: 'FULL_TIME', active: true, lastLogin: 'string', weeklyHours: 40,
        lineManagerId: null, lineManagerName: null,
      },
    );
  });
});
