import {
  DEMO_ACCOUNTS, KEPT_TOTALS, OFF_DURING_BULK_LOAD, allocations, clients, createRepositories, hashPassword, openDatabase, projects,
  upgradeDatabase, timesheets, todayIn, users, type DatabaseHandle,
} from '../api-internals.js';
import { bulkLoader, type BulkLoader } from './bulk-loader.js';
import { generateCompany, regionsOf, type StatesByCountry } from './generate-company.js';
import { generateTimesheets } from './generate-timesheets.js';
import { inBatches, loadTable } from './load-table.js';
import { prepareDatabase } from './prepare-database.js';
import { loadTeamsAndLeave } from './team-and-leave.js';

export type DatabaseTarget = { driver: 'postgres'; url: string } | { driver: 'pglite'; dataDir: string };
export type SeedSizes = { users: number; projects: number; timesheets: number };
export type SeedReport = { seconds: number; skipped: boolean; rows: Record<string, number> };

/** Every generated user has this password; the bench signs in with it. */
export const BENCH_PASSWORD = 'Bench-Passw0rd!';
export const ADMIN_EMAIL = DEMO_ACCOUNTS[0].officeEmail;
export const MANAGER_EMAIL = DEMO_ACCOUNTS[1].officeEmail;

export function openTarget(target: DatabaseTarget): Promise<DatabaseHandle> {
  return openDatabase(target.driver === 'postgres' ? target : { driver: 'pglite', dataDir: target.dataDir });
}

async function statesByCountry(handle: DatabaseHandle): Promise<StatesByCountry> {
  const repo = createRepositories(handle.db, { workdayHours: 8, today: () => todayIn('UTC') }).countries;
  const lookup = async (iso: 'US' | 'IN') => {
    const id = await repo.findCountryIdByIso(iso);
    if (!id) throw new Error(`bench: country ${iso} missing after loading geography`);
    return { id, states: await repo.statesOfCountry(id) };
  };
  const [us, india] = [await lookup('US'), await lookup('IN')];
  return { US: us.states, IN: india.states, countryIds: { US: us.id, IN: india.id } };
}

async function loadEverything(handle: DatabaseHandle, loader: BulkLoader, sizes: SeedSizes): Promise<void> {
  const today = todayIn('UTC');
  const regions = regionsOf(await statesByCountry(handle));
  // One argon2 hash shared by everyone, as the demo seed does: hashing 10,000 times would take minutes.
  const company = generateCompany(sizes, regions, await hashPassword(BENCH_PASSWORD), today);
  const keysOf = (rows: readonly object[]) => Object.keys(rows[0] ?? {});
  await loadTable(loader, 'users', users, keysOf(company.users), inBatches(company.users), company.users.length);
  await loadTable(loader, 'clients', clients, keysOf(company.clients), inBatches(company.clients), company.clients.length);
  await loadTable(loader, 'projects', projects, keysOf(company.projects), inBatches(company.projects), company.projects.length);
  await loadTeamsAndLeave(loader, today);
  // The triggers keeping totals per person, day, week and plan would upsert for every COPY batch: the ones each kept
  // total names are off during the load, and each total is then counted once from the loaded rows (its recount).
  for (const { on, name } of OFF_DURING_BULK_LOAD) await loader.exec(`ALTER TABLE ${on} DISABLE TRIGGER ${name}`);
  await loadTable(loader, 'allocations', allocations, keysOf(company.allocations), inBatches(company.allocations), company.allocations.length);
  const timesheetKeys = ['id', 'userId', 'projectId', 'date', 'hours', 'status', 'description', 'rejectionReason', 'createdAt', 'updatedAt'];
  await loadTable(loader, 'timesheets', timesheets, timesheetKeys, generateTimesheets(company.workers, sizes.timesheets, today), sizes.timesheets);
  for (const total of KEPT_TOTALS.filter((kept) => kept.offDuringBulkLoad.length > 0)) {
    for (const statement of total.recount) await loader.exec(statement);
  }
  for (const { on, name } of OFF_DURING_BULK_LOAD) await loader.exec(`ALTER TABLE ${on} ENABLE TRIGGER ${name}`);
  // Ids were given explicitly, so the sequences must be moved past them before the API inserts.
  for (const table of ['users', 'clients', 'projects', 'allocations', 'timesheets', 'time_off', 'leave_requests']) {
    await loader.exec(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM "${table}"), 1))`);
  }
}

async function rowCounts(loader: BulkLoader): Promise<Record<string, number>> {
  const [row] = await loader.rows<Record<string, string | number>>(
    `SELECT ${['users', 'clients', 'projects', 'allocations', 'timesheets'].map((t) => `(SELECT count(*) FROM "${t}") AS "${t}"`).join(', ')}`,
  );
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]));
}

/**
 * Brings the database to the API's current schema with its own migrations, then COPYs a generated company
 * of the given size into it. With `reuse`, an already seeded database is kept as it is.
 */
export async function seedDatabase(target: DatabaseTarget, sizes: SeedSizes, options: { reuse: boolean; wipe: boolean }): Promise<SeedReport> {
  const started = performance.now();
  if (target.driver === 'postgres') await prepareDatabase(target.url, options);
  const handle = await openTarget(target);
  try {
    const loader = bulkLoader(handle);
    await upgradeDatabase(handle);
    const existing = await rowCounts(loader);
    const skipped = options.reuse && (existing.users ?? 0) > 0;
    if (!skipped) await loadEverything(handle, loader, sizes);
    // Statistics and the visibility map a long-running database would have; without them plans are guesses. On a
    // reused database too: the write scenarios leave about half a million dead row versions per run, which a server
    // with autovacuum off (as on some CI machines) keeps, and every run after would measure the bloat.
    await loader.exec('VACUUM ANALYZE');
    return { seconds: (performance.now() - started) / 1000, skipped, rows: await rowCounts(loader) };
  } finally {
    await handle.close();
  }
}
