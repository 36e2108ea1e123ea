import { and, asc, eq, gte, lte, sql, type AnyColumn } from 'drizzle-orm';
import type { UtilisationPeriod } from '@portal/shared-contracts';
import type { Database } from '../../platform/db/client.js';
import { workWeekHours } from '../../platform/db/kept-totals.js';
import { allocations, clients, departments, projects, publicHolidays, timeOff, timesheets, users } from '../../platform/db/schema/index.js';
import type { DateRange, TimeOffRange } from '../capacity/index.js';
import { defineLookup } from '../../platform/lists/list-definition.js';

/**
 * The utilisation report, remembered like a list: work_week_hours is written only by the triggers of timesheets,
 * allocations, public holidays and time off, in their writers' transactions, so those tables' versions cover it.
 */
export const UTILISATION_REPORT = defineLookup('utilisation report', [timesheets, allocations, publicHolidays, timeOff, users, departments, projects, clients], { shownOnPages: true });

export type ReportPerson = {
  id: number;
  name: string;
  departmentId: number | null;
  departmentName: string | null;
  /** Null: the standard week. */
  weeklyHours: number | null;
  active: boolean;
  /** Date of joining: nothing is expected of them before it. */
  joinedOn: string | null;
};

export type ReportProject = { id: number; name: string; clientName: string | null };

/** One person's or project's kept hours in one period (`periodStart` is a Monday or a first of the month). */
export type PeriodHours = { key: number; periodStart: string; planned: number; submitted: number; approved: number; rejected: number };

export type PersonTimeOff = TimeOffRange & { userId: number };

// Summed as float8: numeric addition costs several times as much, and the kept hours have two decimals at most.
const sumOf = (column: AnyColumn) => sql<number>`sum(${column}::float8)`.mapWith(Number);

export function createUtilisationRepository(db: Database) {
  return {
    /** Everyone (or the one person), with their department and contracted week. */
    people(userId?: number): Promise<ReportPerson[]> {
      return db
        .select({
          id: users.id,
          name: sql<string>`btrim(concat_ws(' ', ${users.firstName}, ${users.lastName}))`,
          departmentId: users.departmentId,
          departmentName: departments.name,
          weeklyHours: users.weeklyHours,
          active: users.active,
          joinedOn: users.doj,
        })
        .from(users)
        .leftJoin(departments, eq(departments.id, users.departmentId))
        .where(userId === undefined ? undefined : eq(users.id, userId))
        .orderBy(asc(users.id));
    },

    projects(): Promise<ReportProject[]> {
      return db
        .select({ id: projects.id, name: projects.name, clientName: clients.name })
        .from(projects)
        .leftJoin(clients, eq(clients.id, projects.clientId));
    },

    /**
     * Hours planned and logged per person (or project) and period in the range. The kept rows are split at month
     * ends, so a month's rows are exactly those with its month_start, and a week's those with its week_start.
     */
    hoursByPeriod(by: 'person' | 'project', period: UtilisationPeriod, range: DateRange, userId?: number): Promise<PeriodHours[]> {
      const key = by === 'person' ? workWeekHours.userId : workWeekHours.projectId;
      const start = period === 'week' ? workWeekHours.weekStart : workWeekHours.monthStart;
      return db
        .select({
          key,
          periodStart: start,
          planned: sumOf(workWeekHours.planned),
          submitted: sumOf(workWeekHours.submitted),
          approved: sumOf(workWeekHours.approved),
          rejected: sumOf(workWeekHours.rejected),
        })
        .from(workWeekHours)
        .where(and(gte(start, range.startDate), lte(start, range.endDate), userId === undefined ? undefined : eq(workWeekHours.userId, userId)))
        .groupBy(key, start);
    },

    /** Everyone's (or the one person's) time off overlapping the range. */
    timeOffIn(range: DateRange, userId?: number): Promise<PersonTimeOff[]> {
      return db
        .select({ userId: timeOff.userId, startDate: timeOff.startDate, endDate: timeOff.endDate, halfDayStart: timeOff.halfDayStart, halfDayEnd: timeOff.halfDayEnd })
        .from(timeOff)
        .where(and(lte(timeOff.startDate, range.endDate), gte(timeOff.endDate, range.startDate), userId === undefined ? undefined : eq(timeOff.userId, userId)));
    },
  };
}

export type UtilisationRepository = ReturnType<typeof createUtilisationRepository>;
