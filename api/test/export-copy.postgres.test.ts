import assert from 'node:assert/strict';
import type { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import { sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { neutralizeFormula } from '../src/platform/export/formula-guard.js';
import { poolOf, startTimesheetExport, type ExportReader } from '../src/modules/timesheets/export/run-timesheet-export.js';
import type { TimesheetExportQuery } from '@portal/shared-contracts';
import { seedFixtures } from './helpers/fixtures.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Text a spreadsheet or a CSV reader could get wrong: formula starts, separators, quotes, line breaks of every
// kind, XML's own characters, a backslash (COPY's escape character), control characters, non-ASCII.
const HOSTILE = [
  '=HYPERLINK("http://x","y")', '+44 20 7946', '-2+3', '@SUM(A1:A9)', '\tleading tab', '\rleading CR', 'say "hi", then go',
  'comma, inside', 'line\nbreak', 'carriage\rreturn', 'windows\r\nbreak', 'trailing newline\n', '"', '""', "it's",
  'back\\slash \\N \\t', '<b>&amp; & </b>', 'bell\u0007 and \u001f unit', 'Zoë Ångström-Núñez 日本語 ☕ 🎉', '  spaced  ',
  'a\ttab inside', 'x'.repeat(300),
];

// What a spreadsheet cell can hold of a CSV field: XML 1.0 has no control characters but tab, LF and CR.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const noXmlControls = (text: string) => text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');
// exceljs decodes entities in a `t="str"` cell's text once more after the XML parser did (its cell-xform calls
// xmlDecode), so literal text "&amp;" reads back as "&"; Excel and LibreOffice read it as written.
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const asExcelJsReadsIt = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? name);

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

// COPY is PostgreSQL's, so this suite runs on PostgreSQL in both runs of the API suite (see postgresAdminUrl).
describe('exports through COPY give the files the row path gives', () => {
  let t: TestApp;
  let readers: Record<'copy' | 'cursor' | 'id-list', ExportReader>;
  before(async () => {
    t = await createTestApp({}, {}, 'postgres');
    const fx = await seedFixtures(t);
    readers = { copy: { read: 'copy', pool: poolOf(t.app.db) }, cursor: { read: 'cursor' }, 'id-list': { read: 'id-list' } };
    const people = await t.app.repos.users.insertMany(
      HOSTILE.slice(0, 8).map((text, i) => ({ firstName: text, lastName: i % 3 === 0 ? null : HOSTILE[HOSTILE.length - 1 - i]!, officeEmail: `hostile${i}@test.example`, passwordHash: null })),
    );
    await t.app.db.execute(sql`UPDATE projects SET name = ${'=1+1 "Apollo", <Ltd> & co\\'} WHERE id = ${fx.apollo}`);
    const projects = [fx.apollo, fx.borealis, fx.cygnus];
    await t.app.repos.timesheets.insertMany(
      HOSTILE.map((text, i) => ({
        userId: people[i % people.length]!, projectId: projects[i % 3]!, date: `2025-0${1 + (i % 9)}-${10 + (i % 19)}`,
        hours: 0.5 + (i % 17) * 0.5, status: (['SUBMITTED', 'APPROVED', 'REJECTED'] as const)[i % 3],
        description: `${text} (${i})`, rejectionReason: i % 3 === 2 ? HOSTILE[(i * 7) % HOSTILE.length]! : null,
      })),
    );
    // Rows with nothing to escape anywhere, which the COPY path turns into XML without looking at each field.
    await t.app.repos.timesheets.insertMany(
      [1, 2, 3].map((n) => ({ userId: fx.employee, projectId: fx.borealis, date: `2025-10-0${n}`, hours: n * 1.25, description: `Plain row ${n}` })),
    );
  });
  after(() => t?.close());

  const countOf = async (query: SQL) => ((await t.app.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;

  const run = async (query: Partial<TimesheetExportQuery>, reader: ExportReader) => {
    const full = { order: 'asc', orderBy: 'firstName', ...query } as TimesheetExportQuery;
    const running = startTimesheetExport(t.app.db, full, reader);
    const [file, rows] = await Promise.all([readAll(running.body), running.done]);
    return { file, rows };
  };

  const QUERIES: Partial<TimesheetExportQuery>[] = [
    {},
    { order: 'desc', orderBy: 'hours' },
    { orderBy: 'projectName', status: 'REJECTED' },
    { searchInput: 'back\\slash', startDate: '2025-01-01', endDate: '2025-12-31' },
    { searchInput: "it's" },
    { searchInput: '%_' },
    { searchInput: 'Plain row', order: 'desc', orderBy: 'date' },
    { searchInput: "'); DROP TABLE timesheets; --" },
  ];

  it('writes CSV byte for byte as the row path does, for every filter and order', async () => {
    for (const query of QUERIES) {
      const copy = await run({ ...query, type: 'csv' }, readers.copy);
      const cursor = await run({ ...query, type: 'csv' }, readers.cursor);
      const idList = await run({ ...query, type: 'csv' }, readers['id-list']);
      assert.equal(copy.file.toString('utf8'), cursor.file.toString('utf8'), JSON.stringify(query));
      assert.ok(copy.file.equals(idList.file), JSON.stringify(query));
      assert.equal(copy.rows, cursor.rows);
      assert.equal(copy.rows, parse(copy.file, { bom: true }).length - 1);
    }
    const all = await run({ type: 'csv' }, readers.copy);
    assert.equal(all.rows, await countOf(sql`SELECT count(*)::int AS n FROM timesheets`), 'every row, once');
  });

  it('writes Excel whose every cell matches the CSV, on both paths', async () => {
    for (const query of [...QUERIES.slice(0, 3), QUERIES[QUERIES.length - 2]!]) {
      const csv = parse((await run({ ...query, type: 'csv' }, readers.copy)).file, { bom: true, relax_quotes: false }) as string[][];
      for (const reader of [readers.copy, readers.cursor]) {
        const { file, rows } = await run({ ...query, type: 'xlsx' }, reader);
        assert.equal(rows, csv.length - 1);
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(file as unknown as ArrayBuffer);
        const sheet = workbook.getWorksheet('Timesheets');
        assert.ok(sheet);
        assert.equal(sheet.rowCount, csv.length);
        csv.forEach((record, r) => {
          const cells = record.map((_, c) => sheet.getRow(r + 1).getCell(c + 1));
          const shown = cells.map((cell, c) => {
            const value = cell.value;
            if (value instanceof Date) return value.toISOString().slice(0, 10);
            if (typeof value === 'number') return String(value);
            if (value === null || value === undefined) return '';
            assert.equal(typeof value, 'string', `row ${r + 1} column ${c + 1}`);
            return r === 0 ? (value as string) : neutralizeFormula(value as string);
          });
          assert.deepEqual(shown, record.map((text) => asExcelJsReadsIt(noXmlControls(text))), `row ${r + 1} (${reader.read})`);
          if (r > 0) {
            assert.equal(cells[3]!.numFmt, 'mm-dd-yyyy');
            assert.equal(cells[4]!.numFmt, '0.00');
          }
        });
      }
    }
  });

  it('ends the COPY and frees its connection when the download is abandoned', async () => {
    await t.app.db.execute(sql`
      INSERT INTO timesheets (user_id, project_id, date, hours, description)
      SELECT u.id, p.id, date '2020-01-01' + g, 1, 'Filler ' || g
      FROM generate_series(1, 20000) AS g, (SELECT min(id) AS id FROM users) u, (SELECT min(id) AS id FROM projects) p`);
    const pool = poolOf(t.app.db);
    for (const type of ['csv', 'xlsx'] as const) {
      const running = startTimesheetExport(t.app.db, { type, order: 'asc', orderBy: 'firstName' } as TimesheetExportQuery, readers.copy);
      await new Promise((resolve) => running.body.once('data', resolve));
      running.body.destroy();
      await assert.rejects(running.done);
      let copies = 1;
      for (let attempt = 0; copies > 0 && attempt < 50; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        copies = await countOf(sql`
          SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE 'COPY (select%' AND state = 'active' AND pid <> pg_backend_pid()`);
      }
      assert.equal(copies, 0, `${type}: the server-side COPY ended`);
      assert.equal(pool.totalCount - pool.idleCount, 0, `${type}: no connection left checked out`);
    }
  });
});
