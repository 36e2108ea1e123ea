import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FAILURES_BEFORE_LOCK } from '../src/platform/auth/sign-in-lockout.js';
import type { AuditLogList } from '@portal/shared-contracts';
import { type Fixtures, PASSWORD, startSeededApp, type Tokens } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';

type Entry = AuditLogList['data'][number];

describe('audit log', () => {
  let t: TestApp;
  let fx: Fixtures;
  let tokens: Tokens;

  before(async () => {
    ({ t, fx, tokens } = await startSeededApp());
  });
  after(() => t.close());

  /** The entries of one action, newest first, read through the admin endpoint. */
  async function entries(action: string, extra = ''): Promise<Entry[]> {
    const response = await t.request({ url: `/api/v1/audit-log?action=${action}&limit=100${extra}`, token: tokens.admin });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<AuditLogList>().data;
  }

  /**
   * The newest entry of one action that `isIt` recognises as the request's own. Refusals and finished exports are
   * written just after the answer went out, so the entry is waited for; and the newest entry of the action may be an
   * earlier test's, written late (a manager's refusal a moment after its test ended), so it is recognised, not taken.
   */
  async function entryOf(action: string, isIt: (entry: Entry) => boolean): Promise<Entry> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const found = await entries(action);
      const entry = found.find(isIt);
      if (entry) return entry;
      if (Date.now() > deadline) assert.fail(`no ${action} entry of this request; the newest: ${JSON.stringify(found.slice(0, 3))}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('records successful and failed sign-ins with the reason, visible only in the log', async () => {
    const wrong = await t.request({ method: 'POST', url: '/api/v1/users/signin', body: { username: 'bruno@test.example', password: 'nope-nope' } });
    assert.equal(wrong.statusCode, 401);
    const unknown = await t.request({ method: 'POST', url: '/api/v1/users/signin', body: { username: 'nobody@test.example', password: PASSWORD } });
    assert.equal(unknown.body, wrong.body, 'the caller cannot tell an unknown e-mail from a wrong password');

    const signIns = await entries('auth.sign_in');
    const success = signIns.find((e) => e.outcome === 'SUCCESS' && e.actorUserId === fx.admin);
    assert.ok(success, 'the admin sign-in of the setup is recorded');
    assert.equal(success.actorEmail, 'alice@test.example');
    assert.equal(success.actorName, 'Alice Zimmer', 'the person by name, for the page');
    assert.ok(success.ip, 'with the client address');
    assert.ok(success.requestId, 'and the request id');
    const failures = signIns.filter((e) => e.outcome === 'FAILURE');
    assert.deepEqual(
      failures.map((e) => [e.actorEmail, e.actorUserId, e.details?.reason]),
      [['nobody@test.example', null, 'unknown_user'], ['bruno@test.example', fx.manager, 'wrong_password']],
    );
  });

  it('records the lockout that repeated failures set off, once', async () => {
    for (let i = 0; i < FAILURES_BEFORE_LOCK + 1; i++) {
      await t.request({ method: 'POST', url: '/api/v1/users/signin', body: { username: 'dmitri@test.example', password: `guess-${i}` } });
    }
    const lockouts = await entries('auth.lockout');
    assert.equal(lockouts.length, 1);
    assert.equal(lockouts[0]?.actorUserId, fx.colleague);
    assert.equal(lockouts[0]?.outcome, 'DENIED');
    const last = (await entries('auth.sign_in', '&outcome=FAILURE'))[0];
    assert.equal(last?.details?.reason, 'locked');
  });

  it('records reset requests for known and unknown addresses alike, and the answer stays the same', async () => {
    const known = await t.request({ method: 'PUT', url: '/api/v1/users/forgotpassword', body: { email: 'carla@test.example' } });
    const unknown = await t.request({ method: 'PUT', url: '/api/v1/users/forgotpassword', body: { email: 'ghost@test.example' } });
    assert.equal(known.body, unknown.body);
    await t.app.recovery.settled();
    const requests = await entries('auth.password_reset_requested');
    assert.deepEqual(
      requests.map((e) => [e.actorEmail, e.outcome, e.details?.reason ?? null]),
      [['ghost@test.example', 'FAILURE', 'no_active_account'], ['carla@test.example', 'SUCCESS', null]],
    );
    await t.app.recovery.settled();
  });

  it('records role and status changes with the acting admin and the old and new value', async () => {
    const user = await t.request({ url: `/api/v1/users/${fx.colleague}`, token: tokens.admin });
    const promoted = await t.request({ method: 'PUT', url: `/api/v1/users/${fx.colleague}`, token: tokens.admin, body: { ...editable(user.json()), role: 'MANAGER' } });
    assert.equal(promoted.statusCode, 200, promoted.body);
    const deactivated = await t.request({ method: 'PATCH', url: `/api/v1/users/${fx.colleague}/status`, token: tokens.admin, body: { active: false } });
    assert.equal(deactivated.statusCode, 200, deactivated.body);

    const [roleChange] = await entries('user.role_changed');
    assert.equal(roleChange?.actorUserId, fx.admin);
    assert.equal(roleChange?.targetId, String(fx.colleague));
    assert.equal(roleChange?.targetName, 'Dmitri Wolfe', 'a person acted on, by name');
    assert.deepEqual(roleChange?.details, { from: 'EMPLOYEE', to: 'MANAGER' });
    const [statusChange] = await entries('user.status_changed');
    assert.deepEqual(statusChange?.details, { active: false });
    assert.deepEqual(statusChange?.changes, [{ field: 'active', from: true, to: false }]);
    assert.deepEqual(roleChange?.changes, [{ field: 'role', from: 'EMPLOYEE', to: 'MANAGER' }], 'a single-field action shows as a change too');
    assert.equal((await entries('user.updated')).length, 0, 'nothing else changed, so no general edit entry');
  });

  it('records the old and new value of any other edit, found by person, entity and date', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const user = await t.request({ url: `/api/v1/users/${fx.manager}`, token: tokens.admin });
    const renamed = await t.request({ method: 'PUT', url: `/api/v1/users/${fx.manager}`, token: tokens.admin, body: { ...editable(user.json()), lastName: 'Renamed' } });
    assert.equal(renamed.statusCode, 200, renamed.body);

    const [edit] = await entries('user.updated', `&userId=${fx.manager}&targetType=user&from=${encodeURIComponent(since)}`);
    assert.equal(edit?.actorUserId, fx.admin, 'found through its subject, not its actor');
    assert.deepEqual(edit?.changes, [{ field: 'lastName', from: user.json<{ lastName: string }>().lastName, to: 'Renamed' }]);
    assert.deepEqual(edit?.details, { fields: ['lastName', 'fullName'] }, 'the names of the changed fields, as before');
    assert.equal((await entries('user.updated', '&targetType=timesheet')).length, 0);
    const byAdmin = await entries('user.updated', `&userId=${fx.admin}`);
    assert.ok(byAdmin.some((e) => e.id === edit?.id), 'and through its actor');
  });

  it('records the old and new value of an edited client and timesheet entry, and nothing for an edit that changed nothing', async () => {
    const body = { name: 'Initech', contactPerson: 'Bill L.', email: 'bill@initech.example', phone: '+1 555 3000', city: 'Austin', stateId: fx.places.texas.stateId, countryId: fx.places.texas.countryId, zip: '73301' };
    const client = await t.request({ method: 'PUT', url: `/api/v1/clients/${fx.initech}`, token: tokens.admin, body });
    assert.equal(client.statusCode, 200, client.body);
    const again = await t.request({ method: 'PUT', url: `/api/v1/clients/${fx.initech}`, token: tokens.admin, body });
    assert.equal(again.statusCode, 200, again.body);
    const clientEdits = await entries('client.updated');
    assert.equal(clientEdits.length, 1, 'the second save changed nothing');
    assert.deepEqual(clientEdits[0]?.changes, [{ field: 'contactPerson', from: null, to: 'Bill L.' }]);
    assert.equal(clientEdits[0]?.targetId, String(fx.initech));

    const entry = { userId: fx.employee, projectId: fx.apollo, date: '2025-03-04', hours: 4, description: 'Build' };
    const created = await t.request({ method: 'POST', url: '/api/v1/timesheets', token: tokens.employee, body: entry });
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json<{ id: number }>().id;
    const edited = await t.request({ method: 'PUT', url: `/api/v1/timesheets/${id}`, token: tokens.employee, body: { ...entry, hours: 6 } });
    assert.equal(edited.statusCode, 200, edited.body);
    const [timesheetEdit] = await entries('timesheet.updated', `&targetType=timesheet&userId=${fx.employee}`);
    assert.equal(timesheetEdit?.targetId, String(id));
    assert.deepEqual(timesheetEdit?.changes, [{ field: 'hours', from: 4, to: 6 }]);
  });

  it('records who created a client, a project and each allocation of a bulk, with the values given', async () => {
    const client = await t.request({ method: 'POST', url: '/api/v1/clients', token: tokens.admin, body: { name: 'Audited Co', contactPerson: 'Ann Audit' } });
    assert.equal(client.statusCode, 201, client.body);
    const clientId = client.json<{ id: number }>().id;
    const project = await t.request({ method: 'POST', url: '/api/v1/projects', token: tokens.admin, body: { name: 'Audited Project', clientId, startDate: '2025-01-01', endDate: '2025-12-31' } });
    assert.equal(project.statusCode, 201, project.body);
    const projectId = project.json<{ id: number }>().id;
    const allocated = await t.request({
      method: 'POST', url: '/api/v1/allocations/bulk', token: tokens.manager,
      body: { users: [{ userId: fx.employee, allocationHours: 4 }, { userId: fx.manager, allocationHours: 2 }], projectId, startDate: '2025-03-03', endDate: '2025-03-07' },
    });
    assert.equal(allocated.statusCode, 201, allocated.body);

    const [created] = await entries('client.created', `&targetType=client`);
    assert.equal(created?.targetId, String(clientId));
    assert.equal(created?.actorUserId, fx.admin);
    const change = (entry: Entry | undefined, field: string) => entry?.changes?.find((c) => c.field === field);
    assert.deepEqual(change(created, 'name'), { field: 'name', from: null, to: 'Audited Co' });
    assert.deepEqual(change(created, 'contactPerson'), { field: 'contactPerson', from: null, to: 'Ann Audit' });
    assert.equal(change(created, 'createdAt'), undefined, 'no bookkeeping fields');
    const [projectCreated] = await entries('project.created');
    assert.deepEqual(change(projectCreated, 'name'), { field: 'name', from: null, to: 'Audited Project' });
    const allocations = (await entries('allocation.created')).filter((entry) => change(entry, 'projectId')?.to === projectId);
    assert.deepEqual(allocations.map((entry) => [change(entry, 'userId')?.to, change(entry, 'allocationHours')?.to]).sort(), [[fx.employee, 4], [fx.manager, 2]].sort(), 'one entry per person');
    assert.ok(allocations.every((entry) => entry.actorUserId === fx.manager));
  });

  it('exports the filtered log as CSV and Excel, newest first with old → new, for admins only', async () => {
    const csv = await t.request({ url: `/api/v1/audit-log/export?type=csv&action=user.role_changed&userId=${fx.colleague}`, token: tokens.admin });
    assert.equal(csv.statusCode, 200, csv.body);
    assert.match(String(csv.headers['content-disposition']), /audit-log_\d{8}\.csv/);
    const [header, ...lines] = csv.body.trim().split(/\r?\n/);
    assert.equal(header, 'When,Who,E-mail,Action,Outcome,Entity,Entity id,Person,Changes,IP,Request id');
    assert.ok(lines.length > 0);
    assert.ok(lines.every((line) => line.includes('user.role_changed')));
    assert.match(lines[0] ?? '', /role: EMPLOYEE → MANAGER/);
    assert.match(lines[0] ?? '', /,Alice Zimmer,alice@test\.example,user\.role_changed,SUCCESS,user,\d+,Dmitri Wolfe,/);
    const exported = await entryOf('export.audit_log', (entry) => entry.details?.type === 'csv');
    assert.deepEqual(exported.details, { type: 'csv', filters: { action: 'user.role_changed', userId: fx.colleague }, rows: lines.length });

    const xlsx = await t.request({ url: '/api/v1/audit-log/export?type=xlsx', token: tokens.admin });
    assert.equal(xlsx.statusCode, 200);
    assert.equal(xlsx.rawPayload.subarray(0, 2).toString(), 'PK', 'an Excel workbook');
    assert.equal((await t.request({ url: '/api/v1/audit-log/export?type=csv', token: tokens.manager })).statusCode, 403);
  });

  it('lists the actions its filter offers, for admins only', async () => {
    const actions = await t.request({ url: '/api/v1/audit-log/actions', token: tokens.admin });
    assert.equal(actions.statusCode, 200);
    assert.ok(actions.json<{ data: string[] }>().data.includes('timesheet.approved'));
    assert.equal((await t.request({ url: '/api/v1/audit-log/actions', token: tokens.manager })).statusCode, 403);
  });

  it('records every refused request with the caller and the route', async () => {
    const refused = await t.request({ url: '/api/v1/users', token: tokens.employee });
    assert.equal(refused.statusCode, 403);
    const denied = await entryOf('request.denied', (entry) => entry.actorUserId === fx.employee && entry.details?.route === '/api/v1/users');
    assert.equal(denied.outcome, 'DENIED');
    assert.deepEqual(denied.details, { method: 'GET', route: '/api/v1/users' });
  });

  it('records a finished export with its row count and filters', async () => {
    const response = await t.request({ url: '/api/v1/timesheets/export?type=csv&searchInput=Apollo', token: tokens.admin });
    assert.equal(response.statusCode, 200);
    // The entry is written when the stream has ended, just after the answer.
    const exported = await entryOf('export.timesheets', (entry) => (entry.details?.filters as { searchInput?: string } | undefined)?.searchInput === 'Apollo');
    assert.equal(exported.outcome, 'SUCCESS');
    assert.equal(exported.details?.type, 'csv');
    assert.equal(typeof exported.details?.rows, 'number');
  });

  it('is readable by admins only, filters by actor, and refuses unknown filters', async () => {
    assert.equal((await t.request({ url: '/api/v1/audit-log', token: tokens.manager })).statusCode, 403);
    assert.equal((await t.request({ url: '/api/v1/audit-log', token: tokens.employee })).statusCode, 403);
    assert.equal((await t.request({ url: '/api/v1/audit-log' })).statusCode, 401);
    const bad = await t.request({ url: '/api/v1/audit-log?action=drop.tables', token: tokens.admin });
    assert.equal(bad.statusCode, 400);
    const mine = await t.request({ url: `/api/v1/audit-log?actorUserId=${fx.manager}&limit=100`, token: tokens.admin });
    const list = mine.json<AuditLogList>();
    assert.ok(list.total > 0);
    assert.ok(list.data.every((e) => e.actorUserId === fx.manager));
    assert.doesNotMatch(mine.body, /argon2|accessToken|"password"/i, 'no secrets in the log');
  });
});

/** The fields an admin's PUT sends back, as the Edit Employee form does. */
function editable(user: Record<string, unknown>): Record<string, unknown> {
  const { firstName, lastName, officeEmail, role, departmentId, employeeType } = user;
  return { firstName, lastName, officeEmail, role, departmentId, employeeType };
}
