import type { Dayjs } from 'dayjs';
import { formatDisplayDate } from '@portal/shared-ui';

/** The Monday of the date's week. */
export const mondayOf = (value: Dayjs) => value.subtract((value.day() + 6) % 7, 'day').startOf('day');

/** The Sunday that ends the date's week. */
export const sundayOf = (value: Dayjs) => mondayOf(value).add(6, 'day');

/** "Week of 03-24-2025" for a Monday (or any day of its week). */
export const weekLabel = (value: Dayjs | string) => `Week of ${formatDisplayDate(typeof value === 'string' ? value : mondayOf(value))}`;
