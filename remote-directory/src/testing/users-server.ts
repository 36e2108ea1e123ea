import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { serveDuringTests } from '@portal/shared-ui/testing';
import type { User } from '@portal/shared-auth';
import type { TimeOff, TimeOffBody } from '@portal/shared-contracts';
import { REPORTS_NEED_LINE_MANAGER } from '@portal/shared-contracts/values';
import { myLeaveHandlers, resetMyLeave } from './my-leave-handlers';

/** A complete user; override only what a test is about. */
export function makeUser(overrides: Partial<User> = {}): User {
  const blank = Object.fromEntries(
    ['gender', 'dob', 'doj', 'empId', 'email', 'phone', 'emergencyNumber', 'presentLine1', 'presentLine2', 'presentCity', 'presentStateId',
      'presentCountryId', 'presentZip', 'permanentLine1', 'permanentLine2', 'permanentCity', 'permanentStateId', 'permanentCountryId',
      'permanentZip', 'department', 'departmentId', 'jobTitle', 'profilePhotoUrl', 'employeeType', 'lastLogin'].map((key) => [key, null]),
  );
  return { ...blank, id: 1, firstName: 'Ada', lastName: 'Lovelace', fullName: 'Ada Lovelace', officeEmail: 'ada@example.com', role: 'ADMIN', active: true, weeklyHours: 40, ...overrides } as User;
}

export type RecordedWrite = { method: string; path: string; body: unknown };

/** Every write the page sent, in order, for tests to check what reached the API. */
export const writes: RecordedWrite[] = [];
/** Query strings of the list calls, in order. */
export const listRequests: URLSearchParams[] = [];

const STATES: Record<string, { id: number; stateName: string }[]> = {
  '1': [{ id: 11, stateName: 'Texas' }, { id: 12, stateName: 'Ohio' }],
  '2': [{ id: 21, stateName: 'Kerala' }],
};

export function seedUsers(): User[] {
  return [
    makeUser({ id: 10, firstName: 'Grace', lastName: 'Hopper', fullName: 'Grace Hopper', officeEmail: 'grace@example.com', role: 'EMPLOYEE', department: 'ENGINEERING', departmentId: 1, employeeType: 'FULL_TIME', phone: '+1 555 0100', lineManagerId: 12, lineManagerName: 'Mia Manager' }),
    makeUser({ id: 3, firstName: 'Eve', lastName: 'Employee', fullName: 'Eve Employee', officeEmail: 'employee@example.com', role: 'EMPLOYEE', department: 'ENGINEERING', departmentId: 1, employeeType: 'FULL_TIME', phone: '+1 555 0003', jobTitle: 'Developer' }),
    makeUser({ id: 12, firstName: 'Mia', lastName: 'Manager', fullName: 'Mia Manager', officeEmail: 'mia@example.com', role: 'MANAGER', department: 'ENGINEERING', departmentId: 1, employeeType: 'FULL_TIME' }),
    makeUser({ id: 11, firstName: 'Alan', lastName: 'Turing', fullName: 'Alan Turing', officeEmail: 'alan@example.com', role: 'MANAGER', department: 'HUMAN_RESOURCES', departmentId: 5, active: false }),
  ];
}

/** Time off as the API answers it; override only what a test is about. */
export function makeTimeOff(overrides: Partial<TimeOff> = {}): TimeOff {
  return { id: 1, userId: 10, startDate: '2026-12-21', endDate: '2026-12-24', kind: 'VACATION', note: null, createdBy: 1, createdAt: '2026-11-01T09:00:00.000Z', ...overrides };
}

export function seedTimeOff(): TimeOff[] {
  return [
    makeTimeOff({ id: 1, userId: 10, startDate: '2026-12-21', endDate: '2026-12-24', kind: 'VACATION', note: 'Family visit' }),
    makeTimeOff({ id: 2, userId: 3, startDate: '2026-10-05', endDate: '2026-10-06', kind: 'SICK' }),
  ];
}

let users = seedUsers();
let timeOff = seedTimeOff();
let nextTimeOffId = 100;
let currentUserId = 3;

/** The stored user with this id, as the server holds it now. */
export const storedUser = (id: number) => users.find((row) => row.id === id);
/** Who GET /users/currentuser answers with. */
export const setCurrentUserId = (id: number) => {
  currentUserId = id;
};

const notFound = () => HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'User not found.' }, { status: 404 });

/** The name the API answers beside a line manager's id. */
const withManagerName = (user: User): User => ({ ...user, lineManagerName: users.find((row) => row.id === user.lineManagerId)?.fullName ?? null });

/** Deactivating someone active people report to: as the API, a 409 unless the status says where they go. */
function reportsNeedAManager(id: number, reportsTo: number | null | undefined) {
  const reports = users.filter((row) => row.active && row.lineManagerId === id);
  if (reports.length === 0) return null;
  if (reportsTo === undefined) {
    const message = `${reports.length === 1 ? '1 person reports' : `${reports.length} people report`} to them. Choose a new line manager for their reports.`;
    return HttpResponse.json(
      { statusCode: 409, error: 'Conflict', code: REPORTS_NEED_LINE_MANAGER, message, details: [{ field: 'reportsTo', message: 'Choose a new line manager for their reports' }] },
      { status: 409 },
    );
  }
  for (const report of reports) Object.assign(report, withManagerName({ ...report, lineManagerId: reportsTo }));
  return null;
}

const listOf = (userId: number) => {
  const rows = timeOff.filter((row) => row.userId === userId).sort((a, b) => a.startDate.localeCompare(b.startDate));
  return HttpResponse.json({ data: rows, total: rows.length });
};

/** A small in-memory users API: list, one user, sign-up, update, status, time off, and the geography lists. */
export const usersServer = setupServer(
  // Before /users/:id, which would otherwise take "currentuser" for an id.
  http.get('/api/v1/time-off/my', () => listOf(currentUserId)),
  http.get('/api/v1/users/:id/time-off', ({ params }) => listOf(Number(params.id))),
  http.post('/api/v1/users/:id/time-off', async ({ params, request }) => {
    const body = (await request.json()) as TimeOffBody;
    writes.push({ method: 'POST', path: `/users/${String(params.id)}/time-off`, body });
    const created = makeTimeOff({ ...body, note: body.note ?? null, id: nextTimeOffId++, userId: Number(params.id) });
    timeOff.push(created);
    return HttpResponse.json(created, { status: 201 });
  }),
  http.delete('/api/v1/time-off/:id', ({ params }) => {
    writes.push({ method: 'DELETE', path: `/time-off/${String(params.id)}`, body: null });
    const before = timeOff.length;
    timeOff = timeOff.filter((row) => row.id !== Number(params.id));
    if (timeOff.length === before) return HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'Time off not found.' }, { status: 404 });
    return new HttpResponse(null, { status: 204 });
  }),
  http.get('/api/v1/users/currentuser', () => HttpResponse.json(storedUser(currentUserId))),
  http.get('/api/v1/users/dropdown', () => HttpResponse.json(users.filter((row) => row.active).map((row) => ({ id: row.id, name: row.fullName })))),
  http.get('/api/v1/users', ({ request }) => {
    const params = new URL(request.url).searchParams;
    listRequests.push(params);
    const search = params.get('searchInput')?.toLowerCase();
    const manager = params.get('lineManagerId');
    const rows = users.filter((row) => (!search || row.firstName.toLowerCase().includes(search)) && (!manager || row.lineManagerId === Number(manager)));
    return HttpResponse.json({ data: rows, total: rows.length });
  }),
  http.get('/api/v1/users/:id', ({ params }) => {
    const user = users.find((row) => row.id === Number(params.id));
    return user ? HttpResponse.json(user) : notFound();
  }),
  http.post('/api/v1/users/signup', async ({ request }) => {
    const body = (await request.json()) as Partial<User>;
    writes.push({ method: 'POST', path: '/users/signup', body });
    const created = makeUser({ ...body, id: 99, fullName: `${body.firstName} ${body.lastName ?? ''}`.trim() });
    users.push(created);
    return HttpResponse.json({ ...created, passwordSetupRequired: true }, { status: 201 });
  }),
  http.put('/api/v1/users/:id', async ({ params, request }) => {
    const body = (await request.json()) as Partial<User>;
    writes.push({ method: 'PUT', path: `/users/${String(params.id)}`, body });
    const index = users.findIndex((row) => row.id === Number(params.id));
    if (index < 0) return notFound();
    const merged = { ...users[index]!, ...body };
    users[index] = withManagerName({ ...merged, fullName: `${merged.firstName} ${merged.lastName ?? ''}`.trim() });
    return HttpResponse.json(users[index]);
  }),
  http.patch('/api/v1/users/:id/status', async ({ params, request }) => {
    const body = (await request.json()) as { active: boolean; reportsTo?: number | null };
    writes.push({ method: 'PATCH', path: `/users/${String(params.id)}/status`, body });
    const user = users.find((row) => row.id === Number(params.id));
    if (!user) return notFound();
    const refused = body.active ? null : reportsNeedAManager(user.id, body.reportsTo);
    if (refused) return refused;
    user.active = body.active;
    return HttpResponse.json(user);
  }),
  http.get('/api/v1/countries/countries', () => HttpResponse.json([{ id: 1, name: 'United States' }, { id: 2, name: 'India' }])),
  http.get('/api/v1/countries/states/:countryId', ({ params }) => HttpResponse.json(STATES[String(params.countryId)] ?? [])),
  ...myLeaveHandlers,
);

/** Starts the server for a test file and resets its data between tests. */
export function runUsersServer() {
  serveDuringTests(usersServer, () => {
    users = seedUsers();
    timeOff = seedTimeOff();
    currentUserId = 3;
    writes.length = 0;
    listRequests.length = 0;
    resetMyLeave();
  });
}
