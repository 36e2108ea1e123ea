import { addDays, todayIn } from '../api-internals.js';
import { BENCH_PASSWORD } from '../seed/seed-database.js';
import type { ScenarioGroup } from '../options.js';
import type { TargetKind } from '../report/targets.js';
import { listTotal, type BenchSession } from './bench-session.js';
import { jsonHeaders, type LoadRequest } from './run-autocannon.js';
import { BENCH_ENTRY_PREFIX } from './bench-entries.js';
import { REPORT_SCENARIOS } from './report-scenarios.js';
import { TEAM_SCENARIOS } from './team-scenarios.js';
import { WEEK_SCENARIOS } from './week-scenarios.js';

export type LoadScenario = {
  name: string;
  group: ScenarioGroup;
  targetKind: TargetKind | null;
  /** Builds the request once the API is up (deep pages need the current totals). */
  request: (session: BenchSession) => Promise<LoadRequest>;
  /** Requests per second offered across the connections; as many as answered when unset. */
  rate?: number;
  /** Connections of its own instead of the run's (a rate is offered by few: autocannon fires every connection's share at once). */
  connections?: number;
};

const PAGE_SIZE = 10; // what the portal's tables ask for

/** Each list with the term its search box would typically get; every term matches part of the generated data. */
const LISTS = [
  { resource: 'users', search: 'sharma' },
  { resource: 'clients', search: 'group' },
  { resource: 'projects', search: 'portal' },
  { resource: 'allocations', search: 'sharma' },
  { resource: 'timesheets', search: 'sharma' },
] as const;

const get = (path: string, token: string): LoadRequest => ({ method: 'GET', path, headers: jsonHeaders(token) });

function listScenarios(): LoadScenario[] {
  return LISTS.flatMap(({ resource, search }) => {
    const path = `/api/v1/${resource}`;
    return [
      { name: `${resource} page 1`, group: 'lists', targetKind: 'list', request: async (s) => get(`${path}?limit=${PAGE_SIZE}&offset=0`, s.adminToken) },
      {
        name: `${resource} last page`,
        group: 'lists',
        targetKind: 'list',
        request: async (s) => {
          // offset is a page index: the last page is the deepest the table lets anyone go.
          const lastPage = Math.max(0, Math.ceil((await listTotal(s.baseUrl, s.adminToken, path)) / PAGE_SIZE) - 1);
          return get(`${path}?limit=${PAGE_SIZE}&offset=${lastPage}`, s.adminToken);
        },
      },
      { name: `${resource} search "${search}"`, group: 'lists', targetKind: 'list', request: async (s) => get(`${path}?limit=${PAGE_SIZE}&offset=0&searchInput=${search}`, s.adminToken) },
    ] satisfies LoadScenario[];
  });
}

/**
 * All timesheets by hours, the one sort timesheets keeps no index for: walked in timesheet_hours_order's (hours, id)
 * key (migration 0020), so that an edit of hours stays a HOT update. Named "timesheets …" so the writing group reads
 * them while entries are created too.
 */
function hoursSortScenarios(): LoadScenario[] {
  const path = '/api/v1/timesheets';
  const byHours = `limit=${PAGE_SIZE}&orderBy=hours&order=desc`;
  return [
    { name: 'timesheets by hours page 1', group: 'lists', targetKind: 'list', request: async (s) => get(`${path}?${byHours}&offset=0`, s.adminToken) },
    {
      name: 'timesheets by hours last page',
      group: 'lists',
      targetKind: 'list',
      request: async (s) => {
        const lastPage = Math.max(0, Math.ceil((await listTotal(s.baseUrl, s.adminToken, path)) / PAGE_SIZE) - 1);
        return get(`${path}?${byHours}&offset=${lastPage}`, s.adminToken);
      },
    },
  ];
}

/** Sign-ins rotate over the active employees, all with the bench password: argon2 verification on every request. */
export function signInRequest(session: BenchSession): LoadRequest {
  let next = 0;
  return {
    method: 'POST',
    path: '/api/v1/users/signin',
    headers: jsonHeaders(),
    setupRequest: (request) => {
      const username = session.employeeEmails[next++ % session.employeeEmails.length];
      return { ...request, body: JSON.stringify({ username, password: BENCH_PASSWORD }) };
    },
  };
}

/**
 * Every create is valid: each signed-in employee logs 1 hour for themselves, walking back one day per round, so a
 * (person, day) pair is hit once per 700 rounds and no day nears the 24-hour limit whatever the run's length.
 */
export function createRequest(session: BenchSession): LoadRequest {
  const today = todayIn('UTC');
  let next = 0;
  return {
    method: 'POST',
    path: '/api/v1/timesheets',
    setupRequest: (request) => {
      const n = next++;
      const employee = session.employees[n % session.employees.length] ?? session.employees[0];
      const round = Math.floor(n / session.employees.length);
      const body = {
        userId: employee?.id,
        projectId: session.projectIds[n % session.projectIds.length],
        date: addDays(today, -1 - (round % 700)),
        hours: 1,
        description: `${BENCH_ENTRY_PREFIX}${n}`,
      };
      return { ...request, headers: jsonHeaders(employee?.token), body: JSON.stringify(body) };
    },
  };
}

export function currentUserRequest(session: BenchSession): LoadRequest {
  return get('/api/v1/users/currentuser', session.employees[0]?.token ?? session.adminToken);
}

/** The list every create changes: while creates run, its pages are forgotten and read again all the time. */
export const WRITTEN_LIST_SCENARIOS = [...listScenarios(), ...hoursSortScenarios()].filter((scenario) => scenario.name.startsWith('timesheets '));

export const LOAD_SCENARIOS: LoadScenario[] = [
  { name: 'sign-in', group: 'signin', targetKind: null, request: async (s) => signInRequest(s) },
  { name: 'current user', group: 'currentuser', targetKind: null, request: async (s) => currentUserRequest(s) },
  ...listScenarios(),
  ...hoursSortScenarios(),
  { name: 'timesheet create', group: 'create', targetKind: 'create', request: async (s) => createRequest(s) },
  ...WEEK_SCENARIOS,
  ...REPORT_SCENARIOS,
  ...TEAM_SCENARIOS,
];
