import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request as httpRequest, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import type { DatabaseConfig } from '../src/config.js';
import { clients } from '../src/platform/db/schema/index.js';
import { PASSWORD } from './helpers/fixtures.js';
import { seedForServerProcess } from './helpers/seed-for-server-process.js';
import { freshDatabase, TEST_JWT_SECRET, testConfig } from './helpers/test-app.js';
import { RUN_FROM_SOURCE } from './helpers/run-from-source.js';

// On PostgreSQL only: the drain (platform/http/drain.ts) is the same on either engine, and crash-durability.test.ts stops
// an instance on embedded PGlite the same way. Enough rows that an unread export fills every buffer on the way.
const EXPORT_ROWS = 150_000;

type Answer = { status: number; headers: IncomingMessage['headers']; body: string };

/** One request through `agent` (a keep-alive pool, as a proxy keeps its upstream connections), read whole. */
function send(base: string, agent: Agent, method: string, path: string, { body, token }: { body?: unknown; token?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(`${base}${path}`, {
      method,
      agent,
      headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** Resolves once the port refuses a new connection: the instance has stopped listening. */
async function refusesConnections(port: number): Promise<void> {
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(true));
    });
    if (refused) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('an API process stopped with SIGTERM drains: nothing in flight or arriving on an open connection fails', { timeout: 180_000 }, () => {
  let database: DatabaseConfig;
  let dropDatabase: () => Promise<void>;
  const port = 20_000 + ((process.pid + 7_919) % 20_000);
  const base = `http://127.0.0.1:${port}`;

  before(async () => {
    ({ database, drop: dropDatabase } = await freshDatabase('postgres'));
    await seedForServerProcess(database, { rows: EXPORT_ROWS, firstDay: '2000-01-01', days: 10_000, hours: 0.5 });
  });
  after(() => dropDatabase());

  /** The real server process on the test's database, up and answering; `env` adds settings. */
  async function launch(env: Record<string, string>) {
    const server: ChildProcess = spawn(process.execPath, [...RUN_FROM_SOURCE, 'src/server.ts'], {
      cwd: join(import.meta.dirname, '..'),
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: database.driver === 'postgres' ? database.url : '',
        JWT_SECRET: TEST_JWT_SECRET,
        LOG_LEVEL: 'error',
        STATIC_ROOT: join(tmpdir(), 'portal-tests-without-frontend'),
        MAIL_OUTBOX_DIR: join(tmpdir(), `portal-drain-outbox-${process.pid}`),
        ...env,
      },
    });
    let stderr = '';
    server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    const probe = new Agent();
    try {
      for (let attempt = 0; ; attempt++) {
        if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}: ${stderr}`);
        if (attempt > 600) throw new Error('the server did not start');
        if (await send(base, probe, 'GET', '/api/health').then((answer) => answer.status === 200, () => false)) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      probe.destroy();
    }
    return { server, exited, stderr: () => stderr };
  }

  async function signIn(agent: Agent): Promise<string> {
    const answer = await send(base, agent, 'POST', '/api/v1/users/signin', { body: { username: 'alice@test.example', password: PASSWORD } });
    assert.equal(answer.status, 200, answer.body);
    return (JSON.parse(answer.body) as { accessToken: string }).accessToken;
  }

  it("answers what arrives on a proxy's open connections with Connection: close, leaves its idle ones to it, then exits 0", async () => {
    // TRUST_PROXY names this test's address: it plays nginx, keeping two upstream connections open.
    const { server, exited, stderr } = await launch({ TRUST_PROXY: '127.0.0.1' });
    const proxy = new Agent({ keepAlive: true, maxSockets: 2 });
    try {
      const token = await signIn(proxy);
      const opened = await Promise.all([send(base, proxy, 'GET', '/api/health'), send(base, proxy, 'GET', '/api/health')]);
      assert.deepEqual(opened.map((answer) => answer.status), [200, 200]);

      server.kill('SIGTERM');
      await refusesConnections(port);
      // Both connections are still open, idle: the instance waits for the proxy rather than racing its next request.
      const write = await send(base, proxy, 'POST', '/api/v1/clients', { body: { name: 'Written while draining' }, token });
      assert.equal(write.status, 201, write.body);
      assert.equal(write.headers.connection, 'close');
      const health = await send(base, proxy, 'GET', '/api/health');
      assert.equal(health.status, 503);
      assert.deepEqual(JSON.parse(health.body), { status: 'draining' });
      assert.equal(health.headers.connection, 'close');
      // With both connections closed by their answers, the instance closes the pool and exits.
      assert.equal(await exited, 0, stderr());
    } finally {
      proxy.destroy();
    }
    const reopened = await buildApp(testConfig({ database }));
    try {
      const stored = await reopened.db.select({ id: clients.id }).from(clients).where(eq(clients.name, 'Written while draining'));
      assert.equal(stored.length, 1);
    } finally {
      await reopened.close();
    }
  });

  it("closes a direct client's idle connection at once instead of waiting for SHUTDOWN_TIMEOUT", async () => {
    // A deadline the test cannot outlast: only a drain that closes the idle connection itself ends in time.
    const { server, exited, stderr } = await launch({ SHUTDOWN_TIMEOUT: '10m' });
    const browser = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      await signIn(browser);
      server.kill('SIGTERM');
      assert.equal(await exited, 0, stderr());
    } finally {
      browser.destroy();
    }
  });

  it('cuts an export still streaming at SHUTDOWN_TIMEOUT: the download fails rather than ending short, and the exit code is 1', async () => {
    const { server, exited } = await launch({ SHUTDOWN_TIMEOUT: '1s' });
    const agent = new Agent();
    try {
      const token = await signIn(agent);
      const response = await new Promise<IncomingMessage>((resolve, reject) => {
        httpRequest(`${base}/api/v1/timesheets/export?type=csv`, { agent, headers: { authorization: `Bearer ${token}` } }, resolve)
          .on('error', reject)
          .end();
      });
      assert.equal(response.statusCode, 200);
      // Read nothing: the export stalls behind full buffers, still in flight when the deadline comes.
      response.pause();
      server.kill('SIGTERM');
      assert.equal(await exited, 1);
      let lines = 0;
      const reading = (async () => {
        for await (const chunk of response) lines += String(chunk).split('\n').length - 1;
      })();
      await assert.rejects(reading, /aborted/);
      assert.ok(lines < EXPORT_ROWS, `the cut download held ${lines} lines`);
    } finally {
      agent.destroy();
    }
  });
});
