import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Role, TimesheetList } from '@portal/shared-contracts';
import { timesheets } from '../src/platform/db/schema/index.js';
import { isoWeekOf } from '../src/modules/timesheets/index.js';
import { ROUTE_POLICY, type RoutePolicy } from './authorization/route-policy.js';
import { seedFixtures, signIn, type Fixtures } from './helpers/fixtures.js';
import { distinctRoutes, routeCollector, routeKey as keyOf } from './helpers/registered-routes.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

type Caller = 'anonymous' | Role;
/** Whose object: the caller's, their report's (they are its owner's line manager), someone else's, or no owner. */
type Variant = 'own' | 'report' | 'other' | 'any';

const CALLERS: readonly Caller[] = ['anonymous', 'EMPLOYEE', 'MANAGER', 'ADMIN'];
const EMAILS: Record<Role, string> = { ADMIN: 'alice@test.example', MANAGER: 'bruno@test.example', EMPLOYEE: 'carla@test.example' };

/** What the table says a caller gets: 401, 403, or through to the handler (anything but those two). */
function expectedOutcome(policy: RoutePolicy, caller: Caller, variant: Variant): 401 | 403 | 'allowed' {
  if (policy.allow === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  if (policy.allow !== 'signed-in' && !policy.allow.includes(caller)) return 403;
  if (variant === 'other' && (policy.ownOnly?.includes(caller) || policy.reportsOnly?.includes(caller))) return 403;
  if (variant === 'report' && policy.ownOnly?.includes(caller)) return 403;
  if (variant === 'own' && policy.notOwn?.includes(caller)) return 403;
  return 'allowed';
}

describe('authorization matrix: every route × every caller × own, a report\'s and someone else\'s object', () => {
  const { routes: registered, onRoute } = routeCollector();
  let t: TestApp;
  let fx: Fixtures;
  const tokens = new Map<Role, string>();
  /** Each caller's one report (issue 38): a person whose line manager the caller is, who never calls. */
  const reports = new Map<Role, number>();
  /** Each entry timesheetOf made: whose, and on which date (the week routes name a person's week). */
  const entries = new Map<number, { userId: number; date: string }>();
  let day = 0;

  before(async () => {
    t = await createTestApp({}, { onRoute });
    fx = await seedFixtures(t);
    for (const role of Object.keys(EMAILS) as Role[]) tokens.set(role, await signIn(t, EMAILS[role]));
    for (const role of Object.keys(EMAILS) as Role[]) {
      const [id] = await t.app.repos.users.insertMany([{ firstName: 'Report', lastName: `Of ${role}`, officeEmail: `report-${role.toLowerCase()}@test.example`, role: 'EMPLOYEE', departmentId: 1, lineManagerId: userIdOf(role) }]);
      reports.set(role, id!);
    }
  });
  after(() => t.close());

  const userIdOf = (caller: Role) => ({ ADMIN: fx.admin, MANAGER: fx.manager, EMPLOYEE: fx.employee })[caller];

  /** A fresh SUBMITTED entry, so deletes and approvals never run out of objects. */
  async function timesheetOf(userId: number): Promise<number> {
    day += 1;
    const date = new Date(Date.UTC(2025, 0, 1 + day)).toISOString().slice(0, 10);
    const [row] = await t.app.db.insert(timesheets).values({ userId, projectId: fx.apollo, date, hours: 1, description: 'Matrix' }).returning({ id: timesheets.id });
    entries.set(row!.id, { userId, date });
    return row!.id;
  }

  /** The body naming an entry's whole week (its owner's ISO week), for the week review route. */
  function weekOf(id: number, status: 'APPROVED' | 'REJECTED'): object {
    const entry = entries.get(id)!;
    return { userId: entry.userId, week: isoWeekOf(entry.date), status, ...(status === 'REJECTED' ? { reason: 'Matrix' } : {}) };
  }

  /** Who owns the object for this caller and variant; the "other" owner is a user who never calls. */
  const ownerFor = (caller: Caller, variant: Variant): number =>
    caller === 'anonymous' ? fx.colleague : variant === 'own' ? userIdOf(caller) : variant === 'report' ? reports.get(caller)! : fx.colleague;

  /** The id the route's `:id` (or its body) names for this caller and variant. */
  async function objectId(policy: RoutePolicy, caller: Caller, variant: Variant): Promise<number> {
    const owner = ownerFor(caller, variant);
    switch (policy.object) {
      case 'user': return owner;
      case 'timesheet': return timesheetOf(owner);
      case 'client': return fx.acme;
      case 'project': return fx.apollo;
      case 'allocation': {
        const [id] = await t.app.repos.allocations.insertMany([{ userId: fx.colleague, projectId: fx.apollo, allocationHours: 1, startDate: '2025-03-03', endDate: '2025-03-07' }]);
        return id!;
      }
      default: return 1;
    }
  }

  /** A valid body where a handler decides ownership after validation; elsewhere an empty one is enough. */
  function bodyFor(key: string, caller: Caller, id: number): object | undefined {
    const callerId = caller === 'anonymous' ? fx.employee : userIdOf(caller);
    if (key === 'PUT /api/v1/users/:id') return { phone: '+1 555 0142' };
    if (key === 'PATCH /api/v1/users/:id/status') return { active: true };
    if (key === 'PUT /api/v1/timesheets/:id') return { userId: callerId, projectId: fx.apollo, date: '2025-06-02', hours: 1, description: 'Edited' };
    if (key === 'PATCH /api/v1/timesheets/:id/status') return { status: 'APPROVED' };
    if (key === 'PATCH /api/v1/timesheets/status') return { ids: [id], status: 'APPROVED' };
    if (key === 'PATCH /api/v1/timesheets/weeks/status') return weekOf(id, 'APPROVED');
    return ['POST', 'PUT', 'PATCH'].includes(key.split(' ')[0]!) ? {} : undefined;
  }

  it('has a policy for every registered route, and no policy for a route that does not exist', () => {
    const keys = new Set(registered.map(keyOf));
    assert.ok(keys.size > 40, `expected the whole API, saw ${keys.size} routes`);
    assert.deepEqual([...keys].filter((key) => !(key in ROUTE_POLICY)).sort(), [], 'routes without a policy');
    assert.deepEqual(Object.keys(ROUTE_POLICY).filter((key) => !keys.has(key)).sort(), [], 'policies without a route');
  });

  it('answers every call as the table says', async () => {
    const mismatches: string[] = [];
    for (const route of distinctRoutes(registered)) {
      const key = keyOf(route);
      const policy = ROUTE_POLICY[key];
      if (!policy) continue; // reported by the test above
      const variants: Variant[] = policy.object === 'user' || policy.object === 'timesheet' ? ['other', 'own', 'report'] : ['any'];
      for (const caller of CALLERS) {
        for (const variant of variants) {
          const id = await objectId(policy, caller, variant);
          const url = route.url.replace(':id', String(id)).replace(':countryId', String(fx.places.california.countryId))
            .replace(':file', 'missing.png').replace('*', 'index.css');
          const token = caller === 'anonymous' ? undefined : tokens.get(caller);
          const response = await t.request({ method: route.method as 'GET', url, token, body: bodyFor(key, caller, id) });
          const expected = expectedOutcome(policy, caller, variant);
          const status = response.statusCode;
          const ok = expected === 'allowed' ? status !== 401 && status !== 403 && status < 500 : status === expected;
          if (!ok) mismatches.push(`${key} as ${caller} (${variant}): expected ${expected}, got ${status} ${response.body.slice(0, 120)}`);
          // Signing out ends the caller's session; sign in again for the routes that follow.
          if (key === 'POST /api/v1/users/signout' && caller !== 'anonymous') tokens.set(caller, await signIn(t, EMAILS[caller]));
        }
      }
    }
    assert.deepEqual(mismatches, []);
  });

  // Issue 38: the line manager is one of the fields only an admin writes, on anyone's record including their own (a
  // value sent back unchanged is no change: line-managers.test.ts).
  it('answers the line manager field, the "My team" filter and reportsTo as the table says', async () => {
    const calls: { name: string; method: 'GET' | 'PUT' | 'PATCH'; url: (id: number) => string; body?: object; allow: readonly Role[] }[] = [
      { name: 'PUT lineManagerId', method: 'PUT', url: (id) => `/api/v1/users/${id}`, body: { lineManagerId: fx.noPassword }, allow: ['ADMIN'] },
      { name: 'GET ?lineManagerId', method: 'GET', url: (id) => `/api/v1/users?lineManagerId=${id}`, allow: ['ADMIN', 'MANAGER'] },
      { name: 'PATCH reportsTo', method: 'PATCH', url: (id) => `/api/v1/users/${id}/status`, body: { active: true, reportsTo: null }, allow: ['ADMIN'] },
    ];
    const mismatches: string[] = [];
    for (const call of calls) {
      for (const caller of CALLERS) {
        for (const variant of ['other', 'own'] as const) {
          const id = variant === 'own' && caller !== 'anonymous' ? userIdOf(caller) : fx.colleague;
          const token = caller === 'anonymous' ? undefined : tokens.get(caller);
          const response = await t.request({ method: call.method, url: call.url(id), token, body: call.body });
          const expected = caller === 'anonymous' ? 401 : call.allow.includes(caller) ? 200 : 403;
          if (response.statusCode !== expected) mismatches.push(`${call.name} as ${caller} (${variant}): expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    assert.deepEqual(mismatches, []);
  });
  // Issue 38, point 2: role × relation × action for the reviews, each checked by what it answers and by what it left in
  // the table (a refusal changes nothing), and the Team read, which shows a caller their reports' entries only.
  it('answers every review action by role and relation: admin anyone else, line manager their reports, nobody their own', async () => {
    const actions: { name: string; url: (id: number) => string; body: (id: number) => object; result: 'APPROVED' | 'REJECTED' }[] = [
      { name: 'approve one', url: (id) => `/api/v1/timesheets/${id}/status`, body: () => ({ status: 'APPROVED' }), result: 'APPROVED' },
      { name: 'reject one', url: (id) => `/api/v1/timesheets/${id}/status`, body: () => ({ status: 'REJECTED', reason: 'Matrix' }), result: 'REJECTED' },
      { name: 'approve several', url: () => '/api/v1/timesheets/status', body: (id) => ({ ids: [id], status: 'APPROVED' }), result: 'APPROVED' },
      { name: 'reject several', url: () => '/api/v1/timesheets/status', body: (id) => ({ ids: [id], status: 'REJECTED', reason: 'Matrix' }), result: 'REJECTED' },
      { name: 'approve a week', url: () => '/api/v1/timesheets/weeks/status', body: (id) => weekOf(id, 'APPROVED'), result: 'APPROVED' },
      { name: 'reject a week', url: () => '/api/v1/timesheets/weeks/status', body: (id) => weekOf(id, 'REJECTED'), result: 'REJECTED' },
    ];
    const expected = (caller: Caller, relation: Variant): 200 | 401 | 403 =>
      caller === 'anonymous' ? 401 : relation === 'own' ? 403 : relation === 'report' || caller === 'ADMIN' ? 200 : 403;
    const mismatches: string[] = [];
    for (const action of actions) {
      for (const caller of CALLERS) {
        for (const relation of ['own', 'report', 'other'] as const) {
          const id = await timesheetOf(ownerFor(caller, relation));
          const token = caller === 'anonymous' ? undefined : tokens.get(caller);
          const response = await t.request({ method: 'PATCH', url: action.url(id), token, body: action.body(id) });
          const want = expected(caller, relation);
          const status = (await t.app.repos.timesheets.findById(id))?.status;
          const left = want === 200 ? action.result : 'SUBMITTED';
          if (response.statusCode !== want || status !== left) {
            mismatches.push(`${action.name} as ${caller} (${relation}): expected ${want} leaving ${left}, got ${response.statusCode} leaving ${status} ${response.body.slice(0, 120)}`);
          }
        }
      }
    }
    for (const caller of ['EMPLOYEE', 'MANAGER', 'ADMIN'] as const) {
      for (const relation of ['own', 'report', 'other'] as const) {
        const owner = ownerFor(caller, relation);
        const id = await timesheetOf(owner);
        const team = await t.request({ url: `/api/v1/timesheets/team?userId=${owner}&limit=100`, token: tokens.get(caller) });
        const listed = team.statusCode === 200 && team.json<TimesheetList>().data.some((row) => row.id === id);
        if (listed !== (relation === 'report')) mismatches.push(`team read as ${caller} (${relation}): ${listed ? 'listed' : 'not listed'}, answered ${team.statusCode}`);
      }
    }
    assert.deepEqual(mismatches, []);
  });
});
