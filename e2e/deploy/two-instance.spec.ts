import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ADMIN, Deployment, PORTS, REMOTES, REPO_ROOT, SHELL_ORIGIN, remoteOrigin } from './deployment';
import { watchCspViolations } from '../support/csp-violations';
import { addClient, findClient, openFromMenu } from './portal-steps';

const HASHED_CHUNK = /^[\w-]+\.[0-9a-f]{10}\.js$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const deployment = new Deployment();

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // A first build of every package takes minutes on a busy machine; later runs find everything up to date.
  test.setTimeout(30 * 60_000);
  await deployment.startAll();
});

test.afterAll(async () => {
  await deployment.teardown();
});

const hashedChunkOf = (folder: string) => {
  const chunk = readdirSync(join(REPO_ROOT, folder, 'dist')).find((file) => HASHED_CHUNK.test(file));
  if (!chunk) throw new Error(`no content-hashed chunk in ${folder}/dist`);
  return chunk;
};

test('nginx sends the cache headers: no-cache for pages, manifests, remoteEntry and the remote list; immutable chunks', async () => {
  for (const path of ['/', '/index.html', '/clients']) {
    const response = await fetch(`${SHELL_ORIGIN}${path}`, { headers: { accept: 'text/html' } });
    expect(response.status, path).toBe(200);
    expect(response.headers.get('cache-control'), path).toBe('no-cache');
    expect(response.headers.get('content-security-policy'), path).toContain(`script-src 'self' ${remoteOrigin('directory')}`);
  }
  const shellChunk = await fetch(`${SHELL_ORIGIN}/${hashedChunkOf('shell')}`);
  expect(shellChunk.status).toBe(200);
  expect(shellChunk.headers.get('cache-control')).toBe(IMMUTABLE);

  const remotes = await fetch(`${SHELL_ORIGIN}/api/remotes`);
  expect(remotes.status).toBe(200);
  expect(remotes.headers.get('cache-control')).toMatch(/no-(cache|store)/);
  expect(JSON.stringify(await remotes.json())).toContain(`${remoteOrigin('projects')}/mf-manifest.json`);

  for (const remote of REMOTES) {
    const origin = remoteOrigin(remote);
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const response = await fetch(`${origin}/${file}`, { headers: { origin: SHELL_ORIGIN } });
      expect(response.status, `${remote} ${file}`).toBe(200);
      expect(response.headers.get('cache-control'), `${remote} ${file}`).toBe('no-cache');
      expect(response.headers.get('access-control-allow-origin'), `${remote} ${file}`).toBe(SHELL_ORIGIN);
    }
    const chunk = await fetch(`${origin}/${hashedChunkOf(`remote-${remote}`)}`);
    expect(chunk.status, `${remote} chunk`).toBe(200);
    expect(chunk.headers.get('cache-control'), `${remote} chunk`).toBe(IMMUTABLE);
    expect((await fetch(`${origin}/no-such.0123456789.js`)).status, 'a missing chunk is a 404, not a page').toBe(404);
  }
});

/** A GET as a browser sends it, answered as it came over the wire (fetch() would decompress it). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; bytes: number }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** The biggest content-hashed chunk of a build: the one compression matters most for. */
const biggestChunkOf = (folder: string) => {
  const dist = join(REPO_ROOT, folder, 'dist');
  const chunks = readdirSync(dist).filter((file) => HASHED_CHUNK.test(file));
  return chunks.map((file) => ({ file, size: statSync(join(dist, file)).size })).sort((a, b) => b.size - a.size)[0]!.file;
};

test("nginx sends the builds' compressed copies (brotli with the module, else gzip) with Vary, and the API's own compression", async () => {
  const encoding = deployment.sendsBrotli ? 'br' : 'gzip';
  const copies = [
    { origin: SHELL_ORIGIN, folder: 'shell', file: biggestChunkOf('shell'), caching: IMMUTABLE },
    ...REMOTES.flatMap((remote) => [
      { origin: remoteOrigin(remote), folder: `remote-${remote}`, file: biggestChunkOf(`remote-${remote}`), caching: IMMUTABLE },
      { origin: remoteOrigin(remote), folder: `remote-${remote}`, file: 'remoteEntry.js', caching: 'no-cache' },
    ]),
  ];
  for (const { origin, folder, file, caching } of copies) {
    const what = `${folder}/${file}`;
    const compressed = await rawGet(`${origin}/${file}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(compressed.status, what).toBe(200);
    expect(compressed.headers['content-encoding'], what).toBe(encoding);
    expect(compressed.headers.vary, what).toMatch(/accept-encoding/i);
    expect(compressed.headers['cache-control'], what).toBe(caching);
    expect(compressed.bytes, `${what}: the build's .${encoding === 'br' ? 'br' : 'gz'} copy`).toBe(statSync(join(REPO_ROOT, folder, 'dist', `${file}.${encoding === 'br' ? 'br' : 'gz'}`)).size);
    const plain = await rawGet(`${origin}/${file}`, {});
    expect(plain.headers['content-encoding'], what).toBeUndefined();
    expect(plain.bytes, what).toBe(statSync(join(REPO_ROOT, folder, 'dist', file)).size);
  }

  const signIn = await fetch(`${SHELL_ORIGIN}/api/v1/users/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
  });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const countries = await rawGet(`${SHELL_ORIGIN}/api/v1/countries/countries`, { authorization: `Bearer ${accessToken}`, 'accept-encoding': 'gzip, br' });
  expect(countries.status).toBe(200);
  expect(countries.headers['content-encoding']).toBe('br');
});

// `pnpm budgets` through nginx and its compressed copies, every remote on its own origin: it prints the table of a
// first visit and fails on a size over budget; the times are printed only (a test's verdict must not depend on how
// busy the machine is). Runs before the failover test, with both instances up.
test('a first visit through nginx stays within the budgets of each step', () => {
  test.setTimeout(180_000);
  const budgets = spawnSync(process.execPath, ['scripts/check-budgets.mjs', '--no-build', '--no-time-limits', '--url', SHELL_ORIGIN], {
    cwd: REPO_ROOT,
    env: { ...process.env, BUDGETS_EMAIL: ADMIN.email, BUDGETS_PASSWORD: ADMIN.password },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  expect(budgets.status, 'pnpm budgets through nginx (the table above)').toBe(0);
});

test('the portal keeps working through nginx when one of the two API instances dies mid-run', async ({ page }) => {
  const violations = await watchCspViolations(page);
  const remoteLoads = new Set<string>();
  page.on('response', (response) => {
    const origin = new URL(response.url()).origin;
    if (origin !== SHELL_ORIGIN && response.ok()) remoteLoads.add(origin);
  });

  await page.goto('/signin');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin$/);

  await openFromMenu(page, 'Employees', /^Employees$/);
  await openFromMenu(page, 'Clients', /^Clients$/);
  await addClient(page, `Before Failover ${Date.now()}`);
  const servedBefore = new Set(deployment.apiLog().map((line) => line.split(' ')[0]));
  expect(servedBefore, 'nginx spread the API requests over both instances').toEqual(new Set([`127.0.0.1:${PORTS.apiA}`, `127.0.0.1:${PORTS.apiB}`]));

  await deployment.killApi('apiA');
  const linesBeforeKill = deployment.apiLog().length;

  await openFromMenu(page, 'Allocations', /^Allocations$/);
  await openFromMenu(page, 'Timesheets', /^Timesheets$/);
  await openFromMenu(page, 'Clients', /^Clients$/);
  const after = `After Failover ${Date.now()}`;
  await addClient(page, after);
  await page.reload();
  await findClient(page, after);

  const afterKill = deployment.apiLog().slice(linesBeforeKill);
  // "<dead instance>, <live instance> 200 ...": nginx found the instance gone and passed the request on.
  expect(afterKill.some((line) => line.startsWith(`127.0.0.1:${PORTS.apiA}, 127.0.0.1:${PORTS.apiB} `)), 'a request failed over').toBe(true);
  const failures = afterKill.filter((line) => !/ (2\d\d|304) (GET|POST|PUT|PATCH|DELETE) /.test(line));
  expect(failures, 'no API request failed after the instance died').toEqual([]);
  expect([...remoteLoads].sort(), 'every remote came from its own origin').toEqual(REMOTES.map(remoteOrigin).sort());
  expect(await violations()).toEqual([]);
});
