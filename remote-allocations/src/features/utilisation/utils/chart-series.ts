import type { UtilisationRow } from '../api/utilisation-api';

/** Per period, the capacity, planned and logged hours of some rows added up (capacity null when no row has one). */
export type ChartSeries = { capacity: (number | null)[]; planned: number[]; logged: number[] };

const round = (hours: number) => Math.round(hours * 100) / 100;

export function chartSeries(rows: readonly UtilisationRow[], periodCount: number): ChartSeries {
  const indexes = Array.from({ length: periodCount }, (_unused, i) => i);
  const sum = (pick: (row: UtilisationRow, i: number) => number | null) =>
    indexes.map((i) => {
      const values = rows.map((row) => pick(row, i)).filter((value): value is number => value !== null);
      return values.length ? round(values.reduce((a, b) => a + b, 0)) : null;
    });
  return {
    capacity: sum((row, i) => row.periods[i]?.capacity ?? null),
    planned: sum((row, i) => row.periods[i]?.planned ?? 0).map((value) => value ?? 0),
    logged: sum((row, i) => row.periods[i]?.logged ?? 0).map((value) => value ?? 0),
  };
}
