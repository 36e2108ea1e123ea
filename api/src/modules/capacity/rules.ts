import { AppError, InputError, type FieldProblem } from '../../platform/errors.js';
import { MAX_TIME_OFF_DAYS, PLANNED_DATES, type Holiday, type TimeOff, type TimeOffBody } from '@portal/shared-contracts';

export const HOLIDAY_NOT_FOUND = 'Holiday not found.';
export const TIME_OFF_NOT_FOUND = 'Time off not found.';

const { earliest: EARLIEST_DATE, latest: LATEST_DATE } = PLANNED_DATES;

/** A 400 whose message is the first problem, so a caller that shows only `message` still names the field. */
function rejectWith(problems: FieldProblem[]): never {
  throw new InputError(problems[0]!.message, problems);
}

/** The problem with a date outside the years the portal plans with, if it is (for dates that come as text, as in a CSV). */
export function datePlanProblem(date: string, field: string): FieldProblem | null {
  return date < EARLIEST_DATE || date > LATEST_DATE
    ? { field, message: `${field} must lie between ${EARLIEST_DATE} and ${LATEST_DATE}.` }
    : null;
}

/**
 * A date range's end may not come before its start. Each end is already a date the portal plans with: the schema's
 * `date` format checks that (platform/date-format.ts).
 */
export function assertDateRange(range: { start?: string; end?: string }, fields: { start: string; end: string }): void {
  if (range.start !== undefined && range.end !== undefined && range.end < range.start) {
    rejectWith([{ field: fields.end, message: `${fields.end} should not be before ${fields.start}.` }]);
  }
}

/** A holiday's name as stored: trimmed, and not blank. */
export function holidayName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') rejectWith([{ field: 'name', message: 'Holiday name is required.' }]);
  return trimmed;
}

export function holidayTaken(existing: Holiday): AppError {
  const message = `${existing.date} is already a holiday: ${existing.name}.`;
  return new AppError(409, message, [{ field: 'date', message }], 'DUPLICATE_HOLIDAY');
}

export const TIME_OFF_HALF_DAY_SINGLE = 'A one-day time off is either a half day or a whole day: set halfDayStart only.';

/**
 * The time off to store: dates in order, at most MAX_TIME_OFF_DAYS days, a one-day one halved only by halfDayStart
 * (the database's time_off_half_days_check says the same), the note trimmed (blank is none).
 */
export function timeOffValuesFrom(body: TimeOffBody): Omit<Required<TimeOffBody>, 'note'> & { note: string | null } {
  assertDateRange({ start: body.startDate, end: body.endDate }, { start: 'startDate', end: 'endDate' });
  const days = (Date.parse(body.endDate) - Date.parse(body.startDate)) / 86_400_000 + 1;
  if (days > MAX_TIME_OFF_DAYS) rejectWith([{ field: 'endDate', message: `Time off spans at most ${MAX_TIME_OFF_DAYS} days; record a longer absence in parts.` }]);
  const halfDayStart = body.halfDayStart ?? false;
  const halfDayEnd = body.halfDayEnd ?? false;
  if (halfDayEnd && days === 1) rejectWith([{ field: 'halfDayEnd', message: TIME_OFF_HALF_DAY_SINGLE }]);
  return { startDate: body.startDate, endDate: body.endDate, halfDayStart, halfDayEnd, kind: body.kind, note: body.note?.trim() || null };
}

/** A person is away at most once on any day: a range sharing a day with their other time off is refused. */
export function timeOffOverlap(existing: TimeOff): AppError {
  const message = `This overlaps their ${existing.kind.toLowerCase()} time off from ${existing.startDate} to ${existing.endDate}.`;
  return new AppError(409, message, [{ field: 'startDate', message }, { field: 'endDate', message }], 'TIME_OFF_OVERLAP');
}
