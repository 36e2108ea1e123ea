import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { asc, eq, gt, inArray } from 'drizzle-orm';
import { auditLog, timesheets, users } from '../src/platform/db/schema/index.js';
import { addDays, todayIn } from '../src/platform/calendar.js';
import { isoWeekOf } from '../src/modules/timesheets/week-dates.js';
import type { NewTimesheet } from '../src/modules/timesheets/timesheet-values.js';
import type { TimesheetWeek, TimesheetWeekSave } from '@portal/shared-contracts';
import { type Fixtures, startSeededApp, type Tokens } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';

type ErrorBody = { statusCode: number; message: string; code?: string; details?: { field: string; message: string }[] };
type SaveRow = TimesheetWeekSave['rows'][number];

// 2025-W10: Monday 3 March to Sunday 9 March 2025, all in the past.
const W10 = '2025-W10';
const [MON, TUE, WED, THU, FRI] = ['2025-03-03', '2025-03-04', '2025-03-05', '2025-03-06', '2025-03-07'];

describe('timesheet week grid (issue 21)', () => {
  let t: TestApp;
  let fx: Fixtures;
  let tokens: Tokens;
  let cancelled: number;
  let nextWeek = 0;
  before(async () => {
    ({ t, fx, tokens } = await startSeededApp());
    [cancelled] = (await t.app.repos.projects.insertMany([{ name: 'Dropped', clientId: fx.acme, status: 'CANCELLED' }])) as [number];
  });
  after(() => t.close());

  /** A past week no other test uses (2024-W01, W02, ...). */
  const freshWeek = () => {
    nextWeek += 1;
    return `2024-W${String(nextWeek).padStart(2, '0')}`;
  };
  const url = (week: string) => `/api/v1/me/timesheets/weeks/${week}`;
  const load = async (week: string, token = tokens.employee) => {
    const response = await t.request({ url: url(week), token });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<TimesheetWeek>();
  };
  const save = async (week: string, body: TimesheetWeekSave, token = tokens.employee) => {
    const response = await t.request({ method: 'PUT', url: url(week), token, body });
    return { status: response.statusCode, week: response.json<TimesheetWeek>(), error: response.json<ErrorBody>() };
  };
  const saved = async (week: string, rows: SaveRow[], token = tokens.employee) => {
    const { version } = await load(week, token);
    const result = await save(week, { version, rows }, token);
    assert.equal(result.status, 200, JSON.stringify(result.error));
    return result.week;
  };
  const insert = async (rows: (Partial<NewTimesheet> & Pick<NewTimesheet, 'date'>)[]) => {
    const values = rows.map((row) => ({ userId: fx.employee, projectId: fx.apollo, hours: 1, description: 'Build', ...row }));
    return (await t.app.db.insert(timesheets).values(values).returning({ id: timesheets.id })).map((row) => row.id);
  };
  const entriesOf = (userId: number) =>
    t.app.db
      .select({ id: timesheets.id, projectId: timesheets.projectId, date: timesheets.date, hours: timesheets.hours, status: timesheets.status, description: timesheets.description, rejectionReason: timesheets.rejectionReason })
      .from(timesheets)
      .where(eq(timesheets.userId, userId))
      .orderBy(asc(timesheets.id));
  const datesOf = (week: TimesheetWeek) => week.days;

  it('answers the week: rows by project and description, a second entry on one date in a second row, expected hours net of holiday and time off', async () => {
    const [build1, build2, arch, design, buildDup] = await insert([
      { date: MON, hours: 4, description: 'Build' },
      { date: TUE, hours: 3, description: 'Build' },
      { date: THU, hours: 2, description: 'Arch', status: 'REJECTED', rejectionReason: 'Wrong project' },
      { date: WED, hours: 1, description: 'Design', projectId: fx.borealis, status: 'APPROVED' },
      { date: MON, hours: 2, description: 'Build' },
    ]);
    await insert([{ userId: fx.colleague, date: MON, hours: 5 }, { date: '2025-03-10', hours: 5 }]);
    await t.app.repos.holidays.insertNew([{ date: WED, name: 'Founders Day' }]);
    await t.app.repos.timeOff.insert({ userId: fx.employee, startDate: THU, endDate: '2025-03-12', kind: 'VACATION', note: null, createdBy: fx.admin });
    await t.app.db.update(users).set({ weeklyHours: 30 }).where(eq(users.id, fx.employee));
    await t.app.repos.allocations.insertMany([
      { userId: fx.employee, projectId: fx.borealis, allocationHours: 2, startDate: '2025-03-07', endDate: '2025-03-31' },
      { userId: fx.employee, projectId: fx.cygnus, allocationHours: 2, startDate: '2025-03-10', endDate: '2025-03-31' },
      { userId: fx.employee, projectId: fx.apollo, allocationHours: 2, startDate: '2025-02-01', endDate: '2025-03-03' },
    ]);

    const week = await load(W10);
    assert.equal(week.week, W10);
    assert.deepEqual(datesOf(week), [MON, TUE, WED, THU, FRI, '2025-03-08', '2025-03-09']);
    assert.equal(week.today, todayIn('UTC'));
    assert.match(week.version, /^[0-9a-f]{32}$/);
    // 30 hours a week is 6 a weekday; of five, Wednesday is a holiday and Thursday and Friday are time off.
    assert.equal(week.expectedHours, 12);
    assert.deepEqual(week.holidays, [{ date: WED, name: 'Founders Day' }]);
    assert.deepEqual(week.timeOff, [{ startDate: THU, endDate: '2025-03-12', kind: 'VACATION', halfDayStart: false, halfDayEnd: false }]);
    assert.deepEqual(week.allocatedProjects, [{ id: fx.apollo, name: 'Apollo' }, { id: fx.borealis, name: 'Borealis' }]);
    const cell = (id: number | undefined, hours: number, status = 'SUBMITTED', rejectionReason: string | null = null) => ({ id: id!, hours, status, rejectionReason });
    assert.deepEqual(week.rows, [
      { projectId: fx.apollo, projectName: 'Apollo', description: 'Arch', cells: { [THU]: cell(arch, 2, 'REJECTED', 'Wrong project') } },
      { projectId: fx.apollo, projectName: 'Apollo', description: 'Build', cells: { [MON]: cell(build1, 4), [TUE]: cell(build2, 3) } },
      { projectId: fx.apollo, projectName: 'Apollo', description: 'Build', cells: { [MON]: cell(buildDup, 2) } },
      { projectId: fx.borealis, projectName: 'Borealis', description: 'Design', cells: { [WED]: cell(design, 1, 'APPROVED') } },
    ]);

    // The standard week (5 × WORKDAY_HOURS) for someone without weekly hours, less the holiday.
    const managers = await load(W10, tokens.manager);
    assert.equal(managers.expectedHours, 32);
    assert.deepEqual(managers.rows, []);
    assert.deepEqual(managers.timeOff, []);
    // Joined on Tuesday: Monday is not expected of them.
    await t.app.db.update(users).set({ doj: TUE }).where(eq(users.id, fx.manager));
    assert.equal((await load(W10, tokens.manager)).expectedHours, 24);
    await t.app.db.update(users).set({ doj: null }).where(eq(users.id, fx.manager));
  });

  it('gives every empty week the same version, and another once an entry is created, changed or deleted', async () => {
    const week = freshWeek();
    const empty = await load(week);
    assert.equal(empty.version, (await load(freshWeek())).version);
    const [id] = await insert([{ date: empty.days[0]! }]);
    const created = (await load(week)).version;
    assert.notEqual(created, empty.version);
    await t.app.db.update(timesheets).set({ status: 'APPROVED' }).where(eq(timesheets.id, id!));
    const reviewed = (await load(week)).version;
    assert.notEqual(reviewed, created);
    await t.app.db.delete(timesheets).where(eq(timesheets.id, id!));
    assert.equal((await load(week)).version, empty.version);
  });

  it('never answers a remembered week once a holiday, time off, weekly hours or an allocation of it changed', async () => {
    const week = freshWeek();
    const first = await load(week, tokens.colleague);
    assert.equal(first.expectedHours, 40);
    await t.app.repos.holidays.insertNew([{ date: first.days[0]!, name: 'Late holiday' }]);
    assert.equal((await load(week, tokens.colleague)).expectedHours, 32);
    await t.app.repos.timeOff.insert({ userId: fx.colleague, startDate: first.days[1]!, endDate: first.days[1]!, kind: 'SICK', note: null, createdBy: fx.admin });
    assert.equal((await load(week, tokens.colleague)).expectedHours, 24);
    await t.app.db.update(users).set({ weeklyHours: 20 }).where(eq(users.id, fx.colleague));
    assert.equal((await load(week, tokens.colleague)).expectedHours, 12);
    await t.app.repos.allocations.insertMany([{ userId: fx.colleague, projectId: fx.cygnus, allocationHours: 1, startDate: first.days[0]!, endDate: first.days[0]! }]);
    assert.deepEqual((await load(week, tokens.colleague)).allocatedProjects, [{ id: fx.cygnus, name: 'Cygnus' }]);
  });

  it('knows ISO weeks: week 53 only in a year that has one; anything else is a 400', async () => {
    const w53 = await load('2026-W53');
    assert.deepEqual([w53.days[0], w53.days[6]], ['2026-12-28', '2027-01-03']);
    assert.deepEqual((await load('2025-W01')).days[0], '2024-12-30');
    for (const bad of ['2025-W53', '2025-W54', '2025-W00', '2025-10', '2025-w10', 'W10', '2025-W1']) {
      const response = await t.request({ url: url(bad), token: tokens.employee });
      assert.equal(response.statusCode, 400, bad);
      const put = await t.request({ method: 'PUT', url: url(bad), token: tokens.employee, body: { version: 'x', rows: [] } });
      assert.equal(put.statusCode, 400, bad);
    }
  });

  it('refuses callers without a session (401)', async () => {
    assert.equal((await t.request({ url: url(W10) })).statusCode, 401);
    assert.equal((await t.request({ method: 'PUT', url: url(W10), body: { version: 'x', rows: [] } })).statusCode, 401);
  });

  it('creates, changes, moves and deletes entries in one save, and answers the fresh week', async () => {
    const week = freshWeek();
    const days = (await load(week)).days;
    const [keep, change, remove, move] = await insert([
      { date: days[0]!, hours: 2 },
      { date: days[1]!, hours: 3 },
      { date: days[2]!, hours: 4 },
      { date: days[3]!, hours: 5, description: 'Old words' },
    ]);
    const answer = await saved(week, [
      { projectId: fx.apollo, description: 'Build', cells: { [days[0]!]: { id: keep!, hours: 2 }, [days[1]!]: { id: change!, hours: 3.5 }, [days[2]!]: { id: remove!, hours: null }, [days[4]!]: { hours: 6 }, [days[5]!]: { hours: null } } },
      { projectId: fx.borealis, description: '  New words  ', cells: { [days[4]!]: { id: move!, hours: 5 } } },
    ]);
    const entries = await entriesOf(fx.employee);
    const mine = entries.filter((entry) => days.includes(entry.date));
    const created = mine.find((entry) => ![keep, change, remove, move].includes(entry.id));
    assert.deepEqual(mine.map(({ id, projectId, date, hours, description, status }) => ({ id, projectId, date, hours, description, status })), [
      { id: keep!, projectId: fx.apollo, date: days[0]!, hours: 2, description: 'Build', status: 'SUBMITTED' },
      { id: change!, projectId: fx.apollo, date: days[1]!, hours: 3.5, description: 'Build', status: 'SUBMITTED' },
      { id: move!, projectId: fx.borealis, date: days[4]!, hours: 5, description: 'New words', status: 'SUBMITTED' },
      { id: created!.id, projectId: fx.apollo, date: days[4]!, hours: 6, description: 'Build', status: 'SUBMITTED' },
    ]);
    assert.equal(answer.version, (await load(week)).version);
    assert.deepEqual(answer.rows.map((row) => [row.projectName, row.description, Object.keys(row.cells).sort()]), [
      ['Apollo', 'Build', [days[0], days[1], days[4]]],
      ['Borealis', 'New words', [days[4]]],
    ]);
  });

  it('audits each deleted entry as the single-entry delete does (created and changed entries have no audit action there)', async () => {
    const week = freshWeek();
    const days = (await load(week)).days;
    const [gone, edited] = await insert([{ date: days[0]! }, { date: days[1]! }]);
    const lastBefore = Math.max(0, ...(await t.app.db.select({ id: auditLog.id }).from(auditLog)).map((row) => row.id));
    await saved(week, [{ projectId: fx.apollo, description: 'Build', cells: { [days[0]!]: { id: gone!, hours: null }, [days[1]!]: { id: edited!, hours: 2 }, [days[2]!]: { hours: 1 } } }]);
    const added = await t.app.db.select().from(auditLog).where(gt(auditLog.id, lastBefore)).orderBy(asc(auditLog.id));
    assert.deepEqual(added.map(({ action, outcome, targetType, targetId, actorUserId, details }) => ({ action, outcome, targetType, targetId, actorUserId, details })), [
      { action: 'timesheet.deleted', outcome: 'SUCCESS', targetType: 'timesheet', targetId: String(gone), actorUserId: fx.employee, details: null },
    ]);
  });

  it('refuses each bad cell under its field with the single-entry wording, and saves nothing of the week', async () => {
    const week = freshWeek();
    const days = (await load(week)).days;
    const [approved, rejected, plain, others] = await insert([
      { date: days[0]!, hours: 2, status: 'APPROVED' },
      { date: days[1]!, hours: 2, status: 'REJECTED', rejectionReason: 'Too vague' },
      { date: days[2]!, hours: 2 },
      { date: days[2]!, hours: 2, userId: fx.colleague },
    ]);
    const outside = await insert([{ date: addDays(days[0]!, -1), hours: 1 }]);
    const before = await entriesOf(fx.employee);
    const { version } = await load(week);
    const result = await save(week, {
      version,
      rows: [
        { projectId: fx.apollo, description: 'Build', cells: { [days[0]!]: { id: approved!, hours: 3 }, [days[1]!]: { id: rejected!, hours: 0.25 }, [days[2]!]: { id: plain!, hours: 3 }, [days[3]!]: { hours: 9.5 } } },
        { projectId: fx.apollo, description: 'Build', cells: { [days[0]!]: { id: approved!, hours: 2 }, [days[4]!]: { id: others!, hours: 1 }, [days[5]!]: { id: outside[0]!, hours: 1 } } },
        { projectId: 99999, description: 'Nothing', cells: { [days[4]!]: { hours: 1 } } },
        { projectId: cancelled, description: '   ', cells: { [days[5]!]: { hours: 1 }, '2025-01-01': { hours: 1 } } },
        { projectId: fx.borealis, description: 'Gone', cells: { [days[6]!]: { hours: 1 } } },
      ],
    });
    assert.equal(result.status, 400, JSON.stringify(result.error));
    assert.deepEqual(
      [...(result.error.details ?? [])].sort((a, b) => a.field.localeCompare(b.field)),
      [
        { field: `rows.0.cells.${days[0]}.hours`, message: 'This timesheet has been approved and can no longer be edited.' },
        { field: `rows.0.cells.${days[1]}.hours`, message: 'Hours must be at least 0.5.' },
        { field: `rows.0.cells.${days[3]}.hours`, message: 'Hours must not exceed 9.' },
        { field: `rows.1.cells.${days[0]}.id`, message: 'This entry is in another cell as well.' },
        { field: `rows.1.cells.${days[4]}.id`, message: 'Timesheet not found.' },
        { field: `rows.1.cells.${days[5]}.id`, message: 'Timesheet not found.' },
        { field: 'rows.2.projectId', message: 'Project does not exist.' },
        { field: 'rows.3.cells.2025-01-01.hours', message: `2025-01-01 is not a day of the week ${week}.` },
        { field: 'rows.3.description', message: 'Description is required.' },
        { field: 'rows.3.projectId', message: 'This project is cancelled; time cannot be logged against it.' },
      ].sort((a, b) => a.field.localeCompare(b.field)),
    );
    assert.deepEqual(await entriesOf(fx.employee), before, 'nothing saved, the good cells included');
    assert.equal((await load(week)).version, version);
    const [colleagues] = (await entriesOf(fx.colleague)).filter((entry) => entry.id === others);
    assert.equal(colleagues?.hours, 2, "someone else's entry untouched");
  });

  it('refuses deleting an approved entry, and accepts one sent back unchanged', async () => {
    const week = freshWeek();
    const days = (await load(week)).days;
    const [approved] = await insert([{ date: days[0]!, hours: 2, status: 'APPROVED' }]);
    const { version } = await load(week);
    const refused = await save(week, { version, rows: [{ projectId: fx.apollo, description: 'Build', cells: { [days[0]!]: { id: approved!, hours: null } } }] });
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.error.details, [{ field: `rows.0.cells.${days[0]}.hours`, message: 'This timesheet has been approved and can no longer be deleted.' }]);
    const same = await saved(week, [{ projectId: fx.apollo, description: 'Build', cells: { [days[0]!]: { id: approved!, hours: 2 }, [days[1]!]: { hours: 1 } } }]);
    assert.equal(same.rows[0]?.cells[days[0]!]?.status, 'APPROVED');
  });

  it('sends a corrected REJECTED entry back for review, its reason cleared; an untouched one stays rejected', async () => {
    const week = freshWeek();
    const days = (await load(week)).days;
    const [fixed, left] = await insert([
      { date: days[0]!, hours: 2, status: 'REJECTED', rejectionReason: 'Too vague' },
      { date: days[1]!, hours: 2, status: 'REJECTED', rejectionReason: 'Wrong day' },
    ]);
    const answer = await saved(week, [{ projectId: fx.apollo, description: 'Build', cells: { [days[0]!]: { id: fixed!, hours: 2.5 }, [days[1]!]: { id: left!, hours: 2 } } }]);
    assert.deepEqual(answer.rows[0]?.cells[days[0]!], { id: fixed, hours: 2.5, status: 'SUBMITTED', rejectionReason: null });
    assert.deepEqual(answer.rows[0]?.cells[days[1]!], { id: left, hours: 2, status: 'REJECTED', rejectionReason: 'Wrong day' });
  });

  it('keeps a day within 24 hours across rows and entries the grid does not name', async () => {
    const week = freshWeek();
    const days = (await load(week)).days;
    const [outsideGrid] = await insert([{ date: days[0]!, hours: 9, description: 'Elsewhere' }]);
    const { version } = await load(week);
    const rows = (a: number, b: number): SaveRow[] => [
      { projectId: fx.apollo, description: 'Build', cells: { [days[0]!]: { hours: a } } },
      { projectId: fx.borealis, description: 'Build', cells: { [days[0]!]: { hours: b } } },
    ];
    const over = await save(week, { version, rows: rows(8, 8) });
    assert.equal(over.status, 400);
    const usDay = `${days[0]!.slice(5, 7)}-${days[0]!.slice(8, 10)}-${days[0]!.slice(0, 4)}`;
    assert.deepEqual(over.error.details, [
      { field: `rows.0.cells.${days[0]}.hours`, message: `17 hours are already logged on ${usDay}; adding 8 would exceed 24 hours in one day.` },
      { field: `rows.1.cells.${days[0]}.hours`, message: `17 hours are already logged on ${usDay}; adding 8 would exceed 24 hours in one day.` },
    ]);
    const full = await save(week, { version, rows: rows(8, 7) });
    assert.equal(full.status, 200, JSON.stringify(full.error));
    // Moving hours around a full day: the lowered entry makes room for the raised one whatever order the rows come in.
    const [build, borealis] = full.week.rows.filter((row) => row.description === 'Build').map((row) => row.cells[days[0]!]!.id);
    const swapped = await save(week, {
      version: full.week.version,
      rows: [
        { projectId: fx.apollo, description: 'Build', cells: { [days[0]!]: { id: build!, hours: 9 } } },
        { projectId: fx.borealis, description: 'Build', cells: { [days[0]!]: { id: borealis!, hours: 6 } } },
        { projectId: fx.apollo, description: 'Elsewhere', cells: { [days[0]!]: { id: outsideGrid!, hours: 9 } } },
      ],
    });
    assert.equal(swapped.status, 200, JSON.stringify(swapped.error));
  });

  it('refuses hours on a future day', async () => {
    const week = isoWeekOf(addDays(todayIn('UTC'), 7));
    const { version, days } = await load(week);
    const result = await save(week, { version, rows: [{ projectId: fx.apollo, description: 'Build', cells: { [days[0]!]: { hours: 1 } } }] });
    assert.equal(result.status, 400);
    assert.deepEqual(result.error.details, [{ field: `rows.0.cells.${days[0]}.hours`, message: 'Cannot select a future date.' }]);
  });

  it('answers 409 WEEK_CHANGED to a save from a stale version, and saves nothing', async () => {
    const week = freshWeek();
    const { version, days } = await load(week);
    await insert([{ date: days[0]!, hours: 1, description: 'From another tab' }]);
    const before = await entriesOf(fx.employee);
    const result = await save(week, { version, rows: [{ projectId: fx.apollo, description: 'Build', cells: { [days[1]!]: { hours: 1 } } }] });
    assert.equal(result.status, 409);
    assert.equal(result.error.code, 'WEEK_CHANGED');
    assert.equal(result.error.message, 'This week was changed elsewhere since you opened it. Reload to see the changes; what you typed is kept.');
    assert.deepEqual(await entriesOf(fx.employee), before);
  });

  it('lets only one of two saves from the same version through, at once', async () => {
    const week = freshWeek();
    const { version, days } = await load(week);
    const body = (hours: number): TimesheetWeekSave => ({ version, rows: [{ projectId: fx.apollo, description: 'Race', cells: { [days[0]!]: { hours } } }] });
    const results = await Promise.all([save(week, body(1)), save(week, body(2))]);
    assert.deepEqual(results.map((result) => result.status).sort(), [200, 409]);
    const raced = (await entriesOf(fx.employee)).filter((entry) => entry.description === 'Race');
    assert.equal(raced.length, 1, 'one entry, from the save that went through');
  });

  it('shows and saves only the caller\'s own entries, for EMPLOYEE, MANAGER and ADMIN alike', async () => {
    const week = freshWeek();
    const days = (await load(week)).days;
    const people = [[tokens.employee, fx.employee], [tokens.manager, fx.manager], [tokens.admin, fx.admin]] as const;
    const ids = await insert(people.map(([, userId], index) => ({ userId, date: days[index]!, hours: index + 1 })));
    for (const [index, [token, userId]] of people.entries()) {
      const mine = await load(week, token);
      assert.deepEqual(mine.rows.flatMap((row) => Object.values(row.cells).map((cell) => cell.id)), [ids[index]]);
      const someoneElses = ids[(index + 1) % ids.length]!;
      const { version } = mine;
      const refused = await save(week, { version, rows: [{ projectId: fx.apollo, description: 'Build', cells: { [days[3]!]: { id: someoneElses, hours: null } } }] }, token);
      assert.equal(refused.status, 400);
      assert.deepEqual(refused.error.details, [{ field: `rows.0.cells.${days[3]}.id`, message: 'Timesheet not found.' }]);
      const created = await save(week, { version, rows: [{ projectId: fx.apollo, description: 'Mine', cells: { [days[4]!]: { hours: 1 } } }] }, token);
      assert.equal(created.status, 200, JSON.stringify(created.error));
      const rows = await entriesOf(userId);
      assert.ok(rows.some((row) => row.description === 'Mine' && row.date === days[4]), 'created for the caller');
    }
    assert.equal((await t.app.db.select().from(timesheets).where(inArray(timesheets.id, ids))).length, 3, 'no one deleted anyone else\'s entry');
  });

  it('refuses a body outside the contract (unknown fields, a key that is no date, a row too many)', async () => {
    const week = freshWeek();
    const { version, days } = await load(week);
    const row = { projectId: fx.apollo, description: 'Build', cells: { [days[0]!]: { hours: 1 } } };
    for (const body of [
      { version, rows: [row], extra: 1 },
      { version, rows: [{ ...row, userId: fx.colleague }] },
      { version, rows: [{ ...row, cells: { [days[0]!]: { hours: 1, status: 'APPROVED' } } }] },
      { version, rows: [{ ...row, cells: { monday: { hours: 1 } } }] },
      { version, rows: Array.from({ length: 51 }, () => row) },
    ]) {
      const response = await t.request({ method: 'PUT', url: url(week), token: tokens.employee, body });
      assert.equal(response.statusCode, 400, JSON.stringify(body).slice(0, 200));
    }
    assert.deepEqual((await load(week)).rows, []);
  });
});
