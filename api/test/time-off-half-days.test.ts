import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Allocation, LeaveRequestCreated, MissingTimesheetList, TimeOff, TimesheetWeek, UtilisationReport } from '@portal/shared-contracts';
import { type Fixtures, startSeededApp, type Tokens } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';

// Issue 38, point 3: a half day off counts half a day in capacity, planned hours and missing timesheets. Two full
// working weeks with no holiday (ISO weeks 2025-W19 and W20); Carla works the standard 40 hours (8 a day) and is
// allocated 6 hours a day on Apollo over both.
const WEEK_1 = { from: '2025-05-05', to: '2025-05-11', iso: '2025-W19' };
const WEEK_2 = { from: '2025-05-12', to: '2025-05-18', iso: '2025-W20' };

type Refusal = { statusCode: number; message: string; details?: { field: string; message: string }[] };

describe('time off: half days count half in capacity, planned hours and missing timesheets', () => {
  let t: TestApp;
  let fx: Fixtures;
  let tokens: Tokens;
  before(async () => {
    ({ t, fx, tokens } = await startSeededApp());
    const allocated = await t.request({
      method: 'POST', url: '/api/v1/allocations/bulk', token: tokens.manager,
      body: { users: [{ userId: fx.employee, allocationHours: 6 }], projectId: fx.apollo, startDate: WEEK_1.from, endDate: '2025-05-16' },
    });
    assert.equal(allocated.statusCode, 201, allocated.body);
  });
  after(() => t.close());

  const record = (body: object, token = tokens.manager) => t.request({ method: 'POST', url: `/api/v1/users/${fx.employee}/time-off`, token, body });
  const recorded = async (body: object) => {
    const response = await record(body);
    assert.equal(response.statusCode, 201, response.body);
    return response.json<TimeOff>();
  };
  const remove = async (id: number) => assert.equal((await t.request({ method: 'DELETE', url: `/api/v1/time-off/${id}`, token: tokens.admin })).statusCode, 204);

  /** Carla's week as each place that counts her days reads it. */
  async function figures(week: typeof WEEK_1) {
    const grid = await t.request({ url: `/api/v1/me/timesheets/weeks/${week.iso}`, token: tokens.employee });
    assert.equal(grid.statusCode, 200, grid.body);
    const report = await t.request({ url: `/api/v1/reports/utilisation?groupBy=person&period=week&from=${week.from}&to=${week.to}&limit=100`, token: tokens.admin });
    assert.equal(report.statusCode, 200, report.body);
    const row = report.json<UtilisationReport>().data.find((r) => r.id === fx.employee)!;
    const list = await t.request({ url: `/api/v1/allocations?limit=100&asOf=${week.to}`, token: tokens.manager });
    assert.equal(list.statusCode, 200, list.body);
    const allocation = list.json<{ data: Allocation[] }>().data.find((a) => a.userId === fx.employee)!;
    const missing = await t.request({ url: `/api/v1/reports/missing-timesheets?from=${week.from}&to=${week.to}&limit=100`, token: tokens.admin });
    assert.equal(missing.statusCode, 200, missing.body);
    const short = missing.json<MissingTimesheetList>().data.find((r) => r.userId === fx.employee);
    return {
      expected: grid.json<TimesheetWeek>().expectedHours,
      capacity: row.periods[0]!.capacity,
      planned: row.periods[0]!.planned,
      plannedToDate: allocation.plannedToDate,
      missing: short?.expected ?? null,
    };
  }
  const whole = (weeks: number) => ({ expected: 40, capacity: 40, planned: 30, plannedToDate: 30 * weeks, missing: 40 });

  it('records half days at either end, and refuses halfDayEnd on a one-day time off with 400 naming it', async () => {
    const oneDay = await record({ startDate: '2025-05-07', endDate: '2025-05-07', kind: 'SICK', halfDayEnd: true });
    assert.equal(oneDay.statusCode, 400);
    assert.deepEqual(oneDay.json<Refusal>().details, [{ field: 'halfDayEnd', message: 'A one-day time off is either a half day or a whole day: set halfDayStart only.' }]);
    assert.equal((await record({ startDate: '2025-05-07', endDate: '2025-05-07', kind: 'SICK', halfDayStart: 'yes' })).statusCode, 400);

    const entry = await recorded({ startDate: '2025-05-07', endDate: '2025-05-08', kind: 'VACATION', halfDayStart: true });
    assert.deepEqual([entry.halfDayStart, entry.halfDayEnd], [true, false]);
    const plain = await recorded({ startDate: '2025-05-05', endDate: '2025-05-05', kind: 'OTHER' });
    assert.deepEqual([plain.halfDayStart, plain.halfDayEnd], [false, false], 'absent is false');
    const listed = await t.request({ url: `/api/v1/users/${fx.employee}/time-off?from=${WEEK_1.from}&to=${WEEK_1.to}`, token: tokens.admin });
    assert.deepEqual(listed.json<{ data: TimeOff[] }>().data.map((row) => [row.startDate, row.halfDayStart, row.halfDayEnd]), [['2025-05-05', false, false], ['2025-05-07', true, false]]);
    await remove(plain.id);
    await remove(entry.id);
  });

  it('counts the afternoon off of a first day and a whole second day as 1.5 days, and gives the day back when removed', async () => {
    assert.deepEqual(await figures(WEEK_1), whole(1));
    const entry = await recorded({ startDate: '2025-05-07', endDate: '2025-05-08', kind: 'VACATION', halfDayStart: true });
    // 3.5 working days: 28 of 40 hours, 21 of the allocation's 30.
    assert.deepEqual(await figures(WEEK_1), { expected: 28, capacity: 28, planned: 21, plannedToDate: 21, missing: 28 });
    const grid = await t.request({ url: `/api/v1/me/timesheets/weeks/${WEEK_1.iso}`, token: tokens.employee });
    assert.deepEqual(grid.json<TimesheetWeek>().timeOff, [{ startDate: '2025-05-07', endDate: '2025-05-08', kind: 'VACATION', halfDayStart: true, halfDayEnd: false }]);
    await remove(entry.id);
    assert.deepEqual(await figures(WEEK_1), whole(1));
  });

  it('counts the morning off of a last day half, and a one-day half day as half a day', async () => {
    const twoDays = await recorded({ startDate: '2025-05-05', endDate: '2025-05-06', kind: 'SICK', halfDayEnd: true });
    const oneHalf = await recorded({ startDate: '2025-05-09', endDate: '2025-05-09', kind: 'OTHER', halfDayStart: true });
    // Monday whole, Tuesday and Friday half: 3 working days.
    assert.deepEqual(await figures(WEEK_1), { expected: 24, capacity: 24, planned: 18, plannedToDate: 18, missing: 24 });
    await remove(twoDays.id);
    await remove(oneHalf.id);
    assert.deepEqual(await figures(WEEK_1), whole(1));
  });

  it('expects the other half of a half day off in missing timesheets', async () => {
    const entry = await recorded({ startDate: '2025-05-07', endDate: '2025-05-07', kind: 'SICK', halfDayStart: true });
    for (const date of ['2025-05-05', '2025-05-06', '2025-05-08', '2025-05-09']) {
      const logged = await t.request({ method: 'POST', url: '/api/v1/timesheets', token: tokens.employee, body: { userId: fx.employee, projectId: fx.apollo, date, hours: 8, description: 'Work' } });
      assert.equal(logged.statusCode, 201, logged.body);
    }
    assert.equal((await figures(WEEK_1)).missing, 36, '32 of 36 hours logged: the morning of Wednesday is still expected');
    const morning = await t.request({ method: 'POST', url: '/api/v1/timesheets', token: tokens.employee, body: { userId: fx.employee, projectId: fx.apollo, date: '2025-05-07', hours: 4, description: 'Work' } });
    assert.equal(morning.statusCode, 201, morning.body);
    assert.equal((await figures(WEEK_1)).missing, null, 'the week is complete');
    await remove(entry.id);
  });

  it('carries an approved leave request\'s half days into its time off', async () => {
    const asked = await t.request({
      method: 'POST', url: '/api/v1/leave-requests', token: tokens.employee,
      body: { leaveType: 'SICK', startDate: '2025-05-12', endDate: '2025-05-13', halfDayStart: true, halfDayEnd: true },
    });
    assert.equal(asked.statusCode, 201, asked.body);
    const { request } = asked.json<LeaveRequestCreated>();
    assert.equal(request.days, 1);
    assert.deepEqual(await figures(WEEK_2), whole(2), 'pending: not time off yet');
    const approved = await t.request({ method: 'POST', url: `/api/v1/leave-requests/${request.id}/decision`, token: tokens.admin, body: { decision: 'APPROVE' } });
    assert.equal(approved.statusCode, 200, approved.body);
    const listed = await t.request({ url: `/api/v1/users/${fx.employee}/time-off?from=${WEEK_2.from}&to=${WEEK_2.to}`, token: tokens.admin });
    assert.deepEqual(
      listed.json<{ data: TimeOff[] }>().data.map((row) => [row.startDate, row.endDate, row.halfDayStart, row.halfDayEnd]),
      [['2025-05-12', '2025-05-13', true, true]],
    );
    // The afternoon of Monday and the morning of Tuesday: one day of the five, as the request counted it.
    assert.deepEqual(await figures(WEEK_2), { expected: 32, capacity: 32, planned: 24, plannedToDate: 54, missing: 32 });
  });
});
