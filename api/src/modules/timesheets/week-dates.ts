import { addDays } from '../../platform/calendar.js';
import { InputError } from '../../platform/errors.js';

/** Days from Monday (0) to the date's weekday, Sunday being 6. */
const daysSinceMonday = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** Monday of the ISO week: week 1 is the one holding 4 January. */
function mondayOf(year: number, week: number): string {
  const fourthOfJanuary = `${String(year).padStart(4, '0')}-01-04`;
  return addDays(fourthOfJanuary, 7 * (week - 1) - daysSinceMonday(fourthOfJanuary));
}

/**
 * The seven dates, Monday to Sunday, of an ISO week written YYYY-Www (the contract's pattern), or a 400 for a
 * week 53 the year does not have (its Thursday would fall in the next year).
 */
export function datesOfIsoWeek(week: string): string[] {
  const year = Number(week.slice(0, 4));
  const monday = mondayOf(year, Number(week.slice(6)));
  if (addDays(monday, 3).slice(0, 4) !== week.slice(0, 4)) {
    const message = `${week.slice(0, 4)} has no week ${week.slice(6)}.`;
    throw new InputError(message, [{ field: 'week', message }]);
  }
  return Array.from({ length: 7 }, (_, day) => addDays(monday, day));
}

/** The ISO week (YYYY-Www) a date falls in: the one holding its Thursday. */
export function isoWeekOf(date: string): string {
  const thursday = addDays(date, 3 - daysSinceMonday(date));
  const dayOfYear = (Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${thursday.slice(0, 4)}-01-01T00:00:00Z`)) / 86_400_000;
  return `${thursday.slice(0, 4)}-W${String(Math.floor(dayOfYear / 7) + 1).padStart(2, '0')}`;
}
