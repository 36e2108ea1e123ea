import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_SIGN_IN_LIMITS } from '../src/config.js';
import { PASSWORD, fixturePasswordHash } from './helpers/fixtures.js';
import { startFakeProvider, type FakeProvider } from './helpers/sso-provider.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Issue 39: the sign-in limits count failures only, so a whole office behind one address signs in, while guessing
// from that address is still stopped. t.request always comes from one address (app.inject's 127.0.0.1): the office.
const PER_IP = DEFAULT_SIGN_IN_LIMITS.perIp;
const STAFF = PER_IP + 10;

describe('sign-in limits: an office rush from one address (default limits)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ signInLimits: DEFAULT_SIGN_IN_LIMITS });
    const passwordHash = await fixturePasswordHash();
    await t.app.repos.users.insertMany(
      Array.from({ length: STAFF }, (_, i) => ({ firstName: `Staff${i}`, officeEmail: `staff${i}@office.example`, role: 'EMPLOYEE' as const, passwordHash })),
    );
  });
  after(() => t.close());

  const signIn = (username: string, password: string) => t.request({ method: 'POST', url: '/api/v1/users/signin', body: { username, password } });
  const signInFrom = (ip: string, username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/users/signin', payload: { username, password }, remoteAddress: ip });

  it(`lets ${STAFF} colleagues in from one address, and stops a spray of wrong guesses from it at ${PER_IP}`, async () => {
    const rush = [];
    for (let i = 0; i < STAFF; i += 1) rush.push((await signIn(`staff${i}@office.example`, PASSWORD)).statusCode);
    assert.deepEqual(rush, Array.from({ length: STAFF }, () => 200), 'every colleague signs in');

    // One wrong guess each for many accounts (real and made up): the first PER_IP are answered, the next is not.
    const spray = [];
    for (let i = 0; i <= PER_IP; i += 1) spray.push(await signIn(i % 2 ? `staff${i}@office.example` : `nobody${i}@office.example`, 'Summer2026!'));
    assert.deepEqual(spray.slice(0, PER_IP).map((r) => r.statusCode), Array.from({ length: PER_IP }, () => 401));
    const refused = spray[PER_IP]!;
    assert.equal(refused.statusCode, 429, `guess ${PER_IP + 1} is refused`);
    assert.match(refused.json<{ message: string }>().message, /^Too many attempts\. Try again in 5 minutes\.$/);
    assert.ok(Number(refused.headers['retry-after']) > 4 * 60, 'Retry-After: the rest of the 5-minute window');

    // While the address is over its limit a right password waits too: answering it would let guessing go on.
    assert.equal((await signIn('staff0@office.example', PASSWORD)).statusCode, 429);
    assert.equal((await signInFrom('10.39.0.2', 'staff0@office.example', PASSWORD)).statusCode, 200, 'another address is unaffected');
  });

  it(`answers at most ${PER_IP} of many simultaneous wrong guesses from one address, whatever their order`, async () => {
    const guesses = await Promise.all(Array.from({ length: PER_IP + 8 }, (_, i) => signInFrom('10.39.0.3', `staff${i}@office.example`, 'Winter2026!')));
    const codes = guesses.map((r) => r.statusCode).sort();
    assert.deepEqual(codes, [...Array.from({ length: PER_IP }, () => 401), ...Array.from({ length: 8 }, () => 429)]);
    assert.equal((await signInFrom('10.39.0.3', 'staff1@office.example', PASSWORD)).statusCode, 429);
  });
});

describe('sign-in limits: single sign-on from one address (default limits)', () => {
  let t: TestApp;
  let provider: FakeProvider;
  before(async () => {
    provider = await startFakeProvider();
    t = await createTestApp({ sso: provider.sso, signInLimits: DEFAULT_SIGN_IN_LIMITS });
    await t.app.repos.users.insertMany([
      { firstName: 'Sol', officeEmail: 'sol@office.example', role: 'EMPLOYEE', passwordHash: await fixturePasswordHash() },
      ...Array.from({ length: 5 }, (_, i) => ({ firstName: `Sso${i}`, officeEmail: `sso${i}@office.example`, role: 'EMPLOYEE' as const })),
    ]);
  });
  after(async () => {
    await t.close();
    await provider.close();
  });

  const exchange = (accessToken: string) => t.request({ method: 'POST', url: '/api/v1/users/sso', body: { accessToken } });
  const validToken = (i: number) => provider.mint({ oid: `oid-sso${i % 5}`, preferred_username: `sso${i % 5}@office.example` });

  it('does not count sign-ins that succeed, stops a flood of bad tokens, and leaves password sign-in to its own count', async () => {
    const rush = [];
    for (let i = 0; i < STAFF; i += 1) rush.push((await exchange(await validToken(i))).statusCode);
    assert.deepEqual(rush, Array.from({ length: STAFF }, () => 200));

    const forged = await provider.mint({ oid: 'oid-sso0', preferred_username: 'sso0@office.example' }, { key: provider.strangerKey });
    const flood = [];
    for (let i = 0; i <= PER_IP; i += 1) flood.push(await exchange(i % 2 ? forged : `not-a-token-${i}`));
    assert.deepEqual(flood.slice(0, PER_IP).map((r) => r.statusCode), Array.from({ length: PER_IP }, () => 401));
    assert.equal(flood[PER_IP]!.statusCode, 429);
    assert.match(flood[PER_IP]!.json<{ message: string }>().message, /^Too many attempts\. Try again in 5 minutes\.$/);
    assert.ok(Number(flood[PER_IP]!.headers['retry-after']) > 4 * 60);
    assert.equal((await exchange(await validToken(0))).statusCode, 429, 'refused before the token is even read');

    const password = await t.request({ method: 'POST', url: '/api/v1/users/signin', body: { username: 'sol@office.example', password: PASSWORD } });
    assert.equal(password.statusCode, 200, 'password sign-in from the address counts its own failures');
  });
});
