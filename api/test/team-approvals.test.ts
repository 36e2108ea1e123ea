import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { timesheets } from '../src/platform/db/schema/index.js';
import type { AuditLogList, TeamPeople, Timesheet, TimesheetList } from '@portal/shared-contracts';
import { type Fixtures, startSeededApp, type Tokens } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';

type Body = Timesheet & { message: string; updated: number; details?: { field: string; message: string }[] };

const OWN = 'You cannot approve or reject your own timesheets.';
const NOT_REPORT = 'You can only approve or reject the timesheets of people who report to you.';

// Issue 38, point 2: a person's line manager reviews their entries, as an admin does; nobody else, and nobody their own.
// Carla (EMPLOYEE) reports to Bruno (MANAGER); Dmitri (EMPLOYEE) reports to Carla, an employee who is a line manager.
describe('approvals by the line manager (issue 38)', () => {
  let t: TestApp;
  let fx: Fixtures;
  let tokens: Tokens;
  let day = 0;
  before(async () => {
    ({ t, fx, tokens } = await startSeededApp());
    for (const [person, manager] of [[fx.employee, fx.manager], [fx.colleague, fx.employee]] as const) {
      const res = await t.request({ method: 'PUT', url: `/api/v1/users/${person}`, token: tokens.admin, body: { lineManagerId: manager } });
      assert.equal(res.statusCode, 200, res.body);
    }
  });
  after(() => t.close());

  /** A fresh entry of `userId`, SUBMITTED unless told, on `date` or a day of its own in 2024. */
  const entry = async (userId: number, { date, status }: { date?: string; status?: 'APPROVED' } = {}): Promise<number> => {
    day += 1;
    const on = date ?? new Date(Date.UTC(2024, 0, day)).toISOString().slice(0, 10);
    const description = `Team ${day}`;
    await t.app.repos.timesheets.insertMany([{ userId, projectId: fx.apollo, date: on, hours: 1, description, ...(status ? { status } : {}) }]);
    const [row] = await t.app.db.select({ id: timesheets.id }).from(timesheets).where(and(eq(timesheets.userId, userId), eq(timesheets.description, description)));
    return row!.id;
  };
  const statusOf = async (id: number) => (await t.app.repos.timesheets.findById(id))?.status;
  const patch = async (url: string, token: string, body: object) => {
    const res = await t.request({ method: 'PATCH', url: `/api/v1/timesheets${url}`, token, body });
    return { status: res.statusCode, body: res.json<Body>() };
  };
  const get = async <T,>(url: string, token: string) => {
    const res = await t.request({ url: `/api/v1/timesheets${url}`, token });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<T>();
  };

  it("lets a line manager approve and reject a report's entries, one or several, with a reason to reject", async () => {
    const [a, b, c, d] = [await entry(fx.employee), await entry(fx.employee), await entry(fx.employee), await entry(fx.employee)];
    const approved = await patch(`/${a}/status`, tokens.manager, { status: 'APPROVED' });
    assert.equal(approved.status, 200, approved.body.message);
    assert.equal(approved.body.status, 'APPROVED');
    const noReason = await patch(`/${b}/status`, tokens.manager, { status: 'REJECTED' });
    assert.equal(noReason.status, 400);
    assert.deepEqual(noReason.body.details, [{ field: 'reason', message: 'A reason is required to reject a timesheet.' }]);
    const rejected = await patch(`/${b}/status`, tokens.manager, { status: 'REJECTED', reason: 'Wrong project' });
    assert.deepEqual([rejected.status, rejected.body.rejectionReason], [200, 'Wrong project']);
    const bulk = await patch('/status', tokens.manager, { ids: [c, d], status: 'APPROVED' });
    assert.deepEqual([bulk.status, bulk.body.updated], [200, 2]);
    // Locked once approved, as before.
    assert.equal((await patch(`/${a}/status`, tokens.manager, { status: 'REJECTED', reason: 'Late' })).status, 409);
  });

  it('lets an employee who is a line manager review their report, and an admin anyone but themself', async () => {
    const dmitris = await entry(fx.colleague);
    assert.equal((await patch(`/${dmitris}/status`, tokens.employee, { status: 'APPROVED' })).status, 200);
    const carlas = await entry(fx.employee);
    assert.equal((await patch(`/${carlas}/status`, tokens.admin, { status: 'APPROVED' })).status, 200);
    const alices = await entry(fx.admin);
    const self = await patch(`/${alices}/status`, tokens.admin, { status: 'APPROVED' });
    assert.deepEqual([self.status, self.body.message], [403, OWN]);
  });

  it("refuses anyone else: another manager, the manager's manager, a colleague, the person themself", async () => {
    const dmitris = await entry(fx.colleague);
    const carlas = await entry(fx.employee);
    const brunos = await entry(fx.manager);
    const refusals: [string, number, string][] = [
      [tokens.manager, dmitris, NOT_REPORT], // Dmitri reports to Carla, who reports to Bruno: only the direct line manager
      [tokens.colleague, carlas, NOT_REPORT],
      [tokens.employee, brunos, NOT_REPORT],
      [tokens.employee, carlas, OWN],
      [tokens.manager, brunos, OWN],
    ];
    for (const [token, id, message] of refusals) {
      for (const [url, body] of [[`/${id}/status`, { status: 'APPROVED' }], ['/status', { ids: [id], status: 'REJECTED', reason: 'No' }]] as const) {
        const res = await patch(url, token, body);
        assert.deepEqual([res.status, res.body.message], [403, message], `${url} ${JSON.stringify(body)}`);
      }
    }
    for (const id of [dmitris, carlas, brunos]) assert.equal(await statusOf(id), 'SUBMITTED');
  });

  it("refuses a bulk review that holds one entry not of the reviewer's reports, and changes none", async () => {
    const [mine, notMine] = [await entry(fx.employee), await entry(fx.colleague)];
    const res = await patch('/status', tokens.manager, { ids: [mine, notMine], status: 'APPROVED' });
    assert.deepEqual([res.status, res.body.message], [403, NOT_REPORT]);
    assert.deepEqual([await statusOf(mine), await statusOf(notMine)], ['SUBMITTED', 'SUBMITTED']);
  });

  it("approves a person's week in one action: its submitted entries, all or none, audited", async () => {
    // 2025-W03 is Monday 13 to Sunday 19 January 2025.
    const monday = await entry(fx.employee, { date: '2025-01-13' });
    const sunday = await entry(fx.employee, { date: '2025-01-19' });
    const approvedBefore = await entry(fx.employee, { date: '2025-01-15', status: 'APPROVED' });
    const weekAfter = await entry(fx.employee, { date: '2025-01-20' });
    const othersWeek = await entry(fx.colleague, { date: '2025-01-14' });
    const week = { userId: fx.employee, week: '2025-W03' };

    const refused = await patch('/weeks/status', tokens.colleague, { ...week, status: 'APPROVED' });
    assert.deepEqual([refused.status, refused.body.message], [403, NOT_REPORT]);
    assert.equal((await patch('/weeks/status', tokens.employee, { ...week, status: 'APPROVED' })).body.message, OWN);
    assert.equal((await patch('/weeks/status', tokens.manager, { ...week, status: 'REJECTED', reason: ' ' })).status, 400);
    assert.deepEqual([await statusOf(monday), await statusOf(sunday)], ['SUBMITTED', 'SUBMITTED']);

    const done = await patch('/weeks/status', tokens.manager, { ...week, status: 'APPROVED' });
    assert.deepEqual([done.status, done.body.updated], [200, 2]);
    assert.deepEqual(
      [await statusOf(monday), await statusOf(sunday), await statusOf(approvedBefore), await statusOf(weekAfter), await statusOf(othersWeek)],
      ['APPROVED', 'APPROVED', 'APPROVED', 'SUBMITTED', 'SUBMITTED'],
    );
    const again = await patch('/weeks/status', tokens.manager, { ...week, status: 'APPROVED' });
    assert.deepEqual([again.status, again.body.message], [409, 'There are no submitted timesheets in this week to approve or reject.']);
    assert.equal((await patch('/weeks/status', tokens.manager, { userId: 999999, week: '2025-W03', status: 'APPROVED' })).status, 404);
    assert.equal((await patch('/weeks/status', tokens.manager, { ...week, week: '2025-W60', status: 'APPROVED' })).status, 400);

    const audit = await t.request({ url: '/api/v1/audit-log?action=timesheet.approved&limit=100', token: tokens.admin });
    const recorded = audit.json<AuditLogList>().data.find((row) => (row.details as { week?: string } | null)?.week === '2025-W03');
    assert.deepEqual(recorded?.details, { ids: [monday, sunday], userId: fx.employee, week: '2025-W03' });
    assert.equal(recorded?.actorUserId, fx.manager);
    assert.deepEqual(recorded?.changes, [{ field: 'status', from: 'SUBMITTED', to: 'APPROVED' }]);

    const rejectedWeek = await entry(fx.colleague, { date: '2025-02-03' });
    const rejected = await patch('/weeks/status', tokens.employee, { userId: fx.colleague, week: '2025-W06', status: 'REJECTED', reason: 'Split by project' });
    assert.deepEqual([rejected.status, rejected.body.updated], [200, 1]);
    assert.equal((await t.app.repos.timesheets.findById(rejectedWeek))?.rejectionReason, 'Split by project');
  });

  it("lists the reports' entries on the Team read: waiting ones first, by person and week, only one's own reports", async () => {
    const waiting = await entry(fx.employee, { date: '2025-03-04' });
    const done = await entry(fx.employee, { date: '2025-03-05', status: 'APPROVED' });
    const team = await get<TimesheetList>('/team?limit=100&orderBy=date&order=desc', tokens.manager);
    assert.ok(team.data.every((row) => row.userId === fx.employee), 'only Carla reports to Bruno');
    const firstDone = team.data.findIndex((row) => row.status !== 'SUBMITTED');
    assert.ok(team.data.slice(firstDone).every((row) => row.status !== 'SUBMITTED'), 'SUBMITTED first');
    assert.equal(team.total, team.data.length);

    const week = await get<TimesheetList>(`/team?week=2025-W10&userId=${fx.employee}`, tokens.manager);
    assert.deepEqual(week.data.map((row) => row.id), [waiting, done]);
    assert.equal(week.total, 2);
    const paged = await get<TimesheetList>('/team?week=2025-W10&limit=1&offset=1', tokens.manager);
    assert.deepEqual([paged.data.map((row) => row.id), paged.total], [[done], 2]);
    const waitingOnly = await get<TimesheetList>('/team?week=2025-W10&status=SUBMITTED', tokens.manager);
    assert.deepEqual(waitingOnly.data.map((row) => row.id), [waiting]);

    assert.equal((await get<TimesheetList>(`/team?userId=${fx.colleague}`, tokens.manager)).total, 0, "Dmitri is not Bruno's report");
    assert.ok((await get<TimesheetList>('/team', tokens.employee)).data.every((row) => row.userId === fx.colleague));
    assert.equal((await get<TimesheetList>('/team', tokens.colleague)).total, 0);

    assert.deepEqual(await get<TeamPeople>('/team/people', tokens.manager), { data: [{ id: fx.employee, name: 'Carla Xu' }] });
    assert.deepEqual(await get<TeamPeople>('/team/people', tokens.colleague), { data: [] });
  });
});
