import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { KEPT_TOTALS } from '../src/wiring/kept-totals.js';
import { startSeededApp, type Fixtures, type Tokens } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';

// Issue 36, point 3: a total the database keeps by triggers is registered once, by its module (KeptTotal,
// platform/db/kept-totals.ts), and the bench's bulk load and these checks take everything from the registration.
describe('the totals the database keeps, as their modules register them', () => {
  let t: TestApp;
  let fx: Fixtures;
  let tokens: Tokens;
  before(async () => ({ t, fx, tokens } = await startSeededApp()));
  after(() => t.close());

  const rows = async <T,>(query: ReturnType<typeof sql>) => (await t.app.db.execute(query)) as unknown as { rows: T[] };

  it('names every trigger the migrations leave installed, and each one it names is installed and enabled', async () => {
    const { rows: installed } = await rows<{ on: string; name: string; enabled: string; fn: string }>(sql`
      select c.relname as "on", t.tgname as name, t.tgenabled as enabled, p.proname as fn from pg_trigger t
      join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid where not t.tgisinternal`);
    // The table versions' triggers follow the reads' registrations (remembered-lists.test.ts checks those).
    const keeping = installed.filter((trigger) => trigger.fn !== 'raise_table_version');
    const key = (trigger: { on: string; name: string }) => `${trigger.on}.${trigger.name}`;
    const named = new Set(KEPT_TOTALS.flatMap((total) => total.keptBy.map(key)));
    assert.deepEqual(keeping.map(key).filter((trigger) => !named.has(trigger)), [], 'installed triggers no kept total names: register them in their module');
    const enabled = new Set(keeping.filter((trigger) => trigger.enabled !== 'D').map(key));
    assert.deepEqual([...named].filter((trigger) => !enabled.has(trigger)), [], 'triggers a kept total names that are not installed and enabled');
    for (const total of KEPT_TOTALS) {
      for (const trigger of total.offDuringBulkLoad) assert.ok(total.keptBy.some((kept) => key(kept) === key(trigger)), `${total.table}: ${key(trigger)} keeps it`);
    }
  });

  it("has each total's recount give what its triggers kept", async () => {
    const entry = (date: string, hours: number) => ({ userId: fx.employee, projectId: fx.apollo, date, hours, description: 'Recount' });
    const ids: number[] = [];
    for (const [date, hours] of [['2025-03-31', 3], ['2025-04-01', 2.5], ['2025-04-08', 8], ['2025-04-09', 4]] as const) {
      const created = await t.request({ method: 'POST', url: '/api/v1/timesheets', token: tokens.employee, body: entry(date, hours) });
      assert.equal(created.statusCode, 201, created.body);
      ids.push((JSON.parse(created.body) as { id: number }).id);
    }
    // Edits and deletes too: their triggers keep the totals as well as the inserts' do.
    const edited = await t.request({ method: 'PUT', url: `/api/v1/timesheets/${ids[1]}`, token: tokens.employee, body: entry('2025-04-02', 6) });
    assert.equal(edited.statusCode, 200, edited.body);
    const deleted = await t.request({ method: 'DELETE', url: `/api/v1/timesheets/${ids[3]}`, token: tokens.employee });
    assert.equal(deleted.statusCode, 204, deleted.body);
    const allocated = await t.request({
      method: 'POST', url: '/api/v1/allocations/bulk', token: tokens.admin,
      body: { users: [{ userId: fx.employee, allocationHours: 4 }], projectId: fx.apollo, startDate: '2025-03-24', endDate: '2025-04-18' },
    });
    assert.equal(allocated.statusCode, 201, allocated.body);
    for (const total of KEPT_TOTALS) {
      const table = sql.identifier(total.table);
      const kept = (await rows<Record<string, unknown>>(sql.raw(total.meaning))).rows.map((row) => JSON.stringify(row));
      assert.ok(kept.length > 0, `${total.table} keeps something after these writes`);
      // Emptied and counted again inside a transaction that is then undone, so the next total sees the kept rows.
      let recounted: string[] = [];
      await t.app.db
        .transaction(async (tx) => {
          await tx.execute(sql`delete from ${table}`);
          for (const statement of total.recount) await tx.execute(sql.raw(statement));
          recounted = ((await tx.execute(sql.raw(total.meaning))) as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => JSON.stringify(row));
          tx.rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof Error && error.message === 'Rollback')) throw error;
        });
      assert.deepEqual(recounted, kept, `${total.table}: the recount equals the kept rows`);
    }
  });
});
