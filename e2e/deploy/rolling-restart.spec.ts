import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ADMIN, Deployment, PORTS, REPO_ROOT, SHELL_ORIGIN } from './deployment';
import { addClient, findClient, openFromMenu } from './portal-steps';

/**
 * A rolling restart behind nginx (docs/deployment.md, Graceful shutdown): each API instance in turn gets SIGTERM,
 * drains, exits and starts again while a load of reads and writes runs through nginx and a signed-in page keeps
 * working. No request may fail (a retry by nginx is fine, none by the test), and every acknowledged write is stored.
 */

const deployment = new Deployment();
const INSTANCES = ['apiA', 'apiB'] as const;
const upstream = (name: (typeof INSTANCES)[number]) => `127.0.0.1:${PORTS[name]}`;

/** The API's own PostgreSQL client, so the e2e package needs no pg dependency of its own. */
type PgClient = { connect(): Promise<void>; query<R>(text: string): Promise<{ rows: R[] }>; end(): Promise<void> };

type Outcome = { what: string; status: number | string; ms: number };

/** The load's pause after each round of work, and after each export, which streams every timesheet (Load.start). */
const PAUSE_MS = 20;
const EXPORT_PAUSE_MS = 250;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(30 * 60_000);
  await deployment.startAll();
});

test.afterAll(async () => {
  await deployment.teardown();
});

/** The API as the browser app calls it: through nginx, with a signed-in token. */
class Load {
  readonly outcomes: Outcome[] = [];
  readonly clients: string[] = [];
  readonly weekSaves: string[] = [];
  private running = true;
  private next = 0;
  private weeks = 0;

  constructor(private readonly token: string, private readonly projectId: number) {}

  private async call(what: string, method: string, path: string, expected: number, body?: unknown): Promise<Response | undefined> {
    const started = Date.now();
    try {
      const response = await fetch(`${SHELL_ORIGIN}/api/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${this.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      // The whole body, as a browser reads it: an answer cut short is a failure too.
      const text = await response.text();
      this.outcomes.push({ what, status: response.status === expected ? response.status : `${response.status} ${text.slice(0, 200)}`, ms: Date.now() - started });
      return response.status === expected ? new Response(text, { status: response.status, headers: response.headers }) : undefined;
    } catch (error) {
      this.outcomes.push({ what, status: `network error: ${String(error)}`, ms: Date.now() - started });
      return undefined;
    }
  }

  private async writeClient(): Promise<void> {
    const name = `Rolling ${Date.now()} ${this.next++}`;
    if (await this.call('POST client', 'POST', '/clients', 201, { name })) this.clients.push(name);
    await this.call('GET clients', 'GET', `/clients?searchInput=${encodeURIComponent('Rolling')}`, 200);
  }

  /** The week grid's save: read the week for its version, then PUT every row, as the Timesheets page does. */
  private async saveWeek(): Promise<void> {
    const n = this.weeks++;
    const week = `${2025 - Math.floor(n / 50)}-W${String((n % 50) + 1).padStart(2, '0')}`;
    const read = await this.call('GET week', 'GET', `/me/timesheets/weeks/${week}`, 200);
    if (!read) return;
    const { version, days } = (await read.json()) as { version: string; days: string[] };
    const description = `Rolling save ${week} ${n}`;
    const saved = await this.call('PUT week', 'PUT', `/me/timesheets/weeks/${week}`, 200, {
      version,
      rows: [{ projectId: this.projectId, description, cells: { [days[0]!]: { hours: 1 } } }],
    });
    if (saved) this.weekSaves.push(description);
  }

  private async exportTimesheets(): Promise<void> {
    const exported = await this.call('GET export', 'GET', '/timesheets/export?type=csv', 200);
    if (exported) expect((await exported.text()).split('\n')[0]).toContain('Date');
    await this.call('GET users', 'GET', '/users?page=1&pageSize=20', 200);
  }

  /**
   * Four callers at once, each looping over its own kind of work until stopped, with a pause after each round: a busy
   * office's load, not a flood. Back to back they made 6,000 requests (1,000 exports of every timesheet) in the 22 s
   * of restarts and took both cores, the CPU the other phases of `pnpm test` run on; with the pauses a few hundred
   * requests still cross each restart.
   */
  start(): Promise<void> {
    const loop = async (work: () => Promise<void>, pauseMs: number) => {
      while (this.running) {
        await work();
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    };
    return Promise.all([
      loop(() => this.writeClient(), PAUSE_MS),
      loop(() => this.writeClient(), PAUSE_MS),
      loop(() => this.saveWeek(), PAUSE_MS),
      loop(() => this.exportTimesheets(), EXPORT_PAUSE_MS),
    ]).then(() => undefined);
  }

  stop(): void {
    this.running = false;
  }
}

async function signIn(): Promise<string> {
  const response = await fetch(`${SHELL_ORIGIN}/api/v1/users/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function createProject(token: string): Promise<number> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const client = await fetch(`${SHELL_ORIGIN}/api/v1/clients`, { method: 'POST', headers, body: JSON.stringify({ name: `Rolling client ${Date.now()}` }) });
  expect(client.status).toBe(201);
  const { id: clientId } = (await client.json()) as { id: number };
  const project = await fetch(`${SHELL_ORIGIN}/api/v1/projects`, { method: 'POST', headers, body: JSON.stringify({ name: 'Rolling project', clientId }) });
  expect(project.status).toBe(201);
  return ((await project.json()) as { id: number }).id;
}

/** Resolves once nginx has sent `name` an API request that it answered, logged after access log line `from`. */
async function routedAgain(name: (typeof INSTANCES)[number], from: number): Promise<void> {
  await expect
    .poll(() => deployment.apiLog().slice(from).some((line) => line.startsWith(`${upstream(name)} 2`)), {
      message: `nginx sends requests to ${name} again`,
      timeout: 60_000,
      intervals: [250],
    })
    .toBe(true);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

test('a rolling restart of both API instances behind nginx fails no request and loses no acknowledged write', async ({ page }) => {
  test.setTimeout(180_000);
  const token = await signIn();
  const load = new Load(token, await createProject(token));

  await page.goto('/signin');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin$/);
  await openFromMenu(page, 'Clients', /^Clients$/);
  const pageFailures: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) pageFailures.push(`${response.status()} ${response.url()}`);
  });

  const running = load.start();
  const drains: Record<string, number> = {};
  const restartWindow = { from: 0, to: 0 };
  // The page keeps working while the instances restart: a client added during each restart.
  let browsing = Promise.resolve();
  restartWindow.from = Date.now();
  for (const name of INSTANCES) {
    browsing = browsing.then(() => addClient(page, `Rolling page ${name} ${Date.now()}`));
    drains[name] = await deployment.stopApi(name);
    await deployment.startApi(name);
    // nginx left the instance out after it refused a connection (fail_timeout): stopping the other one before
    // nginx uses this one again would leave it no live instance.
    await routedAgain(name, deployment.apiLog().length);
  }
  restartWindow.to = Date.now();
  await browsing;
  load.stop();
  await running;

  const lastPageClient = `Rolling page after ${Date.now()}`;
  await addClient(page, lastPageClient);
  await page.reload();
  await findClient(page, lastPageClient);

  const failed = load.outcomes.filter((outcome) => typeof outcome.status !== 'number');
  const nginxFailures = deployment.apiLog().filter((line) => !/ (2\d\d|304) (GET|POST|PUT|PATCH|DELETE) /.test(line));
  const retried = deployment.apiLog().filter((line) => line.includes(', '));
  const latencies = load.outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const perKind = new Map<string, number>();
  for (const { what } of load.outcomes) perKind.set(what, (perKind.get(what) ?? 0) + 1);
  const counts = [...perKind].map(([what, count]) => `${what} ${count}`);
  console.log(
    `Rolling restart: ${load.outcomes.length} requests (${counts.join(', ')}) in ${((restartWindow.to - restartWindow.from) / 1000).toFixed(1)} s, ` +
      `${failed.length} failed; latency p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms, max ${latencies.at(-1)} ms; ` +
      `drain (SIGTERM to exit) apiA ${drains.apiA} ms, apiB ${drains.apiB} ms; ${retried.length} requests passed on by nginx to the other instance`,
  );
  expect(failed, 'no request of the load failed').toEqual([]);
  expect(nginxFailures, 'nginx answered every API request with success').toEqual([]);
  expect(pageFailures, 'the page saw no failed API request').toEqual([]);
  expect(load.clients.length, 'clients written during the restarts').toBeGreaterThan(0);
  expect(load.weekSaves.length, 'weeks saved during the restarts').toBeGreaterThan(0);
  expect(load.outcomes.some((outcome) => outcome.what === 'GET export'), 'an export ran').toBe(true);

  // Every acknowledged write, read back from the database.
  const { Client } = createRequire(join(REPO_ROOT, 'api', 'package.json'))('pg') as { Client: new (options: { connectionString: string }) => PgClient };
  const db = new Client({ connectionString: deployment.databaseUrl });
  await db.connect();
  try {
    const names = new Set((await db.query<{ name: string }>("SELECT name FROM clients WHERE name LIKE 'Rolling %'")).rows.map((row) => row.name));
    expect(load.clients.filter((name) => !names.has(name)), 'acknowledged clients missing').toEqual([]);
    const descriptions = new Set((await db.query<{ description: string }>("SELECT description FROM timesheets WHERE description LIKE 'Rolling save %'")).rows.map((row) => row.description));
    expect(load.weekSaves.filter((description) => !descriptions.has(description)), 'acknowledged week saves missing').toEqual([]);
  } finally {
    await db.end();
  }
});
