import dayjs, { type Dayjs } from 'dayjs';

const ISO_WEEK = /^(\d{4})-W(\d{2})$/;

const mondayOf = (day: Dayjs) => day.startOf('day').subtract((day.day() + 6) % 7, 'day');

/** The ISO week ('2026-W48') a day falls in: the week of its Thursday, weeks starting on Monday. */
export function isoWeekOf(day: Dayjs | string): string {
  const thursday = mondayOf(dayjs(day)).add(3, 'day');
  const year = thursday.year();
  const week = Math.floor(thursday.diff(dayjs(`${year}-01-01`), 'day') / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The Monday of an ISO week, or null when `week` is not one ('2026-W54', 'next'). */
export function mondayOfIsoWeek(week: string): Dayjs | null {
  const match = ISO_WEEK.exec(week);
  if (!match) return null;
  const monday = mondayOf(dayjs(`${match[1]}-01-04`)).add((Number(match[2]) - 1) * 7, 'day');
  return isoWeekOf(monday) === week ? monday : null;
}

/** The ISO week `count` weeks after (or before, when negative) `week`. */
export function shiftIsoWeek(week: string, count: number): string {
  const monday = mondayOfIsoWeek(week) ?? mondayOf(dayjs());
  return isoWeekOf(monday.add(count * 7, 'day'));
}

/** '23 Nov – 29 Nov 2026': the week's first and last day. */
export function weekRangeLabel(week: string): string {
  const monday = mondayOfIsoWeek(week);
  if (!monday) return '';
  const sunday = monday.add(6, 'day');
  return `${monday.format(monday.year() === sunday.year() ? 'D MMM' : 'D MMM YYYY')} – ${sunday.format('D MMM YYYY')}`;
}

/** 'Mon 23 Nov': how a day's column and its cells' labels name it. */
export const dayLabel = (date: string) => dayjs(date).format('ddd D MMM');
