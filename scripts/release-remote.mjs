#!/usr/bin/env node
// `pnpm release:remote <directory|projects|allocations|timesheets>`: one remote released alone (README, "Deploying a
// remote on its own"). Runs the remote's own checks (its jest tests, its typecheck), builds it for production (unless
// remote-<name>/dist is already the build of its current sources, as `pnpm start` leaves it) and publishes the build
// into <out>/remote-<name>/<version>/ (the version of its package.json), with a release.json beside the files, then
// prints the remote-list entry that points at it. A published version never changes: open pages may still load its
// chunks, and rolling back is pointing the list at it again.
//
//   --to <dir>       the static host's folder (default: published/ in this checkout, git-ignored)
//   --url <address>  where that folder is served, to print the list entry whole (https://static.corp.example)
//   --from <dir>     publish a build made elsewhere instead of building: a copy of the remote's folder holding its
//                    package.json and dist/ (another checkout, or an older release's build); no checks run
//   --commit <sha>   with --from: the commit it was built from, for release.json
//   --as <version>   with --from: publish under this version, when the build's own is taken by another build
//   --skip-checks    build and publish without the tests and typecheck: only for the deployment test's speed
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { copyCurrentBuild, ROOT } from './lib/build-changed.mjs';
import { PublishedDiffers, publishImmutable } from './lib/immutable-folder.mjs';

const REMOTES = ['directory', 'projects', 'allocations', 'timesheets'];
const SHARED = ['@portal/shared-ui', '@portal/shared-auth'];

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    to: { type: 'string', default: join(ROOT, 'published') },
    url: { type: 'string' },
    from: { type: 'string' },
    commit: { type: 'string' },
    as: { type: 'string' },
    'skip-checks': { type: 'boolean', default: false },
  },
});
const name = positionals[0];
const fail = (message) => {
  console.error(`release:remote: ${message}`);
  process.exit(1);
};
if (positionals.length !== 1 || !REMOTES.includes(name)) fail(`name one remote: ${REMOTES.join(', ')}`);
if ((options.as || options.commit) && !options.from) fail('--as and --commit go with --from');

const app = `remote-${name}`;
const packageName = `@portal/${app}`;
const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

function pnpm(...args) {
  const started = Date.now();
  const result = spawnSync('pnpm', ['--filter', packageName, ...args], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) fail(`pnpm --filter ${packageName} ${args.join(' ')} failed; nothing was published`);
  console.log(`release:remote: ${args[0]} took ${Math.round((Date.now() - started) / 1000)} s`);
}

/** The build to publish, and what release.json says of where it came from. */
function buildHere() {
  if (!options['skip-checks']) {
    pnpm('test');
    pnpm('typecheck');
  }
  // The checkout's own build (remote-<name>/dist, built first if its sources changed since), copied under the build
  // lock into a folder of its own: nothing else writes it while it is published, and an unchanged remote is not built
  // twice.
  const dist = mkdtempSync(join(tmpdir(), `portal-${app}-build-`));
  process.on('exit', () => rmSync(dist, { recursive: true, force: true }));
  try {
    copyCurrentBuild(app, dist, { log: (line) => console.log(`release:remote: ${line}`) });
  } catch (error) {
    fail(`${error.message} Nothing was published.`);
  }
  const inputs = git('status', '--porcelain', '--', app, 'shared-ui', 'shared-auth', 'shared-contracts', 'tooling', 'pnpm-lock.yaml');
  return { dist, packageJson: join(ROOT, app, 'package.json'), commit: git('rev-parse', 'HEAD'), uncommittedChanges: inputs !== '' };
}

function builtElsewhere() {
  const dir = resolve(options.from);
  if (!existsSync(join(dir, 'package.json')) || !existsSync(join(dir, 'dist', 'mf-manifest.json'))) fail(`${dir} holds no built remote (package.json and dist/mf-manifest.json)`);
  return { dist: join(dir, 'dist'), packageJson: join(dir, 'package.json'), commit: options.commit ?? null };
}

const build = options.from ? builtElsewhere() : buildHere();
const packageJson = JSON.parse(readFileSync(build.packageJson, 'utf8'));
if (packageJson.name !== packageName) fail(`${build.packageJson} is ${packageJson.name}, not ${packageName}`);
const version = options.as ?? packageJson.version;
// It names a folder: nothing but a version may reach the path.
if (!/^\d+\.\d+\.\d+([-+][\w.-]+)?$/.test(version)) fail(`"${version}" is not a version like 1.4.2 or 1.4.2-previous`);
const manifest = JSON.parse(readFileSync(join(build.dist, 'mf-manifest.json'), 'utf8'));
const release = {
  name: packageName,
  version,
  ...(version !== packageJson.version ? { builtAs: packageJson.version } : {}),
  commit: build.commit,
  ...(build.uncommittedChanges ? { uncommittedChanges: true } : {}),
  date: new Date().toISOString(),
  // The shared packages' versions it runs with (docs/compatibility.md), as the build asks the page for them: its
  // package.json's range since the version guard; builds before it (r1) ask for the exact version they were built with.
  accepts: Object.fromEntries(SHARED.map((shared) => [shared, manifest.shared?.find((entry) => entry.name === shared)?.requiredVersion ?? null])),
};

const target = join(resolve(options.to), app, version);
try {
  const outcome = publishImmutable(build.dist, target, {
    extra: { 'release.json': `${JSON.stringify(release, null, 2)}\n` },
    // Build information no page loads, whose lists webpack writes in whatever order its work finished.
    ignore: /^mf-stats\.json/,
  });
  console.log(outcome === 'published' ? `release:remote: published ${app} ${version} to ${target}` : `release:remote: ${app} ${version} is already published at ${target} with this very build; nothing to do`);
} catch (error) {
  if (!(error instanceof PublishedDiffers)) throw error;
  fail(`${error.message}.\nA published version never changes: pages that loaded it still fetch its chunks, and a rollback points back at it.
Give the new build a new version (pnpm changeset, then pnpm changeset version, and commit), then release again.`);
}
if (release.uncommittedChanges) console.warn(`release:remote: built with uncommitted changes on top of ${release.commit.slice(0, 7)} (release.json says so)`);
const base = options.url?.replace(/\/+$/, '') ?? `<address of ${resolve(options.to)}>`;
console.log(`Remote list entry (PORTAL_REMOTES_FILE):\n  "${manifest.name ?? `remote_${name}`}": "${base}/${app}/${version}/mf-manifest.json"`);
