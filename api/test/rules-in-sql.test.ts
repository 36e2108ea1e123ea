import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { MAX_HOURS_PER_DAY } from '@portal/shared-contracts';
import { nameKey } from '@portal/shared-contracts/values';
import { addDays, firstOfMonth, mondayOf } from '../src/platform/calendar.js';
import { TIMESHEET_DAY_LIMIT } from '../src/platform/db/kept-totals.js';
import { allocations, publicHolidays, timeOff, timesheets } from '../src/platform/db/schema/index.js';
import { violatedCheck } from '../src/platform/db/unique-violation.js';
import { projectCapacity } from '../src/modules/allocations/rules.js';
import { overlapOf, plannedHours, type Absences, type DateRange, type TimeOffRange } from '../src/modules/capacity/working-days.js';
import { reportPeriods } from '../src/modules/reports/report-periods.js';
import { exceedsDayLimit } from '../src/modules/timesheets/rules.js';
import { createRepositories } from '../src/wiring/repositories.js';
import { seedFixtures, type Fixtures } from './helpers/fixtures.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Issue 36: every rule is written once, in TypeScript; where SQL must repeat one (a trigger, a check, a list's
// column), it is tested here against the TypeScript rule on random inputs, each batch of cases in few round trips.
// A failure prints fast-check's seed and the smallest case it found; RULES_IN_SQL_SEED replays a run.

const SEED = Number(process.env.RULES_IN_SQL_SEED ?? Date.now() % 2 ** 31);
const STANDARD_WEEK = 40;

type Row = Record<string, unknown>;
const rowsOf = async (t: TestApp, query: ReturnType<typeof sql>) => ((await t.app.db.execute(query)) as unknown as { rows: Row[] }).rows;
/** A text array literal, for one parameter that unnest() turns into a batch of cases. */
const arrayLiteral = (values: readonly (string | number)[]) => `{${values.join(',')}}`;

// Ninety days from the middle of May 2025: weeks run across the ends of May, June and July.
const FIRST_DAY = '2025-05-20';
const WINDOW_DAYS = 90;
const day = fc.integer({ min: 0, max: WINDOW_DAYS - 1 }).map((offset) => addDays(FIRST_DAY, offset));
const range = fc.tuple(day, day).map(([a, b]): DateRange => (a <= b ? { startDate: a, endDate: b } : { startDate: b, endDate: a }));
const person = fc.constantFrom(0, 1);

/** Time off with its half days; a one-day one halves only its start (time_off_half_days_check). */
const timeOffRange = fc.record({ range, halfDayStart: fc.boolean(), halfDayEnd: fc.boolean() })
  .map(({ range: r, halfDayStart, halfDayEnd }): TimeOffRange => ({ ...r, halfDayStart, halfDayEnd: halfDayEnd && r.startDate !== r.endDate }));

/**
 * People's allocations, everyone's holidays and people's time off: what planned hours and the peak day depend on.
 * `order` is when the holidays and the time off are written: before the allocations (counted by the allocations'
 * trigger), or after them one row at a time, some time off then removed again (moved by their own triggers).
 */
const plans = fc.record({
  allocations: fc.array(fc.record({ person, project: fc.constantFrom(0, 1), range, quarters: fc.integer({ min: 1, max: 48 }) }), { minLength: 1, maxLength: 30 }),
  holidays: fc.uniqueArray(day, { maxLength: 8 }),
  timeOff: fc.array(fc.record({ person, range: timeOffRange }), { maxLength: 4 }),
  order: fc.constantFrom('before allocations', 'time off after', 'holidays after'),
  removedTimeOff: fc.nat({ max: 3 }),
  asOf: fc.array(day, { minLength: 1, maxLength: 3 }),
});
type Plans = typeof plans extends fc.Arbitrary<infer T> ? T : never;

/** Logged entries, at most one per person, project and day so no day passes the 24-hour rule. */
const logged = fc.uniqueArray(
  fc.record({ person, project: fc.constantFrom(0, 1), date: day, halves: fc.integer({ min: 1, max: 18 }), status: fc.constantFrom('SUBMITTED', 'APPROVED', 'REJECTED') }),
  { maxLength: 80, selector: (entry) => `${entry.person} ${entry.project} ${entry.date}` },
);

describe('rules the SQL repeats give the TypeScript rules\' answers', () => {
  let t: TestApp;
  let fx: Fixtures;
  let people: number[];
  let projects: number[];
  before(async () => {
    t = await createTestApp();
    fx = await seedFixtures(t);
    people = [fx.employee, fx.colleague];
    projects = [fx.apollo, fx.borealis];
  });
  after(() => t.close());

  // One statement each: the plan's triggers read the allocations, holidays and time off that are left.
  const clear = async () => {
    for (const table of [allocations, timeOff, publicHolidays, timesheets]) await t.app.db.delete(table);
  };

  async function store(scenario: Plans) {
    await clear();
    const timeOffRows = scenario.timeOff.map((off) => ({ userId: people[off.person]!, ...off.range, kind: 'VACATION' as const }));
    const addHolidays = async () => {
      for (const date of scenario.holidays) await t.app.db.insert(publicHolidays).values({ date, name: 'Holiday' });
    };
    let kept = scenario.timeOff;
    if (scenario.order !== 'holidays after') await addHolidays();
    if (scenario.order === 'before allocations' && timeOffRows.length > 0) await t.app.db.insert(timeOff).values(timeOffRows);
    const rows = scenario.allocations.map((a) => ({ userId: people[a.person]!, projectId: projects[a.project]!, ...a.range, allocationHours: a.quarters / 4 }));
    const ids = (await t.app.db.insert(allocations).values(rows).returning({ id: allocations.id })).map((row) => row.id);
    if (scenario.order !== 'before allocations') {
      // One row per statement: each row's trigger then sees the rows written before it.
      const timeOffIds: number[] = [];
      for (const row of timeOffRows) timeOffIds.push((await t.app.db.insert(timeOff).values(row).returning({ id: timeOff.id }))[0]!.id);
      const removed = Math.min(scenario.removedTimeOff, timeOffIds.length);
      for (const id of timeOffIds.slice(0, removed)) await t.app.db.delete(timeOff).where(eq(timeOff.id, id));
      kept = scenario.timeOff.slice(removed);
    }
    if (scenario.order === 'holidays after') await addHolidays();
    const absencesOf = (userId: number): Absences => ({
      holidays: new Set(scenario.holidays),
      timeOff: kept.filter((off) => people[off.person] === userId).map((off) => off.range),
    });
    return { rows: rows.map((row, index) => ({ ...row, id: ids[index]! })), absencesOf };
  }

  it('plans to date and finds the busiest day in the allocations list as plannedHours and projectCapacity do', async () => {
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(plans, async (scenario) => {
        const { rows, absencesOf } = await store(scenario);
        // The list's columns as production reads them (allocations-repository.ts: plannedToDate, peakDailyHours).
        const repos = createRepositories(t.app.db, { workdayHours: STANDARD_WEEK / 5, today: t.app.clock.today });
        for (const asOf of scenario.asOf) {
          const { data } = await repos.allocations.list({ limit: 100, offset: 0, orderBy: 'firstName', order: 'asc', asOf });
          const listed = new Map(data.map((row) => [row.id, row]));
          for (const row of rows) {
            const sqlRow = listed.get(row.id)!;
            const toDate = plannedHours(row, { startDate: row.startDate, endDate: asOf }, absencesOf(row.userId));
            assert.equal(sqlRow.plannedToDate, toDate, `planned to ${asOf} of ${JSON.stringify(row)}`);
            const others = rows.filter((other) => other.id !== row.id);
            const [peak] = projectCapacity(others, [{ userId: row.userId, allocationHours: row.allocationHours, weeklyHours: STANDARD_WEEK }], row);
            assert.equal(sqlRow.hoursPerDay, peak!.hoursPerDay, `busiest day of ${JSON.stringify(row)}`);
            cases += 2;
          }
        }
      }),
      { seed: SEED, numRuns: 8 },
    );
    assert.ok(cases > 0);
  });

  it('keeps planned hours per week and per month as plannedHours over the report\'s periods', async () => {
    const whole = { from: FIRST_DAY, to: addDays(FIRST_DAY, WINDOW_DAYS - 1) };
    const periodsOf = (period: 'week' | 'month') => reportPeriods({ period, ...whole }, whole.to).periods.map((p): DateRange => ({ startDate: p.start, endDate: p.end }));
    const weeks = periodsOf('week');
    const months = periodsOf('month');
    await fc.assert(
      fc.asyncProperty(plans, async (scenario) => {
        const { rows, absencesOf } = await store(scenario);
        // The utilisation report reads these rows by week_start or month_start (migration 0012's triggers keep them).
        const kept = await rowsOf(t, sql`select user_id, project_id, week_start::text as week, month_start::text as month, planned::float8 as planned
          from work_week_hours where planned <> 0`);
        const expected = new Map<string, number>();
        for (const row of rows) {
          for (const week of weeks) {
            for (const month of months) {
              const both = overlapOf(week, month);
              const hours = both ? plannedHours(row, both, absencesOf(row.userId)) : 0;
              const key = `${row.userId} ${row.projectId} ${week.startDate} ${month.startDate}`;
              if (hours !== 0) expected.set(key, (expected.get(key) ?? 0) + hours);
            }
          }
        }
        const actual = new Map(kept.map((row) => [`${row.user_id} ${row.project_id} ${row.week} ${row.month}`, Number(row.planned)]));
        assert.deepEqual(actual, expected);
      }),
      { seed: SEED, numRuns: 8 },
    );
  });

  it('keeps logged hours under the ISO week and calendar month mondayOf and firstOfMonth name', async () => {
    await fc.assert(
      fc.asyncProperty(logged, async (entries) => {
        await clear();
        const rows = entries.map((e) => ({ userId: people[e.person]!, projectId: projects[e.project]!, date: e.date, hours: e.halves / 2, status: e.status, description: 'Work' }));
        if (rows.length > 0) await t.app.db.insert(timesheets).values(rows);
        const kept = await rowsOf(t, sql`select user_id, project_id, week_start::text as week, month_start::text as month,
          submitted::float8 as submitted, approved::float8 as approved, rejected::float8 as rejected
          from work_week_hours where submitted <> 0 or approved <> 0 or rejected <> 0`);
        const expected = new Map<string, Record<string, number>>();
        for (const row of rows) {
          const key = `${row.userId} ${row.projectId} ${mondayOf(row.date)} ${firstOfMonth(row.date)}`;
          const sums = expected.get(key) ?? { submitted: 0, approved: 0, rejected: 0 };
          sums[row.status.toLowerCase()]! += row.hours;
          expected.set(key, sums);
        }
        const actual = new Map(kept.map((row) => [
          `${row.user_id} ${row.project_id} ${row.week} ${row.month}`,
          { submitted: Number(row.submitted), approved: Number(row.approved), rejected: Number(row.rejected) },
        ]));
        assert.deepEqual(actual, expected);
      }),
      { seed: SEED, numRuns: 8 },
    );
  });

  it('truncates any date, over decades and year ends, to the week and month mondayOf and firstOfMonth give', async () => {
    // Dates from 1990 to 2060 plus every 28 December to 4 January, where ISO weeks and years part.
    const yearEnds = Array.from({ length: 71 }, (_, i) => Array.from({ length: 8 }, (_, d) => addDays(`${1990 + i}-12-28`, d))).flat();
    const dates = [...fc.sample(fc.integer({ min: 0, max: 25_500 }).map((offset) => addDays('1990-01-01', offset)), { seed: SEED, numRuns: 400 }), ...yearEnds];
    // The expressions of migrations 0011, 0012 and 0015 and of reports/work-week-hours.ts.
    const truncated = await rowsOf(t, sql`select d::text as date, date_trunc('week', d::timestamp)::date::text as week, date_trunc('month', d::timestamp)::date::text as month
      from unnest(${arrayLiteral(dates)}::date[]) as d`);
    assert.equal(truncated.length, dates.length);
    for (const row of truncated) assert.deepEqual([row.week, row.month], [mondayOf(String(row.date)), firstOfMonth(String(row.date))], String(row.date));
  });

  it('holds a day to MAX_HOURS_PER_DAY in its check constraint exactly where exceedsDayLimit does', async () => {
    const [constraint] = await rowsOf(t, sql`select pg_get_constraintdef(oid) as definition from pg_constraint where conname = ${TIMESHEET_DAY_LIMIT}`);
    // "CHECK ((hours <= (24)::numeric)) NOT VALID": the expression as the database runs it, over a batch of totals.
    const expression = String(constraint!.definition).replace(/^CHECK \(/, '').replace(/\)( NOT VALID)?$/, '');
    const hundredths = fc.sample(fc.integer({ min: 0, max: (MAX_HOURS_PER_DAY + 6) * 100 }), { seed: SEED, numRuns: 300 });
    const totals = [...hundredths.map((h) => h / 100), MAX_HOURS_PER_DAY, MAX_HOURS_PER_DAY + 0.01, MAX_HOURS_PER_DAY + 0.25];
    const answers = await rowsOf(t, sql`select hours::float8 as hours, (${sql.raw(expression)}) as allowed from unnest(${arrayLiteral(totals)}::numeric[]) as day(hours)`);
    for (const { hours, allowed } of answers) assert.equal(allowed, !exceedsDayLimit(Number(hours)), `${hours} hours`);

    // And the constraint itself, on rows written straight to the kept table: at the limit, then a quarter hour over.
    // Deleted entries leave their day's total at zero, so the day is written whether or not it is there.
    const date = '2025-06-02';
    await t.app.db.execute(sql`insert into timesheet_day_hours (user_id, date, hours) values (${fx.employee}, ${date}, ${MAX_HOURS_PER_DAY})
      on conflict (user_id, date) do update set hours = excluded.hours`);
    const over = await t.app.db.execute(sql`update timesheet_day_hours set hours = ${MAX_HOURS_PER_DAY + 0.25} where user_id = ${fx.employee} and date = ${date}`).then(
      () => null,
      (error: unknown) => error,
    );
    assert.equal(violatedCheck(over), TIMESHEET_DAY_LIMIT);
    await t.app.db.execute(sql`delete from timesheet_day_hours where user_id = ${fx.employee}`);
  });

  it("refuses a second client or project name exactly where nameKey calls two names the same", async () => {
    // The unique indexes' own expression, read back from the database, over names as the forms send them: letters of
    // several alphabets in both cases, digits, punctuation, and spaces inside and around (the API trims them away).
    const { rows: indexes } = (await t.app.db.execute(sql`
      select indexname, indexdef from pg_indexes where indexname in ('clients_name_lower_idx', 'projects_client_name_lower_idx')`)) as unknown as {
      rows: { indexname: string; indexdef: string }[];
    };
    assert.equal(indexes.length, 2);
    for (const { indexname, indexdef } of indexes) assert.match(indexdef, /lower\(btrim\(name\)\)/, indexname);
    const letters = [...'abcxyzABCXYZäÄöÖüÜßéÉèÈçÇñÑøØåÅœŒαΑβΒωΩжЖяЯ0189 -.&\''];
    const name = fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 12 }).map((chars) => chars.join(''));
    const variant = (text: string) => fc.array(fc.boolean(), { minLength: text.length, maxLength: text.length }).map((upper) =>
      ` ${[...text].map((char, i) => (upper[i] ? char.toUpperCase() : char.toLowerCase())).join('')}  `);
    const pairs = [
      ...fc.sample(fc.tuple(name, name), { seed: SEED, numRuns: 200 }),
      ...fc.sample(name.chain((text) => fc.tuple(fc.constant(text), variant(text))), { seed: SEED, numRuns: 200 }),
    ];
    const trimmed = JSON.stringify(pairs.map(([a, b]) => [a.trim(), b.trim()]));
    const answers = await rowsOf(t, sql`select a, b, lower(btrim(a)) = lower(btrim(b)) as same
      from (select pair->>0 as a, pair->>1 as b from jsonb_array_elements(${trimmed}::jsonb) as pair) as pairs`);
    for (const { a, b, same } of answers) assert.equal(same, nameKey(String(a)) === nameKey(String(b)), `${JSON.stringify(a)} and ${JSON.stringify(b)}`);
  });
});
