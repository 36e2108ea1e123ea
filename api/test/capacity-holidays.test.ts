import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import type { Holiday, HolidayImportResult, HolidayList } from '@portal/shared-contracts';
import { auditLog } from '../src/platform/db/schema/index.js';
import { type Fixtures, startSeededApp, type Tokens } from './helpers/fixtures.js';
import { fileUpload, type TestApp } from './helpers/test-app.js';

type ErrorBody = { statusCode: number; message: string; code?: string; details?: { field: string; message: string }[] };

/** The CSV as a browser's FormData sends a chosen file. */
const multipart = (text: string, field = 'file') => fileUpload(text, { field, filename: 'holidays.csv', type: 'text/csv' });

describe('public holidays: list, add, remove, CSV import', () => {
  let t: TestApp;
  let fx: Fixtures;
  let tokens: Tokens;
  before(async () => {
    ({ t, fx, tokens } = await startSeededApp());
  });
  after(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: object, token = tokens.admin) =>
    t.request({ method, url: `/api/v1/holidays${url}`, token, body });
  const importCsv = (text: string, token = tokens.admin, contentType = 'text/csv') =>
    t.request({ method: 'POST', url: '/api/v1/holidays/import', token, headers: { 'content-type': contentType }, body: text });
  const upload = (file: ReturnType<typeof multipart>) => t.request({ method: 'POST', url: '/api/v1/holidays/import', token: tokens.admin, ...file });
  const listed = async (query = '') => (await call('GET', query)).json<HolidayList>().data.map((h) => [h.date, h.name]);
  const auditRows = (action: string) => t.app.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(asc(auditLog.id));

  it('lets an admin add a holiday (name trimmed) and anyone signed in read the list, within from and to', async () => {
    const added = await call('POST', '', { date: '2025-12-25', name: '  Christmas Day ' });
    assert.equal(added.statusCode, 201, added.body);
    const christmas = added.json<Holiday>();
    assert.deepEqual({ ...christmas, id: 0 }, { id: 0, date: '2025-12-25', name: 'Christmas Day' });
    const newYear = (await call('POST', '', { date: '2025-01-01', name: "New Year's Day" })).json<Holiday>();

    for (const token of [tokens.employee, tokens.manager]) {
      const response = await call('GET', '', undefined, token);
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json<HolidayList>(), { data: [newYear, christmas], total: 2 });
    }
    assert.deepEqual(await listed('?from=2025-06-01'), [['2025-12-25', 'Christmas Day']]);
    assert.deepEqual(await listed('?to=2025-12-24'), [['2025-01-01', "New Year's Day"]]);
    assert.deepEqual(await listed('?from=2025-12-25&to=2025-12-25'), [['2025-12-25', 'Christmas Day']]);

    const entries = await auditRows('holiday.created');
    assert.deepEqual(
      entries.map((e) => [e.actorUserId, e.targetType, e.targetId, e.details]),
      [[fx.admin, 'holiday', String(christmas.id), { date: '2025-12-25' }], [fx.admin, 'holiday', String(newYear.id), { date: '2025-01-01' }]],
    );
  });

  it('refuses a second holiday on the same date with 409 naming the date, and bad input with 400 naming the field', async () => {
    const twice = await call('POST', '', { date: '2025-12-25', name: 'Christmas again' });
    assert.equal(twice.statusCode, 409);
    assert.equal(twice.json<ErrorBody>().message, '2025-12-25 is already a holiday: Christmas Day.');
    assert.deepEqual(twice.json<ErrorBody>().details?.map((d) => d.field), ['date']);

    const cases: [object, string][] = [
      [{ date: '2025-12-26', name: '   ' }, 'name'],
      [{ date: '2025-12-26', name: '' }, 'name'],
      [{ date: '2025-02-30', name: 'Nope' }, 'date'],
      [{ date: '26/12/2025', name: 'Nope' }, 'date'],
      [{ date: '0001-01-01', name: 'Too early' }, 'date'],
      [{ date: '2025-12-26', name: 'x'.repeat(101) }, 'name'],
      [{ date: '2025-12-26' }, 'name'],
      [{ date: '2025-12-26', name: 'Boxing Day', extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const response = await call('POST', '', body);
      assert.equal(response.statusCode, 400, `${JSON.stringify(body)}: ${response.body}`);
      assert.deepEqual(response.json<ErrorBody>().details?.map((d) => d.field), [field], JSON.stringify(body));
    }
    const backwards = await call('GET', '?from=2025-12-31&to=2025-01-01');
    assert.equal(backwards.statusCode, 400);
    assert.deepEqual(backwards.json<ErrorBody>().details?.map((d) => d.field), ['to']);
    assert.equal((await listed()).length, 2, 'nothing was added');
  });

  it('lets only an admin add, remove or import: 403 for a manager and an employee, nothing changed', async () => {
    const [first] = (await call('GET', '')).json<HolidayList>().data;
    for (const token of [tokens.manager, tokens.employee]) {
      assert.equal((await call('POST', '', { date: '2025-12-26', name: 'Boxing Day' }, token)).statusCode, 403);
      assert.equal((await call('DELETE', `/${first!.id}`, undefined, token)).statusCode, 403);
      assert.equal((await importCsv('2025-12-26,Boxing Day', token)).statusCode, 403);
    }
    assert.equal((await listed()).length, 2);
    assert.equal((await t.request({ url: '/api/v1/holidays' })).statusCode, 401);
  });

  it('removes a holiday (audited with its date and name), and answers 404 for one that is not there', async () => {
    const added = (await call('POST', '', { date: '2025-05-01', name: 'Labour Day' })).json<Holiday>();
    assert.equal((await call('DELETE', `/${added.id}`)).statusCode, 204);
    assert.equal((await call('DELETE', `/${added.id}`)).statusCode, 404);
    assert.deepEqual(await listed('?from=2025-05-01&to=2025-05-01'), []);
    const [entry] = await auditRows('holiday.deleted');
    assert.equal(entry?.targetId, String(added.id));
    assert.deepEqual(entry?.details, { date: '2025-05-01', name: 'Labour Day' });
  });

  it('imports a CSV body with a header row, reporting dates already on the list instead of adding them again', async () => {
    const csv = '\ufeffDate,Name\n2026-01-01,New Year\n\n2025-12-25,Christmas (again)\n2026-04-03 , " Good Friday "\n2026-12-25,"Christmas, 2026",,\n';
    const response = await importCsv(csv);
    assert.equal(response.statusCode, 200, response.body);
    const result = response.json<HolidayImportResult>();
    assert.deepEqual(result.imported.map((h) => [h.date, h.name]), [['2026-01-01', 'New Year'], ['2026-04-03', 'Good Friday'], ['2026-12-25', 'Christmas, 2026']]);
    assert.deepEqual(result.duplicates, [{ row: 4, date: '2025-12-25', name: 'Christmas (again)', existingName: 'Christmas Day' }]);
    assert.deepEqual(await listed('?from=2025-12-25&to=2025-12-25'), [['2025-12-25', 'Christmas Day']], 'the existing name is kept');

    const [entry] = await auditRows('holiday.imported');
    assert.equal(entry?.actorUserId, fx.admin);
    assert.deepEqual(entry?.details, { imported: ['2026-01-01', '2026-04-03', '2026-12-25'], duplicates: ['2025-12-25'] });

    const again = (await importCsv('2026-01-01,New Year')).json<HolidayImportResult>();
    assert.deepEqual([again.imported, again.duplicates.map((d) => d.row)], [[], [1]], 'no header: the first row is row 1');
  });

  it('imports the multipart field "file" as well', async () => {
    const response = await upload(multipart('date,name\r\n2027-01-01,New Year 2027\r\n'));
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json<HolidayImportResult>().imported.map((h) => h.date), ['2027-01-01']);
    const refused = await upload(multipart('2027-01-02,Holiday', 'photo'));
    assert.equal(refused.statusCode, 400);
  });

  it('imports nothing when any row is bad, and lists every bad row with its reason', async () => {
    const before = await listed();
    const csv = [
      'date,name',
      '2028-01-01,New Year 2028',
      '01/02/2028,Wrong format',
      '2028-02-30,No such day',
      '2028-03-01,',
      '2028-01-01,Twice',
      '2028-04-01,Name,Extra',
      '1066-10-14,Hastings',
    ].join('\n');
    const response = await importCsv(csv);
    assert.equal(response.statusCode, 400);
    const error = response.json<ErrorBody>();
    assert.equal(error.message, 'Nothing was imported: rows 3, 4, 5, 6, 7, 8 have problems.');
    assert.deepEqual(error.details, [
      { field: 'rows.3.date', message: 'Row 3: date must be a calendar date written YYYY-MM-DD (not "01/02/2028").' },
      { field: 'rows.4.date', message: 'Row 4: date must be a calendar date written YYYY-MM-DD (not "2028-02-30").' },
      { field: 'rows.5.name', message: 'Row 5: name is required.' },
      { field: 'rows.6.date', message: 'Row 6: 2028-01-01 is also on row 2.' },
      { field: 'rows.7', message: 'Row 7: has 3 columns; expected two, date and name.' },
      { field: 'rows.8.date', message: 'Row 8: date must lie between 1900-01-01 and 2999-12-31.' },
    ]);
    assert.deepEqual(await listed(), before, 'not even the good row was saved');

    const unclosed = await importCsv('2028-01-01,"New Year\n');
    assert.equal(unclosed.statusCode, 400);
    assert.match(unclosed.json<ErrorBody>().message, /^Nothing was imported\. Row 1: Quote Not Closed/);
    for (const text of ['', 'date,name\n', '\n\n']) {
      const empty = await importCsv(text);
      assert.equal(empty.statusCode, 400, JSON.stringify(text));
      assert.deepEqual(empty.json<ErrorBody>().details?.map((d) => d.field), ['file']);
    }
    const tooMany = Array.from({ length: 1001 }, (_, i) => `2030-01-01,Day ${i}`).join('\n');
    assert.equal((await importCsv(tooMany)).statusCode, 400);
    assert.equal((await importCsv('2028-01-01,Nul\u0000Day')).statusCode, 400, 'text PostgreSQL cannot store');
    const refused = await upload(multipart('2028-01-01,Nul\u0000Day'));
    assert.equal(refused.statusCode, 400, refused.body);
    assert.equal((await importCsv('{"date":"2028-01-01"}', tokens.admin, 'application/json')).statusCode, 415);
    assert.equal((await importCsv('2028-01-01,New Year', tokens.admin, 'text/plain')).statusCode, 415);
    assert.deepEqual(await listed(), before);
  });

  it('is documented in /api/docs with its schemas', async () => {
    const doc = (await t.request({ url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>();
    assert.ok(doc.paths['/api/v1/holidays/']?.get?.responses['200'] ?? doc.paths['/api/v1/holidays']?.get?.responses['200']);
    assert.ok(doc.paths['/api/v1/holidays/import']?.post?.responses['200']);
  });
});
