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

// USER_HZ: the unit of /proc's process times, 100 on every Linux build the portal runs on.
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds of the children this process has waited for, and of everything they waited for in turn (a phase's
 * jest workers, browsers and the servers Playwright started), from /proc/self/stat; undefined off Linux. The
 * difference across one child's end is that child's whole tree (servers shared by the run are not in it).
 */
export function reapedChildrenCpuSeconds() {
  if (!existsSync('/proc/self/stat')) return undefined;
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces: field 3 (state) is index 0.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number);
  const [childUser, childSystem] = [fields[13], fields[14]];
  return (childUser + childSystem) / TICKS_PER_SECOND;
}
