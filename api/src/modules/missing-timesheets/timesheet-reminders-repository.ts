import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { TimesheetReminderKind } from '@portal/shared-contracts';
import type { Database } from '../../platform/db/client.js';
import { timesheetReminders, users } from '../../platform/db/schema/index.js';

/** Who a reminder goes to. */
export type Recipient = { id: number; firstName: string; officeEmail: string; active: boolean };

export type ReminderRecord = { userId: number; weekStart: string; kind: TimesheetReminderKind; sentBy: number | null };

const recipientColumns = { id: users.id, firstName: users.firstName, officeEmail: users.officeEmail, active: users.active };

export function createTimesheetRemindersRepository(db: Database) {
  return {
    /** Every active person, for the rows of the missing-timesheets report. */
    activePeople(): Promise<Recipient[]> {
      return db.select(recipientColumns).from(users).where(eq(users.active, true));
    },

    /** These people, active or not (ids that name nobody are left out). */
    recipients(ids: readonly number[]): Promise<Recipient[]> {
      return ids.length === 0 ? Promise.resolve([]) : db.select(recipientColumns).from(users).where(inArray(users.id, [...ids]));
    },

    /** These people's latest reminder of any kind per week in the range, keyed `userId:weekStart`. */
    async lastSent(range: { from: string; to: string }, userIds: readonly number[]): Promise<Map<string, Date>> {
      const rows = await db
        .select({ userId: timesheetReminders.userId, weekStart: timesheetReminders.weekStart, sentAt: sql<Date>`max(${timesheetReminders.sentAt})`.mapWith(timesheetReminders.sentAt) })
        .from(timesheetReminders)
        .where(and(inArray(timesheetReminders.userId, [...userIds]), gte(timesheetReminders.weekStart, range.from), lte(timesheetReminders.weekStart, range.to)))
        .groupBy(timesheetReminders.userId, timesheetReminders.weekStart);
      return new Map(rows.map((row) => [`${row.userId}:${row.weekStart}`, row.sentAt]));
    },

    /** The people the weekly reminder has already reminded of this week. */
    async scheduledFor(weekStart: string): Promise<Set<number>> {
      const rows = await db
        .select({ userId: timesheetReminders.userId })
        .from(timesheetReminders)
        .where(and(eq(timesheetReminders.weekStart, weekStart), eq(timesheetReminders.kind, 'SCHEDULED')));
      return new Set(rows.map((row) => row.userId));
    },

    /**
     * Whether this transaction may send the person's scheduled reminder for the week now: false while another
     * instance's transaction is sending it (or, rarely, another person-week with the same hash), so instances share
     * the week's reminders instead of queueing behind each other's e-mails. Held until the transaction ends.
     */
    async tryLock(userId: number, weekStart: string): Promise<boolean> {
      const result = await db.execute(sql`select pg_try_advisory_xact_lock(hashtextextended(${`timesheet_reminder:${userId}:${weekStart}`}, 0)) as locked`);
      return (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
    },

    /**
     * Records a reminder. A SCHEDULED one is recorded only if the person has none for the week yet (the unique key
     * decides between instances racing for it; a racer waits for the winner's transaction to end): false when
     * someone else has it.
     */
    async claim(record: ReminderRecord): Promise<boolean> {
      const inserted = await db
        .insert(timesheetReminders)
        .values(record)
        .onConflictDoNothing({ target: [timesheetReminders.userId, timesheetReminders.weekStart], where: sql`kind = 'SCHEDULED'` })
        .returning({ id: timesheetReminders.id });
      return inserted.length === 1;
    },
  };
}

export type TimesheetRemindersRepository = ReturnType<typeof createTimesheetRemindersRepository>;
