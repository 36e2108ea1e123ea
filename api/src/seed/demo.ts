import { faker as fakerUS } from '@faker-js/faker/locale/en_US';
import { faker as fakerIN } from '@faker-js/faker/locale/en_IN';
import { hashPassword } from '../platform/auth/passwords.js';
import type { Database } from '../platform/db/client.js';
import { createOrgClock } from '../platform/calendar.js';
import { createRepositories, type Repositories } from '../wiring/repositories.js';
import { ADDRESS_REGIONS, DEMO_ACCOUNTS } from './demo-data.js';
import { buildPeople, type Region } from './demo-people.js';
import type { NewUser } from '../modules/users/index.js';
import { buildAllocations, buildClients, buildProjects, buildTimesheets } from './demo-work.js';
import { seedLeave } from './demo-leave.js';

export { DEMO_ACCOUNTS };

export type SeedOptions = { demoPassword: string; timezone: string };
export type SeedSummary = { users: number; clients: number; projects: number; allocations: number; timesheets: number };

const COUNTS = { users: 50, clients: 10, allocations: 60 };
const ZIP_PATTERNS = { US: '#####', IN: '######' } as const;

async function loadRegions(repos: Repositories): Promise<Region[]> {
  const regions: Region[] = [];
  for (const [isoCode, statesByName] of Object.entries(ADDRESS_REGIONS) as [keyof typeof ADDRESS_REGIONS, Record<string, readonly string[]>][]) {
    const countryId = await repos.countries.findCountryIdByIso(isoCode);
    if (!countryId) throw new Error(`demo seed: country ${isoCode} is missing; was geography loaded?`);
    const known = await repos.countries.statesOfCountry(countryId);
    const states = known.flatMap((s) => (statesByName[s.name] ? [{ id: s.id, cities: statesByName[s.name] ?? [] }] : []));
    regions.push({ countryId, states, faker: isoCode === 'US' ? fakerUS : fakerIN, zipPattern: ZIP_PATTERNS[isoCode] });
  }
  return regions;
}

/**
 * The people, each with a line manager (issue 38): the admins none, the managers the first admin, everyone else a
 * manager of their own department (the first manager where a department has none). A manager is stored before the
 * people who report to them. The ids come back in `people`'s order.
 */
async function insertWithLineManagers(repos: Repositories, people: readonly NewUser[]): Promise<number[]> {
  const ids: number[] = new Array<number>(people.length);
  const withRole = (role: NewUser['role']) => people.flatMap((person, index) => (person.role === role ? [index] : []));
  const insert = async (indexes: number[], managerOf: (person: NewUser) => number | null) => {
    const inserted = await repos.users.insertMany(indexes.map((index) => ({ ...people[index]!, lineManagerId: managerOf(people[index]!) })));
    indexes.forEach((index, n) => (ids[index] = inserted[n]!));
  };
  await insert(withRole('ADMIN'), () => null);
  const admin = ids[withRole('ADMIN')[0]!] ?? null;
  const managers = withRole('MANAGER');
  await insert(managers, () => admin);
  const departmentManager = new Map<number | null | undefined, number>();
  for (const index of managers) if (!departmentManager.has(people[index]!.departmentId)) departmentManager.set(people[index]!.departmentId, ids[index]!);
  const anyManager = managers.length > 0 ? ids[managers[0]!]! : admin;
  await insert(withRole('EMPLOYEE'), (person) => departmentManager.get(person.departmentId) ?? anyManager);
  return ids;
}

async function seed(repos: Repositories, options: SeedOptions, today: string): Promise<SeedSummary> {
  // Fixed seeds: the same day gives the same data, so demos and screenshots are repeatable.
  fakerUS.seed(20240601);
  fakerIN.seed(20240602);
  const random = fakerUS;
  const regions = await loadRegions(repos);
  // One hash for everyone: argon2 is deliberately slow, and all demo users share the password.
  const passwordHash = await hashPassword(options.demoPassword);

  const people = buildPeople({ random, regions, passwordHash, today, total: COUNTS.users });
  const userIds = await insertWithLineManagers(repos, people);
  const clientIds = await repos.clients.insertMany(buildClients(random, regions, COUNTS.clients));
  const projectRows = buildProjects(random, clientIds, today);
  const projectIds = await repos.projects.insertMany(projectRows);
  const ongoing = projectIds.filter((_, i) => projectRows[i]?.status === 'IN_PROGRESS');

  // Admins do not book hours; everyone else who is still employed does.
  const workers = userIds.filter((_, i) => people[i]?.role !== 'ADMIN' && people[i]?.active);
  const allocations = buildAllocations(random, workers, ongoing, today, COUNTS.allocations);
  await repos.allocations.insertMany(allocations);

  const employeeId = userIds[DEMO_ACCOUNTS.findIndex((a) => a.role === 'EMPLOYEE')];
  const plan = workers.map((userId) => {
    const allocated = [...new Set(allocations.filter((a) => a.userId === userId).map((a) => a.projectId))];
    const extra = random.helpers.arrayElement(ongoing);
    return { userId, projectIds: allocated.includes(extra) ? allocated : [...allocated, extra], diligence: userId === employeeId ? 0.9 : 0.58 };
  });
  const timesheets = buildTimesheets(random, plan, today);
  await repos.timesheets.insertMany(timesheets);
  await seedLeave(repos, userIds, today);

  return { users: userIds.length, clients: clientIds.length, projects: projectIds.length, allocations: allocations.length, timesheets: timesheets.length };
}

/** Seeds the demo company when there are no users yet, in one transaction. Returns null when skipped. */
export async function seedDemoIfEmpty(db: Database, options: SeedOptions): Promise<SeedSummary | null> {
  // The seed runs outside the server, with a clock of its own in the organisation's time zone. It never reads
  // capacity figures, so the workday length does not matter here.
  const clock = createOrgClock(options.timezone);
  const repositoryOptions = { workdayHours: 8, today: clock.today };
  if ((await createRepositories(db, repositoryOptions).users.count()) > 0) return null;
  return db.transaction((tx) => seed(createRepositories(tx, repositoryOptions), options, clock.today()));
}
