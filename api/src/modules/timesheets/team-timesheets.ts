import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { projects, timesheets, users } from '../../platform/db/schema/index.js';
import type { TeamPeople, TeamTimesheetListQuery, TimesheetList } from '@portal/shared-contracts';
import { defineRead } from '../../platform/lists/list-definition.js';
import { countAll, fullNameSql, lowered, orderClauses, rowsToSkip } from '../../platform/lists/list-helpers.js';
import { selectTimesheets, TIMESHEET_SORT_COLUMNS } from './timesheets-repository.js';
import { datesOfIsoWeek } from './week-dates.js';

/**
 * The Team tab (issue 38): a line manager's reports' entries. Computed on every request (a team is a few people, and
 * the filter that matters, line_manager_id, is on users), so nothing is remembered and nothing goes stale.
 */
export const TEAM_TIMESHEETS = defineRead('team timesheets', [timesheets, users, projects]);

/** The people who report to someone: the Team tab's person filter, and whether there is a Team tab at all. */
export const TEAM_PEOPLE = defineRead('team people', [users]);

/** What waits for the line manager (SUBMITTED) comes first, whatever the order asked for. */
const waitingFirst = sql`(${timesheets.status} = 'SUBMITTED') desc`;

/** The entries of the people reporting to `managerId`, waiting ones first, filtered by person, week and status. */
export async function listTeamTimesheets(db: Database, managerId: number, query: TeamTimesheetListQuery): Promise<TimesheetList> {
  const week = query.week ? datesOfIsoWeek(query.week) : undefined;
  const where = and(
    eq(users.lineManagerId, managerId),
    query.userId ? eq(timesheets.userId, query.userId) : undefined,
    query.status ? eq(timesheets.status, query.status) : undefined,
    week ? gte(timesheets.date, week[0]!) : undefined,
    week ? lte(timesheets.date, week[6]!) : undefined,
  );
  const data = await selectTimesheets(db)
    .where(where)
    .orderBy(waitingFirst, ...orderClauses(TIMESHEET_SORT_COLUMNS[query.orderBy], query.order, timesheets.id))
    .limit(query.limit)
    .offset(rowsToSkip(query));
  const [count] = await db.select({ total: countAll() }).from(timesheets).innerJoin(users, eq(users.id, timesheets.userId)).where(where);
  return { data, total: count?.total ?? 0 };
}

/** The people reporting to `managerId`, active or not (a deactivated report's entries may still wait), by name. */
export async function listTeamPeople(db: Database, managerId: number): Promise<TeamPeople> {
  const name = fullNameSql(users.firstName, users.lastName);
  const data = await db.select({ id: users.id, name }).from(users).where(eq(users.lineManagerId, managerId)).orderBy(lowered(name), asc(users.id));
  return { data };
}
