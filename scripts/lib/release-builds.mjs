// The last release's apps (releases/last.json): what the skew test and the deployment's rollback serve beside today's
// builds. Taken from the release's archive of its builds when it has one (release-archive.mjs), else built from its
// own commit. Kept in the system's temp folder by commit, so later runs on the machine only serve them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './build-changed.mjs';
import { archiveOf, unpackFrontends } from './release-archive.mjs';
import { RELEASES_DIR } from './releases.mjs';

function run(program, args, cwd) {
  const result = spawnSync(program, args, { cwd, stdio: 'inherit', env: { ...process.env, NODE_ENV: undefined } });
  if (result.status !== 0) throw new Error(`${program} ${args.join(' ')} failed in ${cwd} (exit ${result.status ?? result.signal})`);
}

/**
 * The folder holding `apps` (e.g. ['shell', 'remote-projects']) of `commit`, each built for production in its
 * `dist/`: unpacked from releases/frontends-<commit>.tar.br when there is one (`pnpm release:record` writes it), else
 * built. The sources come from git (`git archive`: no checkout of this repository is touched), the packages from
 * pnpm's store as that commit's lockfile names them, and only the apps asked for are built.
 */
export function buildRelease(commit, apps) {
  const dir = join(tmpdir(), `portal-release-${commit.slice(0, 12)}`);
  // One mark per app built, so a later caller asking for fewer or other apps builds only what is missing.
  const mark = (app) => join(dir, `.built-${app}`);
  const missing = apps.filter((app) => !existsSync(mark(app)));
  if (missing.length === 0) return dir;
  const archive = archiveOf(RELEASES_DIR, commit);
  if (existsSync(archive)) {
    mkdirSync(dir, { recursive: true });
    for (const app of unpackFrontends(archive, dir)) writeFileSync(mark(app), `unpacked from ${archive}`);
    const stillMissing = apps.filter((app) => !existsSync(mark(app)));
    if (stillMissing.length === 0) return dir;
    console.log(`release builds: ${archive} holds no ${stillMissing.join(', ')}; building them from ${commit.slice(0, 7)}`);
  }
  return buildFromSources(dir, commit, apps.filter((app) => !existsSync(mark(app))), mark);
}

/** Builds `missing` of `commit` in `dir` from its sources and its lockfile's packages. */
function buildFromSources(dir, commit, missing, mark) {
  if (!existsSync(join(dir, '.sources'))) {
    // Over what is there: apps unpacked from the archive keep their dist/, which git does not hold.
    mkdirSync(dir, { recursive: true });
    const archive = spawnSync('git', ['archive', '--format=tar', commit], { cwd: ROOT, maxBuffer: 1 << 30 });
    if (archive.status !== 0) throw new Error(`git archive ${commit} failed: ${archive.stderr}. Is the release commit in this clone's history?`);
    const unpack = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
    if (unpack.status !== 0) throw new Error(`unpacking ${commit} failed: ${unpack.stderr}`);
    writeFileSync(join(dir, '.sources'), commit);
  }
  run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent'], dir);
  run('pnpm', [...missing.flatMap((app) => ['--filter', `./${app}`]), 'run', 'build'], dir);
  for (const app of missing) writeFileSync(mark(app), new Date().toISOString());
  return dir;
}
