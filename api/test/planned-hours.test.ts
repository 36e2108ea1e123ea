import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { PLANNED_WORK_WEEK_HOURS } from '../src/modules/reports/work-week-hours.js';
import { plannedHours } from '../src/modules/capacity/working-days.js';
import { startSeededApp, type Fixtures, type Tokens } from './helpers/fixtures.js';
import { keptRows, WORK_WEEK_KEYS } from './helpers/kept-rows.js';
import { randomFrom } from './helpers/random.js';
import type { TestApp } from './helpers/test-app.js';

// The utilisation report reads planned hours from work_week_hours, kept by triggers on allocations, public holidays
// and time off (migration 0012). Whatever writes them (the API, bulk statements, truncates), the kept plan must equal
// the plan counted again from the allocations, per person, project, week and month.
describe('hours planned per person, project and week', () => {
  let t: TestApp;
  let fx: Fixtures;
  let tokens: Tokens;
  before(async () => ({ t, fx, tokens } = await startSeededApp()));
  after(() => t.close());

  const plan = (query: string) => keptRows(t, query, { keys: WORK_WEEK_KEYS, sums: ['planned'] });
  const keptEqualsRecounted = async (what: string) => {
    const kept = await plan('select user_id, project_id, week_start, month_start, planned from work_week_hours');
    assert.deepEqual(kept, await plan(PLANNED_WORK_WEEK_HOURS), `${what}: the kept plan is the allocations' plan`);
    return kept;
  };
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: object, token = tokens.admin) => t.request({ method, url, token, body });

  it('plans working days only, net of a holiday and time off, split at the month end', async () => {
    // Two weeks from Monday 2025-03-24; the second week runs into April. Wednesday 26 March is a holiday and the
    // person is off on 2 and 3 April.
    const holiday = await send('POST', '/api/v1/holidays', { date: '2025-03-26', name: 'Founders Day' });
    assert.equal(holiday.statusCode, 201, holiday.body);
    const off = await send('POST', `/api/v1/users/${fx.employee}/time-off`, { startDate: '2025-04-02', endDate: '2025-04-03', kind: 'VACATION' });
    assert.equal(off.statusCode, 201, off.body);
    const created = await send('POST', '/api/v1/allocations/bulk', {
      users: [{ userId: fx.employee, allocationHours: 4 }], projectId: fx.apollo, startDate: '2025-03-24', endDate: '2025-04-06',
    });
    assert.equal(created.statusCode, 201, created.body);

    const kept = await keptEqualsRecounted('one allocation');
    const rows = kept.filter((row) => row.user_id === String(fx.employee) && row.project_id === String(fx.apollo));
    assert.deepEqual(
      rows.map(({ week_start, month_start, planned }) => ({ week_start, month_start, planned })),
      [
        { week_start: '2025-03-24', month_start: '2025-03-01', planned: 16 },
        { week_start: '2025-03-31', month_start: '2025-03-01', planned: 4 },
        { week_start: '2025-03-31', month_start: '2025-04-01', planned: 8 },
      ],
    );
    // The same figure as the capacity arithmetic the rest of the API uses.
    const absences = { holidays: new Set(['2025-03-26']), timeOff: [{ startDate: '2025-04-02', endDate: '2025-04-03' }] };
    const expected = plannedHours({ startDate: '2025-03-24', endDate: '2025-04-06', allocationHours: 4 }, { startDate: '2025-03-01', endDate: '2025-04-30' }, absences);
    assert.equal(rows.reduce((sum, row) => sum + Number(row.planned), 0), expected);

    // Removing the holiday and the time off gives their days back to the plan.
    assert.equal((await send('DELETE', `/api/v1/holidays/${holiday.json<{ id: number }>().id}`)).statusCode, 204);
    assert.equal((await send('DELETE', `/api/v1/time-off/${off.json<{ id: number }>().id}`)).statusCode, 204);
    const restored = (await keptEqualsRecounted('holiday and time off removed')).filter((row) => row.user_id === String(fx.employee) && row.project_id === String(fx.apollo));
    assert.deepEqual(restored.map((row) => row.planned), [20, 4, 16]);
  });

  it('stays equal to a recount through random allocation, holiday and time off writes by the API', async () => {
    const seed = Number(process.env.PLANNED_HOURS_SEED ?? 20261126);
    const random = randomFrom(seed);
    const people = [fx.employee, fx.colleague, fx.manager];
    const projects = [fx.apollo, fx.borealis];
    const days = Array.from({ length: 70 }, (_, i) => new Date(Date.UTC(2025, 5, 1 + i)).toISOString().slice(0, 10));
    const rangeOf = () => {
      const [a, b] = [random.pick(days), random.pick(days)];
      return a <= b ? { startDate: a, endDate: b } : { startDate: b, endDate: a };
    };
    const allocations: number[] = [];
    const holidays: number[] = [];
    const timeOff: number[] = [];
    const idOf = (response: { json: <T>() => T }) => response.json<{ id: number }>().id;
    // Capacity and overlap rules refuse some writes; a refusal is a rule at work, not a failure of the count.
    const refused = [400, 409];

    for (let step = 0; step < 60; step += 1) {
      const roll = random.next();
      const where = `seed ${seed}, step ${step}`;
      if (roll < 0.3 || allocations.length === 0) {
        const response = await send('POST', '/api/v1/allocations/bulk', {
          users: [{ userId: random.pick(people), allocationHours: random.pick([0.5, 2, 3.75]) }], projectId: random.pick(projects), ...rangeOf(),
        });
        if (response.statusCode === 201) allocations.push(...response.json<{ id: number }[]>().map((row) => row.id));
        else assert.ok(refused.includes(response.statusCode), `${where}: ${response.body}`);
      } else if (roll < 0.45) {
        const response = await send('PUT', `/api/v1/allocations/${random.pick(allocations)}`, {
          userId: random.pick(people), projectId: random.pick(projects), allocationHours: random.pick([1, 2.5]), ...rangeOf(),
        });
        assert.ok(response.statusCode === 200 || refused.includes(response.statusCode), `${where}: ${response.body}`);
      } else if (roll < 0.55) {
        const [id] = allocations.splice(Math.floor(random.next() * allocations.length), 1);
        assert.equal((await send('DELETE', `/api/v1/allocations/${id}`)).statusCode, 204, where);
      } else if (roll < 0.7) {
        const response = await send('POST', '/api/v1/holidays', { date: random.pick(days), name: `Holiday ${step}` });
        if (response.statusCode === 201) holidays.push(idOf(response));
        else assert.ok(refused.includes(response.statusCode), `${where}: ${response.body}`);
      } else if (roll < 0.78 && holidays.length > 0) {
        const [id] = holidays.splice(Math.floor(random.next() * holidays.length), 1);
        assert.equal((await send('DELETE', `/api/v1/holidays/${id}`)).statusCode, 204, where);
      } else if (roll < 0.92) {
        const response = await send('POST', `/api/v1/users/${random.pick(people)}/time-off`, { ...rangeOf(), kind: 'SICK' }, tokens.manager);
        if (response.statusCode === 201) timeOff.push(idOf(response));
        else assert.ok(refused.includes(response.statusCode), `${where}: ${response.body}`);
      } else if (timeOff.length > 0) {
        const [id] = timeOff.splice(Math.floor(random.next() * timeOff.length), 1);
        assert.equal((await send('DELETE', `/api/v1/time-off/${id}`, undefined, tokens.manager)).statusCode, 204, where);
      }
      if (step % 10 === 9) await keptEqualsRecounted(`${where}`);
    }
    await keptEqualsRecounted(`seed ${seed}, at the end`);
  });

  it('stays equal through bulk statements outside the API and truncates, and a truncate of timesheets keeps the plan', async () => {
    await t.app.db.execute(sql`
      insert into allocations (user_id, project_id, allocation_hours, start_date, end_date)
      select ${fx.colleague}, case when n % 2 = 0 then ${fx.apollo}::int else ${fx.cygnus}::int end, 1 + (n % 3), date '2024-01-01' + n * 5, date '2024-01-01' + n * 5 + n % 40
      from generate_series(0, 99) as n`);
    await t.app.db.execute(sql`insert into public_holidays (date, name) select date '2024-01-01' + n * 7, 'Bulk ' || n from generate_series(0, 40) as n`);
    await t.app.db.execute(sql`insert into time_off (user_id, start_date, end_date, kind) values (${fx.colleague}, date '2024-03-04', date '2024-03-20', 'OTHER')`);
    await keptEqualsRecounted('after bulk inserts');
    await t.app.db.execute(sql`update public_holidays set date = date + 1 where name like 'Bulk %'`);
    await t.app.db.execute(sql`update time_off set start_date = date '2024-02-26', user_id = ${fx.colleague}::int where user_id = ${fx.colleague}`);
    await t.app.db.execute(sql`update allocations set allocation_hours = allocation_hours + 0.5, end_date = end_date + 9 where user_id = ${fx.colleague}`);
    await keptEqualsRecounted('after bulk updates');
    await t.app.db.execute(sql`insert into timesheets (user_id, project_id, date, hours, description) values (${fx.colleague}, ${fx.apollo}, '2024-01-02', 3, 'Kept')`);
    await t.app.db.execute(sql`truncate timesheets cascade`);
    assert.ok((await keptEqualsRecounted('after a truncate of timesheets')).length > 0, 'the plan outlives the timesheets');
    await t.app.db.execute(sql`truncate public_holidays`);
    await keptEqualsRecounted('after a truncate of the holidays');
    await t.app.db.execute(sql`truncate time_off cascade`);
    await keptEqualsRecounted('after a truncate of the time off');
    await t.app.db.execute(sql`delete from allocations where user_id = ${fx.colleague} and start_date < date '2024-04-01'`);
    await keptEqualsRecounted('after deleting some allocations');
    await t.app.db.execute(sql`truncate allocations cascade`);
    assert.deepEqual(await keptEqualsRecounted('after a truncate of allocations'), []);
  });
});
