import { formatHours } from './parse-hours';

/** The hours of one row, day by day (null: no hours that day). */
export type HoursRow = Record<string, number | null>;

const sum = (values: (number | null | undefined)[]) => values.reduce<number>((total, value) => total + (value ?? 0), 0);

/** A row's hours over the week. */
export const rowTotal = (row: HoursRow, days: readonly string[]) => sum(days.map((day) => row[day]));

/** Each day's hours across every row, in the order of `days`. */
export const dayTotals = (rows: readonly HoursRow[], days: readonly string[]) => days.map((day) => sum(rows.map((row) => row[day])));

/** Every row's hours over the week. */
export const weekTotal = (rows: readonly HoursRow[], days: readonly string[]) => sum(dayTotals(rows, days));

/** '31.5 of 40 h': the week's hours against the hours expected of the person. */
export const weekTotalLabel = (total: number, expected: number) => `${formatHours(total)} of ${formatHours(expected)} h`;
