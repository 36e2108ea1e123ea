import dayjs from 'dayjs';
import type { ReportPeriod, UtilisationPeriod } from '../api/utilisation-api';

const DAY_MS = 86_400_000;

/** The ISO 8601 week number of a calendar day (weeks from Monday; week 1 holds the year's first Thursday). */
export function isoWeekNumber(date: string): number {
  const day = new Date(`${date}T00:00:00Z`);
  const thursday = new Date(day.getTime() + (3 - ((day.getUTCDay() + 6) % 7)) * DAY_MS);
  const firstOfYear = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return Math.floor((thursday.getTime() - firstOfYear) / DAY_MS / 7) + 1;
}

/** A column's heading: "W48 · 23 Nov" for a week (its Monday), "Nov 2026" for a month. */
export function periodLabel(period: ReportPeriod, kind: UtilisationPeriod): string {
  const start = dayjs(period.start);
  return kind === 'week' ? `W${isoWeekNumber(period.start)} · ${start.format('D MMM')}` : start.format('MMM YYYY');
}

/** A period under the chart, on two lines: "W48" over "23 Nov", or "Nov" over "2026". */
export function axisLabel(period: ReportPeriod, kind: UtilisationPeriod): string {
  const start = dayjs(period.start);
  return kind === 'week' ? `W${isoWeekNumber(period.start)}\n${start.format('D MMM')}` : start.format('MMM\nYYYY');
}

/** The Monday of a day's ISO week, and the Sunday after it. */
export const mondayOf = (date: dayjs.Dayjs) => date.subtract((date.day() + 6) % 7, 'day');
export const sundayOf = (date: dayjs.Dayjs) => mondayOf(date).add(6, 'day');
