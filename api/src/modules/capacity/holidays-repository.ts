import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { DateRangeQuery, Holiday, HolidayBody, HolidayList } from '@portal/shared-contracts';
import type { Database } from '../../platform/db/client.js';
import { publicHolidays } from '../../platform/db/schema/index.js';
import { defineRead } from '../../platform/lists/list-definition.js';

/** The Holidays page's list of a date range. */
export const HOLIDAYS = defineRead('holidays', [publicHolidays]);

const holidayColumns = { id: publicHolidays.id, date: publicHolidays.date, name: publicHolidays.name };

const inRange = ({ from, to }: DateRangeQuery) =>
  and(from ? gte(publicHolidays.date, from) : undefined, to ? lte(publicHolidays.date, to) : undefined);

export function createHolidaysRepository(db: Database) {
  return {
    /** The holidays in the range, earliest first. */
    async list(range: DateRangeQuery): Promise<HolidayList> {
      const data = await db.select(holidayColumns).from(publicHolidays).where(inRange(range)).orderBy(asc(publicHolidays.date));
      return { data, total: data.length };
    },

    /** The holiday dates in the range, for the capacity arithmetic. */
    async datesIn(range: DateRangeQuery): Promise<Set<string>> {
      const rows = await db.select({ date: publicHolidays.date }).from(publicHolidays).where(inRange(range));
      return new Set(rows.map((row) => row.date));
    },

    /** The holidays already on the list for any of these dates. */
    async onDates(dates: string[]): Promise<Holiday[]> {
      return dates.length === 0 ? [] : db.select(holidayColumns).from(publicHolidays).where(inArray(publicHolidays.date, dates));
    },

    /**
     * Adds the holidays whose date is not on the list yet and returns those it added; a date already there (also
     * one added by a request racing this one) is left as it is, by the unique index.
     */
    async insertNew(holidays: HolidayBody[]): Promise<Holiday[]> {
      if (holidays.length === 0) return [];
      const added = await db.insert(publicHolidays).values(holidays).onConflictDoNothing({ target: publicHolidays.date }).returning(holidayColumns);
      return added.sort((a, b) => a.date.localeCompare(b.date));
    },

    /** Removes a holiday and returns it, or null when there is none with this id. */
    async remove(id: number): Promise<Holiday | null> {
      const [removed] = await db.delete(publicHolidays).where(eq(publicHolidays.id, id)).returning(holidayColumns);
      return removed ?? null;
    },
  };
}

export type HolidaysRepository = ReturnType<typeof createHolidaysRepository>;
