// The API suite: finds or starts the PostgreSQL server the PostgreSQL-only tests need (COPY exports, two instances
// on one database) and the Redis the shared sign-in limits need, once for every test file, then runs the files. The
// suite itself runs on embedded PGlite, or on PostgreSQL when TEST_DATABASE_URL is set. Arguments: test files to run
// instead of all (e.g. `pnpm --filter @portal/api test test/users.test.ts`), --skip-postgres-only (below), or
// `--without test/x.test.ts` to leave one file out (`pnpm test` runs the long read-after-write check as its own phase).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase, findOrStartPostgres, findOrStartRedis } from '@portal/test-services';

// Files named *.postgres.test.ts test what only PostgreSQL has (COPY, several instances on one database, a server
// that stops): they run on PostgreSQL whatever the suite runs on. `--skip-postgres-only` leaves them out, for a run on
// PGlite that follows a full run on PostgreSQL and would only repeat them (`pnpm test` does that).
const POSTGRES_ONLY = '.postgres.test.ts';
const FILE_TIMES_REPORTER = new URL('../../scripts/lib/node-test-file-times.mjs', import.meta.url).pathname;
const SKIP_POSTGRES_ONLY = '--skip-postgres-only';
const WITHOUT = '--without';
const args = process.argv.slice(2);
const skipPostgresOnly = args.includes(SKIP_POSTGRES_ONLY);
const without = new Set(args.flatMap((arg, index) => (args[index - 1] === WITHOUT ? [arg] : [])));
const named = args.filter((arg, index) => arg !== SKIP_POSTGRES_ONLY && arg !== WITHOUT && args[index - 1] !== WITHOUT);
// Every test file by name, as the shell would have expanded test/*.test.ts, in one process one after the other
// (test/helpers/run-in-one-process.ts says why and what that asks of a file).
const everyFile = () =>
  readdirSync('test')
    .filter((name) => name.endsWith('.test.ts') && !(skipPostgresOnly && name.endsWith(POSTGRES_ONLY)))
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
 */
function runNode(args, env) {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', ...args], { stdio: 'inherit', env });
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
const pgliteTemplate = onPostgres ? undefined : join(mkdtempSync(join(tmpdir(), 'portal-test-template-')), 'pgdata');
let postgresTemplate;
let code = 1;
try {
  postgresTemplate = await createScratchDatabase(postgres.url, 'portal_test_template');
  const templates = ['postgres', postgresTemplate.url, ...(pgliteTemplate ? ['pglite', pgliteTemplate] : [])];
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
    TEST_POSTGRES_TEMPLATE: postgresTemplate.name,
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
