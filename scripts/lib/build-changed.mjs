// Builds each package whose inputs changed since its last build, so `pnpm start` is quick after the first run.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

// shared-ui/tools makes the shell's antd style sheet (tooling/antd-style-sheet.cjs).
const SHARED_INPUTS = ['pnpm-lock.yaml', 'tsconfig.base.json', 'tooling', 'shared-auth/src', 'shared-auth/package.json', 'shared-ui/src', 'shared-ui/tools', 'shared-ui/package.json'];

// The API's build compiles @portal/shared-contracts to shared-contracts/dist first (the API runs that dist in
// production, docs/architecture.md), so the package is an input of the API's build and its dist one of the outputs.
const CONTRACTS_INPUTS = ['shared-contracts/src', 'shared-contracts/package.json', 'shared-contracts/tsconfig.json', 'shared-contracts/tsconfig.build.json'];

/** Build order: the API first (it serves everything), then the shell and each remote. */
export const PACKAGES = [
  {
    dir: 'api',
    inputs: ['api/src', 'api/drizzle', 'api/package.json', 'api/tsconfig.json', 'api/tsconfig.build.json', 'pnpm-lock.yaml', ...CONTRACTS_INPUTS],
    outputs: ['shared-contracts/dist/index.js'],
  },
  ...['shell', 'remote-directory', 'remote-projects', 'remote-allocations', 'remote-timesheets'].map((dir) => ({
    dir,
    inputs: [`${dir}/src`, `${dir}/public`, `${dir}/package.json`, `${dir}/webpack.config.cjs`, ...SHARED_INPUTS],
  })),
];

function listFiles(path) {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && entry.name !== '__tests__' && !entry.name.includes('.test.'))
    .flatMap((entry) => listFiles(join(path, entry.name)));
}

function hashInputs(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => listFiles(join(ROOT, input))).sort()) {
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const LOCK_DIR = join(ROOT, 'node_modules', '.portal-build-lock');
/** In each dist: the hash of the inputs it was built from. */
export const BUILD_STAMP = '.build-hash';

/** Whether a process with this id still runs (a lock folder's holder). */
export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Two starts at once (two terminals, parallel test runs) would write the same dist folders: take turns. */
function acquireBuildLock(log) {
  let waiting = false;
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      writeFileSync(join(LOCK_DIR, 'pid'), String(process.pid));
      return () => rmSync(LOCK_DIR, { recursive: true, force: true });
    } catch {
      const holder = Number(existsSync(join(LOCK_DIR, 'pid')) ? readFileSync(join(LOCK_DIR, 'pid'), 'utf8') : NaN);
      if (Number.isInteger(holder) && !isAlive(holder)) {
        rmSync(LOCK_DIR, { recursive: true, force: true });
        continue;
      }
      if (!waiting) log(`Another build (process ${holder}) is running; waiting for it...`);
      waiting = true;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
    }
  }
}

/** Runs `pnpm build` in every package whose inputs changed; returns the names it built. */
export function buildChanged({ log = console.log } = {}) {
  const release = acquireBuildLock(log);
  try {
    return buildEach(log);
  } finally {
    release();
  }
}

/** Builds one package if its inputs changed since its last build (its dist's stamp); returns whether it built. */
function buildIfChanged(pkg, step, log) {
  const stamp = join(ROOT, pkg.dir, 'dist', BUILD_STAMP);
  const hash = hashInputs(pkg.inputs);
  const outputsThere = (pkg.outputs ?? []).every((output) => existsSync(join(ROOT, output)));
  if (outputsThere && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    log(`${step}: up to date`);
    return false;
  }
  log(`${step}: building...`);
  const started = Date.now();
  const result = spawnSync('pnpm', ['--filter', `./${pkg.dir}`, 'run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`Build of ${pkg.dir} failed (exit ${result.status}).`);
  writeFileSync(stamp, hash);
  log(`${step}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

function buildEach(log) {
  const built = [];
  PACKAGES.forEach((pkg, index) => {
    if (buildIfChanged(pkg, `[${index + 1}/${PACKAGES.length}] ${pkg.dir}`, log)) built.push(pkg.dir);
  });
  return built;
}

/**
 * Copies one package's production build (`dir`/dist, as `pnpm start` and the tests serve it) into `into`, building
 * it first if its inputs changed since: under the build lock, so no other build writes the folder meanwhile. The copy
 * leaves out the build's stamp. release:remote publishes such a copy, so releasing what is already built builds
 * nothing again.
 */
export function copyCurrentBuild(dir, into, { log = console.log } = {}) {
  const pkg = PACKAGES.find((candidate) => candidate.dir === dir);
  if (!pkg) throw new Error(`${dir} is not one of the packages built for production`);
  const release = acquireBuildLock(log);
  try {
    buildIfChanged(pkg, dir, log);
    cpSync(join(ROOT, dir, 'dist'), into, { recursive: true });
    rmSync(join(into, BUILD_STAMP));
  } finally {
    release();
  }
}
