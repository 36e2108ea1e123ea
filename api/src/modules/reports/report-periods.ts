import { MAX_REPORT_DAYS, type ReportPeriod, type UtilisationPeriod } from '@portal/shared-contracts';
import { InputError } from '../../platform/errors.js';
import { addDays, firstOfMonth, lastOfMonth, mondayOf } from '../../platform/calendar.js';
import { assertDateRange, type DateRange } from '../capacity/index.js';

/** Weeks shown when the request names no range: this one and the eleven before it. */
export const DEFAULT_WEEKS = 12;

const startOf = (period: UtilisationPeriod, date: string) => (period === 'week' ? mondayOf(date) : firstOfMonth(date));
const endOf = (period: UtilisationPeriod, date: string) => (period === 'week' ? addDays(mondayOf(date), 6) : lastOfMonth(date));
const nextStart = (period: UtilisationPeriod, start: string) => (period === 'week' ? addDays(start, 7) : addDays(lastOfMonth(start), 1));

/**
 * The whole weeks or months the report covers: `from` widened to the start of its period, `to` to the end of
 * its own (defaults: the twelve weeks up to the end of this one). A range longer than MAX_REPORT_DAYS is a 400.
 */
export function reportPeriods(query: { period: UtilisationPeriod; from?: string; to?: string }, today: string): { range: DateRange; periods: ReportPeriod[] } {
  const to = query.to ?? today;
  const from = query.from ?? addDays(mondayOf(to), -7 * (DEFAULT_WEEKS - 1));
  assertDateRange({ start: from, end: to }, { start: 'from', end: 'to' });
  const range = { startDate: startOf(query.period, from), endDate: endOf(query.period, to) };
  const days = (Date.parse(range.endDate) - Date.parse(range.startDate)) / 86_400_000 + 1;
  if (days > MAX_REPORT_DAYS) {
    const message = `The report covers at most ${MAX_REPORT_DAYS} days (a year of weeks); choose a shorter range.`;
    throw new InputError(message, [{ field: 'to', message }]);
  }
  const periods: ReportPeriod[] = [];
  for (let start = range.startDate; start <= range.endDate; start = nextStart(query.period, start)) {
    periods.push({ start, end: endOf(query.period, start) });
  }
  return { range, periods };
}
