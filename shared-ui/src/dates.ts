import dayjs, { type Dayjs } from 'dayjs';

/** How dates are shown to users (spec §5). */
export const DISPLAY_DATE_FORMAT = 'MM-DD-YYYY';

/** How dates are sent to the API (spec §5). */
export const API_DATE_FORMAT = 'YYYY-MM-DD';

const CALENDAR_DAY = /^(\d{4}-\d{2}-\d{2})(?:T00:00:00(?:\.0+)?Z)?$/;

export type DateInput = string | number | Date | Dayjs | null | undefined;

function toDayjs(value: DateInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  // A calendar day (bare, or serialised as UTC midnight) must not shift with the browser's time zone.
  const calendarDay = typeof value === 'string' ? CALENDAR_DAY.exec(value)?.[1] : undefined;
  const parsed = dayjs(calendarDay ?? value);
  return parsed.isValid() ? parsed : null;
}

/** Formats a date for display as MM-DD-YYYY; empty or invalid input gives ''. */
export function formatDisplayDate(value: DateInput): string {
  return toDayjs(value)?.format(DISPLAY_DATE_FORMAT) ?? '';
}

/** Formats a date for the API as YYYY-MM-DD; empty or invalid input gives ''. */
export function toApiDate(value: DateInput): string {
  return toDayjs(value)?.format(API_DATE_FORMAT) ?? '';
}

/** Parses an API date (or any date input) into a dayjs value for pickers; null when empty or invalid. */
export function parseDate(value: DateInput): Dayjs | null {
  return toDayjs(value);
}
