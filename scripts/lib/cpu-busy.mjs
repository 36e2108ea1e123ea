// How busy the whole machine was over a stretch of time, from /proc/stat (Linux; elsewhere nothing is said). Counts
// every process, the PostgreSQL server and browsers included, which a child's own CPU times would leave out.
import { existsSync, readFileSync } from 'node:fs';

/** The machine's CPU counters now: time busy and time in all, in clock ticks, summed over the cores. */
export function cpuTicks() {
  if (!existsSync('/proc/stat')) return undefined;
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields;
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/** "busy 83 % of the time (2 cores)" between two readings of cpuTicks, or undefined where there are none. */
export function busyShare(before, after, cores) {
  if (!before || !after || after.total === before.total) return undefined;
  return `${Math.round((100 * (after.busy - before.busy)) / (after.total - before.total))} % busy over the run (${cores} cores, every process counted)`;
}
