import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  DEPARTMENTS,
  PROJECT_STATUSES,
  TIMESHEET_STATUSES,
  type AllocationList,
  type HolidayList,
  type LeaveBalances,
  type LeaveRequestList,
  type ProjectList,
  type TeamCalendar,
  type Timesheet,
  type TimesheetList,
  type User,
  type UserList,
} from '@portal/shared-contracts';
import { addDays, isWeekday, mondayOf, todayIn } from '../src/platform/calendar.js';
import { DEMO_ACCOUNTS, seedDemoIfEmpty, type SeedSummary } from '../src/seed/demo.js';
import { signIn } from './helpers/fixtures.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const DEMO_PASSWORD = 'Demo-Passw0rd!';

describe('demo seed', () => {
  let t: TestApp;
  let summary: SeedSummary | null;
  let admin: string;
  let seedMs: number;
  before(async () => {
    t = await createTestApp();
    const started = Date.now();
    summary = await seedDemoIfEmpty(t.app.db, { demoPassword: DEMO_PASSWORD, timezone: 'UTC' });
    seedMs = Date.now() - started;
    admin = await signIn(t, 'admin@example.com', DEMO_PASSWORD);
  });
  after(() => t.close());

  const get = async <T>(url: string, token = admin): Promise<T> => {
    const response = await t.request({ url, token });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<T>();
  };

  async function allTimesheets(): Promise<Timesheet[]> {
    const rows: Timesheet[] = [];
    for (let page = 0; ; page++) {
      const body = await get<TimesheetList>(`/api/v1/timesheets?limit=100&offset=${page}&orderBy=date`);
      rows.push(...body.data);
      if (rows.length >= body.total) return rows;
    }
  }

  it('creates the expected amounts, quickly, and only once', async () => {
    assert.ok(summary);
    assert.equal(summary.users, 50);
    assert.equal(summary.clients, 10);
    assert.equal(summary.projects, 25);
    assert.equal(summary.allocations, 60);
    assert.ok(summary.timesheets >= 1800 && summary.timesheets <= 2300, `${summary.timesheets} timesheets`);
    assert.ok(seedMs < 15_000, `seeding took ${seedMs} ms`);
    assert.equal(await seedDemoIfEmpty(t.app.db, { demoPassword: DEMO_PASSWORD, timezone: 'UTC' }), null);
    assert.equal(await t.app.repos.timesheets.count(), summary.timesheets);
  });

  it('makes the three demo accounts usable with the demo password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const me = await get<User>('/api/v1/users/currentuser', await signIn(t, account.officeEmail, DEMO_PASSWORD));
      assert.equal(me.role, account.role);
    }
  });

  it('fills every employee field but the photo, with real places, across all departments', async () => {
    const { data } = await get<UserList>('/api/v1/users?limit=100');
    assert.equal(data.length, 50);
    for (const user of data) {
      for (const [field, value] of Object.entries(user)) {
        // Photos are uploaded by people, never invented by the seed; lastLogin depends on who signed in; the admins
        // are the top of the line (issue 38).
        const topOfTheLine = user.role === 'ADMIN' && (field === 'lineManagerId' || field === 'lineManagerName');
        if (field === 'profilePhotoUrl' || topOfTheLine) assert.equal(value, null, `${user.officeEmail}.${field}`);
        else if (field !== 'lastLogin') assert.notEqual(value, null, `${user.officeEmail}.${field}`);
      }
      assert.ok(['United States', 'India'].includes(user.presentCountryName ?? ''));
    }
    assert.deepEqual(new Set(data.map((u) => u.department)), new Set(DEPARTMENTS));
    assert.equal(new Set(data.map((u) => u.officeEmail.toLowerCase())).size, 50);
  });

  it("gives everyone but the admins a line manager, so the demo manager's My team has the demo employee", async () => {
    const { data } = await get<UserList>('/api/v1/users?limit=100');
    const byEmail = new Map(data.map((user) => [user.officeEmail, user]));
    const manager = byEmail.get('manager@example.com')!;
    const { data: team } = await get<UserList>(`/api/v1/users?limit=100&lineManagerId=${manager.id}`);
    assert.ok(team.some((user) => user.officeEmail === 'employee@example.com'));
    assert.equal(manager.lineManagerName, 'Alice Morgan');
  });

  it("gives leave allowances, and the demo manager's reports leave requests waiting for him (issue 38)", async () => {
    const manager = await signIn(t, 'manager@example.com', DEMO_PASSWORD);
    const { data: waiting } = await get<LeaveRequestList>('/api/v1/leave-requests/waiting', manager);
    assert.ok(waiting.length >= 2, `${waiting.length} requests waiting`);
    assert.ok(waiting.every((request) => request.status === 'PENDING' && request.days > 0));
    assert.ok(waiting.some((request) => request.halfDayEnd && request.days % 1 === 0.5));
    const employee = await signIn(t, 'employee@example.com', DEMO_PASSWORD);
    const { data: users } = await get<UserList>('/api/v1/users?limit=100');
    const id = users.find((user) => user.officeEmail === 'employee@example.com')!.id;
    const { data: balances } = await get<LeaveBalances>(`/api/v1/users/${id}/leave-balances`, employee);
    assert.equal(balances.find((balance) => balance.leaveType === 'VACATION')?.allowance, 28);
  });

  it("gives some of the demo manager's reports (not the demo employee) approved leave next week, a half day among it, and a holiday ahead", async () => {
    const manager = await signIn(t, 'manager@example.com', DEMO_PASSWORD);
    const nextMonday = addDays(mondayOf(todayIn('UTC')), 7);
    const nextWeek = new Set(Array.from({ length: 5 }, (_, n) => addDays(nextMonday, n)));
    const away = [];
    for (const month of new Set([...nextWeek].map((date) => date.slice(0, 7)))) {
      const calendar = await get<TeamCalendar>(`/api/v1/team-calendar?month=${month}&limit=100`, manager);
      away.push(...calendar.data.flatMap((person) => person.days.filter((day) => nextWeek.has(day.date) && day.status === 'APPROVED').map((day) => ({ ...day, person }))));
    }
    assert.ok(new Set(away.map((day) => day.person.id)).size >= 1, 'nobody away next week');
    assert.ok(away.some((day) => day.half), 'no half day next week');
    assert.ok(away.every((day) => day.person.name !== 'Priya Sharma'));
    const holidays = await get<HolidayList>(`/api/v1/holidays?from=${todayIn('UTC')}&to=${addDays(todayIn('UTC'), 31)}`);
    assert.equal(holidays.data.length, 1);
  });

  it('covers every project status, with progress details on the ones in progress', async () => {
    const { data } = await get<ProjectList>('/api/v1/projects?limit=100');
    assert.deepEqual(new Set(data.map((p) => p.status)), new Set(PROJECT_STATUSES));
    for (const project of data) if (project.status === 'IN_PROGRESS') assert.ok(project.progressDetails, project.name);
  });

  it('books some people over 100 % of their working day', async () => {
    const { data } = await get<AllocationList>('/api/v1/allocations?limit=100');
    assert.ok(data.some((a) => a.capacityPercentage > 100));
    assert.ok(data.every((a) => a.allocationHours >= 0.25 && (a.allocationHours * 4) % 1 === 0));
  });

  it('spreads plausible timesheets over the last three months', async () => {
    const rows = await allTimesheets();
    const today = todayIn('UTC');
    const dayTotals = new Map<string, number>();
    for (const row of rows) {
      assert.ok(isWeekday(row.date) && row.date <= today, row.date);
      assert.ok(row.hours >= 0.5 && row.hours <= 9 && (row.hours * 2) % 1 === 0, String(row.hours));
      assert.ok(row.description.trim().length > 0);
      assert.equal(row.rejectionReason !== null, row.status === 'REJECTED');
      const key = `${row.userId}/${row.date}`;
      dayTotals.set(key, (dayTotals.get(key) ?? 0) + row.hours);
    }
    assert.ok([...dayTotals.values()].every((total) => total <= 24));
    assert.deepEqual(new Set(rows.map((r) => r.status)), new Set(TIMESHEET_STATUSES));
    const oldest = rows[0]?.date ?? today;
    assert.ok(Date.parse(today) - Date.parse(oldest) > 80 * 86_400_000, `oldest ${oldest}`);

    const employee = await signIn(t, 'employee@example.com', DEMO_PASSWORD);
    assert.ok((await get<TimesheetList>('/api/v1/timesheets/my', employee)).total >= 40);
  });
});
