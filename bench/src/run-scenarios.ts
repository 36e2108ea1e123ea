import type { BenchOptions } from './options.js';
import type { BenchSession } from './load/bench-session.js';
import { waitUntilIdle } from './load/wait-until-idle.js';
import { highestTimesheetId, removeBenchEntries } from './load/bench-entries.js';
import { runExportScenarios } from './load/export-scenarios.js';
import { runListsWhileWriting, runLoadScenario, runSignInFlood, type LoadContext } from './load/load-runner.js';
import { LOAD_SCENARIOS } from './load/load-scenarios.js';
import { runOfficeRush } from './load/office-rush.js';
import type { ScenarioResult } from './report/result-types.js';
import type { Engine } from './report/targets.js';
import type { ApiProcess } from './server/api-process.js';
import type { RssSampler } from './server/rss-sampler.js';

/** Waits out the previous scenario's backlog; false when the server was still busy after the longest wait. */
async function settle(pid: number, baseUrl: string, databaseUrl: string | null): Promise<boolean> {
  const { seconds, idle } = await waitUntilIdle(pid, baseUrl, databaseUrl);
  if (seconds > 2) console.error(`  (waited ${seconds.toFixed(1)} s for the server to finish the previous scenario's requests${idle ? '' : '; still busy'})`);
  return idle;
}

/** A PostgreSQL database may be kept (--reuse), so it is put back as seeded. */
async function cleanUpAfterCreates(pid: number, baseUrl: string, databaseUrl: string, afterId: number): Promise<void> {
  await settle(pid, baseUrl, databaseUrl);
  const removed = await removeBenchEntries(databaseUrl, afterId);
  console.error(`  (removed the ${removed.toLocaleString('en-US')} entries the create scenario wrote)`);
}

function announce(result: ScenarioResult): void {
  const figures = result.kind === 'load'
    ? result.details ?? `${Math.round(result.rps)} req/s, p99 ${result.p99} ms, ${result.errors} errors`
    : `${result.seconds.toFixed(2)} s, ${(result.bytes / 1048576).toFixed(1)} MB${result.rssGrowthMb === null ? '' : `, RSS +${result.rssGrowthMb} MB`}`;
  console.error(`  ${result.name.padEnd(34)} ${figures}`);
}

/**
 * Runs the chosen groups in a fixed order: exports first, while the server's memory is still at its start-up
 * level, so their RSS growth is not hidden inside a heap the load scenarios already grew.
 */
export async function runScenarios(options: BenchOptions, session: BenchSession, server: ApiProcess, sampler: RssSampler, engine: Engine): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = [];
  const serverPid = server.pid;
  // A server that died (killed from outside, crashed) would turn every later scenario into connection errors.
  const serverGone = () => {
    const status = server.exitStatus();
    if (status) console.error(`  the API process exited (${status}); the remaining scenarios are skipped`);
    return status !== null;
  };
  const keep = (...found: ScenarioResult[]) => {
    found.forEach(announce);
    results.push(...found);
  };
  if (options.only.includes('export')) {
    keep(...(await runExportScenarios({ session, sampler, engine, databaseUrl: options.databaseUrl, runs: options.exportRuns })));
  }
  const ctx: LoadContext = { session, sampler, engine, connections: options.connections, seconds: options.duration, writeRate: options.writeRate };
  // What the create scenarios write is removed once their results are printed (PostgreSQL; a PGlite run's database
  // is thrown away).
  const keepWhileWriting = async (write: () => Promise<ScenarioResult[]>, startedBusy: boolean): Promise<void> => {
    const afterId = options.databaseUrl ? await highestTimesheetId(options.databaseUrl) : null;
    keep(...(await write()).map((result) => ({ ...result, startedBusy })));
    if (options.databaseUrl && afterId !== null) await cleanUpAfterCreates(serverPid, session.baseUrl, options.databaseUrl, afterId);
  };
  for (const scenario of LOAD_SCENARIOS.filter((s) => options.only.includes(s.group))) {
    if (serverGone()) return results;
    const idle = await settle(serverPid, session.baseUrl, options.databaseUrl);
    const run = async () => [await runLoadScenario(scenario, ctx)];
    if (scenario.group === 'create') await keepWhileWriting(run, !idle);
    else keep(...(await run()).map((result) => ({ ...result, startedBusy: !idle })));
  }
  if (options.only.includes('office-rush') && !serverGone()) {
    const idle = await settle(serverPid, session.baseUrl, options.databaseUrl);
    keep(...(await runOfficeRush(session, sampler, serverPid, options.connections)).map((r) => ({ ...r, startedBusy: !idle })));
  }
  if (options.only.includes('writing') && !serverGone()) {
    const idle = await settle(serverPid, session.baseUrl, options.databaseUrl);
    await keepWhileWriting(() => runListsWhileWriting(ctx), !idle);
  }
  if (options.only.includes('flood') && !serverGone()) {
    const idle = await settle(serverPid, session.baseUrl, options.databaseUrl);
    keep(...(await runSignInFlood(ctx)).map((r) => ({ ...r, startedBusy: !idle })));
  }
  return results;
}
