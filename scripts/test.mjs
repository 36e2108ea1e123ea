#!/usr/bin/env node
// `pnpm test`: every check, in order, stopping at the first that fails (the phases are listed below). The
// PostgreSQL and Redis servers, Chromium and nginx the tests need are found or started once, here, for every phase
// (tooling/test-services), so a fresh machine needs Node and nothing else. Prints each phase's time at the end,
// whether it passed or not. `pnpm test lint unit` runs only the phases named.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { findChromium, findOrStartPostgres, findOrStartRedis } from '@portal/test-services';

/**
 * Each phase: a command, and what it needs beyond the run's PostgreSQL and Redis (`chromium`; `emptyDatabase`, an
 * empty PostgreSQL database of its own in E2E_DATABASE_URL; `suiteOnPostgres`, TEST_DATABASE_URL).
 */
const PHASES = [
  { name: 'typecheck', command: ['run', 'typecheck'], about: 'TypeScript of every package' },
  { name: 'lint', command: ['run', 'lint'], about: 'lint and the dependency rules between packages' },
  { name: 'unit', command: ['run', 'test:unit'], about: 'unit tests of every package (jest; the API suite on embedded PGlite)' },
  { name: 'api-postgres', command: ['--filter', '@portal/api', 'test'], suiteOnPostgres: true, about: 'the API suite again, on PostgreSQL' },
  { name: 'e2e', command: ['run', 'test:e2e'], chromium: true, about: 'browser tests against the portal on embedded PGlite' },
  {
    name: 'a11y-postgres',
    command: ['--filter', '@portal/e2e', 'exec', 'playwright', 'test', 'tests/accessibility.spec.ts'],
    chromium: true,
    emptyDatabase: true,
    about: 'the accessibility browser tests against the portal on PostgreSQL',
  },
  { name: 'deploy', command: ['run', 'test:deploy'], chromium: true, about: 'nginx, two production API instances, one killed mid-run' },
  { name: 'budgets', command: ['run', 'budgets'], chromium: true, about: 'frontend size budgets' },
];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

function pnpm(args, env) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', args, { stdio: 'inherit', env });
    const stop = (signal) => child.kill(signal);
    process.on('SIGINT', stop).on('SIGTERM', stop);
    child.once('exit', (code, signal) => {
      process.off('SIGINT', stop).off('SIGTERM', stop);
      resolve(code === 0 && !signal);
    });
  });
}

/** An empty database on the run's server for one phase, dropped after it (the API's own PostgreSQL client). */
async function withEmptyDatabase(adminUrl, phase) {
  const { Client } = createRequire(new URL('../api/package.json', import.meta.url))('pg');
  const query = async (sql) => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const name = `portal_test_e2e_${randomBytes(4).toString('hex')}`;
  await query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await phase(url.toString());
  } finally {
    await query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

function report(results, started) {
  const width = Math.max(...PHASES.map(({ name }) => name.length));
  console.log('\npnpm test, phase by phase:');
  for (const { name, about } of PHASES) {
    const result = results.get(name);
    const outcome = result ? `${seconds(result.ms).padStart(7)}  ${result.passed ? 'passed' : 'FAILED'}` : '      -  not run';
    console.log(`  ${name.padEnd(width)}  ${outcome}  ${about}`);
  }
  console.log(`  ${'total'.padEnd(width)}  ${seconds(Date.now() - started).padStart(7)}`);
}

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !PHASES.some((phase) => phase.name === name));
if (unknown.length > 0) {
  console.error(`pnpm test: no phase ${unknown.join(', ')}; the phases are ${PHASES.map(({ name }) => name).join(', ')}`);
  process.exit(2);
}
const chosen = PHASES.filter(({ name }) => requested.length === 0 || requested.includes(name));

const started = Date.now();
// First, as it may install a package: nothing to stop yet if it fails. nginx is found by the deployment test itself.
const chromium = chosen.some((phase) => phase.chromium) ? findChromium() : undefined;
const postgres = await findOrStartPostgres();
const redis = await findOrStartRedis().catch(async (error) => {
  await postgres.stop();
  throw error;
});
console.log(`pnpm test: PostgreSQL from ${postgres.source}, Redis from ${redis.source}${chromium ? `, Chromium ${chromium.path} (${chromium.source})` : ''}`);
const env = { ...process.env, TEST_POSTGRES_URL: postgres.url, TEST_REDIS_URL: redis.url, ...(chromium ? { CHROMIUM_PATH: chromium.path } : {}) };
// TEST_DATABASE_URL names the run's PostgreSQL server (found above); the unit phase runs the API suite on PGlite
// and the api-postgres phase on that server, so both engines are covered whatever it says.
delete env.TEST_DATABASE_URL;

const results = new Map();
let passed = true;
try {
  for (const phase of chosen) {
    const phaseStarted = Date.now();
    const phaseEnv = { ...env, ...(phase.suiteOnPostgres ? { TEST_DATABASE_URL: postgres.url } : {}) };
    passed = phase.emptyDatabase
      ? await withEmptyDatabase(postgres.url, (url) => pnpm(phase.command, { ...phaseEnv, E2E_DATABASE_URL: url }))
      : await pnpm(phase.command, phaseEnv);
    results.set(phase.name, { ms: Date.now() - phaseStarted, passed });
    if (!passed) break;
  }
} finally {
  await Promise.all([postgres.stop(), redis.stop()]);
  report(results, started);
}
process.exit(passed ? 0 : 1);
