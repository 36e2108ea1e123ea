// The API suite: finds or starts the PostgreSQL server the PostgreSQL-only tests need (COPY exports, two instances
// on one database) and the Redis the shared sign-in limits need, once for every test file, then runs the files. The suite itself runs on embedded PGlite, or on
// PostgreSQL when TEST_DATABASE_URL is set. Arguments are passed on to node's test runner (e.g. one file).
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { findOrStartPostgres, findOrStartRedis } from '@portal/test-services';

// Node 20's test runner takes no patterns: every test file by name, as the shell would have expanded test/*.test.ts.
const everyFile = () => readdirSync('test').filter((name) => name.endsWith('.test.ts')).sort().map((name) => `test/${name}`);
const files = process.argv.length > 2 ? process.argv.slice(2) : everyFile();
const postgres = await findOrStartPostgres();
const redis = await findOrStartRedis().catch(async (error) => {
  await postgres.stop();
  throw error;
});
console.log(`API tests: PostgreSQL from ${postgres.source}, Redis from ${redis.source}; the suite runs on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL (TEST_DATABASE_URL)' : 'embedded PGlite'}`);

let code = 1;
try {
  const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
    stdio: 'inherit',
    // With PORTAL_TEST_PROVISION=embedded a suite meant for PostgreSQL runs on the server started for it.
    env: { ...process.env, TEST_POSTGRES_URL: postgres.url, TEST_REDIS_URL: redis.url, ...(process.env.TEST_DATABASE_URL ? { TEST_DATABASE_URL: postgres.url } : {}) },
  });
  const stop = (signal) => child.kill(signal);
  process.on('SIGINT', stop).on('SIGTERM', stop);
  code = await new Promise((resolve) => child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))));
} finally {
  await Promise.all([postgres.stop(), redis.stop()]);
}
process.exit(code);
