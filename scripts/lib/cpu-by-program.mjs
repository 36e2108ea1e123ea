// Where the machine's CPU went over a run, by program: Chromium, jest, the API suites, the portals' servers, webpack,
// PostgreSQL... A phase's own CPU (cpu-busy.mjs, reapedChildrenCpuSeconds) leaves out the servers and browsers that
// outlive the process that started them and the shared PostgreSQL; on the 2-core CI machine those were over a third
// of the run (docs/testing.md). Linux only: it reads /proc/<pid>/stat every two seconds, so a process that lives
// less than that is missed, and one that ends between two readings loses what it used since the last.
import { readFileSync, readdirSync } from 'node:fs';

const SAMPLE_EVERY_MS = 2_000;
// USER_HZ: the unit of /proc's process times, 100 on every Linux build the portal runs on.
const TICKS_PER_SECOND = 100;

/** Each program by a part of its command line, first match wins (Chromium's processes name their type). */
const PROGRAMS = [
  ['Chromium', (cmd) => /chrom(e|ium)/.test(cmd.split(' ')[0] ?? '')],
  ['PostgreSQL server', (cmd) => cmd.startsWith('postgres')],
  ['jest (unit)', (cmd) => cmd.includes('jest')],
  ['Playwright runner', (cmd) => cmd.includes('playwright')],
  ['portal server (api/dist)', (cmd) => cmd.includes('dist/server.js')],
  ['API from source (tsx)', (cmd) => cmd.includes('src/server.ts')],
  ['API suites (node --test)', (cmd) => cmd.includes('--test')],
  ['webpack', (cmd) => cmd.includes('webpack')],
  ['TypeScript', (cmd) => /\btsc\b/.test(cmd)],
  ['eslint', (cmd) => cmd.includes('eslint')],
  ['nginx', (cmd) => cmd.startsWith('nginx')],
  ['redis', (cmd) => cmd.includes('redis-server')],
  ['other node', (cmd) => /(^|\/)node\b/.test(cmd.split(' ')[0] ?? '')],
];
export const programOf = (cmd) => PROGRAMS.find(([, matches]) => matches(cmd))?.[0] ?? 'other (the system\'s own included)';

/** A process's CPU ticks so far and when it started (pid and start time together name one process), or undefined. */
function readStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ticks: Number(fields[11]) + Number(fields[12]), startedAt: fields[19] };
  } catch {
    return undefined;
  }
}

function readCommand(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '';
  }
}

/**
 * Starts sampling; `stop()` ends it and returns the CPU seconds per program, most first. What a process had used
 * before the first reading (PostgreSQL already running, say) is not counted.
 */
export function sampleCpuByProgram() {
  const seen = new Map(); // `${pid}:${startedAt}` → { program, firstTicks, lastTicks }
  let first = true;
  const sample = () => {
    let pids;
    try {
      pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
    } catch {
      return;
    }
    for (const pid of pids) {
      const stat = readStat(pid);
      if (!stat) continue;
      const key = `${pid}:${stat.startedAt}`;
      const known = seen.get(key);
      if (known) known.lastTicks = stat.ticks;
      else seen.set(key, { program: programOf(readCommand(pid)), firstTicks: first ? stat.ticks : 0, lastTicks: stat.ticks });
    }
    first = false;
  };
  sample();
  const timer = setInterval(sample, SAMPLE_EVERY_MS);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      sample();
      const byProgram = new Map();
      for (const { program, firstTicks, lastTicks } of seen.values()) {
        byProgram.set(program, (byProgram.get(program) ?? 0) + (lastTicks - firstTicks) / TICKS_PER_SECOND);
      }
      return [...byProgram].filter(([, seconds]) => seconds >= 1).sort((a, b) => b[1] - a[1]);
    },
  };
}

/** The report's lines: each program's CPU seconds and share of all counted. */
export function cpuByProgramLines(byProgram) {
  const total = byProgram.reduce((sum, [, seconds]) => sum + seconds, 0);
  if (total === 0) return [];
  return [
    `\nWhere the machine's CPU went, by program (${total.toFixed(0)} CPU s counted; sampled every ${SAMPLE_EVERY_MS / 1000} s):`,
    ...byProgram.map(([program, seconds]) => `  ${seconds.toFixed(0).padStart(6)} s  ${((100 * seconds) / total).toFixed(0).padStart(3)} %  ${program}`),
  ];
}
