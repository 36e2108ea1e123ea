import { spawnSync } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, Deployment, PORTS, REPO_ROOT, remoteListAtOrigins, remoteOrigin } from './deployment';
import { addClient, findClient, openFromMenu } from './portal-steps';
import { watchCspViolations } from '../support/csp-violations';
import { signIn } from '../support/sign-in';

// Projects released and rolled back alone (README, "Deploying a remote on its own"): scripts/release-remote.mjs
// publishes two builds into one static folder, the last release's (releases/last.json, built from its commit) and
// today's, each under its version; nginx serves that folder on the remote's origin; both API instances read the
// remote list from one PORTAL_REMOTES_FILE, which the test edits while a signed-in page stays open.

const deployment = new Deployment();
const PROJECTS = remoteOrigin('projects');
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ERROR_PANEL = /This section could not be loaded|needs a newer portal|too old for this portal/;

// Set in beforeAll, once the deployment has its folder.
let staticDir = '';
let listFile = '';
let previousBuild = '';
const versions = { current: '', previous: '' };

const versionPath = (version: string) => `/remote-projects/${version}/`;
const manifestOf = (version: string) => `${PROJECTS}${versionPath(version)}mf-manifest.json`;
const versionOf = (appDir: string) => (JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as { version: string }).version;

function releaseProjects(...args: string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, ['scripts/release-remote.mjs', 'projects', '--to', staticDir, '--url', PROJECTS, ...args], { cwd: REPO_ROOT, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Points the list at one version of Projects, as an operator does: the whole file written, then renamed into place. */
function switchProjectsTo(version: string): void {
  writeFileSync(`${listFile}.new`, JSON.stringify({ ...remoteListAtOrigins(), remote_projects: manifestOf(version) }));
  renameSync(`${listFile}.new`, listFile);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The release's build is made once per machine (the skew phase has usually made it already).
  test.setTimeout(30 * 60_000);
  await deployment.prepare();
  staticDir = join(deployment.dir, 'static');
  listFile = join(deployment.dir, 'remotes.json');
  const { buildRelease } = (await import(join(REPO_ROOT, 'scripts/lib/release-builds.mjs'))) as { buildRelease: (commit: string, apps: string[]) => string };
  const { lastRelease } = (await import(join(REPO_ROOT, 'scripts/lib/releases.mjs'))) as { lastRelease: () => { commit: string } };
  const release = lastRelease();
  previousBuild = join(buildRelease(release.commit, ['remote-projects']), 'remote-projects');
  versions.current = versionOf(join(REPO_ROOT, 'remote-projects'));
  const builtAs = versionOf(previousBuild);
  // Right after a release is recorded both builds carry one version: the older then goes beside it under another.
  versions.previous = builtAs === versions.current ? `${builtAs}-previous` : builtAs;

  const current = releaseProjects('--skip-checks');
  expect(current.status, current.output).toBe(0);
  expect(current.output).toContain(`"remote_projects": "${manifestOf(versions.current)}"`);
  const previous = releaseProjects('--from', previousBuild, '--commit', release.commit, ...(builtAs === versions.previous ? [] : ['--as', versions.previous]));
  expect(previous.status, previous.output).toBe(0);

  switchProjectsTo(versions.current);
  await deployment.startApi('apiA', { remotesFile: listFile });
  await deployment.startApi('apiB', { remotesFile: listFile });
  await deployment.startNginx({ roots: { projects: staticDir } });
});

test.afterAll(async () => {
  await deployment.teardown();
});

test('release:remote publishes each version whole and once: its compressed copies and hashed chunks, a release.json, and never another build in its place', async () => {
  const release = JSON.parse(readFileSync(join(staticDir, 'remote-projects', versions.current, 'release.json'), 'utf8')) as Record<string, unknown>;
  expect(release).toMatchObject({ name: '@portal/remote-projects', version: versions.current, accepts: { '@portal/shared-ui': expect.any(String), '@portal/shared-auth': expect.any(String) } });

  const manifest = (await (await fetch(manifestOf(versions.current))).json()) as { shared: { assets: { js: { sync: string[] } } }[] };
  const chunk = manifest.shared.flatMap((shared) => shared.assets.js.sync)[0]!;
  for (const [file, caching] of [['remoteEntry.js', 'no-cache'], [chunk, IMMUTABLE]] as const) {
    const response = await fetch(`${PROJECTS}${versionPath(versions.current)}${file}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status, file).toBe(200);
    expect(response.headers.get('cache-control'), file).toBe(caching);
    expect(response.headers.get('content-encoding'), `${file}: its published .gz copy`).toBe('gzip');
  }

  // Another build under a version already published is refused: pages that loaded it may still ask for its chunks.
  const overwrite = releaseProjects('--from', previousBuild, '--as', versions.current);
  expect(overwrite.status).toBe(1);
  expect(overwrite.output).toMatch(/already published with other content[\s\S]*pnpm changeset/);
});

/** The browser's requests to Projects' origin, and any that failed. */
function watchProjectsOrigin(page: Page): { fetched: string[]; failed: string[] } {
  const seen = { fetched: [] as string[], failed: [] as string[] };
  page.on('response', (response) => {
    if (!response.url().startsWith(PROJECTS)) return;
    seen.fetched.push(response.url());
    if (response.status() >= 400) seen.failed.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(PROJECTS)) seen.failed.push(`${request.failure()?.errorText} ${request.url()}`);
  });
  return seen;
}

/** The Clients dialog saves and the list shows what it saved. */
async function expectClientsWork(page: Page, newClient: string): Promise<void> {
  await addClient(page, newClient);
  await findClient(page, newClient);
  await expect(page.getByText(ERROR_PANEL)).toHaveCount(0);
}

test('Projects is switched to its previous build and back through the remote list while a signed-in page stays open', async ({ page }) => {
  test.setTimeout(5 * 60_000);
  const violations = await watchCspViolations(page);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /\[federation\]|Minified React error/.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  const projects = watchProjectsOrigin(page);

  await signIn(page, ADMIN.email, ADMIN.password);
  await openFromMenu(page, 'Clients', /^Clients$/);
  expect(projects.fetched, 'the current version loaded').toContain(manifestOf(versions.current));
  await expectClientsWork(page, `On ${versions.current} ${Date.now()}`);

  for (const [from, to] of [[versions.current, versions.previous], [versions.previous, versions.current]] as const) {
    switchProjectsTo(to);
    for (const port of [PORTS.apiA, PORTS.apiB]) {
      const list = (await (await fetch(`http://127.0.0.1:${port}/api/remotes`)).json()) as Record<string, string>;
      expect(list.remote_projects, `instance on ${port} answers the edited list at once`).toBe(manifestOf(to));
    }

    // The open page keeps the version it loaded, whose chunks are still published.
    const loadedBefore = projects.fetched.length;
    await openFromMenu(page, 'Projects', /^Projects$/);
    await openFromMenu(page, 'Clients', /^Clients$/);
    await expect(page.getByText(/Showing 1-\d+ of \d+ clients/)).toBeVisible();
    await expect(page.getByText(ERROR_PANEL)).toHaveCount(0);
    expect(projects.fetched.slice(loadedBefore).filter((url) => !url.includes(versionPath(from))), `still ${from} until a reload`).toEqual([]);

    const loadedBeforeReload = projects.fetched.length;
    await page.reload();
    await expect(page.getByText(/Showing 1-\d+ of \d+ clients/)).toBeVisible();
    expect(projects.fetched.slice(loadedBeforeReload), `${to} loads after the reload`).toContain(manifestOf(to));
    await expectClientsWork(page, `On ${to} ${Date.now()}`);
  }

  expect(projects.failed, 'no request to Projects failed').toEqual([]);
  expect(problems).toEqual([]);
  expect(await violations()).toEqual([]);
});
