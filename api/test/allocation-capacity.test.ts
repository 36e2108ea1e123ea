import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { addDays } from '../src/platform/calendar.js';
import { createRepositories } from '../src/wiring/repositories.js';
import { type Fixtures, startSeededApp } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';

type Span = { person: number; hours: number; start: number; length: number };

const FIRST_DAY = '2025-06-02';
const dayOf = (offset: number) => addDays(FIRST_DAY, offset);
const isWeekday = (date: string) => {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/** The busiest weekday of a span's range, counted day by day: what the list's figure must equal. */
function peakByDay(spans: Span[], span: Span): number {
  let peak = 0;
  for (let day = span.start; day < span.start + span.length; day += 1) {
    if (!isWeekday(dayOf(day))) continue;
    const total = spans.filter((s) => s.person === span.person && s.start <= day && day < s.start + s.length).reduce((sum, s) => sum + s.hours, 0);
    peak = Math.max(peak, total);
  }
  return peak;
}

/**
 * The list's hours per day is found from a few candidate days per allocation (modules/allocations/allocations-repository.ts); this
 * compares it with counting every day, over random overlapping allocations of two people.
 */
describe('allocation capacity', () => {
  let t: TestApp;
  let fx: Fixtures;
  before(async () => ({ t, fx } = await startSeededApp()));
  after(() => t.close());

  it('is the busiest weekday of each range, as counted day by day', async () => {
    const span = fc.record({
      person: fc.constantFrom(0, 1),
      hours: fc.integer({ min: 1, max: 32 }).map((quarters) => quarters / 4),
      start: fc.integer({ min: 0, max: 40 }),
      length: fc.integer({ min: 1, max: 25 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(span, { minLength: 1, maxLength: 8 }), async (spans) => {
        await t.app.db.execute(sql`delete from allocations`);
        const people = [fx.employee, fx.colleague];
        const ids = await t.app.repos.allocations.insertMany(
          spans.map((s) => ({ userId: people[s.person]!, projectId: fx.apollo, allocationHours: s.hours, startDate: dayOf(s.start), endDate: dayOf(s.start + s.length - 1) })),
        );
        // Without the server's remembered totals, which hear of these direct writes only a moment later.
        const { data } = await createRepositories(t.app.db, { workdayHours: 8, today: t.app.clock.today }).allocations.list({ limit: 100, offset: 0, orderBy: 'firstName', order: 'asc' });
        const listed = new Map(data.map((row) => [row.id, row.hoursPerDay]));
        spans.forEach((s, i) => assert.equal(listed.get(ids[i]!), peakByDay(spans, s), `allocation ${i} of ${JSON.stringify(spans)}`));
      }),
      { numRuns: 60 },
    );
  });
});
