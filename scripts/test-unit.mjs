#!/usr/bin/env node
// `pnpm test`'s unit phase: the test script of every package but the frontends, the API and the browser tests (those
// two have phases of their own), the tests of the scripts in scripts/lib, then the jest tests of every frontend
// package in one jest run (jest.config.cjs lists them).
//
// Workers: UNIT_TEST_WORKERS, else one per core. The phase runs beside the browser lane (scripts/test.mjs), which
// waits on pages and servers much of the time; on a 2-core machine two workers finished the phase in 101 s alone
// against 157 s for one, and the lane beside it loses less than that.
//
// With TEST_TIMES_DIR set, jest writes its per-file results there (jest.json) for the phase's slowest-files list.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { withLargerYoungGeneration } from '@portal/test-services';

const ROOT = new URL('..', import.meta.url).pathname;
const HAS_PHASE_OF_ITS_OWN = new Set(['@portal/api', '@portal/e2e']);

const workers = process.env.UNIT_TEST_WORKERS ?? String(availableParallelism());
const timesDir = process.env.TEST_TIMES_DIR;
const run = (program, args, env = process.env) => spawnSync(program, args, { cwd: ROOT, stdio: 'inherit', env }).status === 0;

/** Workspace packages (top level and tooling/) whose test script is not the jest run below. */
function otherTestedPackages() {
  const folders = [...readdirSync(ROOT), ...readdirSync(join(ROOT, 'tooling')).map((name) => join('tooling', name))];
  return folders
    .map((folder) => join(ROOT, folder, 'package.json'))
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')))
    .filter(({ name, scripts }) => scripts?.test && scripts.test !== 'jest' && name && !HAS_PHASE_OF_ITS_OWN.has(name))
    .map(({ name }) => name);
}

const others = otherTestedPackages();
if (!run('pnpm', ['-r', '--workspace-concurrency=1', ...others.map((name) => `--filter=${name}`), 'run', 'test'])) process.exit(1);

/** The tests of the scripts themselves, but those a root script already runs before its check (check:surface, ...). */
function scriptTests() {
  const rootScripts = Object.values(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts).join(' ');
  return readdirSync(join(ROOT, 'scripts', 'lib'))
    .filter((name) => name.endsWith('.test.mjs'))
    .map((name) => `scripts/lib/${name}`)
    .filter((file) => !rootScripts.includes(file));
}

const ownTests = scriptTests();
if (ownTests.length > 0 && !run(process.execPath, ['--test', '--test-reporter=spec', ...ownTests])) process.exit(1);

// jest last: the phase ends one of `pnpm test`'s lanes near the run's end, and jest keeps a worker on each core to its
// end where the small node tests above run on one. A larger young generation: jsdom and React allocate short-lived
// objects by the million.
const jestEnv = withLargerYoungGeneration(process.env);
const jestArgs = ['exec', 'jest', `--maxWorkers=${workers}`, ...(timesDir ? ['--json', `--outputFile=${join(timesDir, 'jest.json')}`] : [])];
if (!run('pnpm', jestArgs, jestEnv)) process.exit(1);
