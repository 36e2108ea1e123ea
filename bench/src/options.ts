import { parseArgs } from 'node:util';
import type { SeedSizes } from './seed/seed-database.js';

export const SCENARIO_GROUPS = ['export', 'signin', 'currentuser', 'lists', 'create', 'week', 'reports', 'team', 'office-rush', 'writing', 'flood'] as const;
export type ScenarioGroup = (typeof SCENARIO_GROUPS)[number];

export type BenchOptions = {
  sizes: SeedSizes;
  preset: string;
  /** Seconds of load per scenario. */
  duration: number;
  connections: number;
  only: ScenarioGroup[];
  databaseUrl: string | null;
  reuse: boolean;
  wipe: boolean;
  exportRuns: number;
  /** Creates per second in the "writing" scenarios; 0 for as many as the server answers. */
  writeRate: number;
};

// 10,000 people logging a day's entries within the same hour would be ~15 creates a second; 100 is well past that.
const DEFAULT_WRITE_RATE = 100;

const PRESETS: Record<string, SeedSizes> = {
  default: { users: 10_000, projects: 2_000, timesheets: 1_000_000 },
  smoke: { users: 1_000, projects: 200, timesheets: 10_000 },
  pglite: { users: 10_000, projects: 2_000, timesheets: 100_000 },
};

export const USAGE = `pnpm bench [options]
  --preset NAME        default (10k users, 2k projects, 1M timesheets), smoke (1k/200/10k, 10 connections x 1 s: a check that everything runs), pglite (10k/2k/100k)
  --users N --projects N --timesheets N   override the preset's sizes
  --duration S         seconds of load per scenario (default 10; smoke 1)
  --connections N      concurrent connections (default 50; smoke 10)
  --only a,b           scenario groups: ${SCENARIO_GROUPS.join(', ')} (default all)
  --export-runs N      downloads per export format (default 1)
  --write-rate N       creates per second in the "writing" group (default 100; 0: as many as answered)
  --reuse              keep an already seeded database instead of seeding again
  --wipe               allow emptying a database whose name does not contain "bench"
Database: DATABASE_URL (PostgreSQL) if set, otherwise PGlite in a throwaway folder.`;

function positiveInt(raw: string | undefined, name: string): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw.replaceAll('_', ''));
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number (got "${raw}")`);
  return value;
}

function scenarioGroups(raw: string | undefined): ScenarioGroup[] {
  if (!raw) return [...SCENARIO_GROUPS];
  const names = raw.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = names.filter((n) => !(SCENARIO_GROUPS as readonly string[]).includes(n));
  if (unknown.length > 0) throw new Error(`unknown scenario group(s) ${unknown.join(', ')}; choose from ${SCENARIO_GROUPS.join(', ')}`);
  return names as ScenarioGroup[];
}

/** Flags over the preset; returns null when help was asked for. */
export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions | null {
  const { values } = parseArgs({
    args: argv.filter((arg) => arg !== '--'),
    options: {
      preset: { type: 'string', default: 'default' },
      users: { type: 'string' }, projects: { type: 'string' }, timesheets: { type: 'string' },
      duration: { type: 'string' }, connections: { type: 'string' }, only: { type: 'string' }, 'export-runs': { type: 'string' },
      'write-rate': { type: 'string' },
      reuse: { type: 'boolean', default: false }, wipe: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return null;
  const preset = PRESETS[values.preset];
  if (!preset) throw new Error(`unknown preset "${values.preset}"; choose from ${Object.keys(PRESETS).join(', ')}`);
  return {
    preset: values.preset,
    sizes: {
      users: positiveInt(values.users, 'users') ?? preset.users,
      projects: positiveInt(values.projects, 'projects') ?? preset.projects,
      timesheets: positiveInt(values.timesheets, 'timesheets') ?? preset.timesheets,
    },
    duration: positiveInt(values.duration, 'duration') ?? (values.preset === 'smoke' ? 1 : 10),
    // Smoke only checks that everything runs: fewer connections leave less backlog to wait out between scenarios.
    connections: positiveInt(values.connections, 'connections') ?? (values.preset === 'smoke' ? 10 : 50),
    only: scenarioGroups(values.only),
    databaseUrl: env.DATABASE_URL?.trim() || null,
    reuse: values.reuse,
    wipe: values.wipe,
    exportRuns: positiveInt(values['export-runs'], 'export-runs') ?? 1,
    writeRate: values['write-rate'] === '0' ? 0 : positiveInt(values['write-rate'], 'write-rate') ?? DEFAULT_WRITE_RATE,
  };
}
