import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { projects, timesheets, users } from '../../platform/db/schema/index.js';
import type { TeamPeople, TeamTimesheetListQuery, TimesheetList } from '@portal/shared-contracts';
import { defineLookup, defineRead } from '../../platform/lists/list-definition.js';
import type { Recall } from '../../platform/lists/remembered.js';
import { countAll, fullNameSql, lowered, orderClauses, rowsToSkip } from '../../platform/lists/list-helpers.js';
import { selectTimesheets, TIMESHEET_SORT_COLUMNS } from './timesheets-repository.js';
import { datesOfIsoWeek } from './week-dates.js';

/**
 * The Team tab (issue 38): a line manager's reports' entries, a page remembered per manager and query until
 * timesheets, users or projects are written (at 10,000 people, 50 managers asking at once queued for the database:
 * docs/performance.md); the page and its total are read together.
 */
export const TEAM_TIMESHEETS = defineLookup('team timesheets', [timesheets, users, projects], { shownOnPages: true });
/** Pages remembered at most; past it the memory starts over. */
export const MAX_REMEMBERED_TEAM_PAGES = 2_000;

/** The people who report to someone: the Team tab's person filter, and whether there is a Team tab at all. */
export const TEAM_PEOPLE = defineRead('team people', [users]);

/** What waits for the line manager (SUBMITTED) comes first, whatever the order asked for. */
const waitingFirst = sql`(${timesheets.status} = 'SUBMITTED') desc`;

/** The entries of the people reporting to `managerId`, waiting ones first, filtered by person, week and status. */
export async function listTeamTimesheets(db: Database, recall: Recall<TimesheetList>, managerId: number, query: TeamTimesheetListQuery): Promise<TimesheetList> {
  const key = [managerId, query.userId ?? '', query.week ?? '', query.status ?? '', query.orderBy, query.order, query.limit, query.offset].join(':');
  return recall(key, () => readTeamPage(db, managerId, query));
}

async function readTeamPage(db: Database, managerId: number, query: TeamTimesheetListQuery): Promise<TimesheetList> {
  const week = query.week ? datesOfIsoWeek(query.week) : undefined;
  const where = and(
    eq(users.lineManagerId, managerId),
    query.userId ? eq(timesheets.userId, query.userId) : undefined,
    query.status ? eq(timesheets.status, query.status) : undefined,
    week ? gte(timesheets.date, week[0]!) : undefined,
    week ? lte(timesheets.date, week[6]!) : undefined,
  );
  const [data, [count]] = await Promise.all([
    selectTimesheets(db)
      .where(where)
      .orderBy(waitingFirst, ...orderClauses(TIMESHEET_SORT_COLUMNS[query.orderBy], query.order, timesheets.id))
      .limit(query.limit)
      .offset(rowsToSkip(query)),
    db.select({ total: countAll() }).from(timesheets).innerJoin(users, eq(users.id, timesheets.userId)).where(where),
  ]);
  return { data, total: count?.total ?? 0 };
}

/** The people reporting to `managerId`, active or not (a deactivated report's entries may still wait), by name. */
export async function listTeamPeople(db: Database, managerId: number): Promise<TeamPeople> {
  const name = fullNameSql(users.firstName, users.lastName);
  const data = await db.select({ id: users.id, name }).from(users).where(eq(users.lineManagerId, managerId)).orderBy(lowered(name), asc(users.id));
  return { data };
}
