import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Role } from '@portal/shared-contracts';
import { timesheets } from '../src/platform/db/schema.js';
import { ROUTE_POLICY, type RoutePolicy } from './authorization/route-policy.js';
import { seedFixtures, signIn, type Fixtures } from './helpers/fixtures.js';
import { distinctRoutes, routeCollector, routeKey as keyOf } from './helpers/registered-routes.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

type Caller = 'anonymous' | Role;
type Variant = 'own' | 'other' | 'any';

const CALLERS: readonly Caller[] = ['anonymous', 'EMPLOYEE', 'MANAGER', 'ADMIN'];
const EMAILS: Record<Role, string> = { ADMIN: 'alice@test.example', MANAGER: 'bruno@test.example', EMPLOYEE: 'carla@test.example' };

/** What the table says a caller gets: 401, 403, or through to the handler (anything but those two). */
function expectedOutcome(policy: RoutePolicy, caller: Caller, variant: Variant): 401 | 403 | 'allowed' {
  if (policy.allow === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  if (policy.allow !== 'signed-in' && !policy.allow.includes(caller)) return 403;
  if (variant === 'other' && policy.ownOnly?.includes(caller)) return 403;
  if (variant === 'own' && policy.notOwn?.includes(caller)) return 403;
  return 'allowed';
}

describe('authorization matrix: every route × every caller × own and someone else\'s object', () => {
  const { routes: registered, onRoute } = routeCollector();
  let t: TestApp;
  let fx: Fixtures;
  const tokens = new Map<Role, string>();
  let day = 0;

  before(async () => {
    t = await createTestApp({}, { onRoute });
    fx = await seedFixtures(t);
    for (const role of Object.keys(EMAILS) as Role[]) tokens.set(role, await signIn(t, EMAILS[role]));
  });
  after(() => t.close());

  const userIdOf = (caller: Role) => ({ ADMIN: fx.admin, MANAGER: fx.manager, EMPLOYEE: fx.employee })[caller];

  /** A fresh SUBMITTED entry, so deletes and approvals never run out of objects. */
  async function timesheetOf(userId: number): Promise<number> {
    day += 1;
    const date = new Date(Date.UTC(2025, 0, 1 + day)).toISOString().slice(0, 10);
    const [row] = await t.app.db.insert(timesheets).values({ userId, projectId: fx.apollo, date, hours: 1, description: 'Matrix' }).returning({ id: timesheets.id });
    return row!.id;
  }

  /** The id the route's `:id` names for this caller and variant; the "other" owner is a user who never calls. */
  async function objectId(policy: RoutePolicy, caller: Caller, variant: Variant): Promise<number> {
    const owner = variant === 'own' && caller !== 'anonymous' ? userIdOf(caller) : fx.colleague;
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
  function bodyFor(key: string, caller: Caller): object | undefined {
    const callerId = caller === 'anonymous' ? fx.employee : userIdOf(caller);
    if (key === 'PUT /api/v1/users/:id') return { phone: '+1 555 0142' };
    if (key === 'PATCH /api/v1/users/:id/status') return { active: true };
    if (key === 'PUT /api/v1/timesheets/:id') return { userId: callerId, projectId: fx.apollo, date: '2025-06-02', hours: 1, description: 'Edited' };
    if (key === 'PATCH /api/v1/timesheets/:id/status') return { status: 'APPROVED' };
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
      const variants: Variant[] = policy.object === 'user' || policy.object === 'timesheet' ? ['other', 'own'] : ['any'];
      for (const caller of CALLERS) {
        for (const variant of variants) {
          const id = await objectId(policy, caller, variant);
          const url = route.url.replace(':id', String(id)).replace(':countryId', String(fx.places.california.countryId))
            .replace(':file', 'missing.png').replace('*', 'index.css');
          const token = caller === 'anonymous' ? undefined : tokens.get(caller);
          const response = await t.request({ method: route.method as 'GET', url, token, body: bodyFor(key, caller) });
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
});
