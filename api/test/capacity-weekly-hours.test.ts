import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import type { User, UserList } from '@portal/shared-contracts';
import { auditLog, users } from '../src/platform/db/schema/index.js';
import { type Fixtures, seedFixtures, signIn, startSeededApp, type Tokens } from './helpers/fixtures.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

type ErrorBody = { statusCode: number; message: string; details?: { field: string; message: string }[] };

describe('contracted hours per week: 5 × WORKDAY_HOURS unless an admin sets others', () => {
  let t: TestApp;
  let fx: Fixtures;
  let tokens: Tokens;
  before(async () => {
    ({ t, fx, tokens } = await startSeededApp());
  });
  after(() => t.close());

  const put = (id: number, body: object, token = tokens.admin) => t.request({ method: 'PUT', url: `/api/v1/users/${id}`, token, body });
  const weeklyHoursOf = async (id: number) => (await t.request({ url: `/api/v1/users/${id}`, token: tokens.admin })).json<User>().weeklyHours;
  const stored = async (id: number) => (await t.app.db.select({ weeklyHours: users.weeklyHours }).from(users).where(eq(users.id, id)))[0]?.weeklyHours;
  const auditRows = (action: string) => t.app.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(asc(auditLog.id));

  it('shows everyone the standard week, 40 hours at the default 8-hour day, on every view of a person', async () => {
    assert.equal(await weeklyHoursOf(fx.employee), 40);
    assert.equal((await t.request({ url: '/api/v1/users/currentuser', token: tokens.employee })).json<User>().weeklyHours, 40);
    const list = (await t.request({ url: '/api/v1/users?limit=100', token: tokens.manager })).json<UserList>();
    assert.ok(list.data.every((user) => user.weeklyHours === 40));
    assert.equal(await stored(fx.employee), null, 'nothing stored: the standard week follows WORKDAY_HOURS');
  });

  it('lets an admin set a part-time week and go back to the standard one, each change audited with both values', async () => {
    const partTime = await put(fx.employee, { weeklyHours: 20 });
    assert.equal(partTime.statusCode, 200, partTime.body);
    assert.equal(partTime.json<User>().weeklyHours, 20);
    assert.equal((await t.request({ url: '/api/v1/users/currentuser', token: tokens.employee })).json<User>().weeklyHours, 20);
    assert.equal((await put(fx.employee, { weeklyHours: 37.5 })).json<User>().weeklyHours, 37.5);
    const standard = await put(fx.employee, { weeklyHours: null });
    assert.equal(standard.json<User>().weeklyHours, 40);
    assert.equal(await stored(fx.employee), null);

    const changes = await auditRows('user.weekly_hours_changed');
    assert.deepEqual(
      changes.map((row) => [row.actorUserId, row.targetId, row.details]),
      [
        [fx.admin, String(fx.employee), { from: 40, to: 20 }],
        [fx.admin, String(fx.employee), { from: 20, to: 37.5 }],
        [fx.admin, String(fx.employee), { from: 37.5, to: 40 }],
      ],
    );
    assert.equal((await auditRows('user.updated')).length, 0, 'no general edit entry for it');
    assert.equal((await put(fx.employee, { weeklyHours: null })).statusCode, 200);
    assert.equal((await auditRows('user.weekly_hours_changed')).length, 3, 'no entry when nothing changed');
  });

  it('refuses weeks outside (0, 168] hours or with more than one decimal, 400 naming weeklyHours', async () => {
    for (const weeklyHours of [0, -8, 168.5, 1000, 32.25, 'forty']) {
      const response = await put(fx.colleague, { weeklyHours });
      assert.equal(response.statusCode, 400, `${weeklyHours}: ${response.body}`);
      assert.deepEqual(response.json<ErrorBody>().details?.map((d) => d.field), ['weeklyHours'], String(weeklyHours));
    }
    assert.equal((await put(fx.colleague, { weeklyHours: 168 })).json<User>().weeklyHours, 168);
    assert.equal((await put(fx.colleague, { weeklyHours: 0.1 })).json<User>().weeklyHours, 0.1);
    assert.equal((await put(fx.colleague, { weeklyHours: 32.3 })).json<User>().weeklyHours, 32.3);
  });

  it('refuses a manager or an employee changing their own week (403 naming the field), but not sending it unchanged', async () => {
    for (const [id, token] of [[fx.manager, tokens.manager], [fx.employee, tokens.employee]] as const) {
      const refused = await put(id, { weeklyHours: 20 }, token);
      assert.equal(refused.statusCode, 403, refused.body);
      assert.deepEqual(refused.json<ErrorBody>().details?.map((d) => d.field), ['weeklyHours']);
      assert.equal((await put(id, { weeklyHours: null }, token)).statusCode, 403, 'nor resetting it');
      assert.equal((await put(id, { weeklyHours: 40, phone: '+1 555 0123' }, token)).statusCode, 200, 'the form may send the value it showed');
    }
    assert.equal((await put(fx.colleague, { weeklyHours: 20 }, tokens.manager)).statusCode, 403, "nor anyone else's");
    assert.equal(await weeklyHoursOf(fx.manager), 40);
  });

  it('takes a week on create (audited with the new person), and the standard one when left out', async () => {
    const person = { firstName: 'Hana', officeEmail: 'hana@test.example', departmentId: 1, role: 'EMPLOYEE' };
    const partTime = await t.request({ method: 'POST', url: '/api/v1/users/signup', token: tokens.admin, body: { ...person, weeklyHours: 24 } });
    assert.equal(partTime.statusCode, 201, partTime.body);
    assert.equal(partTime.json<User>().weeklyHours, 24);
    const [created] = (await auditRows('user.created')).filter((row) => row.targetId === String(partTime.json<User>().id));
    assert.deepEqual(created?.details, { role: 'EMPLOYEE', weeklyHours: 24 });
    const standard = await t.request({ method: 'POST', url: '/api/v1/users/signup', token: tokens.admin, body: { ...person, officeEmail: 'ida@test.example' } });
    assert.equal(standard.json<User>().weeklyHours, 40);
    const refused = await t.request({ method: 'POST', url: '/api/v1/users/signup', token: tokens.admin, body: { ...person, officeEmail: 'jo@test.example', weeklyHours: 200 } });
    assert.equal(refused.statusCode, 400);
  });
});

describe('contracted hours per week with WORKDAY_HOURS=7.5', () => {
  let t: TestApp;
  let fx: Fixtures;
  before(async () => {
    t = await createTestApp({ workdayHours: 7.5 });
    fx = await seedFixtures(t);
  });
  after(() => t.close());

  it('gives everyone without a week of their own 37.5 hours, and keeps a week an admin set', async () => {
    const admin = await signIn(t, 'alice@test.example');
    await t.request({ method: 'PUT', url: `/api/v1/users/${fx.colleague}`, token: admin, body: { weeklyHours: 40 } });
    const list = (await t.request({ url: '/api/v1/users?limit=100&orderBy=firstName&order=asc', token: admin })).json<UserList>();
    assert.deepEqual(
      list.data.map((user) => [user.firstName, user.weeklyHours]),
      [['Alice', 37.5], ['Bruno', 37.5], ['Carla', 37.5], ['Dmitri', 40], ['Elena', 37.5], ['Farid', 37.5]],
    );
  });
});
