import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { seedFixtures, signInAll } from './helpers/fixtures.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// More rows than the export's cursor reads at once (1,000), so the file is stitched from several batches.
// Speed and memory of big exports are measured by `pnpm bench`, not here.
const ROWS = 2_500;

describe('timesheet export across cursor batches', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await createTestApp();
    const fx = await seedFixtures(t);
    token = (await signInAll(t)).admin;
    await t.app.db.execute(sql`
      INSERT INTO timesheets (user_id, project_id, date, hours, description)
      SELECT ${fx.employee}, ${fx.apollo}, date '2023-01-01' + (g % 700), 1 + (g % 16) * 0.5, 'Batched row ' || g
      FROM generate_series(1, ${ROWS}) AS g`);
  });
  after(() => t.close());

  const exportAs = (type: 'csv' | 'xlsx') =>
    t.request({ url: `/api/v1/timesheets/export?type=${type}&searchInput=batched%20row`, token });
  const expected = Array.from({ length: ROWS }, (_, i) => `Batched row ${i + 1}`);

  it('writes every row of every batch once, in order, to the CSV', async () => {
    const res = await exportAs('csv');
    assert.equal(res.statusCode, 200);
    const rows = parse(res.rawPayload, { bom: true }) as string[][];
    assert.equal(rows.length, ROWS + 1);
    // One person, so the default first-name order falls back to the id: insertion order.
    assert.deepEqual(rows.slice(1).map((r) => r[6]), expected);
  });

  it('writes every row of every batch once, in order, to the workbook', async () => {
    const res = await exportAs('xlsx');
    assert.equal(res.statusCode, 200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Timesheets');
    assert.equal(sheet?.rowCount, ROWS + 1);
    assert.deepEqual(sheet?.getColumn(7).values.slice(2), expected);
  });
});
