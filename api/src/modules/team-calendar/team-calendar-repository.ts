import { and, asc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TeamCalendar, TeamCalendarQuery } from '@portal/shared-contracts';
import type { Database } from '../../platform/db/client.js';
import { departments, leaveRequests, publicHolidays, timeOff, users } from '../../platform/db/schema/index.js';
import { defineRead } from '../../platform/lists/list-definition.js';
import { countAll, fullNameSql, lowered, rowsToSkip } from '../../platform/lists/list-helpers.js';
import { daysAway, maySeeLeaveType, monthRange, type CalendarAbsence, type CalendarCaller, type CalendarPeople } from './rules.js';

/**
 * The team calendar (issue 38): computed on every request (a page of people and their month), so nothing is
 * remembered; registered for the browser's cache tags, which a decision, a request or a holiday invalidates.
 */
export const TEAM_CALENDAR = defineRead('team calendar', [users, departments, timeOff, leaveRequests, publicHolidays]);

const inScope = (people: CalendarPeople): SQL | undefined => {
  if (people.kind === 'team') return or(eq(users.id, people.managerId), eq(users.lineManagerId, people.managerId));
  return people.kind === 'department' ? eq(users.departmentId, people.departmentId) : undefined;
};

/** A page of the active people in scope (by first name, the index users_first_name_lower_idx's order) and their month. */
export async function readTeamCalendar(
  db: Database,
  caller: CalendarCaller,
  people: CalendarPeople,
  query: TeamCalendarQuery & { month: string },
): Promise<TeamCalendar> {
  const month = monthRange(query.month);
  const where = and(eq(users.active, true), inScope(people), query.userId ? eq(users.id, query.userId) : undefined);
  const [page, [count], holidayRows] = await Promise.all([
    db.select({ id: users.id, name: fullNameSql(users.firstName, users.lastName), lineManagerId: users.lineManagerId, departmentName: departments.name })
      .from(users).leftJoin(departments, eq(departments.id, users.departmentId))
      .where(where).orderBy(lowered(users.firstName), asc(users.id)).limit(query.limit).offset(rowsToSkip(query)),
    db.select({ total: countAll() }).from(users).where(where),
    db.select({ date: publicHolidays.date, name: publicHolidays.name }).from(publicHolidays)
      .where(and(gte(publicHolidays.date, month.startDate), lte(publicHolidays.date, month.endDate))).orderBy(publicHolidays.date),
  ]);
  const ids = page.map((person) => person.id);
  const absences = ids.length === 0 ? new Map<number, CalendarAbsence[]>() : await absencesOf(db, ids, month);
  const holidays = new Set(holidayRows.map((holiday) => holiday.date));
  return {
    month: query.month,
    holidays: holidayRows,
    total: count?.total ?? 0,
    data: page.map(({ lineManagerId, ...person }) => {
      const shown = maySeeLeaveType(caller, { id: person.id, lineManagerId });
      const days = (absences.get(person.id) ?? [])
        .flatMap((absence) => daysAway(shown ? absence : { ...absence, leaveType: null }, month, holidays))
        .sort((a, b) => a.date.localeCompare(b.date));
      return { ...person, days };
    }),
  };
}

/**
 * The people's time off (approved: a request's half days come from the request it was made from) and their requests
 * still waiting, overlapping the month; both read by (user_id, start_date) indexes.
 */
async function absencesOf(db: Database, ids: number[], month: { startDate: string; endDate: string }): Promise<Map<number, CalendarAbsence[]>> {
  const overlapping = <T extends typeof timeOff | typeof leaveRequests>(table: T) =>
    and(inArray(table.userId, ids), lte(table.startDate, month.endDate), gte(table.endDate, month.startDate));
  const [away, requests] = await Promise.all([
    db.select({ id: timeOff.id, userId: timeOff.userId, startDate: timeOff.startDate, endDate: timeOff.endDate, kind: timeOff.kind })
      .from(timeOff).where(overlapping(timeOff)),
    db.select({
      userId: leaveRequests.userId, startDate: leaveRequests.startDate, endDate: leaveRequests.endDate, leaveType: leaveRequests.leaveType,
      halfDayStart: leaveRequests.halfDayStart, halfDayEnd: leaveRequests.halfDayEnd, status: leaveRequests.status, timeOffId: leaveRequests.timeOffId,
    }).from(leaveRequests)
      .where(and(overlapping(leaveRequests), sql`${leaveRequests.status} in ('PENDING', 'APPROVED', 'CANCELLATION_PENDING')`)),
  ]);
  const halves = new Map(requests.filter((request) => request.timeOffId !== null).map((request) => [request.timeOffId, request]));
  const byPerson = new Map<number, CalendarAbsence[]>();
  const add = (userId: number, absence: CalendarAbsence) => byPerson.set(userId, [...(byPerson.get(userId) ?? []), absence]);
  for (const row of away) {
    const request = halves.get(row.id);
    add(row.userId, {
      startDate: row.startDate, endDate: row.endDate, status: 'APPROVED', leaveType: row.kind,
      halfDayStart: request?.halfDayStart ?? false, halfDayEnd: request?.halfDayEnd ?? false,
    });
  }
  for (const request of requests) {
    if (request.status === 'PENDING') add(request.userId, { ...request, status: 'PENDING' });
  }
  return byPerson;
}

/** The caller's role and department, which decide what they may see. */
export async function calendarCaller(db: Database, caller: { id: number; role: CalendarCaller['role'] }): Promise<CalendarCaller> {
  const [row] = await db.select({ departmentId: users.departmentId }).from(users).where(eq(users.id, caller.id));
  return { id: caller.id, role: caller.role, departmentId: row?.departmentId ?? null };
}
