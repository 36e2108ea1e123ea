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

/** The catch-all programs, whose report names the commands that weighed most in them. */
const isCatchAll = (program) => program.startsWith('other');
const HEAVIEST_SHOWN = 4;

/** Node's options whose next argument is their value, not the script. */
const OPTIONS_WITH_A_VALUE = new Set(['--import', '--require', '-r', '--loader', '--experimental-loader']);

/**
 * What a command is, for the catch-all's breakdown: its program's file name and the first argument that is no option,
 * shortened to its last two path segments (`node …/bin/pnpm`, `esbuild`), so that many processes of one kind add up.
 */
export function commandKind(cmd) {
  const [program = '', ...args] = cmd.split(' ');
  const name = program.split('/').at(-1) || '(no command line: a kernel thread)';
  let subject;
  for (let i = 0; i < args.length && subject === undefined; i += 1) {
    const arg = args[i];
    if (arg === '-e' || arg === '--eval' || arg === '-p' || arg === '--print') subject = arg; // code, not a file
    else if (OPTIONS_WITH_A_VALUE.has(arg)) i += 1;
    else if (arg !== '' && !arg.startsWith('-')) subject = `…/${arg.split('/').slice(-2).join('/')}`;
  }
  return subject === undefined ? name : `${name} ${subject}`;
}

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
 * Starts sampling; `stop()` ends it and returns the CPU seconds per program, most first, each catch-all with its
 * heaviest kinds of command as a third element. What a process had used before the first reading (PostgreSQL already
 * running, say) is not counted.
 */
export function sampleCpuByProgram() {
  const seen = new Map(); // `${pid}:${startedAt}` → { program, kind (catch-alls only), firstTicks, lastTicks }
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
      else {
        const command = readCommand(pid);
        const program = programOf(command);
        seen.set(key, { program, kind: isCatchAll(program) ? commandKind(command) : undefined, firstTicks: first ? stat.ticks : 0, lastTicks: stat.ticks });
      }
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
      const byKind = new Map(); // program → kind of command → seconds, for the catch-alls
      for (const { program, kind, firstTicks, lastTicks } of seen.values()) {
        const seconds = (lastTicks - firstTicks) / TICKS_PER_SECOND;
        byProgram.set(program, (byProgram.get(program) ?? 0) + seconds);
        if (kind === undefined) continue;
        const kinds = byKind.get(program) ?? new Map();
        byKind.set(program, kinds.set(kind, (kinds.get(kind) ?? 0) + seconds));
      }
      const mostFirst = (entries) => [...entries].sort((a, b) => b[1] - a[1]);
      return mostFirst(byProgram)
        .filter(([, seconds]) => seconds >= 1)
        .map(([program, seconds]) => {
          const heaviest = mostFirst(byKind.get(program) ?? []).filter(([, kindSeconds]) => kindSeconds >= 1).slice(0, HEAVIEST_SHOWN);
          return heaviest.length > 0 ? [program, seconds, heaviest] : [program, seconds];
        });
    },
  };
}

/** The report's lines: each program's CPU seconds and share of all counted. */
export function cpuByProgramLines(byProgram) {
  const total = byProgram.reduce((sum, [, seconds]) => sum + seconds, 0);
  if (total === 0) return [];
  return [
    `\nWhere the machine's CPU went, by program (${total.toFixed(0)} CPU s counted; sampled every ${SAMPLE_EVERY_MS / 1000} s):`,
    ...byProgram.flatMap(([program, seconds, heaviest = []]) => [
      `  ${seconds.toFixed(0).padStart(6)} s  ${((100 * seconds) / total).toFixed(0).padStart(3)} %  ${program}`,
      ...heaviest.map(([kind, kindSeconds]) => `  ${''.padStart(14)}${kindSeconds.toFixed(0).padStart(6)} s  ${kind}`),
    ]),
  ];
}
