#!/usr/bin/env node
// `pnpm test`: every check, stopping at the first that fails (the phases are listed below). The PostgreSQL and Redis
// servers, Chromium and nginx the tests need are found or started once, here, for every phase (tooling/test-services),
// so a fresh machine needs Node and nothing else. Prints each phase's time at the end, whether it passed or not.
// `pnpm test lint unit` runs only the phases named.
//
// The phases run in three lanes side by side, each lane in order: `code`, the checks of the code (types, lint, the API
// suites); `browser`, the production builds and the browser phases after them; `browser-2`, the read-after-write
// check, then, once the builds are done, the accessibility spec and the phone-sized browser tests, each on a portal of
// its own port, then the unit tests. A failure in any lane stops them all. On a 2-core machine the run keeps it 98–99 %
// busy (printed at the end): the run's length is its CPU work over the cores, so the lanes are arranged for the cores
// never to wait: the API suites, one core each, are not left to run on their own (docs/testing.md, session 38).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase, findChromium, findOrStartPostgres, findOrStartRedis } from '@portal/test-services';
import { busyShare, cpuTicks } from './lib/cpu-busy.mjs';
import { cpuByProgramLines, sampleCpuByProgram } from './lib/cpu-by-program.mjs';
import { laneBudgetWarnings, overBudgetWarnings } from './lib/phase-budgets.mjs';
import { runCommand, stopGroup } from './lib/prefixed-command.mjs';
import { slowestFilesLines } from './lib/test-times.mjs';

// Playwright is run itself, not through `pnpm exec`: stopping a phase sends SIGINT to its process group, and pnpm
// passes its own on, so Playwright would see a second Ctrl-C and quit without stopping the servers it started.
const E2E_DIR = new URL('../e2e/', import.meta.url).pathname;
const playwright = (...args) => ({ program: `${E2E_DIR}node_modules/.bin/playwright`, args: ['test', ...args], cwd: E2E_DIR });
const pnpm = (...args) => ({ program: 'pnpm', args });

const BUILD_CHANGED = ['exec', 'node', '-e', "import('./scripts/lib/build-changed.mjs').then((m) => m.buildChanged())"];
const ACCESSIBILITY_SPEC = 'tests/accessibility.spec.ts';
// Its own phase, in the lane with room (the file says why it is long).
const READ_AFTER_WRITE = 'test/read-after-write.postgres.test.ts';
// Every browser spec but the accessibility one, which runs on PostgreSQL (a11y-postgres) instead of twice; those at
// phone and tablet sizes (phone-*.spec.ts) in a phase of their own, on a portal of their own, in the other lane.
const isPhoneSpec = (name) => name.startsWith('phone-');
const specsOnPglite = (phone) =>
  readdirSync(`${E2E_DIR}tests`)
    .filter((name) => name.endsWith('.spec.ts') && `tests/${name}` !== ACCESSIBILITY_SPEC && isPhoneSpec(name) === phone)
    .map((name) => `tests/${name}`);

/**
 * Each phase: its command (pnpm, or Playwright in e2e/); its lane; `after`, a phase of another lane it waits for;
 * `niced`, a check that only needs CPU, which gets what the browsers and servers leave; and what it needs beyond the
 * run's PostgreSQL and Redis: `chromium`;
 * `emptyDatabase` (an empty PostgreSQL database of its own in E2E_DATABASE_URL); `suiteOnPostgres` (TEST_DATABASE_URL);
 * `env`, variables of its own. `budget`: its seconds on a machine of the fast class, where the run is to take 12 minutes
 * (scripts/lib/phase-budgets.mjs stretches it for slower machines; over it, a warning, not a failure). A phase's time
 * is its share of two cores busy with all three lanes, so the budgets are a run with these lanes that took 656 s at
 * 43,342 req/s scaled to 720 (session 38); each lane's budgets add up to at most 720 s, so a run whose phases keep
 * theirs meets the target.
 */
const PHASES = [
  { name: 'typecheck', budget: 27, lane: 'code', niced: true, command: () => pnpm('run', 'typecheck'), about: 'TypeScript of every package' },
  { name: 'lint', budget: 72, lane: 'code', niced: true, command: () => pnpm('run', 'lint'), about: 'lint and the dependency rules between packages' },
  { name: 'api-compat', budget: 18, lane: 'code', niced: true, command: () => pnpm('run', 'check:api-compat'), about: "the API's v1 keeps everything the last release had (docs/deployment.md)" },
  { name: 'surface', budget: 20, lane: 'code', niced: true, command: () => pnpm('run', 'check:surface'), about: 'shared-ui and shared-auth: API reports current, nothing removed or changed since the last release at its major' },
  {
    name: 'api-postgres',
    budget: 266,
    lane: 'code',
    niced: true,
    command: () => pnpm('--filter', '@portal/api', 'test', '--without', READ_AFTER_WRITE),
    suiteOnPostgres: true,
    about: 'the API suite on PostgreSQL, but for the read-after-write check',
  },
  {
    name: 'api-pglite',
    budget: 220,
    lane: 'code',
    niced: true,
    command: () => pnpm('--filter', '@portal/api', 'test', '--after-postgres'),
    about: 'the API suite on embedded PGlite, but for what api-postgres just ran that is the same on every engine (api/test/run.mjs)',
  },
  { name: 'build', budget: 153, lane: 'browser', command: () => pnpm(...BUILD_CHANGED), about: 'production builds of what changed, which the browser phases after it serve' },
  { name: 'e2e', budget: 305, lane: 'browser', command: () => playwright(...specsOnPglite(false)), chromium: true, about: 'browser tests against the portal on embedded PGlite' },
  {
    name: 'read-after-write',
    budget: 113,
    lane: 'browser-2',
    command: () => pnpm('--filter', '@portal/api', 'test', READ_AFTER_WRITE),
    // Every list, write kind and instance pairing, at a tenth of the soak's count: the mechanism is deterministic, and
    // `pnpm test:soak` (1,000 pairs) is run before a release to catch rare interleavings.
    env: { READ_AFTER_WRITE_PAIRS: '100' },
    about: '100 pairs of "write on one API instance, read at once on another" per list and write kind: 0 stale',
  },
  {
    name: 'a11y-postgres',
    budget: 178,
    lane: 'browser-2',
    after: 'build',
    command: () => playwright(ACCESSIBILITY_SPEC),
    chromium: true,
    emptyDatabase: true,
    // Its own portal and identity provider (on E2E_PORT + 1000), beside the e2e phase's on 8181.
    env: { E2E_PORT: '8182' },
    about: 'the accessibility browser tests against the portal on PostgreSQL',
  },
  {
    name: 'e2e-phone',
    budget: 111,
    lane: 'browser-2',
    after: 'build',
    command: () => playwright(...specsOnPglite(true)),
    chromium: true,
    env: { E2E_PORT: '8183' },
    about: 'the browser tests at phone and tablet sizes, against a portal of their own on embedded PGlite',
  },
  // After the phone tests, beside the API suite on PGlite (one core) and the deployment test (which mostly waits on its
  // servers): jest's worker per core fills what they leave. Last in the code lane, it started only once the PGlite suite
  // ended, and for about a minute before that the machine was a third idle (vmstat, docs/testing.md, session 38).
  {
    name: 'unit',
    budget: 271,
    lane: 'browser-2',
    niced: true,
    command: () => ({ program: process.execPath, args: ['scripts/test-unit.mjs'] }),
    about: 'unit tests of every frontend package (one jest run + Testing Library) and the tooling',
  },
  {
    name: 'skew',
    budget: 55,
    lane: 'browser',
    command: () => ({ program: process.execPath, args: ['scripts/test-skew.mjs'] }),
    chromium: true,
    about: "the last release's Projects and Directory on today's shell and API, and today's remotes on the last release's shell (docs/compatibility.md)",
  },
  { name: 'deploy', budget: 146, lane: 'browser', command: () => playwright('--config', 'playwright.deploy.config.ts'), chromium: true, about: 'nginx, two production API instances, one killed mid-run' },
  { name: 'budgets', budget: 14, lane: 'browser', command: () => pnpm('run', 'budgets', '--no-time-limits'), chromium: true, about: 'frontend size budgets (times printed)' },
];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** An empty database on the run's server for one phase, dropped after it. */
async function withEmptyDatabase(serverUrl, phase) {
  const database = await createScratchDatabase(serverUrl, 'portal_test_e2e');
  try {
    return await phase(database.url);
  } finally {
    await database.drop();
  }
}

/** Each phase's slowest test files, the machine's figure, and a warning for each phase over its budget. */
function reportWhereTheTimeWent(results, timesRoot) {
  const slowest = PHASES.flatMap(({ name }) => slowestFilesLines(name, join(timesRoot, name)));
  if (slowest.length > 0) console.log(['\nThe slowest test files of each phase (seconds per file):', ...slowest].join('\n'));
  const speed = spawnSync('pnpm', ['--filter', '@portal/bench', 'run', '--silent', 'machine-speed'], { encoding: 'utf8' });
  const rps = Number(speed.stdout.trim().split('\n').at(-1));
  if (!Number.isFinite(rps) || rps <= 0) {
    console.log(`\nThe machine's figure could not be measured: ${speed.stderr.trim() || speed.stdout.trim()}`);
    return;
  }
  console.log(`\nThis machine: Fastify hello-world ${rps} req/s (bench/src/calibration; the fast class is 40,000 or more)`);
  const busy = busyShare(ticksAtStart, ticksAtEnd, availableParallelism());
  if (busy) console.log(`The machine was ${busy}`);
  for (const line of cpuByProgramLines(cpuByProgram)) console.log(line);
  for (const warning of [...laneBudgetWarnings(PHASES), ...overBudgetWarnings(PHASES, results, rps)]) console.log(warning);
}

function report(results, started) {
  const width = Math.max(...PHASES.map(({ name }) => name.length));
  console.log('\npnpm test, phase by phase:');
  for (const { name, lane, about } of PHASES) {
    const result = results.get(name);
    const verdict = result?.passed ? 'passed' : result?.stopped ? 'stopped' : 'FAILED';
    const cpu = result?.cpuSeconds === undefined ? '' : `${result.cpuSeconds.toFixed(0)} s CPU`;
    const outcome = result ? `${seconds(result.ms).padStart(7)}  ${cpu.padStart(10)}  ${verdict.padEnd(7)}` : `      -  ${''.padStart(10)}  not run`;
    console.log(`  ${name.padEnd(width)}  ${outcome}  [${lane}] ${about}`);
  }
  const phasesCpu = [...results.values()].reduce((sum, { cpuSeconds }) => sum + (cpuSeconds ?? 0), 0);
  console.log(`  ${'total'.padEnd(width)}  ${seconds(Date.now() - started).padStart(7)}  ${`${phasesCpu.toFixed(0)} s CPU`.padStart(10)}  (the lanes side by side; CPU: each phase's processes, not the shared PostgreSQL and Redis)`);
}

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !PHASES.some((phase) => phase.name === name));
if (unknown.length > 0) {
  console.error(`pnpm test: no phase ${unknown.join(', ')}; the phases are ${PHASES.map(({ name }) => name).join(', ')}`);
  process.exit(2);
}
const chosen = PHASES.filter(({ name }) => requested.length === 0 || requested.includes(name));

const started = Date.now();
const ticksAtStart = cpuTicks();
let ticksAtEnd;
const cpuSampler = sampleCpuByProgram();
let cpuByProgram = [];
// First, as it may install a package: nothing to stop yet if it fails. nginx is found by the deployment test itself.
const chromium = chosen.some((phase) => phase.chromium) ? findChromium() : undefined;
const postgres = await findOrStartPostgres();
const redis = await findOrStartRedis().catch(async (error) => {
  await postgres.stop();
  throw error;
});
console.log(`pnpm test: PostgreSQL from ${postgres.source}, Redis from ${redis.source}${chromium ? `, Chromium ${chromium.path} (${chromium.source})` : ''}`);
const demoDataRoot = mkdtempSync(join(tmpdir(), 'portal-demo-data-'));
// PORTAL_DEMO_TEMPLATE: the browser phases' portals on PGlite copy one seeded data folder instead of each migrating
// and seeding its own (prepareDemoData, scripts/lib/portal-process.mjs).
const env = {
  ...process.env,
  TEST_POSTGRES_URL: postgres.url,
  TEST_REDIS_URL: redis.url,
  PORTAL_DEMO_TEMPLATE: join(demoDataRoot, 'template'),
  ...(chromium ? { CHROMIUM_PATH: chromium.path } : {}),
};
// TEST_DATABASE_URL names the run's PostgreSQL server (found above); api-postgres runs the API suite on that server
// and api-pglite on PGlite, so both engines are covered whatever it says.
delete env.TEST_DATABASE_URL;

const results = new Map();
// Where each phase's runners write their per-file times (scripts/lib/test-times.mjs).
const timesRoot = mkdtempSync(join(tmpdir(), 'portal-test-times-'));
const running = new Set();
let failed = false;

/** Runs one phase unless another already failed; prefixes its output with its name while two lanes share the terminal. */
async function runPhase(phase, prefix) {
  if (failed) return;
  const phaseStarted = Date.now();
  const timesDir = join(timesRoot, phase.name);
  mkdirSync(timesDir);
  const phaseEnv = { ...env, ...phase.env, TEST_TIMES_DIR: timesDir, ...(phase.suiteOnPostgres ? { TEST_DATABASE_URL: postgres.url } : {}) };
  const command = phase.command();
  // The checks only need CPU; the browsers and servers need it at once or a page waits. The checks get what the
  // browsers leave (nice 10), and take it all when the browsers idle.
  const { program, args, cwd } = phase.niced ? { ...command, program: 'nice', args: ['-n', '10', command.program, ...command.args] } : command;
  let cpuSeconds;
  const onCpu = (used) => (cpuSeconds = used === undefined ? cpuSeconds : (cpuSeconds ?? 0) + used);
  const run = (extraEnv) => runCommand(program, args, { env: { ...phaseEnv, ...extraEnv }, cwd, prefix: prefix ? `[${phase.name}] ` : '', running, onCpu });
  const passed = phase.emptyDatabase ? await withEmptyDatabase(postgres.url, (url) => run({ E2E_DATABASE_URL: url })) : await run({});
  // A phase that ends without passing after another failed was most likely stopped by that failure.
  results.set(phase.name, { ms: Date.now() - phaseStarted, cpuSeconds, passed, stopped: !passed && failed });
  if (!passed && !failed) {
    failed = true;
    // The other lane's phase would only delay the verdict.
    for (const child of running) stopGroup(child);
  }
}

/** Resolves when the named phase has ended, passed or not (runPhase sees a failure and runs nothing more). */
const ended = new Map(
  PHASES.map(({ name }) => {
    let resolve;
    const promise = new Promise((done) => (resolve = done));
    return [name, { promise, resolve }];
  }),
);

async function runLane(phases, prefix) {
  for (const phase of phases) {
    if (phase.after && chosen.some(({ name }) => name === phase.after)) await ended.get(phase.after).promise;
    await runPhase(phase, prefix);
    ended.get(phase.name).resolve();
  }
}

const stopChildren = () => {
  failed = true;
  for (const child of running) stopGroup(child);
};
process.on('SIGINT', stopChildren).on('SIGTERM', stopChildren);
try {
  const laneNames = [...new Set(chosen.map((phase) => phase.lane).filter(Boolean))];
  const lanes = laneNames.map((lane) => chosen.filter((phase) => phase.lane === lane));
  await Promise.all(lanes.map((phases) => runLane(phases, lanes.length > 1)));
} finally {
  ticksAtEnd = cpuTicks();
  cpuByProgram = cpuSampler.stop();
  await Promise.all([postgres.stop(), redis.stop()]);
  reportWhereTheTimeWent(results, timesRoot);
  rmSync(timesRoot, { recursive: true, force: true });
  rmSync(demoDataRoot, { recursive: true, force: true });
  report(results, started);
}
process.exit(failed ? 1 : 0);
