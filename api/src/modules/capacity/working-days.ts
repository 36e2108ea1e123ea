import { PLANNED_DATES } from '@portal/shared-contracts';
import { WORKING_DAYS_PER_WEEK, addDays, weekdaysBetween } from '../../platform/calendar.js';

/** An inclusive range of 'YYYY-MM-DD' dates. */
export type DateRange = { startDate: string; endDate: string };

/**
 * A person's time off: whole days, but for the afternoon only of its first day (`halfDayStart`) or the morning only of
 * its last (`halfDayEnd`), where those days are half days off.
 */
export type TimeOffRange = DateRange & { halfDayStart?: boolean; halfDayEnd?: boolean };

/** What takes working days away from a person on top of weekends: the public holidays and their own time off. */
export type Absences = { holidays: ReadonlySet<string>; timeOff: readonly TimeOffRange[] };

export const NO_ABSENCES: Absences = { holidays: new Set(), timeOff: [] };

// Hours are kept to the hundredth, so sums of thirds of an hour or one-decimal weeks do not show binary noise.
const toHundredths = (hours: number) => Math.round(hours * 100) / 100;
// Planned hours to the thousandth: quarter hours on a half day off are eighths, which the kept plan holds exactly.
const toThousandths = (hours: number) => Math.round(hours * 1000) / 1000;

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

/**
 * The part of a day (1, or 0.5 on a half day at either end) one time off takes when it covers the date, else 0. The
 * SQL repeats it (migration 0019's time_off_part); test/rules-in-sql.test.ts holds both to the same answers.
 */
export function timeOffPart(date: string, off: TimeOffRange): number {
  if (date < off.startDate || date > off.endDate) return 0;
  return (off.halfDayStart && date === off.startDate) || (off.halfDayEnd && date === off.endDate) ? 0.5 : 1;
}

/**
 * The part of the date the person works: 0 on a weekend or public holiday; otherwise what their time off leaves of
 * the day (a half day off leaves 0.5; time off is at most the whole day, however many rows cover it).
 */
export function workedPart(date: string, { holidays, timeOff }: Absences): number {
  if (holidays.has(date)) return 0;
  return 1 - Math.min(1, timeOff.reduce((off, range) => off + timeOffPart(date, range), 0));
}

/** The person's working days in the range: Monday to Friday, less public holidays and the days wholly off. */
export function workingDays(range: DateRange, absences: Absences): string[] {
  return weekdaysBetween(range.startDate, range.endDate).filter((date) => workedPart(date, absences) > 0);
}

/** The person's working days in the range as a number of days: a half day off counts 0.5. */
export function workedDays(range: DateRange, absences: Absences): number {
  return weekdaysBetween(range.startDate, range.endDate).reduce((days, date) => days + workedPart(date, absences), 0);
}

/**
 * Hours the person can work in the range: their contracted week spread evenly over its weekdays, on each of their
 * working days (half of it on a half day off).
 */
export function capacityHours(range: DateRange, weeklyHours: number, absences: Absences): number {
  return toHundredths((workedDays(range, absences) * weeklyHours) / WORKING_DAYS_PER_WEEK);
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
 * allocation's range and the period overlap (holidays and the person's time off plan nothing, a half day off half).
 * The SQL repeats it (migration 0019's working_day_parts_of, the allocations list's plannedToDate, the kept weekly
 * plan); test/rules-in-sql.test.ts holds both to the same answers.
 */
export function plannedHours(allocation: PlannedWork, period: DateRange, absences: Absences): number {
  const overlap = overlapOf(allocation, period);
  return overlap ? toThousandths(allocation.allocationHours * workedDays(overlap, absences)) : 0;
}
