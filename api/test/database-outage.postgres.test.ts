import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DATABASE_UNAVAILABLE } from '../src/platform/http/error-handler.js';
import { seedFixtures, signIn } from './helpers/fixtures.js';
import { startThrowawayCluster, type ThrowawayCluster } from './helpers/pg-cluster.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

type ClientList = { data: { name: string }[]; total: number };

async function waitForHealthy(t: TestApp): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if ((await t.request({ url: '/api/health' })).statusCode === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the API did not recover after the database came back');
}

function assertUnavailable(response: { statusCode: number; headers: Record<string, unknown>; json: <T>() => T }): void {
  assert.equal(response.statusCode, 503);
  assert.equal(response.headers['retry-after'], '5');
  assert.equal(response.json<{ message: string }>().message, DATABASE_UNAVAILABLE);
}

describe('PostgreSQL stops while the API runs', { timeout: 120_000 }, () => {
  let cluster: ThrowawayCluster;
  let t: TestApp;
  let token: string;

  before(async () => {
    cluster = await startThrowawayCluster();
    t = await createTestApp({ database: { driver: 'postgres', url: cluster.url } });
    await seedFixtures(t);
    token = await signIn(t, 'alice@test.example');
  });
  after(async () => {
    await t?.close();
    await cluster?.destroy();
  });

  it('answers 503 with a clear message while it is down, and serves again once it is back, without a restart', async () => {
    const before = await t.request({ url: '/api/v1/clients', token });
    assert.equal(before.statusCode, 200);

    await cluster.stop();
    assertUnavailable(await t.request({ url: '/api/v1/clients', token }));
    assertUnavailable(await t.request({ method: 'POST', url: '/api/v1/users/signin', body: { username: 'alice@test.example', password: 'whatever-it-is' } }));
    const health = await t.request({ url: '/api/health' });
    assert.equal(health.statusCode, 503);
    assert.deepEqual(health.json(), { status: 'error', database: 'unreachable' });

    await cluster.start();
    await waitForHealthy(t);
    const after = await t.request({ url: '/api/v1/clients', token });
    assert.equal(after.statusCode, 200, 'the same token works: sessions live in the database, which kept them');
    assert.deepEqual(after.json<ClientList>(), before.json<ClientList>());
  });
});

// The embedded database closed under the API: system.test.ts.
