import { and, desc, eq, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { LeaveAllowance, LeaveRequest, LeaveStatus, LeaveType } from '@portal/shared-contracts';
import type { Database } from '../../platform/db/client.js';
import { leaveAllowances, leaveRequests, publicHolidays, timeOff, users } from '../../platform/db/schema/index.js';
import { fullNameSql } from '../../platform/lists/list-helpers.js';
import { defineRead } from '../../platform/lists/list-definition.js';
import { HOLDING_STATUSES } from './rules.js';

/** A person's own leave requests, and those waiting for the caller's decision. */
export const LEAVE_REQUESTS = defineRead('leave requests', [leaveRequests, users]);
/** A person's balances in a year. */
export const LEAVE_BALANCES = defineRead('leave balances', [leaveAllowances, leaveRequests, users]);
/** What a request would take and leave: its working days (public holidays), its overlaps (time off, requests), its balance. */
export const LEAVE_QUOTE = defineRead('leave quote', [leaveAllowances, leaveRequests, publicHolidays, timeOff]);
/** The allowances an admin has set. */
export const LEAVE_ALLOWANCES = defineRead('leave allowances', [leaveAllowances]);

export type LeaveRequestValues = Omit<typeof leaveRequests.$inferInsert, 'id' | 'createdAt' | 'status'>;

const requestColumns = {
  id: leaveRequests.id, userId: leaveRequests.userId, userName: fullNameSql(users.firstName, users.lastName),
  leaveType: leaveRequests.leaveType, startDate: leaveRequests.startDate, endDate: leaveRequests.endDate,
  halfDayStart: leaveRequests.halfDayStart, halfDayEnd: leaveRequests.halfDayEnd, days: leaveRequests.days, note: leaveRequests.note,
  status: leaveRequests.status, decisionReason: leaveRequests.decisionReason, decidedBy: leaveRequests.decidedBy,
  decidedAt: leaveRequests.decidedAt, createdAt: leaveRequests.createdAt, timeOffId: leaveRequests.timeOffId,
};
type RequestRow = { decidedAt: Date | null; createdAt: Date; timeOffId: number | null } & Omit<LeaveRequest, 'decidedAt' | 'createdAt'>;
/** A request with what its decision needs: the time off it became and the person's line manager. */
export type StoredLeaveRequest = LeaveRequest & { timeOffId: number | null; lineManagerId: number | null };

const toRequest = ({ timeOffId: _timeOff, ...row }: RequestRow): LeaveRequest => ({
  ...row,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
const inYear = (year: number | undefined) =>
  year === undefined ? undefined : and(gte(leaveRequests.startDate, `${year}-01-01`), lte(leaveRequests.startDate, `${year}-12-31`));

export function createLeaveRepository(db: Database) {
  const requests = () => db.select(requestColumns).from(leaveRequests).innerJoin(users, eq(users.id, leaveRequests.userId));
  return {
    /** The person's requests, latest start first. */
    async requestsOf(userId: number, year?: number): Promise<LeaveRequest[]> {
      const rows = await requests().where(and(eq(leaveRequests.userId, userId), inYear(year))).orderBy(desc(leaveRequests.startDate), desc(leaveRequests.id));
      return rows.map(toRequest);
    },

    /** Requests and cancellations waiting for the caller: their reports', or as an admin everyone's but their own. */
    async waitingFor(caller: { id: number; isAdmin: boolean }): Promise<LeaveRequest[]> {
      const whose = caller.isAdmin ? ne(leaveRequests.userId, caller.id) : eq(users.lineManagerId, caller.id);
      const rows = await requests()
        .where(and(inArray(leaveRequests.status, ['PENDING', 'CANCELLATION_PENDING']), whose))
        .orderBy(leaveRequests.startDate, leaveRequests.id);
      return rows.map(toRequest);
    },

    /** The request with its person's line manager, its row locked until the transaction ends. */
    async lockRequest(id: number): Promise<StoredLeaveRequest | null> {
      const [locked] = await db.select({ userId: leaveRequests.userId }).from(leaveRequests).where(eq(leaveRequests.id, id)).for('update');
      if (!locked) return null;
      const [row] = await db.select({ ...requestColumns, lineManagerId: users.lineManagerId }).from(leaveRequests)
        .innerJoin(users, eq(users.id, leaveRequests.userId)).where(eq(leaveRequests.id, id));
      return row ? { ...toRequest(row), timeOffId: row.timeOffId, lineManagerId: row.lineManagerId } : null;
    },

    async read(id: number): Promise<LeaveRequest | null> {
      const [row] = await requests().where(eq(leaveRequests.id, id));
      return row ? toRequest(row) : null;
    },

    /** The earliest of the person's pending or approved requests sharing a day with the range. */
    async firstHoldingOverlap(userId: number, startDate: string, endDate: string): Promise<{ startDate: string; endDate: string } | null> {
      const [row] = await db.select({ startDate: leaveRequests.startDate, endDate: leaveRequests.endDate }).from(leaveRequests)
        .where(and(eq(leaveRequests.userId, userId), inArray(leaveRequests.status, [...HOLDING_STATUSES]), lte(leaveRequests.startDate, endDate), gte(leaveRequests.endDate, startDate)))
        .orderBy(leaveRequests.startDate).limit(1);
      return row ?? null;
    },

    async insert(values: LeaveRequestValues): Promise<number> {
      const [row] = await db.insert(leaveRequests).values(values).returning({ id: leaveRequests.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    async setStatus(id: number, change: { status: LeaveStatus; decidedBy?: number; reason?: string | null; timeOffId?: number | null }): Promise<void> {
      await db.update(leaveRequests).set({
        status: change.status,
        ...(change.decidedBy === undefined ? {} : { decidedBy: change.decidedBy, decidedAt: new Date(), decisionReason: change.reason ?? null }),
        ...(change.timeOffId === undefined ? {} : { timeOffId: change.timeOffId }),
      }).where(eq(leaveRequests.id, id));
    },

    /** Days of the person's requests starting in the year, per type: approved (a cancellation waiting still counts) and pending. */
    async daysTaken(userId: number, year: number): Promise<{ leaveType: LeaveType; approved: number; pending: number }[]> {
      return db.select({
        leaveType: leaveRequests.leaveType,
        approved: sql<number>`coalesce(sum(${leaveRequests.days}) filter (where ${leaveRequests.status} <> 'PENDING'), 0)::float8`,
        pending: sql<number>`coalesce(sum(${leaveRequests.days}) filter (where ${leaveRequests.status} = 'PENDING'), 0)::float8`,
      }).from(leaveRequests)
        .where(and(eq(leaveRequests.userId, userId), inArray(leaveRequests.status, [...HOLDING_STATUSES]), inYear(year)))
        .groupBy(leaveRequests.leaveType);
    },

    /** The defaults and the person's own allowances (all people's without userId). */
    async allowances(userId?: number): Promise<LeaveAllowance[]> {
      return db.select({ userId: leaveAllowances.userId, leaveType: leaveAllowances.leaveType, days: leaveAllowances.days }).from(leaveAllowances)
        .where(userId === undefined ? undefined : or(isNull(leaveAllowances.userId), eq(leaveAllowances.userId, userId)))
        .orderBy(sql`${leaveAllowances.userId} nulls first`, leaveAllowances.leaveType);
    },

    /** Sets the default (userId null) or a person's allowance of the type. */
    async setAllowance(userId: number | null, leaveType: LeaveType, days: number): Promise<void> {
      const target = userId === null
        ? { target: [leaveAllowances.leaveType], targetWhere: isNull(leaveAllowances.userId) }
        : { target: [leaveAllowances.userId, leaveAllowances.leaveType], targetWhere: sql`${leaveAllowances.userId} IS NOT NULL` };
      await db.insert(leaveAllowances).values({ userId, leaveType, days })
        .onConflictDoUpdate({ ...target, set: { days, updatedAt: new Date() } });
    },

    /** Removes a person's own allowance of the type: the default applies again. */
    async removeAllowance(userId: number, leaveType: LeaveType): Promise<void> {
      await db.delete(leaveAllowances).where(and(eq(leaveAllowances.userId, userId), eq(leaveAllowances.leaveType, leaveType)));
    },

    /** The active people who report to the manager, by id (the demo seed's requests). */
    async reportsOf(managerId: number): Promise<number[]> {
      const rows = await db.select({ id: users.id }).from(users).where(and(eq(users.lineManagerId, managerId), eq(users.active, true))).orderBy(users.id);
      return rows.map((row) => row.id);
    },

    /** The person and their line manager, with the e-mail addresses the mail goes to; null when there is none. */
    async person(userId: number): Promise<{ userId: number; lineManagerId: number | null; name: string; email: string } | null> {
      const [row] = await db.select({ userId: users.id, lineManagerId: users.lineManagerId, name: fullNameSql(users.firstName, users.lastName), email: users.officeEmail })
        .from(users).where(eq(users.id, userId));
      return row ?? null;
    },
  };
}

export type LeaveRepository = ReturnType<typeof createLeaveRepository>;
