import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { User } from '@portal/shared-contracts';
import { absencesOf } from '../src/modules/capacity/absences.js';
import { addDays } from '../src/platform/calendar.js';
import {
  capacityHours,
  NO_ABSENCES,
  overlapOf,
  plannedHours,
  workingDays,
  type Absences,
  type DateRange,
} from '../src/modules/capacity/working-days.js';
import { type Fixtures, startSeededApp, type Tokens } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';

// March 2025 starts on a Saturday: its weekdays are 3-7, 10-14, 17-21, 24-28 and 31 (21 days).
const MARCH: DateRange = { startDate: '2025-03-01', endDate: '2025-03-31' };
const APRIL: DateRange = { startDate: '2025-04-01', endDate: '2025-04-30' };
const FIRST_WEEK: DateRange = { startDate: '2025-03-03', endDate: '2025-03-09' };
const absences = (holidays: string[], timeOff: DateRange[] = []): Absences => ({ holidays: new Set(holidays), timeOff });

describe('capacity arithmetic: working days, capacity and planned hours', () => {
  it('counts Monday to Friday as working days, weekends never', () => {
    assert.deepEqual(workingDays(FIRST_WEEK, NO_ABSENCES), ['2025-03-03', '2025-03-04', '2025-03-05', '2025-03-06', '2025-03-07']);
    assert.deepEqual(workingDays({ startDate: '2025-03-08', endDate: '2025-03-09' }, NO_ABSENCES), []);
    assert.equal(capacityHours(FIRST_WEEK, 40, NO_ABSENCES), 40);
  });

  it('takes public holidays away, and a holiday on a weekend changes nothing', () => {
    const withHoliday = absences(['2025-03-05', '2025-03-08']);
    assert.deepEqual(workingDays(FIRST_WEEK, withHoliday), ['2025-03-03', '2025-03-04', '2025-03-06', '2025-03-07']);
    assert.equal(capacityHours(FIRST_WEEK, 40, withHoliday), 32);
  });

  it('takes away the days of time off that fall in the range, also where it runs past either end', () => {
    const thursdayToTuesday = absences([], [{ startDate: '2025-03-06', endDate: '2025-03-11' }]);
    assert.deepEqual(workingDays(FIRST_WEEK, thursdayToTuesday), ['2025-03-03', '2025-03-04', '2025-03-05']);
    assert.equal(capacityHours(FIRST_WEEK, 40, thursdayToTuesday), 24);
    const both = absences(['2025-03-05'], [{ startDate: '2025-03-06', endDate: '2025-03-11' }, { startDate: '2025-02-24', endDate: '2025-03-03' }]);
    assert.deepEqual(workingDays(FIRST_WEEK, both), ['2025-03-04']);
    // A holiday inside time off is one day away, not two.
    assert.equal(capacityHours(FIRST_WEEK, 40, absences(['2025-03-06'], [{ startDate: '2025-03-06', endDate: '2025-03-07' }])), 24);
  });

  it('spreads a part-time week over the five weekdays', () => {
    assert.equal(capacityHours(FIRST_WEEK, 20, NO_ABSENCES), 20);
    assert.equal(capacityHours(FIRST_WEEK, 20, absences(['2025-03-05'])), 16);
    assert.equal(capacityHours(FIRST_WEEK, 37.5, absences(['2025-03-05'])), 30);
    // 32.3 / 5 = 6.46 a day; three days 19.38, without binary noise.
    assert.equal(capacityHours({ startDate: '2025-03-03', endDate: '2025-03-05' }, 32.3, NO_ABSENCES), 19.38);
  });

  it('counts partial weeks: a range from a Wednesday to the next Tuesday has five working days', () => {
    const range = { startDate: '2025-03-05', endDate: '2025-03-11' };
    assert.deepEqual(workingDays(range, NO_ABSENCES), ['2025-03-05', '2025-03-06', '2025-03-07', '2025-03-10', '2025-03-11']);
    assert.equal(capacityHours(range, 40, absences(['2025-03-10'])), 32);
    assert.equal(capacityHours({ startDate: '2025-03-07', endDate: '2025-03-07' }, 40, NO_ABSENCES), 8);
    assert.equal(capacityHours({ startDate: '2025-03-08', endDate: '2025-03-07' }, 40, NO_ABSENCES), 0, 'an empty range');
  });

  it('counts whole months: March 2025 has 21 working days, February 2025 20, leap February 2024 21', () => {
    assert.equal(workingDays(MARCH, NO_ABSENCES).length, 21);
    assert.equal(capacityHours(MARCH, 40, NO_ABSENCES), 168);
    assert.equal(workingDays({ startDate: '2025-02-01', endDate: '2025-02-28' }, NO_ABSENCES).length, 20);
    assert.equal(workingDays({ startDate: '2024-02-01', endDate: '2024-02-29' }, NO_ABSENCES).length, 21);
    // Two holidays and a week of vacation: 21 - 2 - 5 = 14 days, at 30 hours a week 6 a day.
    const march = absences(['2025-03-17', '2025-03-31'], [{ startDate: '2025-03-24', endDate: '2025-03-28' }]);
    assert.equal(capacityHours(MARCH, 30, march), 84);
  });

  it('plans an allocation\'s hours on each working day where its range and the period overlap', () => {
    // 4 h a day from Monday 10 March to Tuesday 15 April.
    const allocation = { allocationHours: 4, startDate: '2025-03-10', endDate: '2025-04-15' };
    // March: 10-14, 17-21, 24-28 and 31 = 16 days; April: 1-4, 7-11, 14-15 = 11 days.
    assert.equal(plannedHours(allocation, MARCH, NO_ABSENCES), 64);
    assert.equal(plannedHours(allocation, APRIL, NO_ABSENCES), 44);
    assert.equal(plannedHours(allocation, { startDate: '2025-01-01', endDate: '2025-12-31' }, NO_ABSENCES), 108);
    const away = absences(['2025-03-17', '2025-04-18'], [{ startDate: '2025-03-24', endDate: '2025-03-28' }]);
    assert.equal(plannedHours(allocation, MARCH, away), 40, '16 - 1 holiday - 5 days off = 10 days');
    assert.equal(plannedHours(allocation, APRIL, away), 44, 'a holiday after the allocation ends changes nothing');
    assert.equal(plannedHours(allocation, { startDate: '2025-05-01', endDate: '2025-05-31' }, NO_ABSENCES), 0);
    assert.equal(plannedHours({ ...allocation, allocationHours: 2.25 }, FIRST_WEEK, NO_ABSENCES), 0, 'ends before the allocation starts');
    assert.equal(plannedHours({ ...allocation, allocationHours: 2.25 }, MARCH, absences(['2025-03-31'])), 33.75);
  });

  it('finds the overlap of two ranges, or none', () => {
    assert.deepEqual(overlapOf(MARCH, { startDate: '2025-03-30', endDate: '2025-04-02' }), { startDate: '2025-03-30', endDate: '2025-03-31' });
    assert.deepEqual(overlapOf(MARCH, FIRST_WEEK), FIRST_WEEK);
    assert.equal(overlapOf(MARCH, APRIL), null);
  });

  it('adds up: planned hours over consecutive periods sum to the whole, and never exceed hours × capacity days', () => {
    const day = fc.integer({ min: 0, max: 120 }).map((offset) => addDays('2025-01-01', offset));
    const range = fc.tuple(day, day).map(([a, b]) => (a <= b ? { startDate: a, endDate: b } : { startDate: b, endDate: a }));
    fc.assert(
      fc.property(range, range, day, fc.array(day, { maxLength: 6 }), fc.array(range, { maxLength: 3 }), fc.integer({ min: 1, max: 48 }),
        (allocationRange, period, split, holidays, timeOff, quarters) => {
          const away = absences(holidays, timeOff);
          const allocation = { ...allocationRange, allocationHours: quarters / 4 };
          const whole = plannedHours(allocation, period, away);
          const cut = split < period.startDate || split >= period.endDate ? period.endDate : split;
          const first = plannedHours(allocation, { startDate: period.startDate, endDate: cut }, away);
          const second = cut < period.endDate ? plannedHours(allocation, { startDate: addDays(cut, 1), endDate: period.endDate }, away) : 0;
          assert.equal(first + second, whole);
          assert.ok(whole <= (allocation.allocationHours * capacityHours(period, 40, away)) / 8);
        }),
      { seed: 20, numRuns: 300 },
    );
  });
});

describe('capacity arithmetic on what the API stores: holidays, time off and contracted weeks', () => {
  let t: TestApp;
  let fx: Fixtures;
  let tokens: Tokens;
  before(async () => {
    ({ t, fx, tokens } = await startSeededApp());
    const send = async (url: string, body: object, method: 'POST' | 'PUT' = 'POST') => {
      const response = await t.request({ method, url: `/api/v1${url}`, token: tokens.admin, body });
      assert.ok(response.statusCode < 300, `${url}: ${response.body}`);
    };
    await send('/holidays', { date: '2025-03-17', name: "St Patrick's Day" });
    await send('/holidays', { date: '2025-04-18', name: 'Good Friday' });
    await send(`/users/${fx.employee}/time-off`, { startDate: '2025-03-24', endDate: '2025-03-28', kind: 'VACATION' });
    await send(`/users/${fx.colleague}/time-off`, { startDate: '2025-03-31', endDate: '2025-04-02', kind: 'SICK' });
    await send(`/users/${fx.employee}`, { weeklyHours: 30 }, 'PUT');
  });
  after(() => t.close());

  const weeklyHoursOf = async (id: number) => (await t.request({ url: `/api/v1/users/${id}`, token: tokens.admin })).json<Required<User>>().weeklyHours;

  it('takes each person\'s own time off and everyone\'s holidays off their capacity, at their own contracted week', async () => {
    const carla = await absencesOf(t.app.repos, fx.employee, MARCH);
    const dmitri = await absencesOf(t.app.repos, fx.colleague, MARCH);
    assert.deepEqual([...carla.holidays], ['2025-03-17']);
    // Carla: 21 - 1 holiday - 5 days off = 15 days at 30 / 5 = 6 hours.
    assert.equal(capacityHours(MARCH, await weeklyHoursOf(fx.employee), carla), 90);
    // Dmitri: 21 - 1 holiday - Monday 31 sick = 19 days at the standard 8 hours.
    assert.equal(capacityHours(MARCH, await weeklyHoursOf(fx.colleague), dmitri), 152);
    const dmitriApril = await absencesOf(t.app.repos, fx.colleague, APRIL);
    // April 2025: 22 weekdays, less Good Friday and his sick 1st and 2nd.
    assert.equal(workingDays(APRIL, dmitriApril).length, 19);
  });

  it('plans an allocation\'s hours net of the same days', async () => {
    const [id] = await t.app.repos.allocations.insertMany([{ userId: fx.employee, projectId: fx.apollo, allocationHours: 4, startDate: '2025-03-10', endDate: '2025-04-15' }]);
    const allocation = (await t.app.repos.allocations.findById(id!))!;
    const range = { startDate: allocation.startDate, endDate: allocation.endDate };
    const absences = await absencesOf(t.app.repos, allocation.userId, range);
    // 16 March days less the 17th and the week of the 24th, 11 April days (Good Friday is after the 15th).
    assert.equal(plannedHours(allocation, MARCH, absences), 40);
    assert.equal(plannedHours(allocation, APRIL, absences), 44);
  });
});
