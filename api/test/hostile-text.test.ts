import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { todayIn } from '../src/platform/calendar.js';
import { PASSWORD, seedFixtures, signIn, type Fixtures } from './helpers/fixtures.js';
import { distinctRoutes, routeCollector, routeKey } from './helpers/registered-routes.js';
import { savedData } from './helpers/saved-data.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

type Body = Record<string, unknown>;

// Text no form produces and the database cannot store as sent, and sizes and shapes no form sends.
const HOSTILE_TEXT = { 'a lone surrogate': 'x\ud800', 'the NUL character': 'x\u0000', '100,000 characters': 'x'.repeat(100_000) };
const NESTED_10000 = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;

/** Every string in `body` (to any depth) in turn replaced with `text`. */
function withTextAt(body: unknown, text: string): unknown[] {
  if (typeof body === 'string') return [text];
  if (Array.isArray(body)) return body.flatMap((item, i) => withTextAt(item, text).map((changed) => body.map((old, j) => (i === j ? changed : old))));
  if (body && typeof body === 'object') {
    return Object.entries(body).flatMap(([key, value]) => withTextAt(value, text).map((changed) => ({ ...body, [key]: changed })));
  }
  return [];
}

describe('hostile text on every write route: a 4xx, and nothing saved', () => {
  const { routes, onRoute } = routeCollector();
  let t: TestApp;
  let fx: Fixtures;
  let admin: string;
  let bodies: Map<string, { url: string; body: Body; valid: boolean }>;

  before(async () => {
    t = await createTestApp({}, { onRoute });
    fx = await seedFixtures(t);
    admin = await signIn(t, 'alice@test.example');
    const today = todayIn(t.config.orgTimezone);
    const post = async (url: string, body: Body) => (await t.request({ method: 'POST', url, token: admin, body })).json<{ id: number } & Body>();
    const entry = { userId: fx.colleague, projectId: fx.apollo, date: today, hours: 2, description: 'Design review' };
    const timesheet = await post('/api/v1/timesheets', entry);
    const another = await post('/api/v1/timesheets', { ...entry, hours: 1 });
    await post('/api/v1/timesheets', { ...entry, date: '2025-03-04', hours: 1 });
    const dates = { startDate: today, endDate: today };
    const [allocation] = (await post('/api/v1/allocations/bulk', { users: [{ userId: fx.colleague, allocationHours: 2 }], projectId: fx.apollo, ...dates })) as unknown as { id: number }[];
    const holiday = await post('/api/v1/holidays', { date: '2025-01-01', name: "New Year's Day" });
    const timeOff = await post(`/api/v1/users/${fx.colleague}/time-off`, { startDate: '2025-02-03', endDate: '2025-02-04', kind: 'SICK' });
    // Dmitri's request, which the admin declines (issue 38); the admin asks for leave of their own.
    const leave = await t.app.repos.leave.insert({ userId: fx.colleague, leaveType: 'SICK', startDate: '2025-09-01', endDate: '2025-09-01', halfDayStart: false, halfDayEnd: false, days: 1, note: null });
    const project = { name: 'Apollo', clientId: fx.acme, status: 'IN_PROGRESS', progressDetails: 'DEVELOPMENT', startDate: '2025-01-01', endDate: '2025-12-31' };
    // A body each write route accepts (`valid`: checked to succeed at the end, so the refusals above are the text's doing).
    const table: [string, string, Body, boolean][] = [
      ['POST /api/v1/users/signin', '/api/v1/users/signin', { username: 'bruno@test.example', password: PASSWORD }, true],
      ['POST /api/v1/users/sso', '/api/v1/users/sso', { accessToken: 'header.payload.signature' }, false],
      ['PUT /api/v1/users/forgotpassword', '/api/v1/users/forgotpassword', { email: 'bruno@test.example' }, true],
      ['PUT /api/v1/users/passwordsetup', '/api/v1/users/passwordsetup', { recoveryToken: 'a'.repeat(43), password: 'Long enough passphrase 42' }, false],
      ['POST /api/v1/users/signout', '/api/v1/users/signout', {}, false],
      ['POST /api/v1/users/signup', '/api/v1/users/signup', { firstName: 'Grace', lastName: 'Hopper', officeEmail: 'grace@test.example', departmentId: 1, role: 'EMPLOYEE', phone: '+1 555 0111' }, true],
      ['PUT /api/v1/users/:id', `/api/v1/users/${fx.colleague}`, { firstName: 'Dmitry', presentCity: 'Oslo' }, true],
      ['PATCH /api/v1/users/:id/status', `/api/v1/users/${fx.colleague}/status`, { active: true }, true],
      ['PUT /api/v1/users/:id/photo', `/api/v1/users/${fx.colleague}/photo`, { photo: 'not multipart' }, false],
      ['POST /api/v1/clients', '/api/v1/clients', { name: 'Umbrella', contactPerson: 'Albert', email: 'a@umbrella.example', city: 'Raccoon City' }, true],
      ['PUT /api/v1/clients/:id', `/api/v1/clients/${fx.acme}`, { name: 'Acme Corp', city: 'Los Angeles' }, true],
      ['POST /api/v1/projects', '/api/v1/projects', { name: 'Delta', clientId: fx.acme, status: 'NOT_STARTED' }, true],
      ['PUT /api/v1/projects/:id', `/api/v1/projects/${fx.apollo}`, project, true],
      ['POST /api/v1/allocations/bulk', '/api/v1/allocations/bulk', { users: [{ userId: fx.manager, allocationHours: 1 }], projectId: fx.apollo, ...dates }, true],
      ['POST /api/v1/allocations/capacity-preview', '/api/v1/allocations/capacity-preview', { users: [{ userId: fx.manager, allocationHours: 1 }], ...dates }, true],
      ['PUT /api/v1/allocations/:id', `/api/v1/allocations/${allocation?.id}`, { userId: fx.colleague, projectId: fx.apollo, allocationHours: 3, ...dates }, true],
      ['DELETE /api/v1/allocations/:id', `/api/v1/allocations/${allocation?.id}`, {}, false],
      ['POST /api/v1/timesheets', '/api/v1/timesheets', { ...entry, userId: fx.admin }, true],
      ['PUT /api/v1/timesheets/:id', `/api/v1/timesheets/${timesheet.id}`, { ...entry, hours: 3 }, true],
      ['PATCH /api/v1/timesheets/:id/status', `/api/v1/timesheets/${timesheet.id}/status`, { status: 'REJECTED', reason: 'Wrong project' }, true],
      ['PATCH /api/v1/timesheets/status', '/api/v1/timesheets/status', { ids: [another.id], status: 'APPROVED' }, true],
      ['PATCH /api/v1/timesheets/weeks/status', '/api/v1/timesheets/weeks/status', { userId: fx.colleague, week: '2025-W10', status: 'REJECTED', reason: 'Split by project' }, true],
      ['DELETE /api/v1/timesheets/:id', `/api/v1/timesheets/${timesheet.id}`, {}, false],
      // Its version is read when saving; a save that succeeds is tested in timesheet-weeks.test.ts.
      ['PUT /api/v1/me/timesheets/weeks/:week', '/api/v1/me/timesheets/weeks/2025-W10', { version: 'v', rows: [{ projectId: fx.apollo, description: 'Design review', cells: { '2025-03-03': { hours: 2 } } }] }, false],
      ['POST /api/v1/holidays', '/api/v1/holidays', { date: '2025-12-25', name: 'Christmas Day' }, true],
      ['DELETE /api/v1/holidays/:id', `/api/v1/holidays/${holiday.id}`, {}, false],
      // Takes CSV, not JSON: every JSON body is a 415.
      ['POST /api/v1/holidays/import', '/api/v1/holidays/import', { csv: '2025-12-26,Boxing Day' }, false],
      ['POST /api/v1/users/:id/time-off', `/api/v1/users/${fx.colleague}/time-off`, { startDate: '2025-07-07', endDate: '2025-07-11', kind: 'VACATION', note: 'Summer' }, true],
      ['DELETE /api/v1/time-off/:id', `/api/v1/time-off/${timeOff.id}`, {}, false],
      ['PUT /api/v1/leave/allowances', '/api/v1/leave/allowances', { leaveType: 'VACATION', days: 20 }, true],
      // It e-mails people (nowhere here: sends that succeed are tested in leave-requests.test.ts).
      ['POST /api/v1/leave-requests', '/api/v1/leave-requests', { leaveType: 'SICK', startDate: '2025-07-14', endDate: '2025-07-15', note: 'Flu' }, true],
      ['POST /api/v1/leave-requests/:id/decision', `/api/v1/leave-requests/${leave}/decision`, { decision: 'DECLINE', reason: 'Release week' }, true],
      // No body: a withdrawal and a cancellation request are the owner's, tested in leave-requests.test.ts.
      ['POST /api/v1/leave-requests/:id/withdraw', `/api/v1/leave-requests/${leave}/withdraw`, {}, false],
      ['POST /api/v1/leave-requests/:id/cancellation', `/api/v1/leave-requests/${leave}/cancellation`, {}, false],
      // It e-mails people; sends that succeed are tested in missing-timesheets.test.ts.
      ['POST /api/v1/reports/missing-timesheets/reminders', '/api/v1/reports/missing-timesheets/reminders', { weekStart: '2025-03-03', userIds: [fx.colleague] }, false],
    ];
    bodies = new Map(table.map(([key, url, body, valid]) => [key, { url, body, valid }]));
  });
  after(() => t.close());

  const send = (key: string, url: string, payload: string) =>
    t.request({ method: key.split(' ')[0] as 'POST', url, token: admin, headers: { 'content-type': 'application/json' }, body: payload });

  async function assertRefused(key: string, url: string, payload: string, what: string): Promise<void> {
    const before = await savedData(t);
    const response = await send(key, url, payload);
    const context = `${key} with ${what} → ${response.statusCode} ${response.body.slice(0, 200)}`;
    assert.ok(response.statusCode >= 400 && response.statusCode < 500, context);
    assert.equal(await savedData(t), before, `refused but changed data: ${context}`);
  }

  it('has a body for every write route the API registers', () => {
    const writes = distinctRoutes(routes).filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method)).map(routeKey);
    assert.deepEqual(writes.filter((key) => !bodies.has(key)), []);
  });

  it('refuses a lone surrogate, NUL and 100,000 characters in any text field, and a body nested 10,000 deep', async () => {
    for (const [key, { url, body }] of bodies) {
      for (const [what, text] of Object.entries(HOSTILE_TEXT)) {
        // Routes without text fields get the text in a field of their own: still refused, still nothing saved.
        const variants = withTextAt(body, text);
        for (const variant of variants.length > 0 ? variants : [{ ...body, note: text }]) await assertRefused(key, url, JSON.stringify(variant), what);
      }
      await assertRefused(key, url, NESTED_10000, '10,000 levels of nesting');
    }
  });

  it('names the field and the reason', async () => {
    const response = await send('POST', '/api/v1/timesheets', JSON.stringify({ ...bodies.get('POST /api/v1/timesheets')?.body, description: 'x\ud800' }));
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(response.json<{ details: { field: string }[] }>().details.map((d) => d.field), ['description']);
    assert.match(response.json<{ message: string }>().message, /body\/description must not contain a lone surrogate/);
    const deep = await send('PUT', `/api/v1/users/${fx.colleague}`, `{"firstName":${'['.repeat(3_000)}${']'.repeat(3_000)}}`);
    assert.equal(deep.statusCode, 400, deep.body);
    assert.match(deep.json<{ message: string }>().message, /nested too deeply/);
  });

  it('takes every one of those bodies when its text is ordinary', async () => {
    for (const [key, { url, body, valid }] of bodies) {
      if (!valid) continue;
      const response = await send(key, url, JSON.stringify(body));
      assert.ok(response.statusCode < 300, `${key} → ${response.statusCode} ${response.body.slice(0, 300)}`);
    }
  });
});
