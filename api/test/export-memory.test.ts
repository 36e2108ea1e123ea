import assert from 'node:assert/strict';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { seedFixtures, signInAll } from './helpers/fixtures.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const ROWS = 200_000;
// Holding 200,000 rows at once would take well over 100 MB of heap; a streamed export keeps a few batches.
const MAX_HEAP_GROWTH = 32 * 1024 * 1024;

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

type Download = { bytes: number; lines: number; peakHeap: number; status: number };

/** Downloads over a real socket (app.inject would buffer the whole body) while sampling the live heap. */
function download(url: string, token: string): Promise<Download> {
  return new Promise((resolve, reject) => {
    let peakHeap = 0;
    // Live memory, not garbage waiting for collection: collect before each reading.
    const sample = setInterval(() => {
      collectGarbage();
      peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
    }, 1000);
    get(url, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      let bytes = 0;
      let lines = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 0x0a) lines++;
      });
      res.on('end', () => {
        clearInterval(sample);
        resolve({ bytes, lines, peakHeap, status: res.statusCode ?? 0 });
      });
      res.on('error', reject);
    }).on('error', reject);
  });
}

describe('timesheet export memory', () => {
  let t: TestApp;
  let base: string;
  let token: string;
  before(async () => {
    t = await createTestApp();
    const fx = await seedFixtures(t);
    token = (await signInAll(t)).admin;
    await t.app.db.execute(sql`
      INSERT INTO timesheets (user_id, project_id, date, hours, description)
      SELECT ${fx.employee}, ${fx.apollo}, date '2023-01-01' + (g % 700), 1 + (g % 16) * 0.5, 'Row ' || g || ' of the big export'
      FROM generate_series(1, ${ROWS}) AS g`);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1/timesheets/export`;
  });
  after(() => t.close());

  for (const type of ['csv', 'xlsx'] as const) {
    it(`streams ${ROWS} rows as ${type} without the heap growing with them`, async (context) => {
      collectGarbage();
      const baseline = process.memoryUsage().heapUsed;
      const result = await download(`${base}?type=${type}&orderBy=date`, token);
      assert.equal(result.status, 200);
      if (type === 'csv') assert.equal(result.lines, ROWS + 1);
      else assert.ok(result.bytes > 1_000_000, `xlsx of ${result.bytes} bytes`);
      const growth = result.peakHeap - baseline;
      assert.ok(growth < MAX_HEAP_GROWTH, `heap grew by ${Math.round(growth / 1048576)} MB`);
      context.diagnostic(`${type}: ${Math.round(result.bytes / 1048576)} MB file, heap peak +${Math.round(growth / 1048576)} MB`);
    });
  }
});
