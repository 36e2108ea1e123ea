import { readFileSync } from 'node:fs';
import { activeQueries } from './postgres-activity.js';

const WINDOW_MS = 500;
const IDLE_SHARE = 0.1;
const QUICK_HEALTH_MS = 100;
const DEADLINE_MS = 300_000;
const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux the bench targets

/** CPU time a process has used so far, in seconds (user + system, all threads). */
export function cpuSeconds(pid: number): number | null {
  try {
    // Fields after the parenthesised command name; utime and stime are the 12th and 13th of them.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** True when the health check, which needs one of the API's database connections, answers quickly. */
async function healthIsQuick(baseUrl: string): Promise<boolean> {
  const sent = performance.now();
  const ok = await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false);
  return ok && performance.now() - sent < QUICK_HEALTH_MS;
}

/**
 * autocannon stops at the deadline but the server still works through the requests it had accepted; the next
 * scenario would pay for that backlog. Signs of a backlog: the server busy on its CPU (argon2 hashes run on in
 * its thread pool), queries queued for a database connection (the health check waits behind them) and, on
 * PostgreSQL, queries still running. Waits until none shows, or gives up after five minutes.
 */
export async function waitUntilIdle(pid: number, baseUrl: string, databaseUrl: string | null): Promise<{ seconds: number; idle: boolean }> {
  const started = performance.now();
  let before = cpuSeconds(pid);
  let idle = false;
  while (before !== null && !idle && performance.now() - started < DEADLINE_MS) {
    await new Promise((r) => setTimeout(r, WINDOW_MS));
    const after = cpuSeconds(pid);
    if (after === null) break;
    const cpuIdle = (after - before) / (WINDOW_MS / 1000) < IDLE_SHARE;
    const databaseIdle = databaseUrl === null || (await activeQueries(databaseUrl)) === 0;
    idle = cpuIdle && databaseIdle && (await healthIsQuick(baseUrl)) && (await healthIsQuick(baseUrl));
    before = cpuSeconds(pid);
  }
  return { seconds: (performance.now() - started) / 1000, idle: idle || before === null };
}
