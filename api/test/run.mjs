// The API suite: finds or starts the PostgreSQL server the PostgreSQL-only tests need (COPY exports, two instances
// on one database) and the Redis the shared sign-in limits need, once for every test file, then runs the files. The
// suite itself runs on embedded PGlite, or on PostgreSQL when TEST_DATABASE_URL is set. Arguments: test files to run
// instead of all (e.g. `pnpm --filter @portal/api test test/users.test.ts`), --after-postgres (below), or
// `--without test/x.test.ts` to leave one file out (`pnpm test` runs the long read-after-write check as its own phase).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createScratchDatabase, findOrStartPostgres, findOrStartRedis, scratchRoot, withLargerYoungGeneration } from '@portal/test-services';

// Files named *.postgres.test.ts test what only PostgreSQL has (COPY, several instances on one database, a server
// that stops): they run on PostgreSQL whatever the suite runs on.
const POSTGRES_ONLY = '.postgres.test.ts';
const runsOnPostgresOnly = (file) => file.endsWith(POSTGRES_ONLY);
// Files whose subject is the HTTP layer, sign-in and its limits, single sign-on, tokens, mail and settings. The
// database only keeps users and tokens for them, through the same repositories that the other files run on both
// engines; nothing they check differs between PostgreSQL and PGlite. Run on either engine they prove the same thing.
const SAME_ON_EVERY_ENGINE = new Set([
  'auth.test.ts',
  'config.test.ts',
  'forgot-password-timing.test.ts',
  'mailer.test.ts',
  'password-recovery.test.ts',
  'remote-list-file.test.ts',
  'security-headers.test.ts',
  'sign-in-office-rush.test.ts',
  'sign-in-protection.test.ts',
  'sso.test.ts',
  'system.test.ts',
  'tokens.test.ts',
]);
// `--after-postgres`: for a run on PGlite that follows a full run on PostgreSQL (`pnpm test` does that), so leaves out
// what that run has covered: the PostgreSQL-only files and those that are the same on every engine.
const AFTER_POSTGRES = '--after-postgres';
const FILE_TIMES_REPORTER = new URL('../../scripts/lib/node-test-file-times.mjs', import.meta.url).pathname;
const WITHOUT = '--without';
const args = process.argv.slice(2);
const afterPostgres = args.includes(AFTER_POSTGRES);
const coveredByPostgresRun = (name) => runsOnPostgresOnly(name) || SAME_ON_EVERY_ENGINE.has(name);
const without = new Set(args.flatMap((arg, index) => (args[index - 1] === WITHOUT ? [arg] : [])));
const named = args.filter((arg, index) => arg !== AFTER_POSTGRES && arg !== WITHOUT && args[index - 1] !== WITHOUT);
// Every test file by name, as the shell would have expanded test/*.test.ts, in one process one after the other
// (test/helpers/run-in-one-process.ts says why and what that asks of a file).
const everyFile = () =>
  readdirSync('test')
    .filter((name) => name.endsWith('.test.ts') && !(afterPostgres && coveredByPostgresRun(name)))
    .sort()
    .map((name) => `test/${name}`)
    .filter((file) => !without.has(file));
const files = named.length > 0 ? named : everyFile();
const postgres = await findOrStartPostgres();
const redis = await findOrStartRedis().catch(async (error) => {
  await postgres.stop();
  throw error;
});
console.log(`API tests: PostgreSQL from ${postgres.source}, Redis from ${redis.source}; the suite runs on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL (TEST_DATABASE_URL)' : 'embedded PGlite'}`);

/**
 * Runs node (with tsx) to its end and resolves its exit code; Ctrl-C and SIGTERM are passed on to it. The `source`
 * condition makes @portal/shared-contracts resolve to its TypeScript source (its package.json exports), so the tests
 * run the contracts as they are now, with no build first; test/helpers/run-from-source.ts does the same for servers.
 * It and the servers it starts get a larger young generation (withLargerYoungGeneration says why).
 */
function runNode(args, env) {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', ...args], { stdio: 'inherit', env: withLargerYoungGeneration(env) });
  const stop = (signal) => child.kill(signal);
  process.on('SIGINT', stop).on('SIGTERM', stop);
  return new Promise((resolve) =>
    child.once('exit', (exitCode, signal) => {
      process.off('SIGINT', stop).off('SIGTERM', stop);
      resolve(exitCode ?? (signal ? 1 : 0));
    }),
  );
}

// Every test database is a copy of a migrated template (test/helpers/test-app.ts, freshDatabase): a PGlite folder
// when the suite runs on PGlite, and a database on the PostgreSQL server for the rest.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
// Each template only when a file to run is copied from it: a PGlite one for a file that runs on the suite's engine when
// that is PGlite, a PostgreSQL one for a PostgreSQL-only file or a suite on PostgreSQL. Migrating one costs seconds of
// CPU (PGlite's initdb, the migrations, the ~5,000 states), and `pnpm test`'s three runs each need only one of the two.
// The run's folder holds the PGlite template and every file's copy of it (test-app.ts), and goes with everything in it
// at the end, copies a crashed file left included.
const pgliteTemplate = onPostgres || files.every(runsOnPostgresOnly) ? undefined : join(mkdtempSync(join(await scratchRoot(), 'portal-test-run-')), 'pgdata');
const needsPostgresTemplate = onPostgres || files.some(runsOnPostgresOnly);
let postgresTemplate;
let code = 1;
try {
  postgresTemplate = needsPostgresTemplate ? await createScratchDatabase(postgres.url, 'portal_test_template') : undefined;
  const templates = [...(postgresTemplate ? ['postgres', postgresTemplate.url] : []), ...(pgliteTemplate ? ['pglite', pgliteTemplate] : [])];
  code = await runNode(['test/helpers/migrate-templates.ts', ...templates], process.env);
  if (code !== 0) throw new Error('API tests: the template databases could not be migrated');
  // Under `pnpm test`, also each file's time, for the phase's slowest-files list (scripts/lib/test-times.mjs).
  const fileTimes = process.env.TEST_TIMES_DIR
    ? ['--test-reporter-destination=stdout', `--test-reporter=${FILE_TIMES_REPORTER}`, `--test-reporter-destination=${join(process.env.TEST_TIMES_DIR, `node-test-${process.pid}.tsv`)}`]
    : [];
  code = await runNode(['--test-reporter=spec', ...fileTimes, 'test/helpers/run-in-one-process.ts', ...files], {
    ...process.env,
    TEST_POSTGRES_URL: postgres.url,
    TEST_REDIS_URL: redis.url,
    ...(postgresTemplate ? { TEST_POSTGRES_TEMPLATE: postgresTemplate.name } : {}),
    ...(pgliteTemplate ? { TEST_PGLITE_TEMPLATE: pgliteTemplate } : {}),
    // With PORTAL_TEST_PROVISION=embedded a suite meant for PostgreSQL runs on the server started for it.
    ...(onPostgres ? { TEST_DATABASE_URL: postgres.url } : {}),
  });
} finally {
  if (pgliteTemplate) rmSync(join(pgliteTemplate, '..'), { recursive: true, force: true });
  await postgresTemplate?.drop();
  await Promise.all([postgres.stop(), redis.stop()]);
}
process.exit(code);
