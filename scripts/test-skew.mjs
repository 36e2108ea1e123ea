#!/usr/bin/env node
// The skew test (`pnpm test skew`): builds of different commits on one page, as separate deploys make them
// (docs/compatibility.md). Two portals, each today's API on a fresh embedded database:
//   forward  today's shell with the last release's Projects and Directory (and today's Allocations and Timesheets)
//   reverse  the last release's shell with today's four remotes (API first, as the rule says)
// `node scripts/test-skew.mjs [playwright arguments]` runs it alone, e.g. with `-g Projects`.
// and a smoke flow through every remote on each. Today's builds must exist (the `build` phase before it).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PACKAGES, ROOT } from './lib/build-changed.mjs';
import { buildRelease } from './lib/release-builds.mjs';
import { lastRelease } from './lib/releases.mjs';

const REMOTES = PACKAGES.map(({ dir }) => dir).filter((dir) => dir.startsWith('remote-'));
const RELEASE_REMOTES = ['remote-projects', 'remote-directory'];

/** A folder laid out as the API's static plugin serves it (<app>/dist), each app from `today` or the release. */
function staticRoot(name, fromRelease, releaseDir) {
  const root = join(tmpdir(), `portal-skew-${name}`);
  rmSync(root, { recursive: true, force: true });
  for (const app of ['shell', ...REMOTES]) {
    mkdirSync(join(root, app), { recursive: true });
    symlinkSync(join(fromRelease.includes(app) ? releaseDir : ROOT, app, 'dist'), join(root, app, 'dist'));
  }
  return root;
}

for (const app of ['shell', ...REMOTES]) {
  if (!existsSync(join(ROOT, app, 'dist', 'index.html'))) {
    console.error(`skew: ${app} has no production build; run \`pnpm test build skew\` or \`pnpm build\` first.`);
    process.exit(1);
  }
}

// SKEW_RELEASE_COMMIT tries any other commit in its place (e.g. a build from before the window, to see it refused).
const release = process.env.SKEW_RELEASE_COMMIT ? { release: 'chosen', commit: process.env.SKEW_RELEASE_COMMIT } : lastRelease();
const started = Date.now();
console.log(`skew: building ${['shell', ...RELEASE_REMOTES].join(', ')} of release ${release.release} (${release.commit.slice(0, 7)})`);
const releaseDir = buildRelease(release.commit, ['shell', ...RELEASE_REMOTES]);
console.log(`skew: release builds ready in ${((Date.now() - started) / 1000).toFixed(0)} s (${releaseDir})`);

const env = {
  ...process.env,
  SKEW_RELEASE: `${release.release} (${release.commit.slice(0, 7)})`,
  SKEW_FORWARD_ROOT: staticRoot('forward', RELEASE_REMOTES, releaseDir),
  SKEW_REVERSE_ROOT: staticRoot('reverse', ['shell'], releaseDir),
};
const playwright = join(ROOT, 'e2e', 'node_modules', '.bin', 'playwright');
const result = spawnSync(playwright, ['test', '--config', 'playwright.skew.config.ts', ...process.argv.slice(2)], { cwd: join(ROOT, 'e2e'), stdio: 'inherit', env });
process.exit(result.status ?? 1);
