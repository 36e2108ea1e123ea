import assert from 'node:assert/strict';
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createExportSlots, MAX_EXPORTS_IN_ALL } from '../src/platform/export/export-slots.js';
import { seedFixtures, signInAll, type Tokens } from './helpers/fixtures.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

describe('export limits', () => {
  let t: TestApp;
  let tokens: Tokens;
  let base: string;

  before(async () => {
    t = await createTestApp();
    const fx = await seedFixtures(t);
    tokens = await signInAll(t);
    // Far more than socket buffers hold, so an export nobody reads stays running.
    await t.app.db.execute(sql`
      INSERT INTO timesheets (user_id, project_id, date, hours, description)
      SELECT ${fx.employee}, ${fx.apollo}, date '2020-01-01' + (i % 2000), 1, repeat('Long description ', 10) || i FROM generate_series(1, 40000) AS i`);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  after(() => t.close());

  const exportAs = (query: string) =>
    t.request({ url: `/api/v1/timesheets/export?${query}`, token: tokens.admin });

  /** Starts a download and leaves it unread, which keeps the export running. */
  function startUnreadDownload(): Promise<IncomingMessage> {
    return new Promise((resolve, reject) => {
      get(`${base}/api/v1/timesheets/export?type=csv`, { headers: { authorization: `Bearer ${tokens.admin}` } }, (response) => {
        response.pause();
        resolve(response);
      }).on('error', reject);
    });
  }

  it('refuses a date range that ends before it starts', async () => {
    const response = await exportAs('type=csv&startDate=2025-03-10&endDate=2025-03-01');
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json<{ details: unknown }>().details, [{ field: 'endDate', message: 'must not be before startDate' }]);
  });

  it('runs one export at a time per person, and the next one once it is over', async () => {
    const first = await startUnreadDownload();
    assert.equal(first.statusCode, 200);
    const second = await exportAs('type=xlsx');
    assert.equal(second.statusCode, 429);
    assert.equal(second.headers['retry-after'], '10');
    assert.match(second.json<{ message: string }>().message, /already running/);

    first.resume();
    await new Promise((resolve) => first.on('end', resolve));
    let third = await exportAs('type=csv&startDate=2025-01-01');
    // The slot is freed as the stream finishes on the server, a moment after the last byte arrives here.
    for (let attempt = 0; third.statusCode === 429 && attempt < 20; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      third = await exportAs('type=csv&startDate=2025-01-01');
    }
    assert.equal(third.statusCode, 200);
  });

  it('caps exports running at once across everyone', () => {
    const slots = createExportSlots();
    const releases = Array.from({ length: MAX_EXPORTS_IN_ALL }, (_, i) => slots.acquire(i + 1));
    assert.ok(releases.every(Boolean));
    assert.equal(slots.acquire(99), null);
    releases[0]!();
    releases[0]!();
    assert.ok(slots.acquire(99), 'a release frees exactly one slot, however often it is called');
    assert.equal(slots.acquire(100), null);
  });
});
