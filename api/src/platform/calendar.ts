/** Date helpers on 'YYYY-MM-DD' strings, computed in UTC so the server's own time zone never shifts a day. */

const DAY_MS = 86_400_000;

// Creating a DateTimeFormat costs ~0.1 ms (more than formatting with it), and every timesheet write asks for today.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The date it is at `now` in the time zone. The server reads its today from the organisation's clock (createOrgClock). */
export function todayIn(timeZone: string, now = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** The organisation's clock: the instant it is, and the date that is in ORG_TIMEZONE. */
export type OrgClock = {
  readonly timeZone: string;
  now: () => Date;
  /** The date in the organisation's time zone at `at` (default: now). */
  today: (at?: Date) => string;
};

/**
 * The one clock the server takes "today" from, made once from ORG_TIMEZONE (app.ts) and passed to every route,
 * repository and job that needs it, so a test can stop it at any instant. `now`: where the instant comes from.
 */
export function createOrgClock(timeZone: string, now: () => Date = () => new Date()): OrgClock {
  return { timeZone, now, today: (at = now()) => todayIn(timeZone, at) };
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A working week is Monday to Friday. */
export const WORKING_DAYS_PER_WEEK = 5;

export function isWeekday(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day !== 0 && day !== 6;
}

/** Every Monday-to-Friday date from start to end inclusive. */
export function weekdaysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) if (isWeekday(date)) days.push(date);
  return days;
}

/** Whether the text is a real calendar date written YYYY-MM-DD (not 2025-02-30). */
export function isCalendarDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && addDays(text, 0) === text;
}

/** The Monday of the date's ISO week. */
export function mondayOf(date: string): string {
  const isoDay = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -isoDay);
}

/** The first day of the date's month. */
export const firstOfMonth = (date: string): string => `${date.slice(0, 7)}-01`;

/** The last day of the date's month. */
export function lastOfMonth(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}
