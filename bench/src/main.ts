import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { USAGE, parseOptions, type BenchOptions } from './options.js';
import { openSession } from './load/bench-session.js';
import { formatResults } from './report/print-table.js';
import { RESULTS_DIR, saveResults } from './report/save-results.js';
import { TARGET_SIZES, type Engine } from './report/targets.js';
import { runScenarios } from './run-scenarios.js';
import { seedDatabase, type DatabaseTarget } from './seed/seed-database.js';
import { ensureApiBuilt, startApi } from './server/api-process.js';
import { measureHelloWorld } from './calibration/machine-speed.js';
import { startRssSampler } from './server/rss-sampler.js';

/** What the reference figures say a Fastify hello-world did on the machine they were measured on. */
const REFERENCE_HELLO_WORLD = '30,000–48,000 req/s';

function targetOf(options: BenchOptions): { target: DatabaseTarget; cleanup: () => void } {
  if (options.databaseUrl) return { target: { driver: 'postgres', url: options.databaseUrl }, cleanup: () => undefined };
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-pglite-'));
  // The API keeps PGlite's files under <PGLITE_DATA_DIR>/pgdata.
  return { target: { driver: 'pglite', dataDir: join(dir, 'pgdata') }, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

async function bench(options: BenchOptions): Promise<void> {
  const startedAt = new Date().toISOString();
  const engine: Engine = options.databaseUrl ? 'postgres' : 'pglite';
  const { target, cleanup } = targetOf(options);
  const { users, projects, timesheets } = options.sizes;
  console.error(`bench: ${engine}, ${users} users, ${projects} projects, ${timesheets} timesheets; ${options.connections} connections x ${options.duration} s`);
  try {
    ensureApiBuilt();
    console.error('seeding:');
    const seed = await seedDatabase(target, options.sizes, { reuse: options.reuse, wipe: options.wipe });
    console.error(seed.skipped ? `  kept the seeded database (--reuse): ${JSON.stringify(seed.rows)}` : `  seeded in ${seed.seconds.toFixed(1)} s`);
    // Before the API starts, so nothing else competes for the cores; at most 5 s.
    const helloWorldRps = await measureHelloWorld(options.connections, Math.min(5, options.duration));
    const machineSpeed = `machine: Fastify hello-world ${Math.round(helloWorldRps).toLocaleString('en-US')} req/s at ${options.connections} connections (${REFERENCE_HELLO_WORLD} on the issue's reference machine)`;
    console.error(machineSpeed);
    mkdirSync(RESULTS_DIR, { recursive: true });
    const api = await startApi(target, join(RESULTS_DIR, 'api.log'));
    const sampler = startRssSampler(api.pid);
    let results;
    let apiExit: string | null = null;
    try {
      console.error(`API pid ${api.pid} at ${api.baseUrl} (NODE_ENV=${api.nodeEnv}, log ${api.logFile}); scenarios:`);
      results = await runScenarios(options, await openSession(api.baseUrl), api, sampler, engine);
      apiExit = api.exitStatus();
    } finally {
      sampler.stop();
      await api.stop();
    }
    const sized = TARGET_SIZES[engine];
    const targetSize = (seed.rows.users ?? 0) >= sized.users && (seed.rows.timesheets ?? 0) >= sized.timesheets;
    console.log(`\n${engine}, ${seed.rows.users} users, ${seed.rows.timesheets} timesheets, ${options.connections} connections, ${options.duration} s per scenario`);
    console.log(machineSpeed);
    if (apiExit) console.log(`(the API process ended (${apiExit}) before the run did; see ${api.logFile})`);
    if (!targetSize) console.log(`(the targets are stated for ${sized.users} users / ${sized.timesheets} timesheets on ${engine}: PASS/FAIL here is indicative)`);
    console.log(`\n${formatResults(results)}\n`);
    const file = saveResults({
      startedAt, engine, nodeEnv: api.nodeEnv, sizes: options.sizes, rows: seed.rows, seedSeconds: seed.seconds,
      durationSeconds: options.duration, connections: options.connections, targetSize, apiExit,
      machine: { cpus: availableParallelism(), loadAverage: loadavg(), node: process.version, helloWorldRps: Math.round(helloWorldRps) }, results,
    });
    console.error(`results: ${file} (and ${join(RESULTS_DIR, 'latest.json')})`);
  } finally {
    cleanup();
  }
}

try {
  const options = parseOptions(process.argv.slice(2), process.env);
  if (!options) console.log(USAGE);
  else await bench(options);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
