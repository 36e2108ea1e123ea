import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { UtilisationFigures, UtilisationReport, UtilisationRow } from '@portal/shared-contracts';
import { startSeededApp, type Fixtures, type Tokens } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';

// Two ISO weeks from Monday 2025-03-24; the second runs into April. Wednesday 26 March is a public holiday, Carla
// (the employee) works a 20-hour week and is off on 2 and 3 April, and is planned 4 hours a day on Apollo for both
// weeks. Everyone else works the standard 5 × 8 hours.
const WEEKS = 'from=2025-03-24&to=2025-04-06';

describe('utilisation report', () => {
  let t: TestApp;
  let fx: Fixtures;
  let tokens: Tokens;

  const get = (query: string, token = tokens.admin) => t.request({ method: 'GET', url: `/api/v1/reports/utilisation?${query}`, token });
  const report = async (query: string, token = tokens.admin) => {
    const response = await get(query, token);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<UtilisationReport>();
  };
  const rowOf = (answer: UtilisationReport, id: number): UtilisationRow => {
    const row = answer.data.find((candidate) => candidate.id === id);
    assert.ok(row, `row ${id} in ${answer.data.map((r) => r.name).join(', ')}`);
    return row;
  };
  const pick = (figures: UtilisationFigures, ...keys: (keyof UtilisationFigures)[]) => Object.fromEntries(keys.map((key) => [key, figures[key]]));
  const log = async (token: string, userId: number, date: string, hours: number, review?: 'APPROVED' | 'REJECTED') => {
    const created = await t.request({ method: 'POST', url: '/api/v1/timesheets', token, body: { userId, projectId: fx.apollo, date, hours, description: 'Report' } });
    assert.equal(created.statusCode, 201, created.body);
    if (!review) return;
    const body = review === 'REJECTED' ? { status: review, reason: 'Wrong project' } : { status: review };
    const reviewed = await t.request({ method: 'PATCH', url: `/api/v1/timesheets/${created.json<{ id: number }>().id}/status`, token: tokens.admin, body });
    assert.equal(reviewed.statusCode, 200, reviewed.body);
  };

  before(async () => {
    ({ t, fx, tokens } = await startSeededApp());
    const admin = (method: 'POST', url: string, body: object) => t.request({ method, url, token: tokens.admin, body });
    assert.equal((await admin('POST', '/api/v1/holidays', { date: '2025-03-26', name: 'Founders Day' })).statusCode, 201);
    assert.equal((await admin('POST', `/api/v1/users/${fx.employee}/time-off`, { startDate: '2025-04-02', endDate: '2025-04-03', kind: 'VACATION' })).statusCode, 201);
    await t.app.db.execute(sql`update users set weekly_hours = 20 where id = ${fx.employee}`);
    const allocated = await admin('POST', '/api/v1/allocations/bulk', { users: [{ userId: fx.employee, allocationHours: 4 }], projectId: fx.apollo, startDate: '2025-03-24', endDate: '2025-04-06' });
    assert.equal(allocated.statusCode, 201, allocated.body);
    await log(tokens.employee, fx.employee, '2025-03-24', 4, 'APPROVED');
    await log(tokens.employee, fx.employee, '2025-03-25', 3);
    await log(tokens.employee, fx.employee, '2025-03-27', 2, 'REJECTED');
    await log(tokens.colleague, fx.colleague, '2025-03-31', 8);
  });
  after(() => t.close());

  it('gives each person capacity net of holidays, time off and part time, planned hours, and logged hours by status', async () => {
    const answer = await report(`groupBy=person&period=week&${WEEKS}`);
    assert.deepEqual(answer.periods, [{ start: '2025-03-24', end: '2025-03-30' }, { start: '2025-03-31', end: '2025-04-06' }]);
    const carla = rowOf(answer, fx.employee);
    assert.equal(carla.name, 'Carla Xu');
    assert.deepEqual(carla.periods[0], {
      capacity: 16, planned: 16, submitted: 3, approved: 4, rejected: 2, logged: 7, utilisation: 43.8, planPercent: 100, planAccuracy: 43.8,
    });
    assert.deepEqual(pick(carla.periods[1]!, 'capacity', 'planned', 'logged', 'utilisation', 'planAccuracy'), { capacity: 12, planned: 12, logged: 0, utilisation: 0, planAccuracy: 0 });
    assert.deepEqual(pick(carla.total, 'capacity', 'planned', 'logged', 'rejected', 'utilisation'), { capacity: 28, planned: 28, logged: 7, rejected: 2, utilisation: 25 });
    const dmitri = rowOf(answer, fx.colleague);
    assert.deepEqual(pick(dmitri.periods[1]!, 'capacity', 'planned', 'logged', 'utilisation', 'planPercent', 'planAccuracy'), {
      capacity: 40, planned: 0, logged: 8, utilisation: 20, planPercent: 0, planAccuracy: null,
    });
    assert.equal(dmitri.periods[0]!.capacity, 32, 'the holiday is off everyone');
    // Elena has left and has no hours in the range: she is not a row. The other five are.
    assert.equal(answer.total, 5);
    assert.ok(!answer.data.some((row) => row.id === fx.inactive));
  });

  it('splits the weeks at the month end when reporting by month', async () => {
    const answer = await report('groupBy=person&period=month&from=2025-03-10&to=2025-04-20');
    assert.deepEqual(answer.periods, [{ start: '2025-03-01', end: '2025-03-31' }, { start: '2025-04-01', end: '2025-04-30' }]);
    const carla = rowOf(answer, fx.employee);
    // March: 21 weekdays less the holiday at 4 hours; April: 22 weekdays less two days off. Planned: 24-31 March
    // less the holiday (5 days), 1 and 4 April (2 days).
    assert.deepEqual(carla.periods.map((p) => pick(p, 'capacity', 'planned', 'logged')), [
      { capacity: 80, planned: 20, logged: 7 },
      { capacity: 80, planned: 8, logged: 0 },
    ]);
  });

  it('adds up a department from its members, and a project from everyone on it, with no capacity of its own', async () => {
    const departments = await report(`groupBy=department&${WEEKS}`);
    const carlasDepartment = rowOf(departments, 1);
    // Carla (16) and Bruno (32) are in department 1.
    assert.deepEqual(pick(carlasDepartment.periods[0]!, 'capacity', 'planned', 'logged'), { capacity: 48, planned: 16, logged: 7 });
    assert.equal(carlasDepartment.detail, null);

    const projects = await report(`groupBy=project&${WEEKS}`);
    assert.deepEqual(projects.data.map((row) => row.name), ['Apollo'], 'only projects with hours in the range');
    const apollo = rowOf(projects, fx.apollo);
    assert.equal(apollo.detail, 'Acme Corp');
    assert.deepEqual(apollo.periods.map((p) => pick(p, 'capacity', 'planned', 'logged', 'utilisation', 'planAccuracy')), [
      { capacity: null, planned: 16, logged: 7, utilisation: null, planAccuracy: 43.8 },
      { capacity: null, planned: 12, logged: 8, utilisation: null, planAccuracy: 66.7 },
    ]);
  });

  it('sorts by a total, searches and pages', async () => {
    const busiest = await report(`orderBy=utilisation&order=desc&limit=2&${WEEKS}`);
    assert.deepEqual(busiest.data.map((row) => row.name), ['Carla Xu', 'Dmitri Wolfe']);
    assert.equal(busiest.total, 5);
    const next = await report(`orderBy=utilisation&order=desc&limit=2&offset=1&${WEEKS}`);
    assert.deepEqual(next.data.map((row) => row.name), ['Alice Zimmer', 'Bruno Young'], 'equal figures fall back to the name');
    const found = await report(`searchInput=${encodeURIComponent('  DMITRI ')}&${WEEKS}`);
    assert.deepEqual(found.data.map((row) => row.id), [fx.colleague]);
    assert.equal(found.total, 1);
    await t.app.db.execute(sql`update users set department_id = 5 where id = ${fx.admin}`);
    const byDepartment = await report(`searchInput=${encodeURIComponent('human resources')}&${WEEKS}`);
    assert.deepEqual(byDepartment.data.map((row) => row.name), ['Alice Zimmer'], 'a department is found by the name the screens show');
    await t.app.db.execute(sql`update users set department_id = 6 where id = ${fx.admin}`);
  });

  it('gives an employee their own row only, and managers everyone', async () => {
    const own = await report(`groupBy=person&${WEEKS}`, tokens.employee);
    assert.deepEqual(own.data.map((row) => row.id), [fx.employee]);
    assert.equal(own.total, 1);
    const refused = await get(`groupBy=department&${WEEKS}`, tokens.colleague);
    assert.equal(refused.statusCode, 403, refused.body);
    assert.match(refused.json<{ message: string }>().message, /own hours/);
    assert.equal((await report(`${WEEKS}`, tokens.manager)).total, 5);
    const one = await report(`userId=${fx.colleague}&${WEEKS}`, tokens.manager);
    assert.deepEqual(one.data.map((row) => row.id), [fx.colleague], "a manager may ask for one person's row");
    const stillOwn = await report(`userId=${fx.colleague}&${WEEKS}`, tokens.employee);
    assert.deepEqual(stillOwn.data.map((row) => row.id), [fx.employee], 'an employee gets their own row whoever they name');
    const anonymous = await t.request({ method: 'GET', url: `/api/v1/reports/utilisation?${WEEKS}` });
    assert.equal(anonymous.statusCode, 401);
  });

  it('answers the hours of a write made just before, though the report is remembered', async () => {
    const before = rowOf(await report(WEEKS), fx.colleague).total.logged;
    await log(tokens.colleague, fx.colleague, '2025-04-01', 1.5);
    assert.equal(rowOf(await report(WEEKS), fx.colleague).total.logged, before + 1.5);
    await t.app.db.execute(sql`update users set weekly_hours = 10 where id = ${fx.colleague}`);
    assert.equal(rowOf(await report(WEEKS), fx.colleague).total.capacity, 18, '4 + 5 days at 2 hours');
  });

  it('refuses a range that ends before it starts or spans more than a year', async () => {
    const backwards = await get('from=2025-04-01&to=2025-03-01');
    assert.equal(backwards.statusCode, 400);
    assert.match(backwards.body, /to should not be before from/);
    const tooLong = await get('from=2024-01-01&to=2025-06-01');
    assert.equal(tooLong.statusCode, 400);
    assert.match(tooLong.body, /at most 371 days/);
    assert.equal((await get('groupBy=team')).statusCode, 400);
  });

  it('exports the report as CSV and Excel, a line per row and period, for admins and managers', async () => {
    const exportAs = (query: string, token = tokens.admin) =>
      t.request({ url: `/api/v1/reports/utilisation/export?${query}&${WEEKS}`, token });
    const csv = await exportAs('type=csv&groupBy=person&searchInput=carla', tokens.manager);
    assert.equal(csv.statusCode, 200, csv.body);
    assert.match(String(csv.headers['content-disposition']), /^attachment; filename="utilisation_\d{8}\.csv"$/);
    const lines = parse(csv.rawPayload, { bom: true }) as string[][];
    assert.deepEqual(lines[0], ['Person', 'Department', 'Period Start', 'Period End', 'Capacity', 'Planned', 'Submitted', 'Approved', 'Rejected', 'Logged', 'Utilisation %', 'Plan %', 'Plan Accuracy %']);
    assert.deepEqual(lines.slice(1).map((line) => [line[0], line[2], line[4], line[9], line[10]]), [
      ['Carla Xu', '2025-03-24', '16', '7', '43.8'],
      ['Carla Xu', '2025-03-31', '12', '0', '0'],
    ]);

    const xlsx = await exportAs('type=xlsx&groupBy=project');
    assert.equal(xlsx.statusCode, 200, xlsx.body);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Utilisation');
    assert.ok(sheet);
    assert.deepEqual((sheet.getRow(1).values as unknown[]).slice(1, 5), ['Project', 'Client', 'Period Start', 'Period End']);
    const apollo = sheet.getRow(2);
    assert.equal(apollo.getCell(1).value, 'Apollo');
    assert.deepEqual(apollo.getCell(3).value, new Date('2025-03-24T00:00:00Z'));
    assert.equal(apollo.getCell(5).value, null, 'a project has no capacity');
    assert.equal(apollo.getCell(6).value, 16);

    // An export is audited once its stream has ended, which can be a moment after the answer arrived: wait for both.
    const exportsAudited = async () => {
      const audited = await t.app.db.execute(sql`select details from audit_log where action = 'export.utilisation' order by id`);
      return (audited as unknown as { rows: { details: { rows: number; type: string } }[] }).rows.map((row) => row.details);
    };
    let details = await exportsAudited();
    for (let attempt = 0; attempt < 200 && details.length < 2; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      details = await exportsAudited();
    }
    assert.deepEqual(details.map(({ type, rows }) => ({ type, rows })), [{ type: 'csv', rows: 2 }, { type: 'xlsx', rows: 2 }]);
    assert.equal((await exportAs('type=csv', tokens.employee)).statusCode, 403);
  });

  it("shows each allocation's hours planned and logged to date, and sorts by the difference", async () => {
    const list = async (query: string) => {
      const response = await t.request({ method: 'GET', url: `/api/v1/allocations?${query}`, token: tokens.manager });
      assert.equal(response.statusCode, 200, response.body);
      return response.json<{ data: { userId: number; plannedToDate: number; loggedToDate: number }[]; total: number }>();
    };
    // Up to Monday 31 March: 24, 25, 27, 28 and 31 March are working days (26th a holiday), 4 hours each; Carla
    // logged 4 (approved) and 3 (submitted) hours; the 2 rejected ones count for nothing.
    const [carla] = (await list('asOf=2025-03-31')).data.filter((row) => row.userId === fx.employee);
    assert.deepEqual({ planned: carla!.plannedToDate, logged: carla!.loggedToDate }, { planned: 20, logged: 7 });
    const [atEnd] = (await list('asOf=2026-01-01')).data.filter((row) => row.userId === fx.employee);
    assert.deepEqual({ planned: atEnd!.plannedToDate, logged: atEnd!.loggedToDate }, { planned: 28, logged: 7 }, 'runs to the end, net of time off');

    await t.request({
      method: 'POST', url: '/api/v1/allocations/bulk', token: tokens.admin,
      body: { users: [{ userId: fx.colleague, allocationHours: 1 }], projectId: fx.apollo, startDate: '2025-03-31', endDate: '2025-04-01' },
    });
    const behindFirst = await list('asOf=2025-04-06&orderBy=planVariance&order=asc');
    const variance = behindFirst.data.map((row) => row.loggedToDate - row.plannedToDate);
    assert.deepEqual(variance, [...variance].sort((a, b) => a - b), 'most behind the plan first');
    assert.equal(behindFirst.data[0]!.userId, fx.employee, 'Carla is 21 hours behind');
    assert.equal(behindFirst.data.at(-1)!.userId, fx.colleague, 'Dmitri logged more than his 2 planned hours');
  });
});
