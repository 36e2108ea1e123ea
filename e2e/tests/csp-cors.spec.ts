import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { demoAccounts, DEMO_PASSWORD } from '../support/sign-in';
import { serveFolder } from '../support/static-origin';
import { watchCspViolations } from '../support/csp-violations';

// A second portal whose Employees remote lives on another origin, next to the suite's own ports.
const SUITE_PORT = Number(process.env.E2E_PORT ?? 8181);
const PORTAL_PORT = SUITE_PORT + 2000;
const REMOTE_PORT = SUITE_PORT + 2001;
const PORTAL = `http://127.0.0.1:${PORTAL_PORT}`;
const REMOTE_ORIGIN = `http://127.0.0.1:${REMOTE_PORT}`;
const REPO_ROOT = join(__dirname, '..', '..');

let portal: ChildProcess;
let remoteHost: Server;
let dataDir: string;

async function waitForHealth(url: string, process: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 900; attempt++) {
    if (process.exitCode !== null) throw new Error(`the portal exited with ${process.exitCode}`);
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the second portal did not start');
}

test.describe('Content-Security-Policy and CORS with a remote on another origin', () => {
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    // The suite's web server has built everything; this portal serves the same builds with another remote list.
    remoteHost = await serveFolder(join(REPO_ROOT, 'remote-directory', 'dist'), REMOTE_PORT);
    dataDir = mkdtempSync(join(tmpdir(), 'portal-csp-'));
    // The demo data as every browser test's portal gets it: under `pnpm test` a copy of the run's seeded template.
    const demoData = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', 'demo-data.mjs'), dataDir], { encoding: 'utf8' });
    expect(demoData.status, demoData.stderr).toBe(0);
    portal = spawn(process.execPath, [join(REPO_ROOT, 'api', 'dist', 'server.js')], {
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(PORTAL_PORT),
        HOST: '127.0.0.1',
        PGLITE_DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        PORTAL_REMOTES: JSON.stringify({
          remote_directory: `${REMOTE_ORIGIN}/mf-manifest.json`,
          remote_projects: '/remotes/projects/mf-manifest.json',
          remote_allocations: '/remotes/allocations/mf-manifest.json',
          remote_timesheets: '/remotes/timesheets/mf-manifest.json',
        }),
      },
    });
    await waitForHealth(`${PORTAL}/api/health`, portal);
  });

  test.afterAll(async () => {
    portal?.kill('SIGTERM');
    await new Promise((resolve) => (portal?.exitCode !== null ? resolve(null) : portal.once('exit', resolve)));
    await new Promise((resolve) => remoteHost?.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('the portal works under its CSP with the Employees remote on another origin, and nothing is refused', async ({ page }) => {
    const violations = await watchCspViolations(page);
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(REMOTE_ORIGIN)) remoteRequests.push(request.url());
    });

    await page.goto(`${PORTAL}/signin`);
    const csp = await page.evaluate(async () => (await fetch('/api/health')).headers.get('content-security-policy'));
    expect(csp).toContain(`script-src 'self' ${REMOTE_ORIGIN}`);
    await page.getByLabel('Email').fill(demoAccounts.ADMIN);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible({ timeout: 30_000 });

    await page.getByRole('navigation').getByRole('link', { name: 'Employees' }).click();
    await expect(page.getByRole('heading', { name: 'Employees' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Add Employee' })).toBeVisible();
    await expect(page.getByRole('row')).not.toHaveCount(0);
    expect(remoteRequests.some((url) => url.endsWith('/mf-manifest.json')), 'the remote came from its own origin').toBe(true);

    for (const section of ['Projects', 'Allocations', 'Timesheets']) {
      await page.getByRole('navigation').getByRole('link', { name: section }).click();
      await expect(page.getByRole('heading', { name: section })).toBeVisible({ timeout: 30_000 });
    }
    expect(await violations()).toEqual([]);
  });

  test('a page on another origin cannot call the API, even holding a valid token', async ({ page, request }) => {
    const signInAnswer = await request.post(`${PORTAL}/api/v1/users/signin`, { data: { username: demoAccounts.ADMIN, password: DEMO_PASSWORD } });
    const { accessToken } = (await signInAnswer.json()) as { accessToken: string };

    // The remote's host is a different origin from the API: exactly where a hostile page would sit.
    await page.goto(`${REMOTE_ORIGIN}/mf-manifest.json`);
    const outcome = await page.evaluate(
      async ({ api, token }) => {
        try {
          const response = await fetch(`${api}/api/v1/users/currentuser`, { headers: { Authorization: `Bearer ${token}` } });
          return `read ${response.status}`;
        } catch (error) {
          return `blocked: ${(error as Error).name}`;
        }
      },
      { api: PORTAL, token: accessToken },
    );
    expect(outcome).toBe('blocked: TypeError');
  });
});
