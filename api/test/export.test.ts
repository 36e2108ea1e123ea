import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { todayIn } from '../src/platform/calendar.js';
import { type Fixtures, startSeededApp, type Tokens } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';

const HEADER = ['First Name', 'Last Name', 'Project Name', 'Date', 'Hours', 'Status', 'Description', 'Rejection Reason'];

describe('timesheet export', () => {
  let t: TestApp;
  let fx: Fixtures;
  let tokens: Tokens;
  before(async () => {
    ({ t, fx, tokens } = await startSeededApp());
    const [zoe] = await t.app.repos.users.insertMany([{ firstName: 'Zoë', lastName: 'Ångström-Núñez', officeEmail: 'zoe@test.example', passwordHash: null }]);
    await t.app.repos.timesheets.insertMany([
      { userId: fx.employee, projectId: fx.apollo, date: '2025-03-03', hours: 8, status: 'APPROVED', description: '=cmd|\' /C calc\'!A0' },
      { userId: fx.colleague, projectId: fx.borealis, date: '2025-03-04', hours: 4.5, status: 'REJECTED', description: 'Notes, with "quotes"\nand a second line', rejectionReason: '@SUM(A1)' },
      { userId: zoe!, projectId: fx.cygnus, date: '2025-02-10', hours: 0.5, description: '-2+3 für Café ☕' },
      { userId: fx.manager, projectId: fx.apollo, date: '2025-03-05', hours: 2, description: '+44 call\twith tab' },
    ]);
  });
  after(() => t.close());

  const exportAs = (query: string, token = tokens.admin) =>
    t.request({ url: `/api/v1/timesheets/export?${query}`, token });
  const csvRows = (body: Buffer) => parse(body, { bom: true }) as string[][];

  it('names the file timesheets_yyyymmdd and streams a CSV per RFC 4180 with a header row', async () => {
    const res = await exportAs('type=csv');
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['content-type'], 'text/csv; charset=utf-8');
    const stamp = todayIn('UTC').replaceAll('-', '');
    assert.equal(res.headers['content-disposition'], `attachment; filename="timesheets_${stamp}.csv"`);
    assert.ok(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])), 'UTF-8 byte-order mark');
    assert.match(res.rawPayload.toString('utf8'), /\r\n/);
    const rows = csvRows(res.rawPayload);
    assert.deepEqual(rows[0], HEADER);
    // The list's default order: first name ascending.
    assert.deepEqual(rows.slice(1).map((r) => r[0]), ['Bruno', 'Carla', 'Dmitri', 'Zoë']);
    assert.deepEqual(rows[2], ['Carla', 'Xu', 'Apollo', '2025-03-03', '8', 'Approved', '\'=cmd|\' /C calc\'!A0', '']);
    assert.deepEqual(rows[3], ['Dmitri', 'Wolfe', 'Borealis', '2025-03-04', '4.5', 'Rejected', 'Notes, with "quotes"\nand a second line', '\'@SUM(A1)']);
    assert.deepEqual(rows[4], ['Zoë', 'Ångström-Núñez', 'Cygnus', '2025-02-10', '0.5', 'Submitted', '\'-2+3 für Café ☕', '']);
    assert.equal(rows[1]?.[6], '\'+44 call\twith tab');
  });

  it('applies the list filters and order', async () => {
    const rows = csvRows((await exportAs('type=csv&startDate=2025-03-01&endDate=2025-03-04&orderBy=hours&order=desc')).rawPayload);
    assert.deepEqual(rows.slice(1).map((r) => r[4]), ['8', '4.5']);
    const searched = csvRows((await exportAs('type=csv&searchInput=borealis')).rawPayload);
    assert.deepEqual(searched.slice(1).map((r) => r[0]), ['Dmitri']);
    const approved = csvRows((await exportAs('type=csv&status=APPROVED')).rawPayload);
    assert.deepEqual(approved.slice(1).map((r) => r[0]), ['Carla']);
    const none = csvRows((await exportAs('type=csv&searchInput=nothing-matches')).rawPayload);
    assert.deepEqual(none, [HEADER]);
  });

  it('writes Excel with typed cells, a bold frozen header and column widths', async () => {
    const res = await exportAs('type=xlsx');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    assert.match(String(res.headers['content-disposition']), /^attachment; filename="timesheets_\d{8}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Timesheets');
    assert.ok(sheet);
    assert.deepEqual((sheet.getRow(1).values as unknown[]).slice(1), HEADER);
    assert.equal(sheet.getRow(1).font?.bold, true);
    assert.equal(sheet.views[0]?.state, 'frozen');
    assert.equal(sheet.getColumn(7).width, 50);
    assert.equal(sheet.rowCount, 5);
    const carla = sheet.getRow(3);
    assert.equal(carla.getCell(1).value, 'Carla');
    assert.deepEqual(carla.getCell(4).value, new Date('2025-03-03T00:00:00Z'));
    assert.equal(carla.getCell(4).numFmt, 'mm-dd-yyyy');
    assert.equal(carla.getCell(5).value, 8);
    assert.equal(carla.getCell(5).type, ExcelJS.ValueType.Number);
    // Text that looks like a formula stays a plain string cell: nothing for Excel to run.
    assert.equal(carla.getCell(7).type, ExcelJS.ValueType.String);
    assert.equal(carla.getCell(7).value, '=cmd|\' /C calc\'!A0');
    assert.equal(sheet.getRow(5).getCell(2).value, 'Ångström-Núñez');
  });

  it('is for admins only, and checks its parameters', async () => {
    for (const token of [tokens.employee, tokens.manager]) {
      const res = await exportAs('type=csv', token);
      assert.equal(res.statusCode, 403);
      assert.equal(res.json<{ message: string }>().message, 'You do not have permission to perform this action.');
    }
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/timesheets/export?type=csv' })).statusCode, 401);
    assert.equal((await exportAs('type=pdf')).statusCode, 400);
    assert.equal((await exportAs('')).statusCode, 400);
    assert.equal((await exportAs('type=csv&orderBy=description')).statusCode, 400);
  });
});
