import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { TeamCalendar, TeamCalendarQuery, TimeOffKind } from '@portal/shared-contracts';
import type { Database } from '../../platform/db/client.js';
import { departments, leaveRequests, publicHolidays, timeOff, users } from '../../platform/db/schema/index.js';
import { defineLookup } from '../../platform/lists/list-definition.js';
import type { Recall } from '../../platform/lists/remembered.js';
import { fullNameSql, rowsToSkip } from '../../platform/lists/list-helpers.js';
import { daysAway, maySeeLeaveType, monthRange, type CalendarAbsence, type CalendarCaller, type CalendarPeople } from './rules.js';

/**
 * The team calendar (issue 38): a month of a page of people, remembered per scope, month and page until one of these
 * tables is written (the bench's 50 managers asking at once otherwise queue for the database); what the caller may
 * see of it (the leave type) is applied to each answer, never remembered. Its tables give the browser's cache tags.
 */
export const TEAM_CALENDAR = defineLookup('team calendar', [users, departments, timeOff, leaveRequests, publicHolidays], { shownOnPages: true });
/** Months remembered at most (a few KB each); past it the memory starts over. */
export const MAX_REMEMBERED_MONTHS = 2_000;

const inScope = (people: CalendarPeople): SQL | undefined => {
  if (people.kind === 'team') return or(eq(users.id, people.managerId), eq(users.lineManagerId, people.managerId));
  return people.kind === 'department' ? eq(users.departmentId, people.departmentId) : undefined;
};

type Person = { id: number; name: string; lineManagerId: number | null; departmentName: string | null };
type Away = { userId: number; startDate: string; endDate: string; kind: TimeOffKind; halfDayStart: boolean; halfDayEnd: boolean };
type Asked = { userId: number; startDate: string; endDate: string; leaveType: TimeOffKind; halfDayStart: boolean; halfDayEnd: boolean };
/** What the database answers for a month of a page of people, before what the caller may see is applied. */
export type CalendarMonth = { total: number; holidays: TeamCalendar['holidays']; people: Person[]; away: Away[]; asked: Asked[] };

/**
 * A page of the active people in scope (by first name: users_first_name_lower_idx's order), how many the scope holds,
 * the month's holidays, and the page's time off and requests overlapping the month (by the (user_id, start_date)
 * indexes): one statement, one round trip, as the bench showed five of them queueing for the pool.
 */
async function readMonth(db: Database, people: CalendarPeople, query: TeamCalendarQuery & { month: string }): Promise<CalendarMonth> {
  const month = monthRange(query.month);
  const where = and(eq(users.active, true), inScope(people), query.userId ? eq(users.id, query.userId) : undefined);
  const overlaps = (table: typeof timeOff | typeof leaveRequests) =>
    sql`${table.userId} in (select id from page) and ${table.startDate} <= ${month.endDate} and ${table.endDate} >= ${month.startDate}`;
  const result = await db.execute(sql`
    with page as (
      select ${users.id} as id, ${fullNameSql(users.firstName, users.lastName)} as name, ${users.lineManagerId} as line_manager_id,
             ${departments.name} as department_name, lower(${users.firstName}) as sort_key
      from ${users} left join ${departments} on ${departments.id} = ${users.departmentId}
      where ${where} order by lower(${users.firstName}), ${users.id} limit ${query.limit} offset ${rowsToSkip(query)}
    )
    select
      (select count(*) from ${users} where ${where})::int as total,
      (select coalesce(json_agg(json_build_object('date', ${publicHolidays.date}, 'name', ${publicHolidays.name}) order by ${publicHolidays.date}), '[]')
         from ${publicHolidays} where ${publicHolidays.date} between ${month.startDate} and ${month.endDate}) as holidays,
      (select coalesce(json_agg(json_build_object('id', id, 'name', name, 'lineManagerId', line_manager_id, 'departmentName', department_name) order by sort_key, id), '[]')
         from page) as people,
      (select coalesce(json_agg(json_build_object('userId', ${timeOff.userId}, 'startDate', ${timeOff.startDate}, 'endDate', ${timeOff.endDate}, 'kind', ${timeOff.kind},
              'halfDayStart', ${timeOff.halfDayStart}, 'halfDayEnd', ${timeOff.halfDayEnd})), '[]')
         from ${timeOff} where ${overlaps(timeOff)}) as away,
      (select coalesce(json_agg(json_build_object('userId', ${leaveRequests.userId}, 'startDate', ${leaveRequests.startDate}, 'endDate', ${leaveRequests.endDate},
              'leaveType', ${leaveRequests.leaveType}, 'halfDayStart', ${leaveRequests.halfDayStart}, 'halfDayEnd', ${leaveRequests.halfDayEnd})), '[]')
         from ${leaveRequests} where ${overlaps(leaveRequests)} and ${leaveRequests.status} = 'PENDING') as asked`);
  const [row] = (result as unknown as { rows: CalendarMonth[] }).rows;
  if (!row) throw new Error('team calendar: the statement answered no row');
  return row;
}

/** The month of a page of the people in scope: each one's working days away, the leave type where the caller may see it. */
export async function readTeamCalendar(
  db: Database,
  recall: Recall<CalendarMonth>,
  caller: CalendarCaller,
  people: CalendarPeople,
  query: TeamCalendarQuery & { month: string },
): Promise<TeamCalendar> {
  const whose = people.kind === 'team' ? people.managerId : people.kind === 'department' ? people.departmentId : '';
  const key = [people.kind, whose, query.month, query.limit, query.offset, query.userId ?? ''].join(':');
  const answer = await recall(key, () => readMonth(db, people, query));
  const month = monthRange(query.month);
  const absences = absencesByPerson(answer.away, answer.asked);
  const holidays = new Set(answer.holidays.map((holiday) => holiday.date));
  return {
    month: query.month,
    holidays: answer.holidays,
    total: answer.total,
    data: answer.people.map(({ lineManagerId, ...person }) => {
      const shown = maySeeLeaveType(caller, { id: person.id, lineManagerId });
      const days = (absences.get(person.id) ?? [])
        .flatMap((absence) => daysAway(shown ? absence : { ...absence, leaveType: null }, month, holidays))
        .sort((a, b) => a.date.localeCompare(b.date));
      return { ...person, days };
    }),
  };
}

/** Time off (with its half days) is approved leave, however it was recorded; a request still waiting is pending. */
function absencesByPerson(away: Away[], asked: Asked[]): Map<number, CalendarAbsence[]> {
  const byPerson = new Map<number, CalendarAbsence[]>();
  const add = (userId: number, absence: CalendarAbsence) => byPerson.set(userId, [...(byPerson.get(userId) ?? []), absence]);
  for (const { userId, kind, ...dates } of away) add(userId, { ...dates, status: 'APPROVED', leaveType: kind });
  for (const { userId, ...request } of asked) add(userId, { ...request, status: 'PENDING' });
  return byPerson;
}

/** The caller's role and department, which decide what they may see. */
export async function calendarCaller(db: Database, caller: { id: number; role: CalendarCaller['role'] }): Promise<CalendarCaller> {
  const [row] = await db.select({ departmentId: users.departmentId }).from(users).where(eq(users.id, caller.id));
  return { id: caller.id, role: caller.role, departmentId: row?.departmentId ?? null };
}
