import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { WORK_WEEK_HOURS_FROM_TIMESHEETS } from '../src/modules/reports/work-week-hours.js';
import { startSeededApp, type Fixtures, type Tokens } from './helpers/fixtures.js';
import { keptRows, WORK_WEEK_KEYS } from './helpers/kept-rows.js';
import { randomFrom } from './helpers/random.js';
import type { TestApp } from './helpers/test-app.js';

// The utilisation report reads logged hours from work_week_hours, kept by a trigger (migration 0011). Whatever
// writes the entries (the API, review, bulk statements, deletes, a truncate), the kept rows must equal the hours
// counted again from the timesheets, per person, project, week and month, by status.
describe('hours kept per person, project and week', () => {
  let t: TestApp;
  let fx: Fixtures;
  let tokens: Tokens;
  before(async () => ({ t, fx, tokens } = await startSeededApp()));
  after(() => t.close());

  const rows = (query: string) => keptRows(t, query, { keys: WORK_WEEK_KEYS, sums: ['submitted', 'approved', 'rejected'] });
  const keptEqualsRecounted = async (what: string) => {
    const kept = await rows('select * from work_week_hours');
    const recounted = await rows(WORK_WEEK_HOURS_FROM_TIMESHEETS);
    assert.deepEqual(kept, recounted, `${what}: the kept hours are the timesheets' hours`);
    return kept;
  };

  it('splits a week that runs across two months, and counts each status on its own', async () => {
    // Monday 2025-03-31 and Tuesday 2025-04-01 are one ISO week in two months.
    const create = (date: string, hours: number) =>
      t.request({ method: 'POST', url: '/api/v1/timesheets', token: tokens.employee, body: { userId: fx.employee, projectId: fx.apollo, date, hours, description: 'Month end' } });
    const monday = await create('2025-03-31', 3);
    const tuesday = await create('2025-04-01', 2);
    assert.equal(monday.statusCode, 201, monday.body);
    assert.equal(tuesday.statusCode, 201, tuesday.body);
    const review = await t.request({ method: 'PATCH', url: `/api/v1/timesheets/${tuesday.json<{ id: number }>().id}/status`, token: tokens.admin, body: { status: 'APPROVED' } });
    assert.equal(review.statusCode, 200, review.body);

    const kept = await keptEqualsRecounted('a week across March and April');
    const week = kept.filter((row) => row.user_id === String(fx.employee) && row.week_start === '2025-03-31');
    assert.deepEqual(
      week.map(({ month_start, submitted, approved }) => ({ month_start, submitted, approved })),
      [
        { month_start: '2025-03-01', submitted: 3, approved: 0 },
        { month_start: '2025-04-01', submitted: 0, approved: 2 },
      ],
    );
  });

  it('stays equal to a recount through random creates, edits, reviews and deletes by the API', async () => {
    const seed = Number(process.env.WORK_WEEK_SEED ?? 20261126);
    const random = randomFrom(seed);
    const people = [
      { userId: fx.employee, token: tokens.employee },
      { userId: fx.colleague, token: tokens.colleague },
    ];
    const projects = [fx.apollo, fx.borealis, fx.cygnus];
    const days = Array.from({ length: 40 }, (_, i) => new Date(Date.UTC(2025, 1, 20 + i)).toISOString().slice(0, 10));
    type Entry = { id: number; token: string; status: string; body: Record<string, unknown> };
    const saved: Entry[] = [];

    for (let step = 0; step < 60; step += 1) {
      const roll = random.next();
      if (roll < 0.5 || saved.length === 0) {
        const person = random.pick(people);
        const body = { userId: person.userId, projectId: random.pick(projects), date: random.pick(days), hours: random.pick([0.5, 1, 2.5, 4, 8]), description: `Step ${step}` };
        const response = await t.request({ method: 'POST', url: '/api/v1/timesheets', token: person.token, body });
        // A day already at its 24 hours refuses more; that is a rule, not a failure of the count.
        if (response.statusCode === 201) saved.push({ id: response.json<{ id: number }>().id, token: person.token, status: 'SUBMITTED', body });
        else assert.equal(response.statusCode, 409, `seed ${seed}, step ${step}: ${response.body}`);
      } else if (roll < 0.7) {
        const entry = random.pick(saved);
        if (entry.status === 'APPROVED') continue;
        const body = { ...entry.body, projectId: random.pick(projects), date: random.pick(days), hours: random.pick([1, 3, 6]) };
        const response = await t.request({ method: 'PUT', url: `/api/v1/timesheets/${entry.id}`, token: entry.token, body });
        assert.ok([200, 409].includes(response.statusCode), `seed ${seed}, step ${step}: ${response.body}`);
        if (response.statusCode === 200) Object.assign(entry, { body, status: response.json<{ status: string }>().status });
      } else if (roll < 0.85) {
        const entry = random.pick(saved);
        const status = random.pick(['APPROVED', 'REJECTED'] as const);
        const body = status === 'REJECTED' ? { status, reason: 'Wrong week' } : { status };
        const response = await t.request({ method: 'PATCH', url: `/api/v1/timesheets/${entry.id}/status`, token: tokens.admin, body });
        assert.ok([200, 409].includes(response.statusCode), `seed ${seed}, step ${step}: ${response.body}`);
        if (response.statusCode === 200) entry.status = status;
      } else {
        const index = Math.floor(random.next() * saved.length);
        const [entry] = saved.splice(index, 1);
        const response = await t.request({ method: 'DELETE', url: `/api/v1/timesheets/${entry!.id}`, token: entry!.token });
        assert.ok([200, 204, 403, 409].includes(response.statusCode), `seed ${seed}, step ${step}: ${response.body}`);
      }
      if (step % 10 === 9) await keptEqualsRecounted(`seed ${seed}, after step ${step}`);
    }
    await keptEqualsRecounted(`seed ${seed}, at the end`);
  });

  it('stays equal through bulk statements outside the API, and starts again from nothing after a truncate', async () => {
    await t.app.db.execute(sql`
      insert into timesheets (user_id, project_id, date, hours, description, status)
      select ${fx.colleague}, case when n % 2 = 0 then ${fx.apollo}::int else ${fx.borealis}::int end, date '2024-01-01' + n, 1 + (n % 4),
        'Bulk ' || n, (array['SUBMITTED', 'APPROVED', 'REJECTED'])[1 + n % 3]
      from generate_series(0, 299) as n`);
    await keptEqualsRecounted('after 300 rows in one statement');
    await t.app.db.execute(sql`update timesheets set status = 'APPROVED', hours = hours / 2 where description like 'Bulk %' and status = 'SUBMITTED'`);
    await t.app.db.execute(sql`update timesheets set project_id = ${fx.cygnus}::int, date = date + 3 where description like 'Bulk %' and date < date '2024-03-01'`);
    await keptEqualsRecounted('after moving and re-reviewing them in bulk');
    await t.app.db.execute(sql`delete from timesheets where description like 'Bulk %' and date > date '2024-06-01'`);
    await keptEqualsRecounted('after removing some of them');
    await t.app.db.execute(sql`truncate timesheets cascade`);
    assert.deepEqual(await keptEqualsRecounted('after a truncate'), []);
  });
});
