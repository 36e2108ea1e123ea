import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Allocation, TimesheetWeek } from '@portal/shared-contracts';
import { seedFixtures, signIn, type Fixtures } from './helpers/fixtures.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// "Today" comes from one clock, made from ORG_TIMEZONE and passed in (issue 36 point 2). Stopped half an hour after
// midnight on Kiritimati (UTC+14), it is Wednesday 11 June there and still Tuesday the 10th in UTC: every figure
// below follows the organisation's day, whatever the machine's clock or zone says.
const INSTANT = new Date('2025-06-10T10:30:00Z');
const THEIR_TODAY = '2025-06-11';

describe("the organisation's clock", () => {
  let t: TestApp;
  let fx: Fixtures;
  let employee: string;
  let manager: string;
  before(async () => {
    t = await createTestApp({ orgTimezone: 'Pacific/Kiritimati' }, { now: () => INSTANT });
    fx = await seedFixtures(t);
    [employee, manager] = await Promise.all([signIn(t, 'carla@test.example'), signIn(t, 'bruno@test.example')]);
  });
  after(() => t.close());

  it('gives the date in ORG_TIMEZONE at the instant it was stopped', () => {
    assert.equal(t.app.clock.today(), THEIR_TODAY);
    assert.equal(t.app.clock.timeZone, 'Pacific/Kiritimati');
  });

  it('lets a timesheet be logged on their today and refuses the day after as a future date', async () => {
    const entry = (date: string) => ({ userId: fx.employee, projectId: fx.apollo, date, hours: 1, description: 'Early bird' });
    const onToday = await t.request({ method: 'POST', url: '/api/v1/timesheets', token: employee, body: entry(THEIR_TODAY) });
    assert.equal(onToday.statusCode, 201, onToday.body);
    const tomorrow = await t.request({ method: 'POST', url: '/api/v1/timesheets', token: employee, body: entry('2025-06-12') });
    assert.equal(tomorrow.statusCode, 400);
    assert.deepEqual(tomorrow.json<{ details: unknown }>().details, [{ field: 'date', message: 'Cannot select a future date.' }]);
  });

  it('runs the allocations list\'s "to date" figures and the week grid\'s today to their day', async () => {
    // 4 hours a day, Monday 9 to Friday 13 June: to Wednesday the 11th is three working days.
    const created = await t.request({
      method: 'POST', url: '/api/v1/allocations/bulk', token: manager,
      body: { users: [{ userId: fx.employee, allocationHours: 4 }], projectId: fx.apollo, startDate: '2025-06-09', endDate: '2025-06-13' },
    });
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(created.json<Allocation[]>()[0]!.plannedToDate, 12, 'the answer to the save');
    const list = await t.request({ url: '/api/v1/allocations?startDate=2025-06-09&endDate=2025-06-13', token: manager });
    assert.deepEqual(list.json<{ data: Allocation[] }>().data.map((row) => row.plannedToDate), [12], 'the list');

    const week = await t.request({ url: '/api/v1/me/timesheets/weeks/2025-W24', token: employee });
    assert.equal(week.statusCode, 200, week.body);
    assert.equal(week.json<TimesheetWeek>().today, THEIR_TODAY);
  });
});
