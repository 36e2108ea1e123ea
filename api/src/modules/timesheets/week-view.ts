import { createHash } from 'node:crypto';
import type { WeekEntry, WeekReader } from './timesheet-weeks.js';
import type { TimesheetWeek, TimesheetWeekRow } from '@portal/shared-contracts';
import { capacityHours, daysBeforeJoining } from '../capacity/index.js';
import { contractedWeeklyHours } from '../users/index.js';
import { datesOfIsoWeek } from './week-dates.js';

/**
 * The week's version: a digest of its entries' ids, last changes, hours and statuses, so any entry created, changed
 * (also by a review) or deleted gives another. An empty week always has the same one.
 */
export function weekVersion(entries: readonly Pick<WeekEntry, 'id' | 'stamp' | 'hours' | 'status'>[]): string {
  const text = entries.map((entry) => `${entry.id}:${entry.stamp}:${entry.hours}:${entry.status}`).join(',');
  return createHash('md5').update(text).digest('hex');
}

const byRowOrder = (a: TimesheetWeekRow & { firstId: number }, b: TimesheetWeekRow & { firstId: number }) =>
  a.projectName.localeCompare(b.projectName) || a.description.localeCompare(b.description) || a.firstId - b.firstId;

/**
 * The entries as grid rows, one per project and description; a second entry of a row on a date it already has goes
 * into the next row of the same project and description (a new one when there is none).
 */
export function weekRows(entries: readonly WeekEntry[]): TimesheetWeekRow[] {
  const groups = new Map<string, (TimesheetWeekRow & { firstId: number })[]>();
  for (const entry of [...entries].sort((a, b) => a.id - b.id)) {
    const key = `${entry.projectId}\u0000${entry.description}`;
    const rows = groups.get(key) ?? [];
    groups.set(key, rows);
    let row = rows.find((candidate) => !(entry.date in candidate.cells));
    if (!row) {
      row = { projectId: entry.projectId, projectName: entry.projectName, description: entry.description, cells: {}, firstId: entry.id };
      rows.push(row);
    }
    row.cells[entry.date] = { id: entry.id, hours: entry.hours, status: entry.status, rejectionReason: entry.rejectionReason };
  }
  return [...groups.values()].flat().sort(byRowOrder).map(({ firstId: _firstId, ...row }) => row);
}

/** The person's ISO week as the grid shows it: entries in rows, the hours expected of them and what is known about the days. */
export async function loadTimesheetWeek(
  readWeek: WeekReader,
  userId: number,
  week: string,
  context: { today: string; workdayHours: number },
): Promise<TimesheetWeek> {
  const days = datesOfIsoWeek(week);
  const range = { from: days[0]!, to: days[6]! };
  const { entries, weeklyHours, joinedOn, holidays, timeOff, allocatedProjects } = await readWeek(userId, range);
  const absences = { holidays: new Set(holidays.map((holiday) => holiday.date)), timeOff: [...timeOff, ...daysBeforeJoining(joinedOn, range.from)] };
  return {
    week,
    days,
    today: context.today,
    version: weekVersion(entries),
    expectedHours: capacityHours({ startDate: range.from, endDate: range.to }, contractedWeeklyHours(weeklyHours, context.workdayHours), absences),
    holidays,
    timeOff,
    allocatedProjects,
    rows: weekRows(entries),
  };
}
