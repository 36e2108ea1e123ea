import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { startSeededApp, type Fixtures, type Tokens } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';

// The admin's unfiltered timesheet list shows a total the database keeps (migration 0008) rather than counts.
// Whatever writes the rows (the API, several at once, a bulk statement, a delete, a truncate), that total must be
// the number of rows there are.
describe('kept timesheet count', () => {
  let t: TestApp;
  let fx: Fixtures;
  let tokens: Tokens;
  before(async () => ({ t, fx, tokens } = await startSeededApp()));
  after(() => t.close());

  const shownTotal = async () => {
    const response = await t.request({ url: '/api/v1/timesheets?limit=10&offset=0', token: tokens.admin });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<{ total: number }>().total;
  };
  const counted = async () => {
    const result = (await t.app.db.execute(sql`select count(*)::int as n from timesheets`)) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n ?? -1;
  };
  const showsEveryRow = async (what: string) => {
    const expected = await counted();
    assert.equal(await shownTotal(), expected, `${what}: the list shows every entry`);
  };

  it('counts entries created through the API, also many at once, and deleted again', async () => {
    await showsEveryRow('at the start');
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.request({ method: 'POST', url: '/api/v1/timesheets', token: tokens.employee, body: { userId: fx.employee, projectId: fx.apollo, date: `2025-03-${String(i + 3).padStart(2, '0')}`, hours: 1, description: `Kept count ${i}` } }),
      ),
    );
    assert.deepEqual(created.map((response) => response.statusCode), Array(12).fill(201));
    await showsEveryRow('after twelve creates');
    const first = created[0]!.json<{ id: number }>().id;
    assert.equal((await t.request({ method: 'DELETE', url: `/api/v1/timesheets/${first}`, token: tokens.employee })).statusCode < 300, true);
    await showsEveryRow('after a delete');
  });

  it('counts rows written and removed in bulk outside the API, and starts again from nothing after a truncate', async () => {
    await t.app.db.execute(sql`
      insert into timesheets (user_id, project_id, date, hours, description, status)
      select ${fx.colleague}, ${fx.borealis}, date '2024-01-01' + n, 1, 'Bulk ' || n, 'SUBMITTED' from generate_series(0, 199) as n`);
    await showsEveryRow('after 200 rows in one statement');
    await t.app.db.execute(sql`delete from timesheets where description like 'Bulk %' and date < date '2024-03-01'`);
    await showsEveryRow('after removing some of them');
    await t.app.db.execute(sql`truncate timesheets cascade`);
    assert.equal(await counted(), 0);
    await showsEveryRow('after a truncate');
    await t.app.db.execute(sql`insert into timesheets (user_id, project_id, date, hours, description, status) values (${fx.colleague}, ${fx.borealis}, '2024-06-03', 2, 'After truncate', 'SUBMITTED')`);
    await showsEveryRow('after a row written to the emptied table');
  });
});
