import { faker as fakerIN } from '@faker-js/faker/locale/en_IN';
import { faker as fakerUS } from '@faker-js/faker/locale/en_US';
import {
  ADDRESS_REGIONS, PROGRESS_DETAILS, PROJECT_NAMES, addDays, buildAllocations, buildClients, buildPeople,
  type NewAllocation, type NewClient, type NewProject, type NewUser, type ProjectStatus, type Region,
} from '../api-internals.js';

export type CompanySizes = { users: number; projects: number };

/** Everything but the timesheets, with explicit ids so foreign keys can be generated without reading back. */
export type Company = {
  users: (NewUser & { id: number })[];
  clients: (NewClient & { id: number })[];
  projects: (NewProject & { id: number })[];
  allocations: (NewAllocation & { id: number })[];
  /** Who books hours, and on which projects. */
  workers: Worker[];
};

export type Worker = { userId: number; projectIds: number[] };

export type StatesByCountry = Record<keyof typeof ADDRESS_REGIONS, { id: number; name: string }[]> & { countryIds: Record<keyof typeof ADDRESS_REGIONS, number> };

const PROJECTS_PER_CLIENT = 5;
// Mostly live work, as in a company that has run for a while; the demo seed uses the same shape.
const STATUS_PLAN: readonly ProjectStatus[] = [
  ...Array<ProjectStatus>(10).fill('IN_PROGRESS'), ...Array<ProjectStatus>(3).fill('NOT_STARTED'),
  ...Array<ProjectStatus>(2).fill('ON_HOLD'), ...Array<ProjectStatus>(8).fill('COMPLETED'), ...Array<ProjectStatus>(2).fill('CANCELLED'),
];
const FAKERS = { US: fakerUS, IN: fakerIN } as const;
const ZIP_PATTERNS = { US: '#####', IN: '######' } as const;

/** The demo seed's regions (real states with real cities), resolved to this database's ids. */
export function regionsOf(geo: StatesByCountry): Region[] {
  return (Object.keys(ADDRESS_REGIONS) as (keyof typeof ADDRESS_REGIONS)[]).map((iso) => {
    const cities: Record<string, readonly string[]> = ADDRESS_REGIONS[iso];
    const states = geo[iso].flatMap((s) => (cities[s.name] ? [{ id: s.id, cities: cities[s.name] ?? [] }] : []));
    return { countryId: geo.countryIds[iso], states, faker: FAKERS[iso], zipPattern: ZIP_PATTERNS[iso] };
  });
}

function projectDates(status: ProjectStatus, today: string, roll: (min: number, max: number) => number) {
  if (status === 'NOT_STARTED') {
    const start = addDays(today, roll(7, 90));
    return { startDate: start, endDate: addDays(start, roll(60, 360)) };
  }
  if (status === 'COMPLETED' || status === 'CANCELLED') {
    const end = addDays(today, -roll(10, 700));
    return { startDate: addDays(end, -roll(60, 400)), endDate: end };
  }
  return { startDate: addDays(today, -roll(30, 730)), endDate: addDays(today, roll(30, 360)) };
}

/** Names repeat across clients but never within one: the n-th round of a client's names gets a phase number. */
function buildProjects(clientIds: number[], count: number, today: string): (NewProject & { id: number })[] {
  const roll = (min: number, max: number) => fakerUS.number.int({ min, max });
  return Array.from({ length: count }, (_, index) => {
    const round = Math.floor(index / clientIds.length);
    const baseName = PROJECT_NAMES[round % PROJECT_NAMES.length] ?? 'Project';
    const phase = Math.floor(round / PROJECT_NAMES.length);
    const status = STATUS_PLAN[(index * 7) % STATUS_PLAN.length] ?? 'IN_PROGRESS';
    return {
      id: index + 1,
      name: phase === 0 ? baseName : `${baseName} Phase ${phase + 1}`,
      clientId: clientIds[index % clientIds.length] ?? 1,
      status,
      ...projectDates(status, today, roll),
      progressDetails: status === 'IN_PROGRESS' ? fakerUS.helpers.arrayElement(PROGRESS_DETAILS) : null,
    };
  });
}

/** Each worker books on their allocations plus one or two other projects that have seen work. */
function planWorkers(users: Company['users'], projects: Company['projects'], allocations: NewAllocation[]): Worker[] {
  const worked = projects.filter((p) => p.status !== 'NOT_STARTED').map((p) => p.id);
  const allocated = new Map<number, Set<number>>();
  for (const a of allocations) allocated.set(a.userId, (allocated.get(a.userId) ?? new Set()).add(a.projectId));
  return users
    .filter((u) => u.role !== 'ADMIN' && u.active)
    .map((u) => {
      const own = allocated.get(u.id) ?? new Set<number>();
      for (const extra of fakerUS.helpers.arrayElements(worked, fakerUS.number.int({ min: 1, max: 2 }))) own.add(extra);
      return { userId: u.id, projectIds: [...own] };
    });
}

/** A deterministic company of the given size: the same sizes give the same people, names and e-mails. */
export function generateCompany(sizes: CompanySizes, regions: Region[], passwordHash: string, today: string): Company {
  fakerUS.seed(20240601);
  fakerIN.seed(20240602);
  const users = buildPeople({ random: fakerUS, regions, passwordHash, today, total: sizes.users }).map((u, i) => ({ ...u, id: i + 1 }));
  const clientCount = Math.max(1, Math.ceil(sizes.projects / PROJECTS_PER_CLIENT));
  const clients = buildClients(fakerUS, regions, clientCount).map((c, i) => ({ ...c, id: i + 1 }));
  const projects = buildProjects(clients.map((c) => c.id), sizes.projects, today);
  const ongoing = projects.filter((p) => p.status === 'IN_PROGRESS').map((p) => p.id);
  const staff = users.filter((u) => u.role !== 'ADMIN' && u.active).map((u) => u.id);
  const allocationCount = Math.round(staff.length * 1.3);
  const allocations = buildAllocations(fakerUS, staff, ongoing.length > 0 ? ongoing : [1], today, allocationCount).map((a, i) => ({ ...a, id: i + 1 }));
  return { users, clients, projects, allocations, workers: planWorkers(users, projects, allocations) };
}
