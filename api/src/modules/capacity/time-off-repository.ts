import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { DateRangeQuery, TimeOff, TimeOffList } from '@portal/shared-contracts';
import type { Database } from '../../platform/db/client.js';
import { timeOff, users } from '../../platform/db/schema/index.js';
import { countAll } from '../../platform/lists/list-helpers.js';
import { defineRead } from '../../platform/lists/list-definition.js';
import type { TimeOffRange } from './working-days.js';

/** A person's time off, as their profile and the Employees page list it. */
export const TIME_OFF = defineRead('time off', [timeOff]);

type TimeOffRow = typeof timeOff.$inferSelect;
export type TimeOffValues = Omit<typeof timeOff.$inferInsert, 'id' | 'createdAt'>;

const toTimeOff = (row: TimeOffRow): TimeOff => ({ ...row, createdAt: row.createdAt.toISOString() });

/** The person's time off that shares a day with the range. */
const theirsOverlapping = (userId: number, { from, to }: DateRangeQuery) =>
  and(eq(timeOff.userId, userId), from ? gte(timeOff.endDate, from) : undefined, to ? lte(timeOff.startDate, to) : undefined);

export function createTimeOffRepository(db: Database) {
  return {
    /** The person's time off overlapping the range, earliest first. */
    async listOf(userId: number, range: DateRangeQuery): Promise<TimeOffList> {
      const rows = await db.select().from(timeOff).where(theirsOverlapping(userId, range)).orderBy(asc(timeOff.startDate));
      return { data: rows.map(toTimeOff), total: rows.length };
    },

    /** The person's time off overlapping the range as date ranges with their half days, for the capacity arithmetic. */
    async rangesOf(userId: number, range: DateRangeQuery): Promise<TimeOffRange[]> {
      const columns = { startDate: timeOff.startDate, endDate: timeOff.endDate, halfDayStart: timeOff.halfDayStart, halfDayEnd: timeOff.halfDayEnd };
      return db.select(columns).from(timeOff).where(theirsOverlapping(userId, range));
    },

    /**
     * Locks the person's row until the transaction ends, so that two requests recording their time off at once
     * check for overlaps one after the other; false when there is no such person.
     */
    async lockPerson(userId: number): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      return rows.length > 0;
    },

    /** The earliest of the person's time off that shares a day with the range. */
    async firstOverlapping(userId: number, startDate: string, endDate: string): Promise<TimeOff | null> {
      const [row] = await db.select().from(timeOff).where(theirsOverlapping(userId, { from: startDate, to: endDate })).orderBy(asc(timeOff.startDate)).limit(1);
      return row ? toTimeOff(row) : null;
    },

    async insert(values: TimeOffValues): Promise<TimeOff> {
      const [row] = await db.insert(timeOff).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return toTimeOff(row);
    },

    /** Removes the time off and returns it, or null when there is none with this id. */
    async remove(id: number): Promise<TimeOff | null> {
      const [row] = await db.delete(timeOff).where(eq(timeOff.id, id)).returning();
      return row ? toTimeOff(row) : null;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ total: countAll() }).from(timeOff);
      return row?.total ?? 0;
    },
  };
}

export type TimeOffRepository = ReturnType<typeof createTimeOffRepository>;
