#!/usr/bin/env node
// `pnpm test`: every check, in order, stopping at the first that fails: TypeScript, lint, each package's unit tests
// (the API suite on a real database), the browser tests, the frontend size budgets. The PostgreSQL and Redis servers
// and the Chromium the tests need are found or started once, here, for every phase (tooling/test-services). Prints each phase's time at
// the end, whether it passed or not. `pnpm test lint test:unit` runs only the phases named.
import { spawn } from 'node:child_process';
import { findChromium, findOrStartPostgres, findOrStartRedis } from '@portal/test-services';

/** Each phase is a root package.json script. */
const NEEDS_CHROMIUM = new Set(['test:e2e', 'budgets']);
const PHASES = [
  ['typecheck', 'TypeScript of every package'],
  ['lint', 'lint and the dependency rules between packages'],
  ['test:unit', 'unit tests of every package (jest; the API suite on a real database)'],
  ['test:e2e', 'browser tests (Playwright, Chromium)'],
  ['budgets', 'frontend size budgets'],
];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

function run(script, env) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['run', script], { stdio: 'inherit', env });
    const stop = (signal) => child.kill(signal);
    process.on('SIGINT', stop).on('SIGTERM', stop);
    child.once('exit', (code, signal) => {
      process.off('SIGINT', stop).off('SIGTERM', stop);
      resolve(code === 0 && !signal);
    });
  });
}

function report(results, started) {
  const width = Math.max(...PHASES.map(([name]) => name.length));
  console.log('\npnpm test, phase by phase:');
  for (const [name, description] of PHASES) {
    const result = results.get(name);
    const outcome = result ? `${seconds(result.ms).padStart(7)}  ${result.passed ? 'passed' : 'FAILED'}` : '      -  not run';
    console.log(`  ${name.padEnd(width)}  ${outcome}  ${description}`);
  }
  console.log(`  ${'total'.padEnd(width)}  ${seconds(Date.now() - started).padStart(7)}`);
}

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !PHASES.some(([phase]) => phase === name));
if (unknown.length > 0) {
  console.error(`pnpm test: no phase ${unknown.join(', ')}; the phases are ${PHASES.map(([name]) => name).join(', ')}`);
  process.exit(2);
}
const chosen = PHASES.filter(([name]) => requested.length === 0 || requested.includes(name));

const started = Date.now();
// First, as it may install a package: nothing to stop yet if it fails.
const chromium = chosen.some(([name]) => NEEDS_CHROMIUM.has(name)) ? findChromium() : undefined;
const postgres = await findOrStartPostgres();
const redis = await findOrStartRedis().catch(async (error) => {
  await postgres.stop();
  throw error;
});
console.log(`pnpm test: PostgreSQL from ${postgres.source}, Redis from ${redis.source}${chromium ? `, Chromium ${chromium.path} (${chromium.source})` : ''}`);
const env = { ...process.env, TEST_POSTGRES_URL: postgres.url, TEST_REDIS_URL: redis.url, ...(chromium ? { CHROMIUM_PATH: chromium.path } : {}) };
const results = new Map();
let passed = true;
try {
  for (const [name] of chosen) {
    const phaseStarted = Date.now();
    passed = await run(name, env);
    results.set(name, { ms: Date.now() - phaseStarted, passed });
    if (!passed) break;
  }
} finally {
  await Promise.all([postgres.stop(), redis.stop()]);
  report(results, started);
}
process.exit(passed ? 0 : 1);
