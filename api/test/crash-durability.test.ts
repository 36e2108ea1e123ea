import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { like, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import type { DatabaseConfig } from '../src/config.js';
import { allocations, clients } from '../src/platform/db/schema/index.js';
import { PASSWORD, type Fixtures } from './helpers/fixtures.js';
import { seedForServerProcess } from './helpers/seed-for-server-process.js';
import { freshDatabase, TEST_JWT_SECRET, testConfig } from './helpers/test-app.js';
import { RUN_FROM_SOURCE } from './helpers/run-from-source.js';

const ACKNOWLEDGED_BEFORE_KILL = 60;
const IN_FLIGHT = 6;
const BULK_SIZE = 3;
const DRAIN_ROWS = 20_000;

type Write = { kind: 'client'; name: string } | { kind: 'bulk'; startDate: string };

function startServer(database: DatabaseConfig, pgliteRoot: string | undefined, port: number): ChildProcess {
  return spawn(process.execPath, [...RUN_FROM_SOURCE, 'src/server.ts'], {
    cwd: join(import.meta.dirname, '..'),
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'error',
      SIGN_IN_MAX_PER_IP: '1000',
      SIGN_IN_MAX_PER_ACCOUNT: '1000',
      STATIC_ROOT: join(tmpdir(), 'portal-tests-without-frontend'),
      MAIL_OUTBOX_DIR: join(tmpdir(), `portal-crash-outbox-${process.pid}`),
      ...(database.driver === 'postgres' ? { DATABASE_URL: database.url } : { PGLITE_DATA_DIR: pgliteRoot ?? '' }),
    },
  });
}

async function waitUntilUp(base: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

describe('the API process stops: SIGTERM drains, SIGKILL loses nothing it acknowledged', { timeout: 180_000 }, () => {
  let database: DatabaseConfig;
  let dropDatabase: () => Promise<void>;
  let fx: Fixtures;
  let dataDir: string | undefined;

  before(async () => {
    // With the settings the portal runs with: what this file proves is that they keep every acknowledged write.
    ({ database, drop: dropDatabase } = await freshDatabase('any', { portalSettings: true }));
    if (database.driver === 'pglite') {
      // The embedded database must be on disk to survive its process, and the server keeps it under
      // <PGLITE_DATA_DIR>/pgdata (config.ts): a copy of the run's template is, outside test/run.mjs a folder of its own.
      if (database.dataDir) dataDir = dirname(database.dataDir);
      else {
        const ownFolder = mkdtempSync(join(tmpdir(), 'portal-crash-'));
        dataDir = ownFolder;
        database = { driver: 'pglite', dataDir: join(ownFolder, 'pgdata') };
        dropDatabase = async () => rmSync(ownFolder, { recursive: true, force: true });
      }
    }
    fx = await seedForServerProcess(database, { rows: DRAIN_ROWS, firstDay: '2020-01-01', days: 2_000, hours: 1 });
  });
  after(() => dropDatabase());

  /** Starts the real server process on the test's database and signs in as the admin. */
  async function launch() {
    const port = 20_000 + (process.pid % 20_000);
    const base = `http://127.0.0.1:${port}`;
    const server = startServer(database, dataDir, port);
    let stderr = '';
    server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => { if (code !== 0) console.error(stderr); resolve(code); }));
    await waitUntilUp(base, server);
    const signInResponse = await fetch(`${base}/api/v1/users/signin`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'alice@test.example', password: PASSWORD }),
    });
    assert.equal(signInResponse.status, 200, await signInResponse.clone().text());
    const { accessToken } = (await signInResponse.json()) as { accessToken: string };
    return { server, base, exited, headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` } };
  }

  it('on SIGTERM, finishes the request in flight, closes the database and exits cleanly', async () => {
    const { server, base, exited, headers } = await launch();
    const exportResponse = await fetch(`${base}/api/v1/timesheets/export?type=csv`, { headers });
    assert.equal(exportResponse.status, 200);
    // The body is still streaming (nothing read yet) when the signal arrives.
    server.kill('SIGTERM');
    const csv = await exportResponse.text();
    assert.equal(await exited, 0);
    const dataLines = csv.trim().split('\n').length - 1;
    assert.ok(dataLines >= DRAIN_ROWS, `the export finished with ${dataLines} rows`);
    // A clean close releases the embedded database's folder lock.
    if (dataDir) assert.equal(existsSync(join(dataDir, 'pgdata', 'server.pid')), false);
  });

  it('keeps every write it acknowledged, and no transaction half-done', async () => {
    const { server, exited, headers, base } = await launch();

    const acknowledged: Write[] = [];
    let next = 0;
    const send = async (n: number): Promise<void> => {
      // Alternate a one-row write with a three-row transaction.
      const write: Write = n % 2 === 0
        ? { kind: 'client', name: `Crash client ${n}` }
        : { kind: 'bulk', startDate: new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString().slice(0, 10) };
      const request = write.kind === 'client'
        ? { url: `${base}/api/v1/clients`, body: { name: write.name } }
        : {
            url: `${base}/api/v1/allocations/bulk`,
            body: {
              projectId: fx.apollo, startDate: write.startDate, endDate: write.startDate,
              users: [fx.employee, fx.colleague, fx.manager].map((userId) => ({ userId, allocationHours: 1 })),
            },
          };
      const response = await fetch(request.url, { method: 'POST', headers, body: JSON.stringify(request.body) });
      if (response.status === 201) acknowledged.push(write);
      else throw new Error(`write ${n} refused: ${response.status} ${await response.text()}`);
    };
    const worker = async () => {
      while (server.exitCode === null && server.signalCode === null) {
        const n = next++;
        if (acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL && !server.killed) server.kill('SIGKILL');
        // A request cut off by the kill has no answer, so nothing is promised about it.
        await send(n).catch((error: unknown) => {
          if (!server.killed) throw error;
        });
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    await exited;
    assert.ok(acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL);

    const reopened = await buildApp(testConfig({ database }));
    try {
      if (database.driver === 'pglite') {
        // It ran on the settings the portal runs with, not on the test template's faster ones.
        const settings = (await reopened.db.execute(sql`
          SELECT current_setting('synchronous_commit') AS synchronous_commit, current_setting('full_page_writes') AS full_page_writes`)) as unknown as { rows: unknown[] };
        assert.deepEqual(settings.rows[0], { synchronous_commit: 'on', full_page_writes: 'on' });
      }
      const names = new Set((await reopened.db.select({ name: clients.name }).from(clients).where(like(clients.name, 'Crash client %'))).map((r) => r.name));
      const missing = acknowledged.filter((w) => w.kind === 'client' && !names.has(w.name));
      assert.deepEqual(missing, [], 'acknowledged clients lost');

      const rowsPerBulk = await reopened.db
        .select({ startDate: allocations.startDate, rows: sql<number>`count(*)`.mapWith(Number) })
        .from(allocations)
        .groupBy(allocations.startDate);
      const counts = new Map(rowsPerBulk.map((r) => [r.startDate, r.rows]));
      for (const write of acknowledged) if (write.kind === 'bulk') assert.equal(counts.get(write.startDate), BULK_SIZE, `bulk ${write.startDate}`);
      const partial = rowsPerBulk.filter((r) => r.rows !== BULK_SIZE);
      assert.deepEqual(partial, [], 'a bulk allocation was half-written');
    } finally {
      await reopened.close();
    }
  });
});
