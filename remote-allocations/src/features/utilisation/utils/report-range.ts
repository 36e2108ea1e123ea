import { MAX_REPORT_DAYS } from '@portal/shared-contracts/values';
import { toApiDate } from '@portal/shared-ui';
import type { Dayjs } from 'dayjs';
import type { UtilisationPeriod } from '../api/utilisation-api';
import { mondayOf, sundayOf } from './period-labels';

export type RangeChoice = { from?: string; to?: string } | { error: string };

/**
 * The report range a picked pair of days asks for: widened to whole weeks (Monday to Sunday, ISO) or months, as the
 * API widens it, so that the picker shows what the table does; nothing picked is the default range. Longer than the
 * API takes is an error to show instead.
 */
export function rangeChoice(start: Dayjs | null, end: Dayjs | null, period: UtilisationPeriod): RangeChoice {
  if (!start || !end) return { from: undefined, to: undefined };
  const first = period === 'week' ? mondayOf(start) : start.startOf('month');
  const last = period === 'week' ? sundayOf(end) : end.endOf('month');
  if (last.diff(first, 'day') + 1 > MAX_REPORT_DAYS) return { error: `Choose at most ${MAX_REPORT_DAYS} days (a year of weeks).` };
  return { from: toApiDate(first), to: toApiDate(last) };
}
