/** Date helpers on 'YYYY-MM-DD' strings, computed in UTC so the server's own time zone never shifts a day. */

const DAY_MS = 86_400_000;

// Creating a DateTimeFormat costs ~0.1 ms (more than formatting with it), and every timesheet write asks for today.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date in the organisation's time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

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
