import { ADMIN_EMAIL, BENCH_PASSWORD, MANAGER_EMAIL } from '../seed/seed-database.js';

/** Who the load runs as, and what it may use, read through the API itself so --reuse needs no database access. */
export type BenchSession = {
  baseUrl: string;
  adminToken: string;
  /** The demo manager, who leads a team of nine in the seed (seed/team-and-leave.ts). */
  managerToken: string;
  /** Active employees that can sign in with the bench password. */
  employeeEmails: string[];
  /** Signed-in employees, each logging time for themselves in the create scenario. */
  employees: { id: number; token: string }[];
  /** Projects time may be logged against (not cancelled). */
  projectIds: number[];
};

const SIGNED_IN_EMPLOYEES = 20;

async function api<T>(baseUrl: string, path: string, init: { token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`bench: ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export async function signIn(baseUrl: string, username: string): Promise<string> {
  return (await api<{ accessToken: string }>(baseUrl, '/api/v1/users/signin', { body: { username, password: BENCH_PASSWORD } })).accessToken;
}

type Page<T> = { data: T[]; total: number };

export async function listTotal(baseUrl: string, token: string, path: string): Promise<number> {
  return (await api<Page<unknown>>(baseUrl, `${path}?limit=1`, { token })).total;
}

export async function openSession(baseUrl: string): Promise<BenchSession> {
  const adminToken = await signIn(baseUrl, ADMIN_EMAIL);
  const people = await api<Page<{ id: number; officeEmail: string; active: boolean }>>(baseUrl, '/api/v1/users?role=EMPLOYEE&limit=100&orderBy=officeEmail&order=asc', { token: adminToken });
  const active = people.data.filter((p) => p.active);
  const employees = [];
  for (const person of active.slice(0, SIGNED_IN_EMPLOYEES)) employees.push({ id: person.id, token: await signIn(baseUrl, person.officeEmail) });
  const projects = await api<Page<{ id: number; status: string }>>(baseUrl, '/api/v1/projects?limit=100', { token: adminToken });
  const projectIds = projects.data.filter((p) => p.status !== 'CANCELLED').map((p) => p.id);
  if (employees.length === 0 || projectIds.length === 0) throw new Error('bench: the data set has no active employees or open projects');
  const managerToken = await signIn(baseUrl, MANAGER_EMAIL);
  return { baseUrl, adminToken, managerToken, employeeEmails: active.map((p) => p.officeEmail), employees, projectIds };
}
