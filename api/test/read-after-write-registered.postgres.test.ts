import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../src/app.js';
import { READS } from '../src/wiring/reads.js';
import { addDays, mondayOf } from '../src/platform/calendar.js';
import { isoWeekOf } from '../src/modules/timesheets/index.js';
import { seedFixtures, signIn, signInAll, type Fixtures, type Tokens } from './helpers/fixtures.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Issue 36, point 3: the read-after-write scenarios come from the read registrations. Every registered read (what the
// server remembers and what the pages show) is read on instance B, then each table any registration names is written
// through instance A, and B's next answer must equal the answer of an instance that remembers nothing (C). Every table,
// not only the read's own: a read that depends on a table its registration leaves out is served stale from B's memory,
// and this test says which. A table a read declares must also change its answer (else the scenario proves nothing),
// except for the pairs NOT_SHOWN names. A new registration, or a new table in one, fails the first test until this
// file knows how to read it or write it. Deeper interleavings of one list at a time: read-after-write.postgres.test.ts.

/** Who reads: the answers are compared whole, status included. */
type Probe = { token: keyof Tokens | 'probe'; url: string };

type Context = {
  fx: Fixtures;
  tokens: Tokens & { probe: string };
  /** Whether the probe's session (Dmitri's, read with by 'auth-states') is open. */
  probeSignedIn: boolean;
  /** The test's own project (the fixtures' end in 2025) and what was made on it. */
  orion: number;
  allocation: number;
  /** Carla's entry on it (there is no GET of one entry). */
  entry: { id: number; body: { userId: number; projectId: number; date: string; hours: number; description: string } };
  /** Ended weeks before today, where the writes land: Monday `from` to Sunday `to`. */
  range: { from: string; to: string };
  /** Working days of the entry's week, other than its own: a holiday comes and goes on one, Carla's time off on the other. */
  holiday: string;
  away: string;
  /** A working day after those, where Carla asks for (SICK) leave and withdraws it. */
  leaveDay: string;
  /** Carla's department, for a migration-like rename. */
  department: number;
};

/** How each registered read is asked for: by its registration's name. */
const HOW_TO_READ: Record<string, (c: Context) => Probe[]> = {
  users: () => [{ token: 'admin', url: '/api/v1/users?limit=100' }],
  clients: () => [{ token: 'admin', url: '/api/v1/clients?limit=100' }],
  projects: () => [{ token: 'admin', url: '/api/v1/projects?limit=100' }],
  allocations: (c) => [{ token: 'admin', url: `/api/v1/allocations?limit=100&asOf=${c.range.to}` }],
  timesheets: () => [{ token: 'admin', url: '/api/v1/timesheets?limit=100' }, { token: 'employee', url: '/api/v1/timesheets?limit=100' }],
  // Carla reports to Bruno (set up below): his Team tab.
  'team timesheets': () => [{ token: 'manager', url: '/api/v1/timesheets/team?limit=100' }],
  'team people': () => [{ token: 'manager', url: '/api/v1/timesheets/team/people' }],
  'timesheet-weeks': (c) => [{ token: 'employee', url: `/api/v1/me/timesheets/weeks/${isoWeekOf(c.entry.body.date)}` }],
  'utilisation report': (c) =>
    ['person', 'department', 'project'].map((groupBy) => ({ token: 'admin' as const, url: `/api/v1/reports/utilisation?groupBy=${groupBy}&period=week&from=${c.range.from}&to=${c.range.to}&limit=100` })),
  'missing timesheets': (c) => [{ token: 'admin', url: `/api/v1/reports/missing-timesheets?from=${c.range.from}&to=${c.range.to}&limit=100` }],
  holidays: (c) => [{ token: 'admin', url: `/api/v1/holidays?from=${c.range.from}&to=${c.range.to}` }],
  'time off': (c) => [{ token: 'admin', url: `/api/v1/users/${c.fx.employee}/time-off` }, { token: 'employee', url: '/api/v1/time-off/my' }],
  // Carla asks, Bruno (her line manager) decides (issue 38).
  'leave requests': () => [{ token: 'employee', url: '/api/v1/leave-requests/mine' }, { token: 'manager', url: '/api/v1/leave-requests/waiting' }],
  'leave balances': (c) => [{ token: 'manager', url: `/api/v1/users/${c.fx.employee}/leave-balances?year=${c.leaveDay.slice(0, 4)}` }],
  // Monday of the entry's week to the holiday's Wednesday: days change with the holiday, the balance with the allowance
  // and Carla's request (a week later); a quote over her time off would answer the request's 400.
  'leave quote': (c) => [{ token: 'employee', url: `/api/v1/leave-requests/quote?leaveType=SICK&startDate=${c.entry.body.date}&endDate=${c.holiday}` }],
  'leave allowances': () => [{ token: 'admin', url: '/api/v1/leave/allowances' }],
  // Bruno's team (himself and Carla) in each month the writes land in: her time off, her request, the holiday, her name.
  'team calendar': (c) =>
    [...new Set([c.away, c.holiday, c.leaveDay].map((day) => day.slice(0, 7)))].map((month) => ({ token: 'manager' as const, url: `/api/v1/team-calendar?month=${month}&limit=100` })),
  'people options': () => [{ token: 'admin', url: '/api/v1/users/dropdown' }],
  'client options': () => [{ token: 'admin', url: '/api/v1/clients/dropdown' }],
  'project options': () => [{ token: 'admin', url: '/api/v1/projects/dropdown' }],
  'country options': () => [{ token: 'admin', url: '/api/v1/countries/countries' }],
  'state options': (c) => [{ token: 'admin', url: `/api/v1/countries/states/${c.fx.places.california.countryId}` }],
  // A search names people and projects first, then lists their entries.
  'named-people': () => [{ token: 'admin', url: '/api/v1/timesheets?searchInput=Carla&limit=100' }],
  'named-projects': () => [{ token: 'admin', url: '/api/v1/timesheets?searchInput=Orion&limit=100' }],
  // Every authenticated request checks its caller's state: this one's answer is its status.
  'auth-states': () => [{ token: 'probe', url: '/api/v1/holidays?from=2025-01-01&to=2025-01-02' }],
  'own-profiles': () => [{ token: 'employee', url: '/api/v1/users/currentuser' }],
  'place names': (c) => [{ token: 'admin', url: `/api/v1/users/${c.fx.employee}` }],
};

/** Each write of a table changes what its previous write set, so every write shows. */
const alternate = <T,>(n: number, even: T, odd: T) => (n % 2 === 0 ? even : odd);

/** How each table is written (`n`: how many times it was written before): through the API where it has a way, else
 * as a migration or another process would. */
const HOW_TO_WRITE: Record<string, (writer: Writer, c: Context, n: number) => Promise<void>> = {
  users: (w, c, n) => w.send('PUT', `/api/v1/users/${c.fx.employee}`, { firstName: `Carla${letters(n)}` }),
  clients: (w, c, n) => w.edit(`/api/v1/clients/${c.fx.acme}`, CLIENT_FIELDS, { name: `Acme Corp ${n}` }),
  projects: (w, c, n) => w.edit(`/api/v1/projects/${c.orion}`, PROJECT_FIELDS, { name: `Orion ${n}` }),
  allocations: (w, c, n) => w.edit(`/api/v1/allocations/${c.allocation}`, ALLOCATION_FIELDS, { allocationHours: alternate(n, 3, 5) }),
  timesheets: (w, c, n) => w.send('PUT', `/api/v1/timesheets/${c.entry.id}`, { ...c.entry.body, hours: alternate(n, 2, 6) }),
  public_holidays: async (w, c) => {
    const listed = await w.json<{ data: { id: number; date: string }[] }>(`/api/v1/holidays?from=${c.holiday}&to=${c.holiday}`);
    const holiday = listed.data[0];
    if (holiday) await w.send('DELETE', `/api/v1/holidays/${holiday.id}`);
    else await w.send('POST', '/api/v1/holidays', { date: c.holiday, name: 'Founders Day' });
  },
  time_off: async (w, c) => {
    const listed = await w.json<{ data: { id: number; startDate: string }[] }>(`/api/v1/users/${c.fx.employee}/time-off`);
    const away = listed.data.find((t) => t.startDate === c.away);
    if (away) await w.send('DELETE', `/api/v1/time-off/${away.id}`);
    else await w.send('POST', `/api/v1/users/${c.fx.employee}/time-off`, { startDate: c.away, endDate: c.away, kind: 'SICK' });
  },
  leave_allowances: (w, _c, n) => w.send('PUT', '/api/v1/leave/allowances', { leaveType: 'SICK', days: alternate(n, 10, 12) }),
  // Carla's pending request withdrawn, or a new one asked for: each write adds a row or changes one.
  leave_requests: async (w, c) => {
    const waiting = await w.json<{ data: { id: number; userId: number }[] }>('/api/v1/leave-requests/waiting');
    const pending = waiting.data.find((row) => row.userId === c.fx.employee);
    if (pending) await w.send('POST', `/api/v1/leave-requests/${pending.id}/withdraw`, undefined, c.tokens.employee);
    else await w.send('POST', '/api/v1/leave-requests', { leaveType: 'SICK', startDate: c.leaveDay, endDate: c.leaveDay }, c.tokens.employee);
  },
  timesheet_reminders: (w, c) => w.send('POST', '/api/v1/reports/missing-timesheets/reminders', { weekStart: c.range.from, userIds: [c.fx.employee] }),
  // A sign-out ends the probe's session, a sign-in starts its next one.
  sessions: async (w, c) => {
    if (c.probeSignedIn) await w.send('POST', '/api/v1/users/signout', undefined, c.tokens.probe);
    else c.tokens.probe = await w.signIn('dmitri@test.example');
    c.probeSignedIn = !c.probeSignedIn;
  },
  // Written by migrations only: renamed the way a migration (or another process) would, straight in the database.
  countries: (w, c, n) => w.sql(sql`update countries set name = ${`United States${'.'.repeat((n + 1) % 2)}`} where id = ${c.fx.places.california.countryId}`),
  states: (w, c, n) => w.sql(sql`update states set name = ${`California${'.'.repeat((n + 1) % 2)}`} where id = ${c.fx.places.california.stateId}`),
  departments: (w, c, n) => w.sql(sql`update departments set name = ${`Engineering${'.'.repeat((n + 1) % 2)}`} where id = ${c.department}`),
};

/**
 * Pairs where the read depends on the table but the write above does not change its answer: the staleness check
 * still runs for them; what the write would show is tested where named.
 */
const NOT_SHOWN: Record<string, string> = {
  // Built from the utilisation report (its registration takes the report's tables), of which it shows only hours.
  'missing timesheets × allocations': 'the report shows hours logged against capacity, not planned hours',
  'missing timesheets × clients': 'the report names people, not clients',
  'missing timesheets × projects': 'the report names people, not projects',
  'timesheet-weeks × allocations': 'the week offers the projects a person is allocated to, which a change of hours keeps',
  'timesheet-weeks × users': "the week reads the person's contracted hours, which a rename keeps",
  'leave quote × time_off': 'time off shows only as the overlap refusal (a 400): leave-requests.test.ts',
  'leave balances × users': 'balances show days, not names; the line manager who may see them: leave-requests.test.ts',
  'auth-states × users': "a renamed person's requests are still allowed (deactivation and role changes: remembered-auth-state.test.ts)",
};

const letters = (n: number) => String.fromCharCode(97 + (n % 26)).repeat(1 + Math.floor(n / 26));

/** The fields each edit sends back, taken from what GET answers. */
const CLIENT_FIELDS = ['name', 'contactPerson', 'email', 'phone', 'city', 'stateId', 'countryId', 'zip', 'active'];
const PROJECT_FIELDS = ['name', 'clientId', 'status', 'startDate', 'endDate', 'progressDetails'];
const ALLOCATION_FIELDS = ['userId', 'projectId', 'allocationHours', 'startDate', 'endDate'];

type Writer = ReturnType<typeof writerOn>;

function writerOn(app: App, token: string) {
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, as = token) => {
    const response = await app.inject({ method, url, headers: { authorization: `Bearer ${as}` }, ...(body === undefined ? {} : { payload: body as object }) });
    if (response.statusCode >= 300) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return response;
  };
  return {
    send: async (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, as?: string) => {
      await call(method, url, body, as);
    },
    json: async <T,>(url: string) => (await call('GET', url)).json<T>(),
    async edit(url: string, fields: string[], change: Record<string, unknown>) {
      const current = (await call('GET', url)).json<Record<string, unknown>>();
      const body = Object.fromEntries(fields.filter((field) => current[field] !== undefined).map((field) => [field, current[field]]));
      await call('PUT', url, { ...body, ...change });
    },
    async signIn(username: string) {
      const response = await app.inject({ method: 'POST', url: '/api/v1/users/signin', payload: { username, password: 'Correct-Horse-42' } });
      if (response.statusCode !== 200) throw new Error(`sign-in as ${username}: ${response.body}`);
      return response.json<{ accessToken: string }>().accessToken;
    },
    sql: async (statement: ReturnType<typeof sql>) => {
      await app.db.execute(statement);
    },
  };
}

type Answer = { url: string; status: number; body: unknown };

async function readAll(app: App, probes: Probe[], c: Context): Promise<Answer[]> {
  return Promise.all(
    probes.map(async ({ token, url }) => {
      const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${c.tokens[token]}` } });
      return { url, status: response.statusCode, body: response.statusCode === 200 ? response.json<unknown>() : null };
    }),
  );
}

/** Every table a registered read is read from. */
const TABLES = [...new Set(READS.flatMap((read) => read.tables))].sort();

describe('every registered read, after a write of any table, on another instance', () => {
  let a: TestApp;
  let b: App;
  let c: App;
  let context: Context;
  let writer: Writer;
  const written = new Map<string, number>();

  before(async () => {
    a = await createTestApp({}, {}, 'postgres');
    b = await buildApp(a.config);
    c = await buildApp(a.config, { rememberNothing: true });
    await Promise.all([b.ready(), c.ready()]);
    const fx = await seedFixtures(a);
    const tokens = await signInAll(a);
    writer = writerOn(a.app, tokens.admin);
    await writer.send('PUT', `/api/v1/users/${fx.employee}`, { lineManagerId: fx.manager });
    const lastSunday = addDays(mondayOf(a.app.clock.today()), -1);
    const range = { from: addDays(lastSunday, -27), to: lastSunday };
    const orion = (await (await a.request({ method: 'POST', url: '/api/v1/projects', token: tokens.admin, body: { name: 'Orion', clientId: fx.acme, status: 'NOT_STARTED', startDate: range.from, endDate: addDays(range.to, 365) } })).json<{ id: number }>()).id;
    const allocated = await a.request({ method: 'POST', url: '/api/v1/allocations/bulk', token: tokens.admin, body: { users: [{ userId: fx.employee, allocationHours: 4 }], projectId: orion, startDate: range.from, endDate: addDays(range.to, 30) } });
    assert.equal(allocated.statusCode, 201, allocated.body);
    const allocation = (await writer.json<{ data: { id: number; projectId: number }[] }>(`/api/v1/allocations?limit=100`)).data.find((row) => row.projectId === orion)!.id;
    const entry = { userId: fx.employee, projectId: orion, date: addDays(range.from, 7), hours: 4, description: 'Launch' };
    const logged = await a.request({ method: 'POST', url: '/api/v1/timesheets', token: tokens.admin, body: entry });
    assert.equal(logged.statusCode, 201, logged.body);
    const carla = await writer.json<{ departmentId: number }>(`/api/v1/users/${fx.employee}`);
    context = {
      fx, tokens: { ...tokens, probe: await signIn(a, 'dmitri@test.example') }, probeSignedIn: true, orion, allocation, entry: { id: logged.json<{ id: number }>().id, body: entry }, range,
      holiday: addDays(entry.date, 2), away: addDays(entry.date, 3), leaveDay: addDays(entry.date, 8), department: carla.departmentId,
    };
    // A request from the start, so a rename of Carla shows in the lists of requests.
    await writer.send('POST', '/api/v1/leave-requests', { leaveType: 'SICK', startDate: context.leaveDay, endDate: context.leaveDay }, tokens.employee);
  });

  after(async () => {
    await c?.close();
    await b?.close();
    await a?.close();
  });

  it('knows how to read every registered read and how to write every table one is read from', () => {
    const unread = READS.map((read) => read.name).filter((name) => !HOW_TO_READ[name]);
    assert.deepEqual(unread, [], `add to HOW_TO_READ how a client asks for: ${unread.join(', ')}`);
    const unwritten = TABLES.filter((table) => !HOW_TO_WRITE[table]);
    assert.deepEqual(unwritten, [], `add to HOW_TO_WRITE how ${unwritten.join(', ')} get written`);
  });

  for (const read of READS) {
    it(`${read.name}: read on B right after a write on A answers as an instance that remembers nothing`, async () => {
      const probes = HOW_TO_READ[read.name]?.(context);
      assert.ok(probes, `no way to read ${read.name}`);
      const unseen: string[] = [];
      if (!context.probeSignedIn) await HOW_TO_WRITE.sessions!(writer, context, 0);
      const broken = (await readAll(c, probes, context)).filter((answer) => answer.status !== 200);
      assert.deepEqual(broken, [], 'every way of reading it answers 200 to begin with');
      for (const table of TABLES) {
        const before = await readAll(b, probes, context);
        const n = written.get(table) ?? 0;
        written.set(table, n + 1);
        await HOW_TO_WRITE[table]!(writer, context, n);
        const fromMemory = await readAll(b, probes, context);
        const fresh = await readAll(c, probes, context);
        assert.deepEqual(fromMemory, fresh, `${read.name} on B after a write of ${table}: B answers from before the write`);
        const pair = `${read.name} × ${table}`;
        if (read.tables.includes(table) && !NOT_SHOWN[pair] && JSON.stringify(fresh) === JSON.stringify(before)) unseen.push(pair);
      }
      assert.deepEqual(unseen, [], 'a write of a table these reads declare did not change their answer: make the write show, or say why in NOT_SHOWN');
    });
  }
});
