import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { newRecoveryToken } from '../src/platform/auth/recovery-token.js';
import { ACCOUNT_FAILURES_BEFORE_LOCK, FAILURES_BEFORE_LOCK, LOCK_MS, createSignInLockout } from '../src/platform/auth/sign-in-lockout.js';
import { createPasswordResetsRepository } from '../src/modules/account/password-resets-repository.js';
import { PASSWORD, fixturePasswordHash } from './helpers/fixtures.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DEFAULT_SIGN_IN_LIMITS } from '../src/config.js';

describe('sign-in protection (default limits)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ signInLimits: DEFAULT_SIGN_IN_LIMITS });
    const passwordHash = await fixturePasswordHash();
    await t.app.repos.users.insertMany([
      { firstName: 'Lena', officeEmail: 'lena@test.example', role: 'EMPLOYEE', passwordHash },
      { firstName: 'Omar', officeEmail: 'omar@test.example', role: 'EMPLOYEE', passwordHash },
      { firstName: 'Pia', officeEmail: 'pia@test.example', role: 'EMPLOYEE', passwordHash },
    ]);
  });
  after(() => t.close());

  const signIn = (username: string, password: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/users/signin', payload: { username, password }, remoteAddress: ip });

  const message = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;

  it('locks an account for the address that guessed, says so with the time, and lets its owner in from elsewhere', async () => {
    const attempts = [];
    for (let i = 0; i < FAILURES_BEFORE_LOCK; i += 1) attempts.push(await signIn('lena@test.example', 'wrong-password', '10.0.1.1'));
    assert.deepEqual(attempts.map((r) => r.statusCode), [401, 401, 401, 401, 429], 'the failure that sets the lock says so');
    // Case and spaces in the e-mail are the same account; the right password does not get through the lock.
    const locked = await signIn(' LENA@Test.example ', PASSWORD, '10.0.1.1');
    assert.equal(locked.statusCode, 429);
    assert.match(message(locked), /locked here for 15 minutes/);
    assert.doesNotMatch(message(locked), /incorrect/i);
    assert.ok(Number(locked.headers['retry-after']) > 14 * 60, 'Retry-After gives the time left');
    assert.equal((await signIn('lena@test.example', PASSWORD, '10.0.1.2')).statusCode, 200, 'the owner signs in from another address');
    assert.equal((await signIn('omar@test.example', PASSWORD, '10.0.1.1')).statusCode, 200, 'other accounts are unaffected');
  });

  it('locks the whole account only after guessing from several addresses, and the owner\'s password reset lifts it', async () => {
    const user = await t.app.repos.users.insertMany([{ firstName: 'Rosa', officeEmail: 'rosa@test.example', role: 'EMPLOYEE', passwordHash: await fixturePasswordHash() }]);
    for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_LOCK; i += 1) {
      const response = await signIn('rosa@test.example', 'wrong-password', `10.0.4.${Math.floor(i / (FAILURES_BEFORE_LOCK - 1))}`);
      assert.equal(response.statusCode, i === ACCOUNT_FAILURES_BEFORE_LOCK - 1 ? 429 : 401, `attempt ${i + 1}`);
    }
    const locked = await signIn('rosa@test.example', PASSWORD, '10.0.5.1');
    assert.equal(locked.statusCode, 429);
    assert.match(message(locked), /This account is locked for 15 minutes after too many failed sign-ins\. Use Forgot Password/);
    // The owner resets their password through the e-mailed link (issued here straight into the database).
    const { token, tokenHash } = newRecoveryToken();
    await createPasswordResetsRepository(t.app.db).issue(user[0]!, tokenHash, new Date(Date.now() + 60_000));
    const reset = await t.app.inject({ method: 'PUT', url: '/api/v1/users/passwordsetup', payload: { recoveryToken: token, password: 'A brand new passphrase 7' }, remoteAddress: '10.0.5.1' });
    assert.equal(reset.statusCode, 200, reset.body);
    assert.equal((await signIn('rosa@test.example', 'A brand new passphrase 7', '10.0.5.1')).statusCode, 200, 'the new password works at once');
  });

  it('answers every one of many simultaneous sign-ins (password checks wait their turn, none is dropped)', async () => {
    const attempts = Array.from({ length: 8 }, (_, i) => signIn(i % 2 ? 'pia@test.example' : 'omar@test.example', i % 4 === 3 ? 'wrong-password' : PASSWORD, `10.0.3.${i + 1}`));
    const codes = (await Promise.all(attempts)).map((response) => response.statusCode);
    assert.deepEqual(codes, [200, 200, 200, 401, 200, 200, 200, 401]);
  });

  it('limits failures on one account from one address with 429 and Retry-After, not successes, and not from others', async () => {
    const perAccount = DEFAULT_SIGN_IN_LIMITS.perAccount;
    for (let i = 0; i < perAccount + 5; i += 1) assert.equal((await signIn('pia@test.example', PASSWORD, '10.0.2.1')).statusCode, 200, `success ${i + 1}`);
    // Failures up to the limit, a success after every few so that the lockout (5 in a row) never sets off first.
    for (let i = 0; i < perAccount; i += 1) {
      assert.equal((await signIn('pia@test.example', 'nope-nope', '10.0.2.1')).statusCode, 401, `failure ${i + 1}`);
      if (i % (FAILURES_BEFORE_LOCK - 1) === FAILURES_BEFORE_LOCK - 2) assert.equal((await signIn('pia@test.example', PASSWORD, '10.0.2.1')).statusCode, 200);
    }
    const last = await signIn('pia@test.example', PASSWORD, '10.0.2.1');
    assert.equal(last.statusCode, 429, 'the failures reached the limit: even the right password waits');
    assert.ok(Number(last.headers['retry-after']) > 0);
    assert.match(last.json<{ message: string }>().message, /too many attempts/i);
    assert.equal((await signIn('pia@test.example', PASSWORD, '10.0.2.2')).statusCode, 200);
  });

  it('limits one address trying many accounts', async () => {
    let last;
    for (let i = 0; i < 31; i += 1) last = await signIn(`guess${i}@test.example`, 'x-password', '10.0.3.3');
    assert.equal(last?.statusCode, 429);
  });
});

describe('sign-in protection behind a trusted proxy', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ signInLimits: DEFAULT_SIGN_IN_LIMITS, trustProxy: ['127.0.0.1'] });
  });
  after(() => t.close());

  const signInVia = (remoteAddress: string, forwardedFor: string, i: number) =>
    t.app.inject({
      method: 'POST', url: '/api/v1/users/signin', remoteAddress, headers: { 'x-forwarded-for': forwardedFor },
      payload: { username: `guess${i}@test.example`, password: 'x-password' },
    });

  it('counts each client behind the proxy separately, and ignores the header from anyone else', async () => {
    // 31 attempts from one client behind the proxy: its own limit is reached.
    let last;
    for (let i = 0; i < 31; i += 1) last = await signInVia('127.0.0.1', '203.0.113.7', i);
    assert.equal(last?.statusCode, 429);
    // Another client through the same proxy is not held back by the first one's attempts.
    assert.equal((await signInVia('127.0.0.1', '203.0.113.8', 99)).statusCode, 401);
    // A sender that is not the proxy cannot choose an address with the header: its own address counts.
    for (let i = 0; i < 31; i += 1) last = await signInVia('10.9.9.9', `198.51.100.${i}`, i);
    assert.equal(last?.statusCode, 429);
  });
});

describe('sign-in lockout clock', () => {
  it('lifts the lock after its time and forgets failures on success', () => {
    let now = 1_000_000;
    const lockout = createSignInLockout(() => now);
    const ip = '10.0.0.1';
    for (let i = 0; i < FAILURES_BEFORE_LOCK - 1; i += 1) lockout.recordFailure('a@x.example', ip);
    assert.equal(lockout.lockFor('a@x.example', ip), null);
    lockout.recordSuccess('a@x.example', ip);
    lockout.recordFailure('a@x.example', ip);
    assert.equal(lockout.lockFor('a@x.example', ip), null, 'success reset the count');
    for (let i = 0; i < FAILURES_BEFORE_LOCK; i += 1) lockout.recordFailure('b@x.example', ip);
    assert.deepEqual(lockout.lockFor(' B@X.example ', ip), { scope: 'address', msLeft: LOCK_MS });
    assert.equal(lockout.lockFor('b@x.example', '10.0.0.2'), null, 'another address is not locked');
    now += LOCK_MS + 1;
    assert.equal(lockout.lockFor('b@x.example', ip), null);
    lockout.recordFailure('b@x.example', ip);
    assert.equal(lockout.lockFor('b@x.example', ip), null, 'a new lock needs a new run of failures');
    for (let i = 0; i < FAILURES_BEFORE_LOCK; i += 1) lockout.recordFailure('c@x.example', ip);
    lockout.clear('C@x.example');
    assert.equal(lockout.lockFor('c@x.example', ip), null, 'clearing lifts every lock of the account');
  });
});

describe('sessions', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await t.app.repos.users.insertMany([{ firstName: 'Sam', officeEmail: 'sam@test.example', role: 'EMPLOYEE', passwordHash: await fixturePasswordHash() }]);
  });
  after(() => t.close());

  const signIn = async () =>
    (await t.request({ method: 'POST', url: '/api/v1/users/signin', body: { username: 'sam@test.example', password: PASSWORD } })).json<{ accessToken: string }>().accessToken;
  const me = (token: string) => t.request({ url: '/api/v1/users/currentuser', token });

  it('signing out ends that session only, at once', async () => {
    const laptop = await signIn();
    const phone = await signIn();
    const out = await t.request({ method: 'POST', url: '/api/v1/users/signout', token: laptop });
    assert.equal(out.statusCode, 204);
    assert.equal((await me(laptop)).statusCode, 401);
    assert.equal((await me(phone)).statusCode, 200);
    assert.equal((await t.request({ method: 'POST', url: '/api/v1/users/signout', token: laptop })).statusCode, 401);
  });

  it('refuses a validly signed token whose session was never started', async () => {
    const real = await signIn();
    const forged = await t.app.tokens.sign({ userId: JSON.parse(Buffer.from(real.split('.')[1] ?? '', 'base64url').toString()).sub * 1, tokenVersion: 0, sessionId: 'made-up' });
    assert.equal((await me(forged)).statusCode, 401);
  });
});
