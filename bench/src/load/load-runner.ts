import type { RssSampler } from '../server/rss-sampler.js';
import { toMb, type LoadScenarioResult } from '../report/result-types.js';
import { checkTarget, type Engine } from '../report/targets.js';
import type { BenchSession } from './bench-session.js';
import { WRITTEN_LIST_SCENARIOS, createRequest, currentUserRequest, signInRequest, type LoadScenario } from './load-scenarios.js';
import { runLoad, type LoadRequest, type LoadResult } from './run-autocannon.js';

export type LoadContext = { session: BenchSession; sampler: RssSampler; engine: Engine; connections: number; seconds: number; writeRate: number };

// Connections of the probe that measures other routes during the sign-in flood: a handful of users going about
// their work, not a second flood.
const FLOOD_PROBE_CONNECTIONS = 10;
// People logging time while others page through the timesheets, at options.writeRate creates a second: each
// create makes the remembered timesheets pages and searches be read from the database again.
const WRITER_CONNECTIONS = 5;

const describe = (request: LoadRequest) => `${request.method ?? 'GET'} ${request.path ?? ''}`;

function toResult(scenario: Pick<LoadScenario, 'name' | 'group' | 'targetKind'>, request: LoadRequest, connections: number, seconds: number, load: LoadResult, rssPeak: number, engine: Engine): LoadScenarioResult {
  const errors = load.non2xx + load.errors;
  return {
    kind: 'load', name: scenario.name, group: scenario.group, request: describe(request), connections, seconds,
    requests: load.requests, rps: load.rps, p50: load.p50, p99: load.p99, errors, unfinished: load.unfinished, rssPeakMb: toMb(rssPeak),
    target: scenario.targetKind ? checkTarget(engine, scenario.targetKind, { requests: load.requests, p99: load.p99, rps: load.rps, errors }) : null,
  };
}

export async function runLoadScenario(scenario: LoadScenario, ctx: LoadContext): Promise<LoadScenarioResult> {
  const request = await scenario.request(ctx.session);
  const connections = scenario.connections ?? ctx.connections;
  const spec = { baseUrl: ctx.session.baseUrl, connections, seconds: ctx.seconds, request, rate: scenario.rate };
  const { result, rss } = await ctx.sampler.measure(() => runLoad(spec));
  return toResult(scenario, request, connections, ctx.seconds, result, rss.peak, ctx.engine);
}

/** Sign-in hammered by every connection while a second autocannon measures GET currentuser: does argon2 starve the rest? */
export async function runSignInFlood(ctx: LoadContext): Promise<LoadScenarioResult[]> {
  const flood = signInRequest(ctx.session);
  const probe = currentUserRequest(ctx.session);
  const base = ctx.session.baseUrl;
  const { result, rss } = await ctx.sampler.measure(() =>
    Promise.all([
      runLoad({ baseUrl: base, connections: ctx.connections, seconds: ctx.seconds, request: flood }),
      runLoad({ baseUrl: base, connections: FLOOD_PROBE_CONNECTIONS, seconds: ctx.seconds, request: probe }),
    ]),
  );
  const [floodLoad, probeLoad] = result;
  return [
    toResult({ name: 'flood: sign-in', group: 'flood', targetKind: null }, flood, ctx.connections, ctx.seconds, floodLoad, rss.peak, ctx.engine),
    toResult({ name: 'flood: current user alongside', group: 'flood', targetKind: 'flood' }, probe, FLOOD_PROBE_CONNECTIONS, ctx.seconds, probeLoad, rss.peak, ctx.engine),
  ];
}

/**
 * The timesheets list read while creates stream in (each create forgets the remembered timesheets pages), so the
 * list figures include reading pages afresh and not only answering them from memory.
 */
export async function runListsWhileWriting(ctx: LoadContext): Promise<LoadScenarioResult[]> {
  const results: LoadScenarioResult[] = [];
  for (const scenario of WRITTEN_LIST_SCENARIOS) {
    const reads = await scenario.request(ctx.session);
    const writes = createRequest(ctx.session);
    const base = ctx.session.baseUrl;
    const { result, rss } = await ctx.sampler.measure(() =>
      Promise.all([
        runLoad({ baseUrl: base, connections: ctx.connections, seconds: ctx.seconds, request: reads }),
        runLoad({ baseUrl: base, connections: WRITER_CONNECTIONS, seconds: ctx.seconds, request: writes, rate: ctx.writeRate || undefined }),
      ]),
    );
    const [readLoad, writeLoad] = result;
    results.push(
      toResult({ ...scenario, name: `${scenario.name} while creating`, group: 'writing' }, reads, ctx.connections, ctx.seconds, readLoad, rss.peak, ctx.engine),
      toResult({ name: `creates alongside (${ctx.writeRate ? `${ctx.writeRate}/s` : 'unthrottled'})`, group: 'writing', targetKind: null }, writes, WRITER_CONNECTIONS, ctx.seconds, writeLoad, rss.peak, ctx.engine),
    );
  }
  return results;
}
