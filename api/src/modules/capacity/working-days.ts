import { PLANNED_DATES } from '@portal/shared-contracts';
import { WORKING_DAYS_PER_WEEK, addDays, weekdaysBetween } from '../../platform/calendar.js';

/** An inclusive range of 'YYYY-MM-DD' dates. */
export type DateRange = { startDate: string; endDate: string };

/** What takes working days away from a person on top of weekends: the public holidays and their own time off. */
export type Absences = { holidays: ReadonlySet<string>; timeOff: readonly DateRange[] };

export const NO_ABSENCES: Absences = { holidays: new Set(), timeOff: [] };

// Hours are kept to the hundredth, so sums of thirds of an hour or one-decimal weeks do not show binary noise.
const toHundredths = (hours: number) => Math.round(hours * 100) / 100;

/**
 * The days before a person joined, as absence, when they fall after `from`: nothing is expected of someone who had
 * not joined yet (a joiner's first week, a reminder about weeks before they came). No date of joining: none.
 */
export function daysBeforeJoining(joinedOn: string | null, from: string): DateRange[] {
  return joinedOn !== null && joinedOn > from ? [{ startDate: PLANNED_DATES.earliest, endDate: addDays(joinedOn, -1) }] : [];
}

/** The dates both ranges cover, or null when they do not meet. */
export function overlapOf(a: DateRange, b: DateRange): DateRange | null {
  const startDate = a.startDate > b.startDate ? a.startDate : b.startDate;
  const endDate = a.endDate < b.endDate ? a.endDate : b.endDate;
  return startDate <= endDate ? { startDate, endDate } : null;
}

const isAbsent = (date: string, { holidays, timeOff }: Absences) =>
  holidays.has(date) || timeOff.some((range) => range.startDate <= date && date <= range.endDate);

/** The person's working days in the range: Monday to Friday, less public holidays and their time off. */
export function workingDays(range: DateRange, absences: Absences): string[] {
  return weekdaysBetween(range.startDate, range.endDate).filter((date) => !isAbsent(date, absences));
}

/** Hours the person can work in the range: their contracted week spread evenly over its weekdays, on each of their working days. */
export function capacityHours(range: DateRange, weeklyHours: number, absences: Absences): number {
  return toHundredths((workingDays(range, absences).length * weeklyHours) / WORKING_DAYS_PER_WEEK);
}

/**
 * A day's booked hours as a share of the person's own working day (their contracted week over its weekdays), in
 * percent to one decimal: the one meaning of capacity, in the allocations list, the capacity preview and Utilisation.
 */
export function capacityPercentage(hoursPerDay: number, weeklyHours: number): number {
  return Math.round(((hoursPerDay * WORKING_DAYS_PER_WEEK) / weeklyHours) * 1000) / 10;
}

/** An allocation: hours per working day on a project over its date range. */
export type PlannedWork = DateRange & { allocationHours: number };

/**
 * Hours an allocation plans in the period: its hours per day on each of the person's working days where the
 * allocation's range and the period overlap (holidays and the person's time off plan nothing). The SQL repeats it
 * (migration 0012's working_days_of, the allocations list's plannedToDate, the kept weekly plan);
 * test/rules-in-sql.test.ts holds both to the same answers.
 */
export function plannedHours(allocation: PlannedWork, period: DateRange, absences: Absences): number {
  const overlap = overlapOf(allocation, period);
  return overlap ? toHundredths(allocation.allocationHours * workingDays(overlap, absences).length) : 0;
}
