import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FAILURES_BEFORE_LOCK, LOCK_MS, createSignInLockout } from '../src/auth/sign-in-lockout.js';
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

  it('locks an account after repeated failures, answering exactly like a wrong password', async () => {
    const wrong = await signIn('lena@test.example', 'wrong-password', '10.0.1.1');
    for (let i = 1; i < FAILURES_BEFORE_LOCK; i += 1) await signIn('lena@test.example', 'wrong-password', `10.0.1.${i + 1}`);
    const locked = await signIn('LENA@test.example', PASSWORD, '10.0.1.9');
    assert.equal(locked.statusCode, 401);
    assert.equal(locked.body, wrong.body);
    assert.equal((await signIn('omar@test.example', PASSWORD, '10.0.1.9')).statusCode, 200, 'other accounts are unaffected');
  });

  it('answers every one of many simultaneous sign-ins (password checks wait their turn, none is dropped)', async () => {
    const attempts = Array.from({ length: 8 }, (_, i) => signIn(i % 2 ? 'pia@test.example' : 'omar@test.example', i % 4 === 3 ? 'wrong-password' : PASSWORD, `10.0.3.${i + 1}`));
    const codes = (await Promise.all(attempts)).map((response) => response.statusCode);
    assert.deepEqual(codes, [200, 200, 200, 401, 200, 200, 200, 401]);
  });

  it('limits attempts on one account from many addresses with 429 and Retry-After', async () => {
    let last;
    for (let i = 0; i < 11; i += 1) last = await signIn('pia@test.example', i % 2 ? PASSWORD : 'nope-nope', `10.0.2.${i}`);
    assert.equal(last?.statusCode, 429);
    assert.ok(Number(last?.headers['retry-after']) > 0);
    assert.match(last?.json<{ message: string }>().message ?? '', /too many attempts/i);
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
    for (let i = 0; i < FAILURES_BEFORE_LOCK - 1; i += 1) lockout.recordFailure('a@x.example');
    assert.equal(lockout.isLocked('a@x.example'), false);
    lockout.recordSuccess('a@x.example');
    lockout.recordFailure('a@x.example');
    assert.equal(lockout.isLocked('a@x.example'), false, 'success reset the count');
    for (let i = 0; i < FAILURES_BEFORE_LOCK; i += 1) lockout.recordFailure('b@x.example');
    assert.equal(lockout.isLocked(' B@X.example '), true);
    now += LOCK_MS + 1;
    assert.equal(lockout.isLocked('b@x.example'), false);
    lockout.recordFailure('b@x.example');
    assert.equal(lockout.isLocked('b@x.example'), false, 'a new lock needs a new run of failures');
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
