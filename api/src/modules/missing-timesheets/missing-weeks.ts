import type { MissingTimesheetList, MissingTimesheetRow, MissingTimesheetsQuery, UtilisationRow } from '@portal/shared-contracts';
import { addDays, mondayOf } from '../../platform/calendar.js';
import type { AuthUser } from '../../platform/auth/auth-plugin.js';
import { createTimesheetRemindersRepository } from './timesheet-reminders-repository.js';
import { assertDateRange } from '../capacity/index.js';
import { orderedReport, UTILISATION_REPORT, type UtilisationContext } from '../reports/index.js';
import { timesheetReminders } from '../../platform/db/schema/index.js';
import { defineRead } from '../../platform/lists/list-definition.js';

/** The report is the utilisation report's weeks with each one's latest reminder. */
export const MISSING_TIMESHEETS = defineRead('missing timesheets', [UTILISATION_REPORT, timesheetReminders]);

/** Ended weeks listed when the request names no range. */
export const DEFAULT_MISSING_WEEKS = 4;

/** A person-week short of hours, with what the reminder e-mail needs. */
export type MissingWeek = Omit<MissingTimesheetRow, 'lastReminderAt'> & { firstName: string };

/** Mondays from `from` to the Sunday `to`; `to` before `from` when no week of the range has ended. */
export type WeekRange = { from: string; to: string };

/** Everyone's hours are read as an admin reads them: the report then covers every person. */
const EVERYONE: AuthUser = { id: 0, role: 'ADMIN', officeEmail: '', sessionId: '' };

const hundredths = (hours: number) => Math.round(hours * 100) / 100;

/** The Sunday before this week: the end of the last week that has ended. */
export const lastEndedSunday = (today: string) => addDays(mondayOf(today), -1);

/** The ended weeks a query covers: widened to whole weeks, cut back to the last ended one. */
export function endedWeeks(query: { from?: string; to?: string }, today: string): WeekRange {
  assertDateRange({ start: query.from, end: query.to }, { start: 'from', end: 'to' });
  const lastEnded = lastEndedSunday(today);
  const to = query.to && query.to < lastEnded ? addDays(mondayOf(query.to), 6) : lastEnded;
  const from = mondayOf(query.from ?? addDays(mondayOf(today), -7 * DEFAULT_MISSING_WEEKS));
  return { from, to };
}

/**
 * Missing weeks worked out from a report's rows, kept as long as the report keeps those rows (its remembered rows
 * are the same array until one of its tables, users among them, is written).
 */
const workedOut = new WeakMap<readonly UtilisationRow[], { weeks: MissingWeek[]; orders: Map<string, MissingWeek[]> }>();

/** Orders and searches kept per report; past it they start over. */
const MAX_ORDERS_KEPT = 64;

async function missingOf(context: UtilisationContext, range: WeekRange): Promise<{ weeks: MissingWeek[]; orders: Map<string, MissingWeek[]> }> {
  const query = { groupBy: 'person', period: 'week', from: range.from, to: range.to, order: 'asc', orderBy: 'name' } as const;
  const { periods, rows } = await orderedReport(context, EVERYONE, query);
  const known = workedOut.get(rows);
  if (known) return known;
  // After the report, not beside it: on embedded PGlite a read inside the report's transaction and one outside could wait on each other.
  const people = await createTimesheetRemindersRepository(context.db).activePeople();
  const activePerson = new Map(people.map((person) => [person.id, person]));
  const weeks: MissingWeek[] = [];
  for (const row of rows) {
    const person = activePerson.get(row.id);
    if (!person) continue;
    row.periods.forEach((figures, i) => {
      const expected = figures.capacity ?? 0;
      if (expected <= 0 || figures.logged >= expected) return;
      weeks.push({
        userId: row.id,
        name: row.name,
        firstName: person.firstName,
        officeEmail: person.officeEmail,
        departmentName: row.detail,
        weekStart: periods[i]!.start,
        expected,
        logged: figures.logged,
        missing: hundredths(expected - figures.logged),
      });
    });
  }
  const entry = { weeks, orders: new Map<string, MissingWeek[]>() };
  workedOut.set(rows, entry);
  return entry;
}

/**
 * Each active person's weeks in the range with fewer hours logged (submitted or approved) than expected, where
 * something was expected. Capacity and logged hours are the utilisation report's own (remembered per range).
 */
export async function missingWeeks(context: UtilisationContext, range: WeekRange): Promise<MissingWeek[]> {
  return range.to < range.from ? [] : (await missingOf(context, range)).weeks;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function ordered(rows: MissingWeek[], { orderBy, order, searchInput }: Pick<MissingTimesheetsQuery, 'orderBy' | 'order' | 'searchInput'>): MissingWeek[] {
  const search = (searchInput ?? '').trim().toLowerCase();
  const matching = search ? rows.filter((row) => `${row.name}\u0000${(row.departmentName ?? '').replaceAll('_', ' ')}\u0000${row.officeEmail}`.toLowerCase().includes(search)) : rows;
  const direction = order === 'desc' ? -1 : 1;
  const byName = (a: MissingWeek, b: MissingWeek) => collator.compare(a.name, b.name) || a.userId - b.userId;
  const compare: Record<MissingTimesheetsQuery['orderBy'], (a: MissingWeek, b: MissingWeek) => number> = {
    name: (a, b) => direction * byName(a, b) || b.weekStart.localeCompare(a.weekStart),
    weekStart: (a, b) => direction * a.weekStart.localeCompare(b.weekStart) || byName(a, b),
    missing: (a, b) => direction * (a.missing - b.missing) || byName(a, b) || b.weekStart.localeCompare(a.weekStart),
  };
  return [...matching].sort(compare[orderBy]);
}

/** GET /reports/missing-timesheets: a page of the person-weeks short of hours, with each one's latest reminder. */
export async function listMissingTimesheets(context: UtilisationContext, query: MissingTimesheetsQuery): Promise<MissingTimesheetList> {
  const range = endedWeeks(query, context.today);
  let rows: MissingWeek[] = [];
  if (range.from <= range.to) {
    const { weeks, orders } = await missingOf(context, range);
    const key = `${query.orderBy}:${query.order}:${(query.searchInput ?? '').trim().toLowerCase()}`;
    let found = orders.get(key);
    if (!found) {
      if (orders.size >= MAX_ORDERS_KEPT) orders.clear();
      orders.set(key, (found = ordered(weeks, query)));
    }
    rows = found;
  }
  const start = query.offset * query.limit;
  const page = rows.slice(start, start + query.limit);
  const lastSent = page.length > 0 ? await createTimesheetRemindersRepository(context.db).lastSent(range, page.map((row) => row.userId)) : new Map<string, Date>();
  const data = page.map(({ firstName: _firstName, ...row }) => ({ ...row, lastReminderAt: lastSent.get(`${row.userId}:${row.weekStart}`)?.toISOString() ?? null }));
  return { from: range.from, to: range.to, data, total: rows.length };
}
