import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import type { TimeOff, TimeOffList } from '@portal/shared-contracts';
import { auditLog } from '../src/platform/db/schema/index.js';
import { type Fixtures, startSeededApp, type Tokens } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';

type ErrorBody = { statusCode: number; message: string; code?: string; details?: { field: string; message: string }[] };

describe("time off: recorded by admins and managers, read by the person it belongs to", () => {
  let t: TestApp;
  let fx: Fixtures;
  let tokens: Tokens;
  before(async () => {
    ({ t, fx, tokens } = await startSeededApp());
  });
  after(() => t.close());

  const record = (userId: number, body: object, token = tokens.manager) => t.request({ method: 'POST', url: `/api/v1/users/${userId}/time-off`, token, body });
  const listOf = async (userId: number, query = '', token = tokens.admin) => {
    const response = await t.request({ url: `/api/v1/users/${userId}/time-off${query}`, token });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<TimeOffList>().data.map((entry) => [entry.startDate, entry.endDate, entry.kind]);
  };
  const remove = async (id: number, token = tokens.admin) => (await t.request({ method: 'DELETE', url: `/api/v1/time-off/${id}`, token })).statusCode;
  const auditRows = (action: string) => t.app.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(asc(auditLog.id));
  const count = () => t.app.repos.timeOff.count();

  it('lets a manager and an admin record a person\'s time off, note trimmed, recorder kept, audited', async () => {
    const vacation = await record(fx.employee, { startDate: '2025-03-10', endDate: '2025-03-14', kind: 'VACATION', note: '  Skiing ' });
    assert.equal(vacation.statusCode, 201, vacation.body);
    const entry = vacation.json<TimeOff>();
    assert.deepEqual(
      { ...entry, id: 0, createdAt: typeof entry.createdAt },
      { id: 0, userId: fx.employee, startDate: '2025-03-10', endDate: '2025-03-14', halfDayStart: false, halfDayEnd: false, kind: 'VACATION', note: 'Skiing', createdBy: fx.manager, createdAt: 'string' },
    );
    const sick = await record(fx.employee, { startDate: '2025-03-17', endDate: '2025-03-17', kind: 'SICK', note: '   ' }, tokens.admin);
    assert.equal(sick.statusCode, 201);
    assert.deepEqual([sick.json<TimeOff>().note, sick.json<TimeOff>().createdBy], [null, fx.admin]);
    assert.equal((await record(fx.colleague, { startDate: '2025-03-12', endDate: '2025-03-13', kind: 'OTHER' })).statusCode, 201);

    assert.deepEqual(await listOf(fx.employee), [['2025-03-10', '2025-03-14', 'VACATION'], ['2025-03-17', '2025-03-17', 'SICK']]);
    assert.deepEqual(await listOf(fx.employee, '?from=2025-03-15'), [['2025-03-17', '2025-03-17', 'SICK']]);
    assert.deepEqual(await listOf(fx.employee, '?from=2025-03-14&to=2025-03-14', tokens.manager), [['2025-03-10', '2025-03-14', 'VACATION']], 'overlapping the range');
    assert.deepEqual(await listOf(fx.employee, '?to=2025-03-09'), []);

    const created = await auditRows('time_off.created');
    assert.deepEqual(
      created.map((row) => [row.actorUserId, row.targetType, row.details]),
      [
        [fx.manager, 'time_off', { userId: fx.employee, startDate: '2025-03-10', endDate: '2025-03-14', kind: 'VACATION' }],
        [fx.admin, 'time_off', { userId: fx.employee, startDate: '2025-03-17', endDate: '2025-03-17', kind: 'SICK' }],
        [fx.manager, 'time_off', { userId: fx.colleague, startDate: '2025-03-12', endDate: '2025-03-13', kind: 'OTHER' }],
      ],
    );
    assert.equal(created[0]?.targetId, String(entry.id));
  });

  it('shows a person their own time off only, and refuses an employee everything else with 403', async () => {
    const own = await t.request({ url: '/api/v1/time-off/my', token: tokens.employee });
    assert.equal(own.statusCode, 200);
    assert.deepEqual(own.json<TimeOffList>().data.map((e) => [e.userId, e.startDate]), [[fx.employee, '2025-03-10'], [fx.employee, '2025-03-17']]);
    const colleagues = await t.request({ url: '/api/v1/time-off/my?from=2025-03-01&to=2025-03-31', token: tokens.colleague });
    assert.deepEqual(colleagues.json<TimeOffList>().data.map((e) => [e.userId, e.kind]), [[fx.colleague, 'OTHER']]);
    const managers = await t.request({ url: '/api/v1/time-off/my', token: tokens.manager });
    assert.deepEqual(managers.json<TimeOffList>(), { data: [], total: 0 });

    const before = await count();
    const [first] = (await t.request({ url: `/api/v1/users/${fx.employee}/time-off`, token: tokens.admin })).json<TimeOffList>().data;
    for (const userId of [fx.employee, fx.colleague]) {
      assert.equal((await t.request({ url: `/api/v1/users/${userId}/time-off`, token: tokens.employee })).statusCode, 403);
      assert.equal((await record(userId, { startDate: '2025-05-05', endDate: '2025-05-05', kind: 'VACATION' }, tokens.employee)).statusCode, 403);
    }
    assert.equal(await remove(first!.id, tokens.employee), 403);
    assert.equal(await count(), before, 'nothing was saved or removed');
    assert.equal((await t.request({ url: '/api/v1/time-off/my' })).statusCode, 401);
  });

  it('refuses time off that shares a day with the person\'s other time off (409 naming the dates), but not next to it', async () => {
    const before = await count();
    for (const [startDate, endDate] of [['2025-03-14', '2025-03-20'], ['2025-03-01', '2025-03-31'], ['2025-03-11', '2025-03-11'], ['2025-03-17', '2025-03-17']]) {
      const clash = await record(fx.employee, { startDate, endDate, kind: 'OTHER' });
      assert.equal(clash.statusCode, 409, `${startDate}..${endDate}: ${clash.body}`);
      const error = clash.json<ErrorBody>();
      assert.equal(error.code, 'TIME_OFF_OVERLAP');
      assert.deepEqual(error.details?.map((d) => d.field), ['startDate', 'endDate']);
    }
    const first = await record(fx.employee, { startDate: '2025-03-14', endDate: '2025-03-20', kind: 'OTHER' });
    assert.equal(first.json<ErrorBody>().message, 'This overlaps their vacation time off from 2025-03-10 to 2025-03-14.');
    assert.equal(await count(), before);

    const adjacent = await record(fx.employee, { startDate: '2025-03-15', endDate: '2025-03-16', kind: 'OTHER' });
    assert.equal(adjacent.statusCode, 201, 'the weekend between two absences is free');
    const someoneElse = await record(fx.colleague, { startDate: '2025-03-10', endDate: '2025-03-14', kind: 'VACATION' });
    assert.equal(someoneElse.statusCode, 409, 'Dmitri is away on the 12th and 13th');
    assert.equal((await record(fx.manager, { startDate: '2025-03-10', endDate: '2025-03-14', kind: 'VACATION' })).statusCode, 201, 'other people are free to overlap');
  });

  it('lets only one of two overlapping requests at once through', async () => {
    const body = (startDate: string, endDate: string) => ({ startDate, endDate, kind: 'VACATION' });
    const answers = await Promise.all([record(fx.admin, body('2025-08-04', '2025-08-08')), record(fx.admin, body('2025-08-06', '2025-08-15'), tokens.admin)]);
    assert.deepEqual(answers.map((a) => a.statusCode).sort(), [201, 409]);
    assert.equal((await listOf(fx.admin, '?from=2025-08-01&to=2025-08-31')).length, 1);
  });

  it('answers bad input with 400 naming the field, an unknown person with 404, and saves nothing', async () => {
    const before = await count();
    const cases: [object, string][] = [
      [{ startDate: '2025-06-10', endDate: '2025-06-09', kind: 'VACATION' }, 'endDate'],
      [{ startDate: '2025-06-10', endDate: '2026-06-11', kind: 'VACATION' }, 'endDate'],
      [{ startDate: '2025-06-10', endDate: '2025-06-12', kind: 'HOLIDAY' }, 'kind'],
      [{ startDate: '2025-06-31', endDate: '2025-07-02', kind: 'SICK' }, 'startDate'],
      [{ startDate: '0001-06-10', endDate: '2025-06-12', kind: 'SICK' }, 'startDate'],
      [{ startDate: '2025-06-10', kind: 'SICK' }, 'endDate'],
      [{ startDate: '2025-06-10', endDate: '2025-06-12', kind: 'SICK', note: 'x'.repeat(501) }, 'note'],
      [{ startDate: '2025-06-10', endDate: '2025-06-12', kind: 'SICK', userId: fx.colleague }, 'userId'],
    ];
    for (const [body, field] of cases) {
      const response = await record(fx.employee, body);
      assert.equal(response.statusCode, 400, `${JSON.stringify(body)}: ${response.body}`);
      assert.deepEqual(response.json<ErrorBody>().details?.map((d) => d.field), [field], JSON.stringify(body));
    }
    const backwards = await t.request({ url: `/api/v1/users/${fx.employee}/time-off?from=2025-06-10&to=2025-06-01`, token: tokens.admin });
    assert.equal(backwards.statusCode, 400);
    assert.deepEqual(backwards.json<ErrorBody>().details?.map((d) => d.field), ['to']);
    const unknown = await record(424242, { startDate: '2025-06-10', endDate: '2025-06-12', kind: 'SICK' });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json<ErrorBody>().message, 'User not found.');
    assert.equal(await count(), before);
  });

  it('removes time off (audited), and answers 404 for time off that is not there', async () => {
    const added = (await record(fx.colleague, { startDate: '2025-09-01', endDate: '2025-09-05', kind: 'SICK', note: 'Flu' })).json<TimeOff>();
    assert.equal(await remove(added.id, tokens.manager), 204);
    assert.equal(await remove(added.id), 404);
    assert.deepEqual(await listOf(fx.colleague, '?from=2025-09-01'), []);
    const [entry] = await auditRows('time_off.deleted');
    assert.deepEqual(
      [entry?.actorUserId, entry?.targetId, entry?.details],
      [fx.manager, String(added.id), { userId: fx.colleague, startDate: '2025-09-01', endDate: '2025-09-05', kind: 'SICK' }],
    );
  });
});
