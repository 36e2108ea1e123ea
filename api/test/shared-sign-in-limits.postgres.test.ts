import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import { buildApp, type App } from '../src/app.js';
import { FAILURES_BEFORE_LOCK } from '../src/platform/auth/sign-in-lockout.js';
import type { Config, DatabaseConfig } from '../src/config.js';
import { PASSWORD, fixturePasswordHash } from './helpers/fixtures.js';
import { freshDatabase, redisUrl, testConfig } from './helpers/test-app.js';

// Two API instances on one PostgreSQL database and one Redis, as in production. PGlite cannot be opened by two
// instances, so this test runs on the PostgreSQL server found or started for the suite.
const REDIS_URL = redisUrl();

async function deleteKeys(redis: Redis, prefix: string): Promise<void> {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
}

describe('sign-in limits shared through Redis by two API instances', () => {
  const keyPrefix = `portal-test:shared-limits-${randomBytes(4).toString('hex')}:`;
  let database: DatabaseConfig;
  let dropDatabase: () => Promise<void> = async () => undefined;
  const admin = new Redis(REDIS_URL, { lazyConnect: true });
  let a: App;
  let b: App;

  const config = (): Config => testConfig({ database, redis: { url: REDIS_URL, keyPrefix }, signInLimits: { perIp: 12, perAccount: 8 } });

  before(async () => {
    await admin.connect();
    ({ database, drop: dropDatabase } = await freshDatabase('postgres'));
    a = await buildApp(config());
    await a.ready();
    b = await buildApp(config());
    await b.ready();
    const passwordHash = await fixturePasswordHash();
    await a.repos.users.insertMany(
      ['Ana', 'Ben', 'Cleo'].map((firstName) => ({ firstName, officeEmail: `${firstName.toLowerCase()}@shared.example`, role: 'EMPLOYEE' as const, passwordHash })),
    );
  });

  after(async () => {
    await a?.close();
    await b?.close();
    await deleteKeys(admin, keyPrefix);
    admin.disconnect();
    await dropDatabase();
  });

  const signIn = (app: App, username: string, password: string, ip: string) =>
    app.inject({ method: 'POST', url: '/api/v1/users/signin', payload: { username, password }, remoteAddress: ip });

  it('locks an account on both instances after failures spread over the two', async () => {
    for (let i = 0; i < FAILURES_BEFORE_LOCK; i += 1) {
      const response = await signIn(i % 2 ? b : a, 'ana@shared.example', 'wrong-password', '10.9.0.1');
      assert.equal(response.statusCode, i === FAILURES_BEFORE_LOCK - 1 ? 429 : 401);
    }
    for (const [app, which] of [[a, 'first'], [b, 'second']] as const) {
      const locked = await signIn(app, 'ana@shared.example', PASSWORD, '10.9.0.1');
      assert.equal(locked.statusCode, 429, `locked on the ${which} instance`);
      assert.match(locked.json<{ message: string }>().message, /locked here/);
    }
    assert.equal((await signIn(b, 'ana@shared.example', PASSWORD, '10.9.1.2')).statusCode, 200, 'not from another address');
    assert.equal((await signIn(b, 'ben@shared.example', PASSWORD, '10.9.0.1')).statusCode, 200, 'other accounts are unaffected');
    const keys = await admin.keys(`${keyPrefix}sign-in:lockout:*`);
    assert.ok(keys.length > 0 && keys.every((key) => !key.includes('@') && !key.includes('10.9')), 'lock kept in Redis under hashes, not the e-mail or address');
  });

  it('clears every lock of an account on both instances when its owner proves who they are', async () => {
    for (let i = 0; i < FAILURES_BEFORE_LOCK; i += 1) await signIn(i % 2 ? b : a, 'ben@shared.example', 'wrong-password', '10.9.4.1');
    assert.equal((await signIn(b, 'ben@shared.example', PASSWORD, '10.9.4.1')).statusCode, 429);
    await a.signInLockout.clear('Ben@shared.example');
    assert.equal((await signIn(b, 'ben@shared.example', PASSWORD, '10.9.4.1')).statusCode, 200);
  });

  it('counts failures on one account from one address across both instances (429 with Retry-After), not successes', async () => {
    const successes: number[] = [];
    for (let i = 0; i < 15; i += 1) successes.push((await signIn(i % 2 ? b : a, 'cleo@shared.example', PASSWORD, '10.9.2.1')).statusCode);
    assert.deepEqual(successes, Array.from({ length: 15 }, () => 200), 'successes count toward neither the address (12) nor the account (8)');
    // 8 failures spread over both instances, a success after every 4 so that the lockout (5 in a row) stays out of it.
    const codes: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      codes.push((await signIn(i % 2 ? b : a, 'cleo@shared.example', 'nope-nope', '10.9.2.1')).statusCode);
      if (i === 3) codes.push((await signIn(a, 'cleo@shared.example', PASSWORD, '10.9.2.1')).statusCode);
    }
    assert.deepEqual(codes, [401, 401, 401, 401, 200, 401, 401, 401, 401]);
    const last = await signIn(b, 'cleo@shared.example', PASSWORD, '10.9.2.1');
    assert.equal(last.statusCode, 429);
    assert.ok(Number(last.headers['retry-after']) > 0);
  });

  it('counts failures from one address across both instances', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 13; i += 1) codes.push((await signIn(i % 2 ? b : a, `guess${i}@shared.example`, 'x-password', '10.9.3.3')).statusCode);
    assert.deepEqual(codes, [...Array.from({ length: 12 }, () => 401), 429]);
    const response = await signIn(a, 'ben@shared.example', PASSWORD, '10.9.3.3');
    assert.equal(response.statusCode, 429);
    assert.ok(Number(response.headers['retry-after']) > 0);
    const keys = await admin.keys(`${keyPrefix}sign-in:failures:*`);
    assert.ok(keys.length > 0 && keys.every((key) => !key.includes('@') && !key.includes('10.9')), 'counted in Redis under hashes');
  });

  it('answers at most 12 of 20 simultaneous failures from one address spread over both instances', async () => {
    const guesses = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(i % 2 ? b : a, `rush${i}@shared.example`, 'x-password', '10.9.5.5')));
    const codes = guesses.map((r) => r.statusCode).sort();
    assert.deepEqual(codes, [...Array.from({ length: 12 }, () => 401), ...Array.from({ length: 8 }, () => 429)]);
  });
});

describe('sign-in limits when Redis is unreachable', () => {
  let app: App;
  let dropDatabase: () => Promise<void> = async () => undefined;

  before(async () => {
    const fresh = await freshDatabase('postgres');
    dropDatabase = fresh.drop;
    // Nothing listens on port 1: every connect fails at once.
    app = await buildApp(testConfig({ database: fresh.database, redis: { url: 'redis://127.0.0.1:1', keyPrefix: 'unused:' }, signInLimits: { perIp: 100, perAccount: 100 } }));
    await app.ready();
    await app.repos.users.insertMany([{ firstName: 'Dora', officeEmail: 'dora@down.example', role: 'EMPLOYEE', passwordHash: await fixturePasswordHash() }]);
  });

  after(async () => {
    await app?.close();
    await dropDatabase();
  });

  it('still signs people in and falls back to this instance\'s lockout', async () => {
    const started = Date.now();
    const ok = await app.inject({ method: 'POST', url: '/api/v1/users/signin', payload: { username: 'dora@down.example', password: PASSWORD } });
    assert.equal(ok.statusCode, 200);
    assert.ok(Date.now() - started < 5000, 'no long wait on Redis');
    for (let i = 0; i < FAILURES_BEFORE_LOCK; i += 1) {
      await app.inject({ method: 'POST', url: '/api/v1/users/signin', payload: { username: 'dora@down.example', password: 'wrong-password' } });
    }
    const locked = await app.inject({ method: 'POST', url: '/api/v1/users/signin', payload: { username: 'dora@down.example', password: PASSWORD } });
    assert.equal(locked.statusCode, 429);
  });
});
